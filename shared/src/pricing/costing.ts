import type Decimal from 'decimal.js';
import type {
  CostLine,
  CostingSideTotals,
  CostingTotals,
  MandatoryAccessory,
} from '../contracts/quoting';
import { priceLine, splitSize, type LineContext, type LineResult } from './cost-line';
import type { KeptLinePrices } from './kept-lines';
import { ceilCents, dec, Dec, fixed2, GST_MULTIPLIER, percentOf } from './money';

export * from './cost-line';
export { KeptLinePrices } from './kept-lines';
export { roundUnits } from './rounding';

/** An empty mandatory accessory price (spec §2). */
export const ACCESSORY_DEFAULT_PRICE_TEXT = 'None (use default)';
/** Default test size (spec §9). */
export const DEFAULT_TEST_SIZE = { height: 2100, width: 600 } as const;

export type Side = 'retail' | 'wholesale';
export const SIDES: readonly Side[] = ['retail', 'wholesale'];

export interface Margins {
  retail: Decimal.Value;
  wholesale: Decimal.Value;
  retail_premium_pct: Decimal.Value;
  wholesale_premium_pct: Decimal.Value;
}

export interface CostingInput {
  lines: CostLine[];
  margins: Margins;
  size: { height: number; width: number };
  /** Added to height and width for mesh groups (GET /quotes/mesh-deduction-value). */
  meshDeduction?: Decimal.Value;
  /** The record's group_by is "mesh". */
  groupByMesh: boolean;
  elementCount?: number;
  elementSplitVertical?: boolean;
  mandatoryAccessories: MandatoryAccessory[];
}

/** A mandatory accessory's unit price on each side and where it came from. */
export interface AccessoryPrice {
  item_number: number;
  name: string;
  quantity: number;
  /** 'rule': the mandatory rule's price; 'default': the accessory's own costing; 'none'. */
  source: 'rule' | 'default' | 'none';
  retail: string | null;
  wholesale: string | null;
}

export interface CostingResult {
  lines: LineResult[];
  totals: CostingTotals;
  /** The cost table's totals row: each side's column added in exact decimals. */
  columns: { retail: string; wholesale: string };
  accessories: AccessoryPrice[];
}

/** group_by is a JSON string such as '{"value":"mesh"}'; "mesh" makes the mesh deduction apply. */
export function groupsByMesh(groupBy: string | null | undefined): boolean {
  if (!groupBy) return false;
  try {
    const parsed: unknown = JSON.parse(groupBy);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { value?: unknown }).value === 'mesh'
    );
  } catch {
    return groupBy === 'mesh';
  }
}

/** The placeholders a costing's formulas see at a test size (mesh sizes include the deduction). */
export function formulaVars(input: Pick<CostingInput, 'size' | 'meshDeduction' | 'groupByMesh'>) {
  const deduction = input.groupByMesh ? dec(input.meshDeduction) : new Dec(0);
  const height = dec(input.size.height);
  const width = dec(input.size.width);
  return {
    height,
    width,
    mesh_height: height.plus(deduction),
    mesh_width: width.plus(deduction),
    deduction,
  };
}

/**
 * A mandatory accessory's unit price on each side (ADR 186): the rule's price; when the rule has
 * none ("None (use default)"), the accessory's own costing priced at the same test size (that
 * side's price, cost plus margin), provided it has lines on that side and all of them priced;
 * otherwise none, and the accessories figure says it is incomplete.
 */
export function priceAccessory(
  accessory: MandatoryAccessory,
  size: { height: number; width: number },
): AccessoryPrice {
  const base = { item_number: accessory.item_number, name: accessory.name };
  const quantity = accessory.quantity;
  if (accessory.price !== null) {
    const price = fixed2(dec(accessory.price));
    return { ...base, quantity, source: 'rule', retail: price, wholesale: price };
  }
  const own = accessory.default_costing;
  if (!own) return { ...base, quantity, source: 'none', retail: null, wholesale: null };
  const result = priceCosting({
    lines: own.lines,
    margins: own,
    size,
    meshDeduction: own.mesh_deduction,
    groupByMesh: groupsByMesh(own.group_by),
    mandatoryAccessories: [],
  });
  const sidePrice = (side: Side) =>
    result.lines.some((line) => line.counts[side]) && result.totals[side].lines_not_priced === 0
      ? result.totals[side].price
      : null;
  const retail = sidePrice('retail');
  const wholesale = sidePrice('wholesale');
  const source = retail === null && wholesale === null ? 'none' : 'default';
  return { ...base, quantity, source, retail, wholesale };
}

/** One side's accessories: Σ unit price × quantity with GST, rounded up, and those left out. */
export function accessoriesSide(
  prices: AccessoryPrice[],
  side: Side,
): { total: Decimal; notPriced: number } {
  let exc = new Dec(0);
  let notPriced = 0;
  for (const accessory of prices) {
    const unit = accessory[side];
    if (accessory.quantity <= 0) continue;
    if (unit === null) notPriced += 1;
    else exc = exc.plus(dec(unit).times(accessory.quantity));
  }
  return { total: ceilCents(exc.times(GST_MULTIPLIER)), notPriced };
}

