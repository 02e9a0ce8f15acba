import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ANTD_DRAWN_LATER,
  ANTD_FACADE,
  ANTD_LATER,
  ANTD_LATER_FACADE,
  ANTD_LATER_KEY,
  ANTD_REST_FACADE,
  ANTD_REST_KEY,
  ANTD_START,
  FRONT_END_DIRS,
  SHARED_SINGLETONS,
  antdImportsOf,
  antdKeyOf,
  antdRestNames,
  antdValueImports,
  byAntdKey,
  exportedNames,
  sharedFor,
  facadeSource,
  splitAntdImports,
  writeAntdFacade,
} from './shared-singletons.mjs';

const antdIndex = () =>
  createRequire(path.join(import.meta.dirname, '../../shared/package.json')).resolve(
    'antd/es/index.js',
  );

test('reads the names an ES module exports, and those antd exports besides the two facades', () => {
  const source = `
    export { default as Affix } from './affix';
    export { default as ColorPicker, Other as Renamed } from './color-picker';
    export const unstableSetRender = () => {};
    export function helper() {}
  `;
  assert.deepEqual(exportedNames(source), [
    'Affix',
    'ColorPicker',
    'Renamed',
    'helper',
    'unstableSetRender',
  ]);
  assert.deepEqual(
    antdRestNames(
      "export { default as Rate } from './rate';\nexport { default as Button } from './button';\nexport { default as Form } from './form';",
    ),
    ['Rate'],
  );
  assert.equal(antdKeyOf('Button'), 'antd');
  assert.equal(antdKeyOf('Form'), ANTD_LATER_KEY);
  assert.equal(antdKeyOf('Rate'), ANTD_REST_KEY);
  assert.deepEqual(byAntdKey(['Button', 'Form']), { antd: ['Button'], [ANTD_LATER_KEY]: ['Form'] });
  assert.deepEqual(byAntdKey(['Rate', 'Button']), {
    antd: ['Button'],
    [ANTD_LATER_KEY]: [],
    [ANTD_REST_KEY]: ['Rate'],
  });
});

test('reads the antd values a module imports by name, not its types', () => {
  const source = `
    import { Button, Form as AntForm, type FormProps } from 'antd';
    import type { TableProps } from 'antd';
    import {
      Table,
      theme,
    } from "antd";
    import { Button as Again } from 'antd';
    import { Button as Other } from 'other-library';
  `;
  assert.deepEqual([...antdValueImports(source)].sort(), ['Button', 'Form', 'Table', 'theme']);
});

test('refuses imports that need the whole library', () => {
  for (const source of [
    "import antd from 'antd';",
    "import * as antd from 'antd';",
    "const antd = await import('antd');",
  ]) {
    assert.throws(() => antdValueImports(source, 'Page.tsx'), /Page\.tsx: import antd by name/);
  }
});

test('the three facades re-export every antd value, each once; the platform imports exactly the first two', () => {
  const keys = writeAntdFacade();
  assert.deepEqual(Object.keys(keys), ['antd', ANTD_LATER_KEY, ANTD_REST_KEY]);
  assert.deepEqual(keys.antd, [...ANTD_START]);
  assert.deepEqual(keys[ANTD_LATER_KEY], [...ANTD_LATER]);
  assert.ok(keys.antd.every((name) => !ANTD_LATER.includes(name)));
  // The lists are the platform's imports, no more (nothing in a facade that no page uses) and no
  // less (the platform's own pages never wait on the rest of antd, ADR 280).
  assert.deepEqual(
    [...keys.antd, ...keys[ANTD_LATER_KEY]].sort(),
    antdImportsOf(FRONT_END_DIRS),
    'an antd value the platform imports belongs in ANTD_START or ANTD_LATER (shared-singletons.mjs)',
  );
  assert.deepEqual(antdImportsOf([]), []);
  // The rest is all antd exports besides: ColorPicker, Rate, Transfer… and none of the other two.
  const all = exportedNames(readFileSync(antdIndex(), 'utf8'));
  assert.deepEqual([...keys.antd, ...keys[ANTD_LATER_KEY], ...keys[ANTD_REST_KEY]].sort(), all);
  for (const name of ['ColorPicker', 'Rate', 'Transfer', 'TreeSelect', 'message']) {
    assert.ok(keys[ANTD_REST_KEY].includes(name), name);
  }
  assert.match(
    readFileSync(ANTD_REST_FACADE, 'utf8'),
    new RegExp(`^export \\{ ${keys[ANTD_REST_KEY].join(', ')} \\} from 'antd/es/index.js';$`, 'm'),
  );
  assert.doesNotMatch(readFileSync(ANTD_REST_FACADE, 'utf8'), /\.css|drawnLater/);
  assert.equal(SHARED_SINGLETONS[ANTD_REST_KEY].version, SHARED_SINGLETONS.antd.version);
  assert.equal(SHARED_SINGLETONS[ANTD_REST_KEY].import, ANTD_REST_FACADE);
  const own = keys.antd.filter((name) => !ANTD_DRAWN_LATER.includes(name));
  assert.match(
    readFileSync(ANTD_FACADE, 'utf8'),
    new RegExp(`export \\{ ${own.join(', ')} \\} from 'antd/es/index.js';`),
  );
  assert.match(
    readFileSync(ANTD_LATER_FACADE, 'utf8'),
    new RegExp(`export \\{ ${keys[ANTD_LATER_KEY].join(', ')} \\} from 'antd/es/index.js';`),
  );
  // The start's facade brings the static style sheet of its components (ADR 256); the later
  // facade's components compute theirs.
  assert.match(readFileSync(ANTD_FACADE, 'utf8'), /^import '\.\/antd-start\.css';$/m);
  assert.doesNotMatch(readFileSync(ANTD_LATER_FACADE, 'utf8'), /\.css/);
  // Both are antd's own version, so the publish gate compares them as antd (ADR 247).
  assert.equal(SHARED_SINGLETONS[ANTD_LATER_KEY].version, SHARED_SINGLETONS.antd.version);
  assert.equal(SHARED_SINGLETONS[ANTD_LATER_KEY].import, ANTD_LATER_FACADE);
});

