import { Alert } from 'antd';
import { isApiError } from '@platform/shared';

/** What went wrong with the last action: the API's message, its caption and its field errors. */
export interface Problem {
  message: string;
  caption?: string;
  errors?: string[];
}

export function problemOf(error: unknown, fallback: string): Problem {
  if (isApiError(error)) {
    const errors = Object.values(error.info?.errors ?? {}).flat();
    return {
      message: error.info?.message || error.message || fallback,
      caption: error.info?.caption,
      errors: errors.length > 1 ? errors : undefined,
    };
  }
  return { message: fallback };
}

/** Saves text as a file through a temporary link (the browser's download). */
export function download(fileName: string, text: string): void {
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The problem of the last action, with its caption and every field error when there are several. */
export function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <Alert
      type="error"
      showIcon
      title={problem.message}
      description={
        problem.caption || problem.errors ? (
          <>
            {problem.caption && <div>{problem.caption}</div>}
            {problem.errors && (
              <ul>
                {problem.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )}
          </>
        ) : undefined
      }
      data-testid="report-error"
    />
  );
}
