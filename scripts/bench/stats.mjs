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
