import jsep from 'jsep';
import type Decimal from 'decimal.js';
import { Dec } from './money';

/**
 * Quantity formulas of cost lines (spec §5 Costing), e.g. `{height}*2+{width}*2`.
 *
 * Parsed with jsep and evaluated by walking the tree over a whitelist; nothing is ever run as
 * code. Allowed: decimal numbers, `+ - * /`, unary minus and plus, parentheses, placeholders
 * written in braces (`{height}`) or bare (`height`), and the functions below.
 */
export const FORMULA_FUNCTIONS: Record<string, { arity: [number, number]; help: string }> = {
  ceil: { arity: [1, 1], help: 'ceil(x): x rounded up to a whole number' },
  floor: { arity: [1, 1], help: 'floor(x): x rounded down to a whole number' },
  round: { arity: [1, 1], help: 'round(x): x rounded to the nearest whole number (halves up)' },
  abs: { arity: [1, 1], help: 'abs(x): x without its sign' },
  min: { arity: [1, 10], help: 'min(a, b, …): the smallest argument' },
  max: { arity: [1, 10], help: 'max(a, b, …): the largest argument' },
};

/** The placeholders a costing formula may use. */
export const FORMULA_PLACEHOLDERS = ['height', 'width', 'mesh_height', 'mesh_width'] as const;

export const FORMULA_PRESETS = {
  Area: 'height*width',
  Perimeter: 'height*2+width*2',
} as const;

export type FormulaResult = { ok: true; value: Decimal } | { ok: false; error: string };

const BRACED = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;
const MAX_LENGTH = 500;
const MAX_DEPTH = 64;

class FormulaError extends Error {}

/** `{name}` → ` name ` (same length, so jsep's error columns still point into the original). */
function unbrace(formula: string): string {
  return formula.replace(BRACED, (whole, name: string) => {
    const pad = whole.length - name.length;
    return ' '.repeat(Math.floor(pad / 2)) + name + ' '.repeat(Math.ceil(pad / 2));
  });
}

type Vars = Record<string, Decimal.Value>;

/**
 * How deeply a formula nests, counted as the evaluator recurses: a left-associative chain adds
 * one level however long it is (see evaluateChain). The save check and the evaluator both use
 * this, so a formula the save accepts is one the evaluator can price.
 */
function nesting(node: jsep.Expression): number {
  switch (node.type) {
    case 'BinaryExpression': {
      let deepest = 0;
      let current: jsep.Expression = node;
      while (current.type === 'BinaryExpression') {
        const binary = current as jsep.BinaryExpression;
        deepest = Math.max(deepest, nesting(binary.right));
        current = binary.left;
      }
      return 1 + Math.max(deepest, nesting(current));
    }
    case 'UnaryExpression':
      return 1 + nesting((node as jsep.UnaryExpression).argument);
    case 'CallExpression':
      return 1 + Math.max(0, ...(node as jsep.CallExpression).arguments.map(nesting));
    default:
      return 0;
  }
}

const TOO_DEEP = 'Formula is nested too deeply';

