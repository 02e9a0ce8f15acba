import type { RemotePhase } from '../bus';
import { INCOMPATIBLE_MARKER } from './compatibility';

/** A failure while loading or running a remote, tagged with what failed and where. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
    readonly phase: RemotePhase,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${remote}@${version} failed during ${phase}: ${message}`);
    this.name = 'RemoteLoadError';
  }
}

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  if (!Number.isFinite(ms) || ms <= 0) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The Module Federation runtime reports manifest fetch failures and script errors with its own
 * codes; map them onto the phase a person debugging the page cares about.
 */
export function classifyLoadError(error: unknown): RemotePhase {
  const text = messageOf(error);
  if (text.includes(INCOMPATIBLE_MARKER)) return 'compatibility';
  if (/manifest|RUNTIME-003|fetch/i.test(text)) return 'manifest';
  if (/remoteEntry|RUNTIME-001|RUNTIME-008|ScriptExecutionError|script/i.test(text)) return 'entry';
  return 'module';
}
