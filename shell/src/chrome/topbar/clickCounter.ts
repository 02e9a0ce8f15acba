/** Longest pause between two clicks that still counts them as one series. */
export const CLICK_SERIES_GAP_MS = 1500;

export interface ClickCounter {
  /** Records one click; returns true when this click completes the series. */
  click(): boolean;
  reset(): void;
}

/**
 * Counts a series of quick clicks: the series completes on the `target`-th click and starts over;
 * a pause longer than `gapMs` starts a new series.
 */
export function createClickCounter(
  target: number,
  gapMs: number = CLICK_SERIES_GAP_MS,
  now: () => number = Date.now,
): ClickCounter {
  let count = 0;
  let last = -Infinity;
  return {
    click() {
      const at = now();
      count = at - last > gapMs ? 1 : count + 1;
      last = at;
      if (count < target) return false;
      count = 0;
      last = -Infinity;
      return true;
    },
    reset() {
      count = 0;
      last = -Infinity;
    },
  };
}
