import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { minifyEntry } from './entry-terser.mjs';

test('an entry minified again keeps its container global, its behaviour and a map to its sources', async () => {
  // What esbuild leaves in the federation runtime: options read from a constant object.
  const code = [
    'var mf_demo;',
    '(()=>{var o={disableSnapshot:!1,target:"web"};function load(n){if(o.target!=="web"){throw new Error("node "+n)}return "loaded "+n}',
    'mf_demo={get:function(n){return load(n)}}})();',
  ].join('\n');
  const map = {
    version: 3,
    sources: ['runtime.js'],
    names: [],
    mappings: 'AAAA;AACA;AACA',
    sourcesContent: [code],
  };
  const result = await minifyEntry(code, map);
  assert.ok(result.code.length < code.length);
  const context = {};
  vm.runInNewContext(result.code, context);
  assert.equal(context.mf_demo.get('./app'), 'loaded ./app');
  assert.deepEqual(result.map.sources, ['runtime.js']);
});