test("the start's facade takes the components drawn later from the kernel's stand-ins (ADR 255)", () => {
  const text = facadeSource(ANTD_FACADE, ['Button', 'Drawer', 'Switch', 'Table'], 'the start');
  assert.match(text, /^export \{ Button, Table \} from 'antd\/es\/index\.js';$/m);
  assert.match(
    text,
    /^export \{ Drawer, Switch \} from '\.\.\/src\/ui\/antdOnDemand\/drawnLater\.tsx';$/m,
  );
  // A facade naming none of them (the later one) has no kernel import.
  assert.doesNotMatch(facadeSource(ANTD_LATER_FACADE, ['Form'], 'later'), /drawnLater/);
  // Each stand-in is a value the platform imports today: a name dropped from every caller
  // leaves the list rather than a stand-in nobody uses.
  for (const name of ANTD_DRAWN_LATER) assert.ok(antdImportsOf(FRONT_END_DIRS).includes(name));
});

test("a module's antd imports are split by share key, types and line numbers kept", () => {
  const source = [
    "import { Button, DatePicker as Picker, type FormProps, Input } from 'antd';",
    'import {',
    '  Form,',
    '  InputNumber,',
    "} from 'antd';",
    "import { Table, type TableProps } from 'antd';",
    "import type { UploadProps } from 'antd';",
    "import { Steps, type StepsProps } from 'antd';",
    "export { Upload, Tag } from 'antd';",
    "import { Rate, Button as B, Form as F, ColorPicker, type RateProps } from 'antd';",
    'const after = 1;',
  ].join('\n');
  const split = splitAntdImports(source);
  assert.deepEqual(split.split('\n'), [
    `import { Button, type FormProps, Input } from 'antd'; import { DatePicker as Picker } from '${ANTD_LATER_KEY}';`,
    `import { Form, InputNumber } from '${ANTD_LATER_KEY}'`,
    '',
    '',
    ';',
    "import { Table, type TableProps } from 'antd';",
    "import type { UploadProps } from 'antd';",
    `import type { StepsProps } from 'antd'; import { Steps } from '${ANTD_LATER_KEY}';`,
    `export { Tag } from 'antd'; export { Upload } from '${ANTD_LATER_KEY}';`,
    `import { Button as B, type RateProps } from 'antd'; import { Form as F } from '${ANTD_LATER_KEY}'; import { Rate, ColorPicker } from '${ANTD_REST_KEY}';`,
    'const after = 1;',
  ]);
  // What each key carries, read back as the publish gate reads a build's imports.
  assert.deepEqual([...antdValueImports(split)].sort(), ['Button', 'Input', 'Table', 'Tag']);
  assert.equal(splitAntdImports('const none = 1;'), 'const none = 1;');
});

test('the shell provides the rest of antd; a remote takes it from the shell, and names it only when it imports from it', () => {
  assert.equal(sharedFor('host', { antd: ['Button'] }), SHARED_SINGLETONS);
  const plain = sharedFor('remote', { antd: ['Button'], [ANTD_LATER_KEY]: ['Form'] });
  assert.equal(plain[ANTD_REST_KEY], undefined);
  assert.deepEqual(plain.antd, SHARED_SINGLETONS.antd);
  const drawsRate = sharedFor('remote', byAntdKey(['Button', 'Rate']));
  assert.equal(drawsRate[ANTD_REST_KEY].import, false);
  assert.equal(
    drawsRate[ANTD_REST_KEY].requiredVersion,
    SHARED_SINGLETONS[ANTD_REST_KEY].requiredVersion,
  );
  assert.equal(SHARED_SINGLETONS[ANTD_REST_KEY].import, ANTD_REST_FACADE);
});
