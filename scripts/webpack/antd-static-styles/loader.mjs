// A webpack loader for antd's style modules in a production build (ADR 256). The page gets the
// rules of the start's style hooks from the static style sheet (antd-static-styles.mjs), so each
// of those hooks is given a stand-in instead of its style function, and the minifier drops the
// function and everything only it used. antd calls the stand-in only for rules the sheet does not
// hold (a part drawn with a class prefix no gallery entry drew): it then loads the module's
// original functions (`?antd-styles=full`, one chunk for all) and writes the missing rules.
import path from 'node:path';
import { createRequire } from 'node:module';

const fromWebpack = createRequire(createRequire(import.meta.url).resolve('webpack'));
const acorn = fromWebpack('acorn');

/** antd's three ways to make a style hook; the second argument is the style function. */
const HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
export const FULL_QUERY = 'antd-styles=full';

/** `Menu` → `Menu-Menu`, `['Input', 'Search']` → `Input-Search`: the hook's name in its path. */
function hookName(node) {
  if (node.type === 'Literal' && typeof node.value === 'string')
    return `${node.value}-${node.value}`;
  if (
    node.type === 'ArrayExpression' &&
    node.elements.length === 2 &&
    node.elements.every(
      (element) => element?.type === 'Literal' && typeof element.value === 'string',
    )
  ) {
    return node.elements.map((element) => element.value).join('-');
  }
  return null;
}

const isFunction = (node) =>
  ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type);

/** Every node under `node`, with its ancestors; `visit` returning false skips a node's children. */
function walk(node, visit, ancestors = []) {
  if (visit(node, ancestors) === false) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child.type === 'string') walk(child, visit, [...ancestors, node]);
    }
  }
}

/** The names an identifier pattern declares (`a`, `{ a, b: c }`, `[d = 1, ...e]`). */
function patternNames(pattern, names = new Set()) {
  if (!pattern) return names;
  if (pattern.type === 'Identifier') names.add(pattern.name);
  else if (pattern.type === 'ObjectPattern')
    pattern.properties.forEach((p) => patternNames(p.type === 'RestElement' ? p : p.value, names));
  else if (pattern.type === 'ArrayPattern') pattern.elements.forEach((p) => patternNames(p, names));
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, names);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, names);
  return names;
}

/** The names declared inside a function (its parameters and declarations), not in nested ones. */
function localNames(fn) {
  const names = new Set();
  fn.params.forEach((param) => patternNames(param, names));
  walk(fn.body, (node, ancestors) => {
    if (node.type === 'VariableDeclarator') patternNames(node.id, names);
    if (node.type === 'FunctionDeclaration' && node.id) names.add(node.id.name);
    // A nested function's own names are not the enclosing function's (the style function's
    // locals among them): its declaration is counted, not its insides.
    return !(ancestors.length > 0 && isFunction(node));
  });
  return names;
}

/** The identifiers an expression reads (property names and keys are not reads). */
function readNames(expression) {
  const names = new Set();
  walk(expression, (node, ancestors) => {
    if (node.type !== 'Identifier') return;
    const parent = ancestors.at(-1);
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
    if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
      return;
    names.add(node.name);
  });
  return names;
}

/**
 * The style-hook calls of a module whose hook the sheet holds, and whether the style function can
 * be read at the module's top level (a call inside a function needs a function that reads
 * nothing of that function's own names).
 */
export function styleHookCalls(source, covered) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const calls = [];
  walk(ast, (node, ancestors) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
    if (!HOOK_MAKERS.has(node.callee.name) || node.arguments.length < 2) return;
    const hook = hookName(node.arguments[0]);
    if (!hook || !covered.has(hook)) return;
    const styleFn = node.arguments[1];
    const enclosing = new Set(ancestors.filter(isFunction).flatMap((fn) => [...localNames(fn)]));
    const reads = readNames(styleFn);
    if ([...reads].some((name) => enclosing.has(name))) return;
    calls.push({ hook, start: styleFn.start, end: styleFn.end });
  });
  return calls;
}

/** Text with `[start, end)` ranges replaced (ranges in source order, not overlapping). */
function replaceRanges(source, replacements) {
  let out = '';
  let at = 0;
  for (const { start, end, text } of replacements) {
    out += source.slice(at, start) + text;
    at = end;
  }
  return out + source.slice(at);
}

/**
 * The module with each covered hook's style function replaced by the kernel's stand-in, or, for
 * `full`, the module as it is with its style functions also exported (`__antdStyleFns`).
 */
export function transformStyleModule(source, { covered, full, file, standIn }) {
  if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(source)) return source;
  const calls = styleHookCalls(source, covered);
  if (calls.length === 0) return source;
  if (full) {
    const fns = calls.map(({ start, end }) => source.slice(start, end));
    return `${source}\nexport const __antdStyleFns = [${fns.join(',\n')}];\n`;
  }
  const self = JSON.stringify(`./${path.basename(file)}?${FULL_QUERY}`);
  const load = `() => import(/* webpackChunkName: "antd-styles-full" */ ${self})`;
  const header = `import { missedStyle as __antdMissedStyle } from ${JSON.stringify(standIn)};\n`;
  return (
    header +
    replaceRanges(
      source,
      calls.map(({ hook, start, end }, index) => ({
        start,
        end,
        text: `__antdMissedStyle(${JSON.stringify(hook)}, ${index}, ${load})`,
      })),
    )
  );
}

/** Loader options: `hooks`, the style hooks the sheet holds; `standIn`, the kernel's module. */
export default function antdStaticStyleLoader(source) {
  const { hooks, standIn } = this.getOptions();
  const full = new URLSearchParams(this.resourceQuery.slice(1)).get('antd-styles') === 'full';
  return transformStyleModule(source, {
    covered: new Set(hooks),
    full,
    file: this.resourcePath,
    standIn,
  });
}
