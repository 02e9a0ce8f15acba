import type { CostLine, GroupItem } from '../contracts/quoting';
import { priceLine, type LineContext, type LineResult } from './cost-line';

/** The placeholders a formula names, by formula: those its "why" step shows and it can read. */
const NAMED = new Map<string, string[]>();
/** Formulas are few (a costing repeats them): past this many, the lookup starts again. */
const MAX_FORMULAS = 1000;

function namedIn(formula: unknown, names: string[]): string[] {
  const text = typeof formula === 'string' ? formula : '';
  const key = `${names.join(',')}\u0000${text}`;
  let named = NAMED.get(key);
  if (!named) {
    if (NAMED.size >= MAX_FORMULAS) NAMED.clear();
    named = names.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
    NAMED.set(key, named);
  }
  return named;
}

function isGroup(line: CostLine): boolean {
  return line.group_id !== null && line.group_id !== undefined;
}

/**
 * Everything a line's price reads, as one string: the line's own fields, the placeholders its
 * formula names at this size, and for a group line the size its item is chosen for and the
 * items. Equal strings, equal results (to the cent and in every step).
 */
function inputsOf(
  line: CostLine,
  named: string[],
  vars: Record<string, string>,
  split: string,
): string {
  const parts: unknown[] = [
    line.id,
    line.code,
    line.product_description,
    line.formula,
    line.pricing_type_id,
    line.price,
    line.item_volume,
    line.buffer_pct,
    line.rounding_pct,
    line.group_id,
  ];
  for (const name of named) parts.push(vars[name]);
  if (isGroup(line)) {
    parts.push(split);
    for (const item of line.group_items ?? []) {
      parts.push(
        item.code,
        item.height,
        item.width,
        item.item_volume,
        item.price,
        item.product_description,
      );
    }
  }
  return parts.join('\u0000');
}

interface Kept {
  inputs: string;
  items: GroupItem[] | undefined;
  result: LineResult;
}

/**
 * A screen's line prices from one recalculation to the next (priceLines' second argument): a
 * line whose inputs are those of last time keeps its result, the same object; the others are
 * priced again. A new test height then prices only the lines whose formula reads the height
 * or whose group item is chosen by it; a line of a fixed quantity (labour hours, "1") is not
 * priced again on every keystroke.
 */
export class KeptLinePrices {
  #kept = new WeakMap<CostLine, Kept>();

  price(lines: CostLine[], context: LineContext): LineResult[] {
    const names = Object.keys(context.vars);
    const vars: Record<string, string> = {};
    for (const name of names) vars[name] = context.vars[name].toString();
    const split = `${context.split.height.toString()}×${context.split.width.toString()}`;
    return lines.map((line) => {
      const inputs = inputsOf(line, namedIn(line.formula, names), vars, split);
      const items = line.group_items;
      const kept = this.#kept.get(line);
      if (kept && kept.inputs === inputs && kept.items === items) return kept.result;
      const result = priceLine(line, context);
      this.#kept.set(line, { inputs, items, result });
      return result;
    });
  }
}
