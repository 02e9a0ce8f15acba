import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANTD_START, antdOwnNames } from '../shared-singletons.mjs';

const require = createRequire(import.meta.url);
const { GALLERY } = require('./render.cjs');
const RENDER = path.join(import.meta.dirname, 'render.cjs');

/** The sheet for these names, as the build makes it (antd's production build). */
function renderSheet(names) {
  const output = execFileSync(process.execPath, [RENDER, ...names], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(String(output));
}

test('the gallery draws every antd component of the start’s facade', () => {
  const start = antdOwnNames([...ANTD_START]);
  assert.ok(start.includes('Table') && start.includes('Menu'));
  assert.deepEqual(
    start.filter((name) => !(name in GALLERY)),
    [],
  );
});

test('writes each drawn part’s rules under the production class hash, with the map antd reads', () => {
  const { css, hooks } = renderSheet(['Button', 'Tag', 'ConfigProvider']);
  // Button in a compact space, Tag in a preset and a status colour: each part hook is drawn,
  // with antd's App (every area's root) and the reset antd shares between components.
  assert.deepEqual(hooks, [
    'App-App',
    'Button-Button',
    'Button-compact',
    'Shared',
    'Space-Compact',
    'Tag-Tag',
    'Tag-preset',
    'Tag-status',
    'Wave-Wave',
  ]);
  // The rules reference the theme's CSS variables, so one sheet serves every font size and theme.
  assert.match(css, /:where\(\.css-[a-z0-9]+\)\.ant-btn\{[^}]*var\(--ant-/);
  assert.doesNotMatch(css, /css-dev-only-do-not-override/);
  // cssinjs reads which paths the sheet holds from this rule's `content` (cacheMapUtil).
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css);
  assert.ok(map, 'the cache path map');
  assert.match(map[1], /(^|;)css-[a-z0-9]+\|Button-Button\|ant-btn\|anticon:[a-z0-9]+/);
  assert.match(map[1], /\|Tag-preset\|ant-tag\|anticon:/);
});

test('a name the gallery does not know stops the build', () => {
  assert.throws(
    () => execFileSync(process.execPath, [RENDER, 'Button', 'Mentions'], { stdio: 'pipe' }),
    /no gallery entry for Mentions/,
  );
});
