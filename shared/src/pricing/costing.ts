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
import { roundingCase, roundUnits, shownUnits } from './rounding';

export { roundUnits } from './rounding';

/** The text of a line whose group has no item that fits the test size (spec §9). */
export const SIZING_INVALID = 'TEST SIZING INVALID';
/** The quantity of a line whose formula cannot be evaluated (spec §5). */
export const QUANTITY_INVALID = 'INVALID';
/** An empty mandatory accessory price (spec §2). */
export const ACCESSORY_DEFAULT_PRICE_TEXT = 'None (use default)';
/** What a line or an accessory that could not be priced shows in place of a price. */
export const NOT_PRICED = 'not priced';
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

/**
 * One step of "why this price": the numbers it shows reproduce its value (to the cent for
 * money). A step may open into the steps that made one of its numbers (a total's cost into its
 * lines, a line into formula → quantity → buffer → rounding → cost).
 */
export interface PriceStep {
  label: string;
  formula: string;
  value: string;
  children?: PriceStep[];
}

export interface LineResult {
  id: number;
  code: string;
  description: string;
  /** The formula's value ("item quantity"). */
  itemQuantity: string;
  /** Supplier units: item quantity / item volume, or INVALID. */
  quantity: string;
  quantityError?: string;
  chosenGroupItem: GroupItem | null;
  sizing: 'ok' | typeof SIZING_INVALID;
  /** False when the line could not be priced: it is left out of every total, which says so. */
  priced: boolean;
  /** The sides its pricing type counts in (spec §3 Pricing types). */
  counts: { retail: boolean; wholesale: boolean };
  /** The item price the line was costed at (the chosen group item's for groups). */
  itemPrice: string;
  cost: string;
  /** The line's figure on each side; null where it does not count or could not be priced. */
  retail: string | null;
  wholesale: string | null;
  steps: PriceStep[];
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

interface LineContext {
  vars: Record<string, Decimal>;
  split: { height: Decimal; width: Decimal };
}

/** A number as written by hand: exact, no exponent, no trailing zeros. */
function plain(value: Decimal): string {
  return value.toFixed();
}

/** Exact when it ends within 6 decimals, else "≈" and 4 decimals. */
function quantityShown(value: Decimal): string {
  return value.decimalPlaces() <= 6 ? plain(value) : `≈ ${quantityText(value)}`;
}

function notPricedLine(
  line: CostLine,
  fields: Pick<LineResult, 'itemQuantity' | 'quantity' | 'quantityError' | 'sizing'>,
  steps: PriceStep[],
): LineResult {
  return {
    id: line.id,
    code: line.code,
    description: line.product_description,
    ...fields,
    chosenGroupItem: null,
    priced: false,
    counts: countsIn(line.pricing_type_id),
    itemPrice: fixed2(dec(line.price)),
    cost: '0.00',
    retail: null,
    wholesale: null,
    steps,
  };
}

/** Where a formula's placeholders stood when it was evaluated, for its step. */
function formulaAt(formula: string, vars: Record<string, Decimal>): string {
  const used = Object.keys(vars).filter((name) => new RegExp(`\\b${name}\\b`).test(formula));
  if (used.length === 0) return formula;
  return `${formula} with ${used.map((name) => `${name} ${plain(vars[name])}`).join(', ')}`;
}

const ROUNDING_TEXT = {
  'full item': (pct: string) =>
    `below one item, and its cost is at or above ${pct} % of the item price: the full price is charged`,
  'below the rounding %': (pct: string) =>
    `below one item, and its cost is below ${pct} % of the item price: charged as it is`,
  'one item or more': () =>
    'one item or more: the rule covers a cost below one item price only, charged as it is',
  nothing: () => 'nothing to charge',
} as const;

/** Prices one cost line at the context's size, with every step that led to its cost. */
export function priceLine(line: CostLine, context: LineContext): LineResult {
  const steps: PriceStep[] = [];
  const parsed = parseFormula(line.formula);
  const evaluated = parsed.ok ? evaluateTree(parsed.tree, context.vars) : parsed;
  if (!evaluated.ok) {
    steps.push({
      label: 'Item quantity',
      formula: `${line.formula}: ${evaluated.error}`,
      value: QUANTITY_INVALID,
    });
    return notPricedLine(
      line,
      {
        itemQuantity: QUANTITY_INVALID,
        quantity: QUANTITY_INVALID,
        quantityError: evaluated.error,
        sizing: 'ok',
      },
      steps,
    );
  }
  const itemQuantity = evaluated.value;
  steps.push({
    label: 'Item quantity',
    formula: formulaAt(line.formula, context.vars),
    value: quantityShown(itemQuantity),
  });

  let chosen: GroupItem | null = null;
  let price = dec(line.price);
  let volume = dec(line.item_volume);
  if (line.group_id !== null && line.group_id !== undefined) {
    const holds = `${plain(context.split.height)} × ${plain(context.split.width)}`;
    chosen = chooseGroupItem(line.group_items ?? [], context.split.height, context.split.width);
    if (!chosen) {
      steps.push({
        label: SIZING_INVALID,
        formula: `no group item holds ${holds}, either way round`,
        value: NOT_PRICED,
      });
      return notPricedLine(
        line,
        { itemQuantity: quantityText(itemQuantity), quantity: '0', sizing: SIZING_INVALID },
        steps,
      );
    }
    price = dec(chosen.price);
    volume = dec(chosen.item_volume);
    steps.push({
      label: 'Group item',
      formula: `the smallest that holds ${holds}, either way round`,
      value: `${chosen.code} ${chosen.height} × ${chosen.width} at ${fixed2(price)}`,
    });
  }

  const units = volume.gt(0) ? itemQuantity.dividedBy(volume) : itemQuantity;
  const multiplier = new Dec(1).plus(percentOf(new Dec(1), line.buffer_pct));
  const shown = shownUnits(units, multiplier, line.rounding_pct, price);
  steps.push({
    label: 'Quantity',
    formula: volume.gt(0)
      ? `${quantityShown(itemQuantity)} ÷ ${plain(volume)} (item volume)`
      : 'the item quantity (item volume 0: the formula counts items)',
    value: shown.eq(units) ? plain(shown) : `≈ ${plain(shown)}`,
  });
  const buffered = shown.times(multiplier);
  steps.push({
    label: 'Buffer',
    formula: `${plain(shown)} × ${plain(multiplier)} (buffer ${plain(dec(line.buffer_pct))} %)`,
    value: plain(buffered),
  });
  const pct = plain(dec(line.rounding_pct));
  const charged = roundUnits(buffered, line.rounding_pct);
  steps.push({
    label: 'Rounding',
    formula: `${plain(buffered)}: ${ROUNDING_TEXT[roundingCase(buffered, line.rounding_pct)](pct)}`,
    value: plain(charged),
  });
  const product = charged.times(price);
  const cost = ceilCents(roundUnits(units.times(multiplier), line.rounding_pct).times(price));
  steps.push({
    label: 'Cost',
    formula:
      product.decimalPlaces() > 2
        ? `${plain(charged)} × ${fixed2(price)} = ${plain(product)}, rounded up to the cent`
        : `${plain(charged)} × ${fixed2(price)}`,
    value: fixed2(cost),
  });
  const counts = countsIn(line.pricing_type_id);
  return {
    id: line.id,
    code: line.code,
    description: line.product_description,
    itemQuantity: quantityText(itemQuantity),
    quantity: quantityText(units),
    chosenGroupItem: chosen,
    sizing: 'ok',
    priced: true,
    counts,
    itemPrice: fixed2(price),
    cost: fixed2(cost),
    retail: counts.retail ? fixed2(cost) : null,
    wholesale: counts.wholesale ? fixed2(cost) : null,
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
