import type Decimal from 'decimal.js';
import { ceilCents, dec, Dec } from './money';

/**
 * The rounding rule (spec §9, ADR 185): "if the computed cost is below the full item price but
 * at or above rounding_pct of it, the full price is charged."
 *
 * It speaks of one item: a quantity below one item whose cost reaches rounding_pct of the
 * item's price is charged as one whole item. A quantity of one item or more is charged as it
 * is (the last part-used item of a larger quantity is not rounded), and at rounding_pct 0 every
 * part of an item is charged in full; a line that should never round has rounding_pct 100.
 * With a positive price, cost ≥ pct % of price ⟺ quantity ≥ pct ÷ 100, so the rule is
 * applied to the quantity, exactly. Nothing (0 or less) is charged as nothing.
 */
export function roundUnits(units: Decimal, roundingPct: Decimal.Value): Decimal {
  return roundingCase(units, roundingPct) === 'full item' ? new Dec(1) : units;
}

export type RoundingCase = 'full item' | 'below the rounding %' | 'one item or more' | 'nothing';

/** Which branch of the rule a quantity takes. */
export function roundingCase(units: Decimal, roundingPct: Decimal.Value): RoundingCase {
  if (units.lte(0)) return 'nothing';
  if (units.gte(1)) return 'one item or more';
  return units.gte(dec(roundingPct).dividedBy(100)) ? 'full item' : 'below the rounding %';
}

/**
 * The quantity of a line as its explanation shows it: the fewest decimals (at least 4) with
 * which every later step, worked from the shown numbers, gives the same rounding branch and the
 * same cent as the exact quantity. So "0.7565 × 180.00" is never shown for a cost of 136.18
 * that needs 0.756511.
 */
export function shownUnits(
  units: Decimal,
  multiplier: Decimal,
  roundingPct: Decimal.Value,
  price: Decimal,
): Decimal {
  // Exact already: every step works from it as it is.
  if (units.decimalPlaces() <= 6) return units;
  const threshold = dec(roundingPct).dividedBy(100);
  const branchOf = (quantity: Decimal): RoundingCase => {
    if (quantity.lte(0)) return 'nothing';
    if (quantity.gte(1)) return 'one item or more';
    return quantity.gte(threshold) ? 'full item' : 'below the rounding %';
  };
  const costOf = (quantity: Decimal, branch: RoundingCase) =>
    ceilCents((branch === 'full item' ? ONE : quantity).times(price));
  const buffered = units.times(multiplier);
  const branch = branchOf(buffered);
  const cost = costOf(buffered, branch);
  for (const places of [4, 6, 9, 14, 20, 30]) {
    const shown = units.toDecimalPlaces(places, Dec.ROUND_HALF_UP);
    const shownBuffered = shown.times(multiplier);
    const shownBranch = branchOf(shownBuffered);
    if (shownBranch === branch && costOf(shownBuffered, shownBranch).eq(cost)) return shown;
  }
  return units;
}

const ONE = new Dec(1);
