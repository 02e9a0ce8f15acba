import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ON_DEMAND, ON_DEMAND_DIR, missedParts, onDemandTarget } from './antd-on-demand.mjs';

const antdEs = path.dirname(
  createRequire(path.resolve(import.meta.dirname, '../../shell/package.json')).resolve(
    'antd/es/index.js',
  ),
);
const inAntd = (file) => path.join(antdEs, ...file.split('/'));

test('points only the listed antd file’s import at the on-demand module', () => {
  const dropdown = inAntd('table/hooks/useFilter/FilterDropdown.js');
  assert.equal(onDemandTarget(dropdown, '../../../tree'), path.join(ON_DEMAND_DIR, 'tree.tsx'));
  assert.equal(
    onDemandTarget(inAntd('result/index.js'), './noFound'),
    path.join(ON_DEMAND_DIR, 'result404.tsx'),
  );
  // Radio.Group's one helper from the form's useForm module (ADR 251); the form keeps its own.
  assert.equal(
    onDemandTarget(inAntd('radio/group.js'), '../form/hooks/useForm'),
    path.join(ON_DEMAND_DIR, 'formNamePath.ts'),
  );
  assert.equal(onDemandTarget(inAntd('form/Form.js'), './hooks/useForm'), null);
  // App's hooks of messages, toasts and dialogs (ADR 255); message's own index keeps antd's.
  assert.equal(
    onDemandTarget(inAntd('app/App.js'), '../modal/useModal'),
    path.join(ON_DEMAND_DIR, 'appModal.ts'),
  );
  assert.equal(onDemandTarget(inAntd('message/index.js'), './useMessage'), null);
  // The same request from another file, another request from the file, and the on-demand
  // module's own import of the real part resolve as they are.
  assert.equal(onDemandTarget(inAntd('tree/DirectoryTree.js'), '../../../tree'), null);
  assert.equal(onDemandTarget(dropdown, '../../../menu'), null);
  assert.equal(onDemandTarget(path.join(ON_DEMAND_DIR, 'tree.tsx'), 'antd/es/tree/index.js'), null);
  assert.equal(onDemandTarget(undefined, '../../../tree'), null);
});

test('the installed antd imports each part as listed, and each on-demand module exists', () => {
  for (const { issuer, request, module } of ON_DEMAND) {
    const source = readFileSync(inAntd(issuer), 'utf8');
    assert.match(
      source,
      new RegExp(`from ['"]${request.replace(/[.]/g, '\\.')}['"]`),
      `antd/es/${issuer} imports '${request}'`,
    );
    assert.ok(existsSync(path.join(ON_DEMAND_DIR, module)), module);
  }
});

test('names a part whose importing file was built but whose import was never seen', () => {
  const built = new Set(['result/index.js', 'table/hooks/useFilter/FilterDropdown.js']);
  const seen = new Set([
    'result/index.js ./noFound',
    'result/index.js ./serverError',
    'result/index.js ./unauthorized',
  ]);
  assert.deepEqual(
    missedParts(built, seen).map((item) => item.request),
    ['../../../tree'],
  );
  // A build without antd's Table (or without antd) misses nothing.
  assert.deepEqual(missedParts(new Set(['result/index.js']), seen), []);
});
