import type Decimal from 'decimal.js';
import type { CostLine, GroupItem } from '../contracts/quoting';
import { PRICING_TYPE } from '../contracts/quoting';
import { evaluateTree, parseFormula } from './formula';
import { ceilCents, dec, Dec, fixed2, percentOf, quantityText } from './money';
import { roundingCase, roundUnits, shownUnits } from './rounding';

// One cost line priced at a test size, with the steps that explain its cost (ADR 100, 185).
/** The text of a line whose group has no item that fits the test size (spec §9). */
export const SIZING_INVALID = 'TEST SIZING INVALID';
/** The quantity of a line whose formula cannot be evaluated (spec §5). */
export const QUANTITY_INVALID = 'INVALID';

/** What a line or an accessory that could not be priced shows in place of a price. */
export const NOT_PRICED = 'not priced';

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

export interface LineContext {
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
  steps: Array<() => PriceStep>,
): LineResult {
  return withSteps(
    {
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
    },
    steps,
  );
}

/** The line with its `steps` worked out from their makers when first read, then kept. */
function withSteps(line: Omit<LineResult, 'steps'>, makers: Array<() => PriceStep>): LineResult {
  let steps: PriceStep[] | null = null;
  return Object.defineProperty(line, 'steps', {
    enumerable: true,
    get: () => (steps ??= makers.map((make) => make())),
  }) as LineResult;
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

/** Parsed formulas by text: a costing repeats a few formulas over its lines and sizes. */
const PARSED = new Map<string, ReturnType<typeof parseFormula>>();
const MAX_PARSED = 1000;

/** parseFormula, once per formula text (the tree is only read, never changed). */
function parsedFormula(formula: string): ReturnType<typeof parseFormula> {
  if (typeof formula !== 'string') return parseFormula(formula);
  let parsed = PARSED.get(formula);
  if (!parsed) {
    if (PARSED.size >= MAX_PARSED) PARSED.clear();
    parsed = parseFormula(formula);
    PARSED.set(formula, parsed);
  }
  return parsed;
}

/** Prices one cost line at the context's size, with every step that led to its cost. */
export function priceLine(line: CostLine, context: LineContext): LineResult {
  // The steps are worked out when first read (an explanation is opened): the screen recalculates
  // 200 lines on every keystroke and reads none of them then.
  const steps: Array<() => PriceStep> = [];
  const parsed = parsedFormula(line.formula);
  const evaluated = parsed.ok ? evaluateTree(parsed.tree, context.vars) : parsed;
  if (!evaluated.ok) {
    steps.push(() => ({
      label: 'Item quantity',
      formula: `${line.formula}: ${evaluated.error}`,
      value: QUANTITY_INVALID,
    }));
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
  steps.push(() => ({
    label: 'Item quantity',
    formula: formulaAt(line.formula, context.vars),
    value: quantityShown(itemQuantity),
  }));

  let chosen: GroupItem | null = null;
  let price = dec(line.price);
  let volume = dec(line.item_volume);
  if (line.group_id !== null && line.group_id !== undefined) {
    const holds = `${plain(context.split.height)} × ${plain(context.split.width)}`;
    chosen = chooseGroupItem(line.group_items ?? [], context.split.height, context.split.width);
    if (!chosen) {
      steps.push(() => ({
        label: SIZING_INVALID,
        formula: `no group item holds ${holds}, either way round`,
        value: NOT_PRICED,
      }));
      return notPricedLine(
        line,
        { itemQuantity: quantityText(itemQuantity), quantity: '0', sizing: SIZING_INVALID },
        steps,
      );
    }
    price = dec(chosen.price);
    volume = dec(chosen.item_volume);
    const item = chosen;
    const itemPrice = price;
    steps.push(() => ({
      label: 'Group item',
      formula: `the smallest that holds ${holds}, either way round`,
      value: `${item.code} ${item.height} × ${item.width} at ${fixed2(itemPrice)}`,
    }));
  }

  const units = volume.gt(0) ? itemQuantity.dividedBy(volume) : itemQuantity;
  const multiplier = new Dec(1).plus(percentOf(new Dec(1), line.buffer_pct));
  let shownOnce: Decimal | null = null;
  const shownQuantity = () =>
    (shownOnce ??= shownUnits(units, multiplier, line.rounding_pct, price));
  steps.push(() => ({
    label: 'Quantity',
    formula: volume.gt(0)
      ? `${quantityShown(itemQuantity)} ÷ ${plain(volume)} (item volume)`
      : 'the item quantity (item volume 0: the formula counts items)',
    value: shownQuantity().eq(units) ? plain(shownQuantity()) : `≈ ${plain(shownQuantity())}`,
  }));
  const buffered = () => shownQuantity().times(multiplier);
  steps.push(() => ({
    label: 'Buffer',
    formula: `${plain(shownQuantity())} × ${plain(multiplier)} (buffer ${plain(dec(line.buffer_pct))} %)`,
    value: plain(buffered()),
  }));
  const charged = () => roundUnits(buffered(), line.rounding_pct);
  steps.push(() => ({
    label: 'Rounding',
    formula: `${plain(buffered())}: ${ROUNDING_TEXT[roundingCase(buffered(), line.rounding_pct)](plain(dec(line.rounding_pct)))}`,
    value: plain(charged()),
  }));
  const cost = ceilCents(roundUnits(units.times(multiplier), line.rounding_pct).times(price));
  steps.push(() => {
    const product = charged().times(price);
    return {
      label: 'Cost',
      formula:
        product.decimalPlaces() > 2
          ? `${plain(charged())} × ${fixed2(price)} = ${plain(product)}, rounded up to the cent`
          : `${plain(charged())} × ${fixed2(price)}`,
      value: fixed2(cost),
    };
  });
  const counts = countsIn(line.pricing_type_id);
  return withSteps(
    {
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
    },
    steps,
  );
}