/**
 * One side's totals (spec §9): every figure is rounded up to cents and computed from the
 * figures shown before it, so each one can be checked by hand from the screen.
 */
export function sideTotals(
  cost: Decimal,
  marginPct: Decimal.Value,
  premiumPct: Decimal.Value,
  accessories: { total: Decimal; notPriced: number },
  linesNotPriced = 0,
): CostingSideTotals {
  const shownCost = ceilCents(Dec.max(cost, 0));
  const margin = ceilCents(percentOf(shownCost, Dec.max(dec(marginPct), 0)));
  const price = shownCost.plus(margin);
  const premium = ceilCents(percentOf(price, Dec.max(dec(premiumPct), 0)));
  const withPremium = price.plus(premium);
  return {
    cost: fixed2(shownCost),
    margin: fixed2(margin),
    price: fixed2(price),
    premium: fixed2(premium),
    with_premium: fixed2(withPremium),
    inc_gst: fixed2(ceilCents(withPremium.times(GST_MULTIPLIER))),
    accessories: fixed2(accessories.total),
    lines_not_priced: linesNotPriced,
    accessories_not_priced: accessories.notPriced,
  };
}

/** What the lines' prices depend on: neither the margins nor the mandatory accessories. */
export type LinesInput = Omit<CostingInput, 'margins' | 'mandatoryAccessories'>;

/**
 * Prices every line of a costing at the test size. A screen keeps the answer while the lines,
 * the size and the mesh deduction stay the same, and totals it again with other margins or
 * accessories (priceCosting's second argument) without pricing the lines again. With `kept`
 * (a screen's KeptLinePrices), a line whose own inputs are those of last time keeps its result
 * (the same object): a new test height prices only the lines that read it.
 */
export function priceLines(input: LinesInput, kept?: KeptLinePrices): LineResult[] {
  const vars = formulaVars(input);
  const base = splitSize(input.size, input.elementCount, input.elementSplitVertical);
  const split = input.groupByMesh
    ? { height: base.height.plus(vars.deduction), width: base.width.plus(vars.deduction) }
    : base;
  const context: LineContext = {
    vars: {
      height: vars.height,
      width: vars.width,
      mesh_height: vars.mesh_height,
      mesh_width: vars.mesh_width,
    },
    split,
  };
  if (!kept) return input.lines.map((line) => priceLine(line, context));
  return kept.price(input.lines, context);
}

/**
 * Prices every line of a costing at the test size and totals both sides. `lines`: the lines
 * already priced by priceLines from the same lines, size and mesh deduction (the same figures).
 */
export function priceCosting(
  input: CostingInput,
  lines: LineResult[] = priceLines(input),
): CostingResult {
  const sum = { retail: new Dec(0), wholesale: new Dec(0) };
  const notPriced = { retail: 0, wholesale: 0 };
  for (const line of lines) {
    for (const side of SIDES) {
      const value = line[side];
      if (value !== null) sum[side] = sum[side].plus(value);
      else if (!line.priced && line.counts[side]) notPriced[side] += 1;
    }
  }
  const accessories = input.mandatoryAccessories.map((accessory) =>
    priceAccessory(accessory, input.size),
  );
  const { margins } = input;
  return {
    lines,
    accessories,
    columns: { retail: fixed2(sum.retail), wholesale: fixed2(sum.wholesale) },
    totals: {
      retail: sideTotals(
        sum.retail,
        margins.retail,
        margins.retail_premium_pct,
        accessoriesSide(accessories, 'retail'),
        notPriced.retail,
      ),
      wholesale: sideTotals(
        sum.wholesale,
        margins.wholesale,
        margins.wholesale_premium_pct,
        accessoriesSide(accessories, 'wholesale'),
        notPriced.wholesale,
      ),
    },
  };
}

/** "1 line not priced", "2 lines and 1 accessory not priced"; '' when nothing is left out. */
export function notPricedText(lines: number, accessories = 0): string {
  const parts = [
    lines > 0 ? `${lines} ${lines === 1 ? 'line' : 'lines'}` : '',
    accessories > 0 ? `${accessories} ${accessories === 1 ? 'accessory' : 'accessories'}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : `${parts.join(' and ')} not priced`;
}

/** What-if: the totals of the same costing at up to 5 other test sizes. */
export const MAX_WHAT_IF_SIZES = 5;
export function priceAtSizes(
  input: CostingInput,
  sizes: Array<{ height: number; width: number }>,
): Array<{ size: { height: number; width: number }; totals: CostingTotals; invalidLines: number }> {
  return sizes.slice(0, MAX_WHAT_IF_SIZES).map((size) => {
    const result = priceCosting({ ...input, size });
    const invalidLines = result.lines.filter((line) => !line.priced).length;
    return { size, totals: result.totals, invalidLines };
  });
}