function evaluateNode(node: jsep.Expression, vars: Vars, depth: number): Decimal {
  if (depth > MAX_DEPTH) throw new FormulaError(TOO_DEEP);
  switch (node.type) {
    case 'Literal': {
      const raw = (node as jsep.Literal).raw;
      if (typeof (node as jsep.Literal).value !== 'number' || !/^\d*\.?\d+$|^\d+\.$/.test(raw)) {
        throw new FormulaError(`Only numbers are allowed, not ${raw}`);
      }
      return new Dec(raw);
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!Object.prototype.hasOwnProperty.call(vars, name)) {
        throw new FormulaError(
          `Unknown placeholder {${name}}; use ${FORMULA_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        );
      }
      return new Dec(vars[name]);
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      const argument = evaluateNode(unary.argument, vars, depth + 1);
      if (unary.operator === '-') return argument.negated();
      if (unary.operator === '+') return argument;
      throw new FormulaError(`Operator ${unary.operator} is not allowed`);
    }
    case 'BinaryExpression':
      return evaluateChain(node as jsep.BinaryExpression, vars, depth);
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      const name = call.callee.type === 'Identifier' ? (call.callee as jsep.Identifier).name : '';
      const fn = FORMULA_FUNCTIONS[name];
      if (!fn) throw new FormulaError(`Unknown function ${name || '(expression)'}`);
      const [least, most] = fn.arity;
      if (call.arguments.length < least || call.arguments.length > most) {
        throw new FormulaError(`Wrong number of arguments: ${fn.help}`);
      }
      const args = call.arguments.map((argument) => evaluateNode(argument, vars, depth + 1));
      return applyFunction(name, args);
    }
    case 'Compound':
      throw new FormulaError('A formula is one expression');
    default:
      throw new FormulaError(`${node.type.replace(/Expression$/, '')} is not allowed`);
  }
}

/**
 * A left-associative chain (`a + b - c * d …`, which jsep nests down its left side) is walked
 * down its left spine in a loop and folded back up, so a long flat sum costs no recursion depth:
 * only real nesting (parentheses on the right, calls, unary signs) counts toward MAX_DEPTH.
 */
function evaluateChain(top: jsep.BinaryExpression, vars: Vars, depth: number): Decimal {
  const spine: jsep.BinaryExpression[] = [];
  let node: jsep.Expression = top;
  while (node.type === 'BinaryExpression') {
    spine.push(node as jsep.BinaryExpression);
    node = (node as jsep.BinaryExpression).left;
  }
  let value = evaluateNode(node, vars, depth + 1);
  for (let index = spine.length - 1; index >= 0; index -= 1) {
    const binary = spine[index];
    const right = evaluateNode(binary.right, vars, depth + 1);
    value = applyOperator(binary.operator, value, right);
  }
  return value;
}

function applyOperator(operator: string, left: Decimal, right: Decimal): Decimal {
  switch (operator) {
    case '+':
      return left.plus(right);
    case '-':
      return left.minus(right);
    case '*':
      return left.times(right);
    case '/':
      if (right.isZero()) throw new FormulaError('Division by zero');
      return left.dividedBy(right);
    default:
      throw new FormulaError(`Operator ${operator} is not allowed`);
  }
}

function applyFunction(name: string, args: Decimal[]): Decimal {
  const [first] = args;
  switch (name) {
    case 'ceil':
      return first.ceil();
    case 'floor':
      return first.floor();
    case 'round':
      return first.toDecimalPlaces(0, Dec.ROUND_HALF_UP);
    case 'abs':
      return first.abs();
    case 'min':
      return Dec.min(...args);
    default:
      return Dec.max(...args);
  }
}

/** jsep's "… at character N" (0-based) becomes "… at column N+1". */
function syntaxMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const index = (error as { index?: number }).index;
  const base = message.replace(/ at character \d+$/, '');
  return typeof index === 'number'
    ? `Syntax error at column ${index + 1}: ${base}`
    : `Syntax error: ${base}`;
}

/** Parses a formula once; the tree can be evaluated at many sizes. */
export function parseFormula(
  formula: string,
): { ok: true; tree: jsep.Expression } | { ok: false; error: string } {
  const text = typeof formula === 'string' ? formula : '';
  if (text.trim() === '') return { ok: false, error: 'Formula is empty' };
  if (text.length > MAX_LENGTH) {
    return { ok: false, error: `Formula is longer than ${MAX_LENGTH} characters` };
  }
  const plain = unbrace(text);
  const stray = plain.search(/[{}]/);
  if (stray >= 0) {
    return {
      ok: false,
      error: `Syntax error at column ${stray + 1}: a placeholder is written {name}`,
    };
  }
  try {
    return { ok: true, tree: jsep(plain) };
  } catch (error) {
    return { ok: false, error: syntaxMessage(error) };
  }
}

/**
 * The first problem of a formula that no size can fix (syntax, unknown placeholder, operator
 * or function, wrong arity), found without evaluating it; null when it is well formed.
 */
export function formulaProblem(formula: string): string | null {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return parsed.error;
  if (nesting(parsed.tree) > MAX_DEPTH) return TOO_DEEP;
  const known = new Set<string>(FORMULA_PLACEHOLDERS);
  const visit = (node: jsep.Expression): string | null => {
    switch (node.type) {
      case 'Literal':
      case 'UnaryExpression':
      case 'BinaryExpression':
      case 'CallExpression':
        break;
      case 'Identifier': {
        const name = (node as jsep.Identifier).name;
        return known.has(name) ? null : `Unknown placeholder {${name}}`;
      }
      default:
        break;
    }
    if (node.type === 'UnaryExpression') return visit((node as jsep.UnaryExpression).argument);
    if (node.type === 'BinaryExpression') {
      const binary = node as jsep.BinaryExpression;
      if (!['+', '-', '*', '/'].includes(binary.operator)) {
        return `Operator ${binary.operator} is not allowed`;
      }
      return visit(binary.left) ?? visit(binary.right);
    }
    if (node.type === 'CallExpression') {
      const call = node as jsep.CallExpression;
      for (const argument of call.arguments) {
        const problem = visit(argument);
        if (problem) return problem;
      }
    }
    // Everything else (literals, calls, other node kinds) is judged by evaluating at a size.
    const sample = Object.fromEntries([...known].map((name) => [name, 1000 + name.length]));
    const result = evaluateTree(node, sample);
    return result.ok || result.error === 'Division by zero' ? null : result.error;
  };
  return visit(parsed.tree);
}

/** Evaluates a parsed formula; never throws. */
export function evaluateTree(tree: jsep.Expression, vars: Vars): FormulaResult {
  try {
    const value = evaluateNode(tree, vars, 0);
    if (!value.isFinite()) return { ok: false, error: 'The result is not a finite number' };
    return { ok: true, value };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, error: error.message };
    return { ok: false, error: 'The formula cannot be evaluated' };
  }
}

/** Evaluates a quantity formula over the given placeholder values. Never throws. */
export function evaluateFormula(formula: string, vars: Vars): FormulaResult {
  const parsed = parseFormula(formula);
  return parsed.ok ? evaluateTree(parsed.tree, vars) : parsed;
}

/** Formulas longer than 32 characters display as their first 29 characters and "...". */
export function displayFormula(formula: string): string {
  return formula.length > 32 ? `${formula.slice(0, 29)}...` : formula;
}

export interface FormulaDefaults {
  default_formula_1?: string | null;
  default_formula_2?: string | null;
  default_formula_3?: string | null;
}

export const PRESET_HINT =
  'Save this line with a unique formula, or add the default formula to the supplier product.';

/**
 * Preset 1–3 copies the supplier product's default formula N; when it has none the result is
 * the warning "Formula preset N does not exist - W014" with a hint (spec §5 Costing).
 */
export function presetFormula(
  preset: 1 | 2 | 3,
  option: FormulaDefaults | null | undefined,
): { ok: true; formula: string } | { ok: false; warning: string; hint: string } {
  const formula = option?.[`default_formula_${preset}`];
  if (typeof formula === 'string' && formula.trim() !== '') return { ok: true, formula };
  return {
    ok: false,
    warning: `Formula preset ${preset} does not exist - W014`,
    hint: PRESET_HINT,
  };
}
