import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { styleHookCalls, transformStyleModule } from './loader.mjs';

// The shapes of antd's style modules: a hook at the top level with its function inline or by
// name, a part hook (`['Input', 'Search']`), and a hook made inside a function (Menu, Tooltip).
const BUTTON = `import { genStyleHooks } from '../../theme/internal';
const genButtonStyle = token => ({ [token.componentCls]: { color: token.colorText } });
export const genHelper = token => ({ margin: token.margin });
export default genStyleHooks('Button', genButtonStyle, prepareToken, { unitless: {} });
`;
const SEARCH = `export default genStyleHooks(['Input', 'Search'], token => [genSearch(token)], prepareToken);
export const other = genStyleHooks('DatePicker', token => [genPicker(token)], prepareToken);
`;
const MENU = `export default (prefixCls, rootCls = prefixCls, injectStyle = true) => {
  const useStyle = genStyleHooks('Menu', token => [getBaseStyle(token)], prepareToken, { injectStyle });
  return useStyle(prefixCls, rootCls);
};
`;
// As antd writes it: the style function declares names of its own (tokens merged for the part).
const MENU_WITH_LOCALS = `export default (prefixCls, rootCls = prefixCls, injectStyle = true) => {
  const useStyle = genStyleHooks('Menu', token => {
    const { fontSize } = token;
    const menuToken = mergeToken(token, { menuArrowSize: fontSize });
    return [getBaseStyle(menuToken)];
  }, prepareToken, { injectStyle });
  return useStyle(prefixCls, rootCls);
};
`;
const READS_LOCAL = `export default (prefixCls, extra) => {
  const useStyle = genStyleHooks('Tooltip', token => [genTooltip(token, extra)], prepareToken);
  return useStyle(prefixCls);
};
`;
const covered = new Set(['Button-Button', 'Input-Search', 'Menu-Menu', 'Tooltip-Tooltip']);
const options = { covered, file: '/antd/es/button/style/index.js', standIn: '/kernel/missed.ts' };

test('a covered hook gets the stand-in for its style function, which the minifier can then drop', () => {
  const out = transformStyleModule(BUTTON, { ...options, full: false });
  assert.match(out, /^import \{ missedStyle as __antdMissedStyle \} from "\/kernel\/missed\.ts";/);
  assert.match(
    out,
    /genStyleHooks\('Button', __antdMissedStyle\("Button-Button", 0, \(\) => import\(\/\* webpackChunkName: "antd-styles-full" \*\/ "\.\/index\.js\?antd-styles=full"\)\), prepareToken/,
  );
  // The function itself is still declared; nothing reads it any more.
  assert.doesNotMatch(out.split('export default')[1], /genButtonStyle/);
  assert.match(out, /export const genHelper/);
});

test('the full variant is the module as it is, with its covered style functions exported in order', () => {
  const out = transformStyleModule(SEARCH, { ...options, full: true });
  assert.ok(out.startsWith(SEARCH));
  assert.match(out, /export const __antdStyleFns = \[token => \[genSearch\(token\)\]\];\n$/);
});

test('names a part hook as antd’s style path does, and leaves hooks the sheet does not hold', () => {
  assert.deepEqual(
    styleHookCalls(SEARCH, covered).map(({ hook }) => hook),
    ['Input-Search'],
  );
  const out = transformStyleModule(SEARCH, { ...options, full: false });
  assert.match(out, /genStyleHooks\('DatePicker', token => \[genPicker\(token\)\]/);
});

test('a hook made inside a function is covered when its style function reads none of its names', () => {
  assert.deepEqual(
    styleHookCalls(MENU, covered).map(({ hook }) => hook),
    ['Menu-Menu'],
  );
  assert.deepEqual(
    styleHookCalls(MENU_WITH_LOCALS, covered).map(({ hook }) => hook),
    ['Menu-Menu'],
  );
  // It reads `extra`, the enclosing function's parameter: it cannot be read at the top level.
  assert.deepEqual(styleHookCalls(READS_LOCAL, covered), []);
  assert.equal(transformStyleModule(READS_LOCAL, { ...options, full: false }), READS_LOCAL);
});

test('a module without style hooks is returned as it is', () => {
  const source = 'export const a = 1;\n';
  assert.equal(transformStyleModule(source, { ...options, full: false }), source);
});

test("antd's own Menu and Tooltip style modules, each a hook made inside a function, are covered", () => {
  // The kernel's copy of antd, the one the build transforms.
  const kernel = createRequire(new URL('../../../shared/package.json', import.meta.url));
  const antd = path.dirname(kernel.resolve('antd/package.json'));
  for (const [part, hook] of [
    ['menu', 'Menu-Menu'],
    ['tooltip', 'Tooltip-Tooltip'],
  ]) {
    const source = readFileSync(path.join(antd, 'es', part, 'style', 'index.js'), 'utf8');
    assert.deepEqual(
      styleHookCalls(source, covered).map((call) => call.hook),
      [hook],
      part,
    );
  }
});
