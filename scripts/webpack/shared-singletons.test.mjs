import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  ANTD_DRAWN_LATER,
  ANTD_FACADE,
  ANTD_LATER,
  ANTD_LATER_FACADE,
  ANTD_LATER_KEY,
  FRONT_END_DIRS,
  SHARED_SINGLETONS,
  antdImportsOf,
  antdValueImports,
  facadeSource,
  splitAntdImports,
  writeAntdFacade,
} from './shared-singletons.mjs';

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

test('the two facades re-export every antd value the front-end imports, each once', () => {
  const keys = writeAntdFacade();
  assert.deepEqual(Object.keys(keys), ['antd', ANTD_LATER_KEY]);
  assert.ok(keys.antd.includes('ConfigProvider') && keys.antd.includes('Table'));
  assert.ok(keys[ANTD_LATER_KEY].includes('Form') && keys[ANTD_LATER_KEY].includes('DatePicker'));
  assert.ok(keys[ANTD_LATER_KEY].every((name) => ANTD_LATER.includes(name)));
  assert.ok(keys.antd.every((name) => !ANTD_LATER.includes(name)));
  assert.deepEqual([...keys.antd, ...keys[ANTD_LATER_KEY]].sort(), antdImportsOf(FRONT_END_DIRS));
  assert.deepEqual(antdImportsOf([]), []);
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
    'const after = 1;',
  ]);
  // What each key carries, read back as the publish gate reads a build's imports.
  assert.deepEqual([...antdValueImports(split)].sort(), ['Button', 'Input', 'Table', 'Tag']);
  assert.equal(splitAntdImports('const none = 1;'), 'const none = 1;');
});
