import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exposeFiles, warmUpFiles } from './warmup-list.mjs';

/** A chunk group as webpack's compilation holds it: chunks, children, and where it is loaded from. */
function group(chunks, { request, children = [], consumed = false } = {}) {
  return {
    chunks,
    childrenIterable: children,
    origins: [{ request, module: consumed ? { type: 'consume-shared-module' } : undefined }],
  };
}

test('lists the chrome’s files and the shared modules it consumes, not its other lazy chunks', () => {
  // The shared antd's chunk with its static style sheet (ADR 256).
  const antd = group([{ id: 476, ids: [476], files: ['476.a.js', '476.a.css'] }], {
    consumed: true,
  });
  const lazy = group([{ id: 9, ids: [9], files: ['9.b.js'] }]);
  const chrome = group([{ id: 699, ids: [699], files: ['699.c.js', '699.c.js.LICENSE.txt'] }], {
    request: './shellAreas',
    children: [antd, lazy],
  });
  const files = warmUpFiles([chrome, antd, lazy], (g) => g.origins[0].request === './shellAreas');
  assert.deepEqual(files, ['476.a.css', '476.a.js', '699.c.js']);
});

test('lists each emitted copy of a chunk merged from duplicates, which the runtime may ask by any id', () => {
  const facade = group([{ id: 285, ids: [285, 666], files: ['285.f.js'] }], { consumed: true });
  const chrome = group([{ id: 699, ids: [699], files: ['699.c.js'] }], {
    request: './shellAreas',
    children: [facade],
  });
  const emitted = new Set(['285.f.js', '666.f.js', '699.c.js']);
  const files = warmUpFiles(
    [chrome, facade],
    (g) => g.origins[0].request === './shellAreas',
    (file) => emitted.has(file),
  );
  assert.deepEqual(files, ['285.f.js', '666.f.js', '699.c.js']);
});

test('a remote’s start: its entry and its exposed module’s chunks, not its other chunks or exposes', () => {
  const chunk = (files) => ({ files: new Set(files) });
  const compilation = {
    namedChunkGroups: new Map([
      ['__federation_expose_app', { chunks: [chunk(['7812.a.js']), chunk(['app.b.js', 'x.css'])] }],
      ['__federation_expose_widgets', { chunks: [chunk(['widgets.c.js'])] }],
    ]),
    entrypoints: new Map([
      ['mf_views', { getEntrypointChunk: () => chunk(['remoteEntry.js', 'remoteEntry.js.map']) }],
      ['main', { getEntrypointChunk: () => chunk(['main.js']) }],
    ]),
  };
  assert.deepEqual(exposeFiles(compilation, './app'), ['7812.a.js', 'app.b.js', 'remoteEntry.js']);
  assert.deepEqual(exposeFiles(compilation, './widgets'), ['remoteEntry.js', 'widgets.c.js']);
  assert.equal(exposeFiles(compilation, './form'), null);
});
