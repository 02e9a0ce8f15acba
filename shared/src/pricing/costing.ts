import type Decimal from 'decimal.js';
import {
  PRICING_TYPE,
  type CostLine,
  type CostingSideTotals,
  type CostingTotals,
  type GroupItem,
  type MandatoryAccessory,
} from '../contracts/quoting';
import { evaluateTree, parseFormula } from './formula';
import { ceilCents, dec, Dec, fixed2, GST_MULTIPLIER, percentOf, quantityText } from './money';

/** The text of a line whose group has no item that fits the test size (spec §9). */
export const SIZING_INVALID = 'TEST SIZING INVALID';
/** The quantity of a line whose formula cannot be evaluated (spec §5). */
export const QUANTITY_INVALID = 'INVALID';
/** An empty mandatory accessory price (spec §2). */
export const ACCESSORY_DEFAULT_PRICE_TEXT = 'None (use default)';
/** Default test size (spec §9). */
export const DEFAULT_TEST_SIZE = { height: 2100, width: 600 } as const;

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

/** One step of "why this price". */
export interface PriceStep {
  label: string;
  formula: string;
  value: string;
}

export interface LineResult {
  id: number;
  /** The formula's value ("item quantity"). */
  itemQuantity: string;
  /** Supplier units: item quantity / item volume, or INVALID. */
  quantity: string;
  quantityError?: string;
  chosenGroupItem: GroupItem | null;
  sizing: 'ok' | typeof SIZING_INVALID;
  /** The item price the line was costed at (the chosen group item's for groups). */
  itemPrice: string;
  cost: string;
  retail: string | null;
  wholesale: string | null;
  steps: PriceStep[];
}

