// `antd` for the unit tests: the same exports as antd's own entry, each component loaded when
// first read (ADR 235). antd's CommonJS entry requires all of its ~75 components, about 0.5 s per
// test file, and jest loads it again for every file; a test renders a handful of them. swc
// compiles `import { Button } from 'antd'` to reads of `require('antd').Button` where Button is
// used, so only what a test reaches is loaded. Each getter returns what antd's entry returns (the
// same module of the same file), and `jest.mock('antd', …)` replaces this module as it did antd's.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as jest loads it */

const fs = require('node:fs');
const path = require('node:path');

const entry = require.resolve('antd/lib/index.js', {
  paths: [path.join(__dirname, '..', '..', 'shared')],
});
const source = fs.readFileSync(entry, 'utf8');

// `var _button = _interopRequireDefault(require("./button"));` and the like: variable → file.
const files = new Map();
for (const [, variable, file] of source.matchAll(
  /var (_\w+) = (?:_interopRequire\w+\()?require\("(\.\/[^"]+)"\)/g,
)) {
  files.set(variable, file);
}

let whole;
const loadWhole = () => (whole ??= require(entry));
const interop = (module) => (module && module.__esModule ? module : { default: module });

Object.defineProperty(exports, '__esModule', { value: true });
// `Object.defineProperty(exports, "Button", { … return _button.default; … })`: name → file, key.
for (const [, name, variable, key] of source.matchAll(
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g,
)) {
  const file = files.get(variable);
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: file
      ? () => interop(require(path.join(path.dirname(entry), file)))[key]
      : () => loadWhole()[name],
  });
}
// A new antd whose entry reads otherwise must not lose exports silently.
const declared = source.match(/Object\.defineProperty\(exports, "(?!__esModule")\w+"/g).length;
if (Object.keys(exports).length !== declared) {
  throw new Error(
    `scripts/jest/antd-lazy.cjs read ${Object.keys(exports).length} of antd's ${declared} exports`,
  );
}
// Anything the entry defines itself (e.g. `unstableSetRender`) comes from the entry.
for (const [, name] of source.matchAll(/^exports\.(\w+) = /gm)) {
  if (!Object.prototype.hasOwnProperty.call(exports, name)) {
    Object.defineProperty(exports, name, { enumerable: true, get: () => loadWhole()[name] });
  }
}
