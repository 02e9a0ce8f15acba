import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  ANTD_FACADE,
  antdImportsOf,
  antdValueImports,
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

test('the facade re-exports every antd value the front-end imports', () => {
  const names = writeAntdFacade();
  assert.ok(names.includes('Form') && names.includes('ConfigProvider'));
  assert.deepEqual(antdImportsOf([]), []);
  const facade = readFileSync(ANTD_FACADE, 'utf8');
  assert.match(facade, new RegExp(`export \\{ ${names.join(', ')} \\} from 'antd/es/index.js';`));
});
