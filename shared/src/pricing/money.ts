import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for every price path. A private Decimal constructor so that a
 * consumer's global Decimal settings can never change a price.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** GST multiplier (GST 10 %). */
export const GST_MULTIPLIER = new Dec('1.1');

/** Reads a decimal string or number; empty, null and non-numeric values read as 0. */
export function dec(value: Decimal.Value | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Dec(0);
  try {
    const parsed = new Dec(typeof value === 'string' ? value.trim() : value);
    return parsed.isFinite() ? parsed : new Dec(0);
  } catch {
    return new Dec(0);
  }
}

/** True when a value reads as a finite decimal number. */
export function isDecimal(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return new Dec(value.trim()).isFinite();
  } catch {
    return false;
  }
}

/** Rounds up (toward +∞) to whole cents: every total of a costing (spec §9). */
export function ceilCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_CEIL);
}

/** Rounds half up to whole cents (salary figures). */
export function roundCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** A decimal as a two-place string: 35 → "35.00". */
export function fixed2(value: Decimal): string {
  return value.toFixed(2);
}

/** `value` percent of `base`. */
export function percentOf(base: Decimal, percent: Decimal.Value | null | undefined): Decimal {
  return base.times(dec(percent)).dividedBy(100);
}

/** A quantity for display: up to 4 decimals, trailing zeros removed. */
export function quantityText(value: Decimal): string {
  return value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString();
}