export interface CostingResult {
  lines: LineResult[];
  totals: CostingTotals;
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

/** Which sides a pricing type counts in (spec §3 Pricing types). */
export function countsIn(pricingTypeId: number): { retail: boolean; wholesale: boolean } {
  return {
    retail:
      pricingTypeId === PRICING_TYPE.retailAndWholesale ||
      pricingTypeId === PRICING_TYPE.retailOnly,
    wholesale:
      pricingTypeId === PRICING_TYPE.retailAndWholesale ||
      pricingTypeId === PRICING_TYPE.wholesaleOnly,
  };
}

function fits(item: GroupItem, height: Decimal, width: Decimal): boolean {
  const h = dec(item.height);
  const w = dec(item.width);
  return (h.gte(height) && w.gte(width)) || (h.gte(width) && w.gte(height));
}

/**
 * The smallest-volume group item that holds the size, tried both ways round (spec §9); ties
 * go to the cheaper item, then to the code, so the choice never depends on list order.
 */
export function chooseGroupItem(
  items: GroupItem[],
  height: Decimal.Value,
  width: Decimal.Value,
): GroupItem | null {
  const h = dec(height);
  const w = dec(width);
  let best: GroupItem | null = null;
  for (const item of items) {
    if (!fits(item, h, w)) continue;
    if (!best) {
      best = item;
      continue;
    }
    const byVolume = dec(item.item_volume).comparedTo(dec(best.item_volume));
    const byPrice = dec(item.price).comparedTo(dec(best.price));
    if (
      byVolume < 0 ||
      (byVolume === 0 && (byPrice < 0 || (byPrice === 0 && item.code < best.code)))
    ) {
      best = item;
    }
  }
  return best;
}

/**
 * The size one element of a multi-element product gets: the width is split for vertical
 * splits, the height otherwise. Used to choose group items (a three-panel door's mesh is cut
 * per panel); quantity formulas see the whole size.
 */
export function splitSize(
  size: { height: number; width: number },
  elementCount = 1,
  splitVertical = false,
): { height: Decimal; width: Decimal } {
  const count = elementCount > 1 ? elementCount : 1;
  return {
    height: splitVertical ? dec(size.height) : dec(size.height).dividedBy(count),
    width: splitVertical ? dec(size.width).dividedBy(count) : dec(size.width),
  };
}

/**
 * Rounding rule (spec §9): when the cost of the last, part-used unit is below the full item
 * price but at or above rounding_pct of it, the whole unit is charged. Applied to the fraction
 * of the unit count: 2.8 units at 75 % → 3 units; 2.5 units → 2.5 units; 0 % → never.
 */
export function roundUnits(units: Decimal, roundingPct: Decimal.Value): Decimal {
  const pct = dec(roundingPct);
  if (pct.lte(0) || units.lte(0)) return units;
  const fraction = units.minus(units.floor());
  if (fraction.isZero()) return units;
  return fraction.times(100).gte(pct) ? units.ceil() : units;
}

interface LineContext {
  vars: Record<string, Decimal>;
  split: { height: Decimal; width: Decimal };
}

function invalidLine(line: CostLine, error: string, steps: PriceStep[]): LineResult {
  return {
    id: line.id,
    itemQuantity: QUANTITY_INVALID,
    quantity: QUANTITY_INVALID,
    quantityError: error,
    chosenGroupItem: null,
    sizing: 'ok',
    itemPrice: fixed2(dec(line.price)),
    cost: '0.00',
    ...sides(line, new Dec(0)),
    steps,
  };
}

function sides(line: CostLine, cost: Decimal): { retail: string | null; wholesale: string | null } {
  const side = countsIn(line.pricing_type_id);
  const text = fixed2(ceilCents(cost));
  return { retail: side.retail ? text : null, wholesale: side.wholesale ? text : null };
}

/** Prices one cost line at the context's size, with every step that led to its cost. */
export function priceLine(line: CostLine, context: LineContext): LineResult {
  const steps: PriceStep[] = [];
  const parsed = parseFormula(line.formula);
  if (!parsed.ok) return invalidLine(line, parsed.error, steps);
  const evaluated = evaluateTree(parsed.tree, context.vars);
  if (!evaluated.ok) return invalidLine(line, evaluated.error, steps);
  const itemQuantity = evaluated.value;
  steps.push({ label: 'Item quantity', formula: line.formula, value: quantityText(itemQuantity) });

  let chosen: GroupItem | null = null;
  let price = dec(line.price);
  let volume = dec(line.item_volume);
  if (line.group_id !== null && line.group_id !== undefined) {
    chosen = chooseGroupItem(line.group_items ?? [], context.split.height, context.split.width);
    if (!chosen) {
      steps.push({
        label: SIZING_INVALID,
        formula: `no group item holds ${context.split.height} × ${context.split.width}`,
        value: '0.00',
      });
      return {
        ...invalidLine(line, SIZING_INVALID, steps),
        itemQuantity: quantityText(itemQuantity),
        quantity: '0',
        quantityError: undefined,
        sizing: SIZING_INVALID,
      };
    }
    price = dec(chosen.price);
    volume = dec(chosen.item_volume);
    steps.push({
      label: 'Group item',
      formula: `smallest that holds ${context.split.height} × ${context.split.width}`,
      value: `${chosen.code} ${chosen.height} × ${chosen.width}`,
    });
  }

  const units = volume.gt(0) ? itemQuantity.dividedBy(volume) : itemQuantity;
  steps.push({
    label: 'Quantity',
    formula: volume.gt(0)
      ? `${quantityText(itemQuantity)} ÷ ${volume} (item volume)`
      : 'item quantity',
    value: quantityText(units),
  });
  const buffered = units.plus(percentOf(units, line.buffer_pct));
  steps.push({
    label: 'Buffer',
    formula: `${quantityText(units)} + ${dec(line.buffer_pct)} %`,
    value: quantityText(buffered),
  });
  const charged = roundUnits(buffered, line.rounding_pct);
  steps.push({
    label: 'Rounding',
    formula: charged.eq(buffered)
      ? `part unit below ${dec(line.rounding_pct)} % of the item price: kept`
      : `part unit at or above ${dec(line.rounding_pct)} % of the item price: full item charged`,
    value: quantityText(charged),
  });
  const cost = charged.times(price);
  steps.push({
    label: 'Cost',
    formula: `${quantityText(charged)} × ${fixed2(price)}`,
    value: fixed2(ceilCents(cost)),
  });
  return {
    id: line.id,
    itemQuantity: quantityText(itemQuantity),
    quantity: quantityText(units),
    chosenGroupItem: chosen,
    sizing: 'ok',
    itemPrice: fixed2(price),
    cost: fixed2(ceilCents(cost)),
    ...sides(line, cost),
    steps,
  };
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

/** Σ price × quantity of the mandatory accessories, with GST, rounded up to cents. */
export function accessoriesTotal(accessories: MandatoryAccessory[]): Decimal {
  const exc = accessories.reduce(
    (sum, accessory) => sum.plus(dec(accessory.price).times(dec(accessory.quantity))),
    new Dec(0),
  );
  return ceilCents(exc.times(GST_MULTIPLIER));
}

/**
 * One side's totals (spec §9): every figure is rounded up to cents and computed from the
 * figures shown before it, so each one can be checked by hand from the screen.
 */
export function sideTotals(
  cost: Decimal,
  marginPct: Decimal.Value,
  premiumPct: Decimal.Value,
  accessories: Decimal,
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
    accessories: fixed2(accessories),
  };
}

/** Prices every line of a costing at the test size and totals both sides. */
export function priceCosting(input: CostingInput): CostingResult {
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
  const lines = input.lines.map((line) => priceLine(line, context));
  let retail = new Dec(0);
  let wholesale = new Dec(0);
  for (const line of lines) {
    if (line.retail !== null) retail = retail.plus(line.retail);
    if (line.wholesale !== null) wholesale = wholesale.plus(line.wholesale);
  }
  const accessories = accessoriesTotal(input.mandatoryAccessories);
  const { margins } = input;
  return {
    lines,
    totals: {
      retail: sideTotals(retail, margins.retail, margins.retail_premium_pct, accessories),
      wholesale: sideTotals(
        wholesale,
        margins.wholesale,
        margins.wholesale_premium_pct,
        accessories,
      ),
    },
  };
}

/** "Why this price" for one side's totals: cost → margin → price → premium → GST. */
export function explainTotals(
  totals: CostingTotals,
  side: 'retail' | 'wholesale',
  margins: Margins,
): PriceStep[] {
  const t = totals[side];
  const marginPct = side === 'retail' ? margins.retail : margins.wholesale;
  const premiumPct = side === 'retail' ? margins.retail_premium_pct : margins.wholesale_premium_pct;
  return [
    { label: 'Cost', formula: `sum of the ${side} column`, value: t.cost },
    { label: 'Margin', formula: `${t.cost} × ${dec(marginPct)} %, rounded up`, value: t.margin },
    { label: 'Price', formula: `${t.cost} + ${t.margin}`, value: t.price },
    {
      label: 'Premium',
      formula: `${t.price} × ${dec(premiumPct)} %, rounded up`,
      value: t.premium,
    },
    { label: 'With premium', formula: `${t.price} + ${t.premium}`, value: t.with_premium },
    { label: 'Inc GST', formula: `${t.with_premium} × 1.1, rounded up`, value: t.inc_gst },
  ];
}

/** What-if: the totals of the same costing at up to 5 other test sizes. */
export const MAX_WHAT_IF_SIZES = 5;
export function priceAtSizes(
  input: CostingInput,
  sizes: Array<{ height: number; width: number }>,
): Array<{ size: { height: number; width: number }; totals: CostingTotals; invalidLines: number }> {
  return sizes.slice(0, MAX_WHAT_IF_SIZES).map((size) => {
    const result = priceCosting({ ...input, size });
    const invalidLines = result.lines.filter(
      (line) => line.quantity === QUANTITY_INVALID || line.sizing !== 'ok',
    ).length;
    return { size, totals: result.totals, invalidLines };
  });
}
