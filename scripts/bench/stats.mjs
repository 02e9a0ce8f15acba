// Order statistics of benchmark samples (milliseconds or any number).

/** The value below which p % of the samples lie (nearest rank). */
export function percentile(samples, p) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(samples) {
  return percentile(samples, 50);
}

/** Median and 95th percentile of a list of milliseconds. */
export function summary(times) {
  return { median: median(times), p95: percentile(times, 95) };
}
