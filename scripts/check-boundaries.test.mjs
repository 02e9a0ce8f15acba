import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from './packages.mjs';
import { cycles, importsOf, kernelLayerViolations, violations } from './check-boundaries.mjs';

function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const remote of REMOTES) {
    mkdirSync(path.join(root, remote, 'src'), { recursive: true });
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('a remote may import the kernel, npm packages and its own files', () => {
  const root = tree({
    'mf-auth/src/a.ts':
      "import { api } from '@platform/shared';\nimport { Button } from 'antd';\nimport { b } from './b';\n",
    'mf-auth/src/b.ts': 'export const b = 1;\n',
  });
  assert.deepEqual(violations(root), []);
});

test("a remote importing another remote's code is reported, by package name or by path", () => {
  const root = tree({
    'mf-auth/src/a.ts': "import { x } from '@platform/mf-views';\n",
    'mf-quoting/src/c.tsx': "const m = import('../../mf-fabrication/src/sheet');\n",
    'mf-wholesale/src/d.ts': "export { y } from '../../shell/src/routes';\n",
  });
  const found = violations(root);
  assert.equal(found.length, 3);
  assert.match(found.join('\n'), /mf-auth.*@platform\/mf-views/);
  assert.match(found.join('\n'), /mf-quoting.*mf-fabrication/);
  assert.match(found.join('\n'), /mf-wholesale.*shell\/src\/routes/);
});

test('a cycle of static imports inside a package is reported once, with its members', () => {
  const root = tree({
    'mf-views/src/a.tsx': "import { B } from './b';\nexport const A = 1;\n",
    'mf-views/src/b.tsx': "import { C } from './c';\nexport const B = 2;\n",
    'mf-views/src/c.ts': "import { A } from './a';\nexport const C = 3;\n",
    'mf-views/src/d.ts': "import { A } from './a';\n",
  });
  assert.deepEqual(cycles(root), ['mf-views/src/a.tsx ↔ mf-views/src/b.tsx ↔ mf-views/src/c.ts']);
});

test('lazy import() and tests do not make a cycle', () => {
  const root = tree({
    'mf-views/src/b.tsx': "export const B = 1;\nconst lazyC = () => import('./c');\n",
    'mf-views/src/c.ts': "import { B } from './b';\n",
    'mf-views/src/a.ts': "import { B } from './b';\nexport const A = 1;\n",
    'mf-views/src/b.test.tsx': "import { A } from './a';\n",
  });
  assert.deepEqual(cycles(root), []);
});

test('a loop of type-only imports is a cycle too', () => {
  const root = tree({
    'mf-views/src/a.tsx': "import type { B } from './b';\nexport const A = 1;\n",
    'mf-views/src/b.tsx': "import { type A } from './a';\nexport type B = string;\n",
  });
  assert.deepEqual(cycles(root), ['mf-views/src/a.tsx ↔ mf-views/src/b.tsx']);
});

test("the API's './x.js' specifiers resolve to its TypeScript files", () => {
  const root = tree({
    'api/src/a.ts': "import { b } from './b.js';\nexport const a = 1;\n",
    'api/src/b.ts': "import { a } from './a.js';\nexport const b = 2;\n",
  });
  assert.deepEqual(cycles(root), ['api/src/a.ts ↔ api/src/b.ts']);
});

test("the kernel's ui module reaches the rest only by name, and the rest never imports it", () => {
  const root = tree({
    'shared/src/ui/Good.tsx':
      "import { session } from '@platform/shared';\nimport { Button } from 'antd';\nimport { x } from './x';\n",
    'shared/src/ui/Bad.tsx': "import { session } from '../session';\n",
    'shared/src/session/a.ts':
      "import { CodeInput } from '../ui/CodeInput';\nimport type { T } from '../ui';\n",
    'shared/src/session/b.ts':
      "import { X } from '@platform/shared/ui';\nconst later = () => import('../ui');\n",
    'shared/src/ui/Bad.test.tsx': "import { s } from '../session';\n",
  });
  assert.deepEqual(kernelLayerViolations(root).sort(), [
    'shared/src/session/a.ts imports "../ui/CodeInput"',
    'shared/src/session/b.ts imports "@platform/shared/ui"',
    'shared/src/ui/Bad.tsx imports "../session"',
  ]);
});

test('imports are read from static, type-only, side-effect and lazy forms, multi-line too', () => {
  const text = [
    "import { a,\n  b } from './ab';",
    "import type { T } from './types';",
    "export { c } from './c';",
    "import './styles.css';",
    "const lazy = () => import('./lazy');",
    "const old = require('./old');",
    "// import { no } from './comment';",
  ].join('\n');
  assert.deepEqual(importsOf(text), ['./ab', './c', './styles.css']);
  assert.deepEqual(importsOf(text, { types: true, dynamic: true }), [
    './ab',
    './types',
    './c',
    './styles.css',
    './lazy',
    './old',
  ]);
});
