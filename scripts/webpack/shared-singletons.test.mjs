import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FRONT_END_DIRS,
  antdImportsOf,
  antdModules,
  antdShareKeys,
  antdValueImports,
  sharedModules,
} from './shared-singletons.mjs';
import { rewriteAntdImports } from './antd-imports-loader.mjs';

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

test('each antd component is its own singleton share key, named after its module (ADR 209)', () => {
  const modules = antdModules();
  assert.equal(modules.get('Table'), 'antd/es/table');
  assert.equal(modules.get('QRCode'), 'antd/es/qr-code');
  assert.equal(modules.get('theme'), 'antd/es/theme');
  assert.equal(modules.get('notification'), 'antd/es/notification');

  const shared = sharedModules(['Table', 'Button', 'Table']);
  assert.equal(shared.antd, undefined);
  assert.deepEqual(
    Object.keys(shared).filter((key) => key.startsWith('antd')),
    ['antd/es/button', 'antd/es/table'],
  );
  const { import: file, ...table } = shared['antd/es/table'];
  assert.deepEqual(table, { singleton: true, requiredVersion: '^6.6.8', version: '6.6.8' });
  // Provided by its file, so the shell provides a component its own code does not import.
  assert.match(file, /antd\/es\/table\/index\.js$/);
  assert.ok(shared.react.singleton && shared['@platform/shared/ui'].singleton);
  // A remote's production build takes them from the shell, with no copy of its own.
  const remote = sharedModules(['Table'], { fallback: false });
  assert.equal(remote['antd/es/table'].import, false);
  assert.equal(remote.react.import, undefined);
  assert.throws(
    () => antdShareKeys(['Button', 'unstableSetRender']),
    /no component unstableSetRender/,
  );
});

test('every antd value the front-end imports has a share key', () => {
  const names = antdImportsOf(FRONT_END_DIRS);
  assert.ok(names.includes('Form') && names.includes('ConfigProvider'));
  assert.deepEqual(antdImportsOf([]), []);
  // One key per value (each is the default export of its own folder).
  assert.equal(antdShareKeys(names).length, names.length);
});

test('the builds import each antd component from its own module', () => {
  const compiled = [
    'import { jsx as _jsx } from "react/jsx-runtime";',
    'import { Table, Button as AntButton, theme } from "antd";',
    'import {',
    '  Form,',
    '  Input',
    '} from "antd";',
    'export { Modal } from "antd";',
    'import { Other } from "antd-like";',
    'const x = 1;',
  ].join('\n');
  const rewritten = rewriteAntdImports(compiled);
  assert.equal(
    rewritten,
    [
      'import { jsx as _jsx } from "react/jsx-runtime";',
      "import Table from 'antd/es/table'; import AntButton from 'antd/es/button'; import theme from 'antd/es/theme';",
      "import Form from 'antd/es/form'; import Input from 'antd/es/input';",
      '',
      '',
      '',
      "export { default as Modal } from 'antd/es/modal';",
      'import { Other } from "antd-like";',
      'const x = 1;',
    ].join('\n'),
  );
  assert.throws(() => rewriteAntdImports('import * as antd from "antd";'), /import antd by name/);
  assert.throws(() => rewriteAntdImports('import { Nope } from "antd";'), /no component "Nope"/);
});
