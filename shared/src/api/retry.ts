export const BACKOFF_BASE_MS = 300;
export const BACKOFF_CAP_MS = 3_000;

/**
 * Delay before retry number `attempt` (0 for the first retry): exponential from 300 ms, capped
 * at 3 s, with "equal jitter" (half fixed, half random) so clients that failed together do not
 * retry together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Only a failed connection or a 5xx answer is worth another try; 4xx answers never are. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

export function defaultSleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Waits, but settles early with a rejection when the signal aborts. */
export function sleepUnlessAborted(
  sleep: (milliseconds: number) => Promise<void>,
  milliseconds: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (!signal) return sleep(milliseconds);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(milliseconds).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
