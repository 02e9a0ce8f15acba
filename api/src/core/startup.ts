import type { AppConfig } from './config';
import { describeFilesTarget } from './file-storage';

/**
 * What the API logs once it has started: the database, and the development outbox only when the
 * development tools are on (API_DEV_TOOLS=1 outside production). Otherwise /dev/outbox answers
 * 404, and a logged address to it would only mislead.
 */
export function startupLines(config: AppConfig, database: string): string[] {
  const lines = [`database: ${database}`];
  // Files on UPLOAD_DIR are the default and go unsaid; a bucket is worth a line (ADR 199).
  if (config.filesTarget.kind === 's3') {
    lines.push(`files: ${describeFilesTarget(config.filesTarget, config.uploadDir)}`);
  }
  if (config.devRoutes) {
    lines.push(`development outbox: http://${config.host}:${config.port}/dev/outbox`);
  }
  return lines;
}
