/**
 * Reads a number the way users type it: '$1,234.50', '12%', '+5' and '-$3' all parse.
 * Returns null when there is no number.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s$,%+]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Moves the decimal point through the string form, so 1.005 shifted by 2 is exactly 100.5. */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds to cents, halves away from zero, free of binary float error: 1.005 → 1.01. */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const result = sign * shift(Math.round(shift(Math.abs(value), 2)), -2);
  return result === 0 ? 0 : result;
}

/** Rounds up to the next cent, free of binary float error: 1.001 → 1.01, 1.1 stays 1.1. */
export function ceilCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const result = shift(Math.ceil(shift(value, 2)), -2);
  return result === 0 ? 0 : result;
}

/** Thousands separators and up to `maximumFractionDigits` decimals: 1234.5 → '1,234.5'. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('en-AU', { maximumFractionDigits }).format(value);
}
