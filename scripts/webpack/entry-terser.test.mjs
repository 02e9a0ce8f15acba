import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SourceMap } from 'node:module';
import vm from 'node:vm';
import { minifyEntry, removeDeadCode, sharedFallbackFiles } from './entry-terser.mjs';

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

test('another chunk loses the declarations nothing reads, and keeps what runs', async () => {
  // A chunk as webpack writes it: a module whose unused export (and a style function the static
  // sheet replaced) esbuild left as a plain declaration.
  const code = [
    '(self.chunks=self.chunks||[]).push([[7],{42:(e,t,r)=>{r.d(t,{A:()=>used});',
    'const genButtonStyle=token=>({".ant-btn":{color:token.colorText,margin:token.margin}});',
    'const unusedExport=n=>n*2;',
    'function used(n){return n+1}}}]);',
  ].join('');
  const { code: out } = await removeDeadCode(code, null);
  assert.doesNotMatch(out, /ant-btn|\*2/);
  const exported = {};
  const context = { self: {} };
  vm.runInNewContext(out, context);
  const [[, modules]] = context.self.chunks;
  modules[42](null, exported, {
    d: (target, getters) => Object.assign(target, { A: getters.A() }),
  });
  assert.equal(exported.A(1), 2);
});

test('a chunk rid of its dead code keeps a map to the sources it came from', async () => {
  // Two source lines as one minified line, with the map esbuild would give it.
  const code =
    'var unused=n=>n*2;(self.chunks=self.chunks||[]).push([[3],{3(e){e.exports=()=>"from line two"}}]);';
  const map = {
    version: 3,
    sources: ['webpack://demo/src/line.ts'],
    names: [],
    mappings: 'AAAA,kBACA',
    sourcesContent: ['const unused = (n) => n * 2;\nexport default () => "from line two";'],
  };
  const result = await removeDeadCode(code, map);
  assert.doesNotMatch(result.code, /\*2/);
  assert.deepEqual(result.map.sources, ['webpack://demo/src/line.ts']);
  const lines = result.code.split('\n');
  const line = lines.findIndex((text) => text.includes('self.chunks'));
  const entry = new SourceMap(result.map).findEntry(line, lines[line].indexOf('(self.chunks'));
  assert.equal(entry.originalSource, 'webpack://demo/src/line.ts');
  assert.equal(entry.originalLine, 1);
});

test('a chunk’s helpers stay its own: two chunks naming different helpers alike both work', async () => {
  // What esbuild writes at a chunk's top: helpers for class fields, under names of its choosing.
  const chunk = (id, helper) =>
    `"use strict";var Yn=${helper};(self.chunks=self.chunks||[]).push([[${id}],{${id}(e){e.exports=()=>Yn(2)}}]);`;
  const context = { self: {} };
  for (const code of [chunk(1, 'n=>n+1'), chunk(2, 'n=>n*10')]) {
    vm.runInNewContext((await removeDeadCode(code, null)).code, context);
  }
  const run = (index) => {
    const module = {};
    Object.values(context.self.chunks[index][1])[0](module);
    return module.exports();
  };
  assert.deepEqual([run(0), run(1)], [3, 20]);
  assert.equal('Yn' in context, false);
});

test('a remote leaves alone the chunks only sharing loads (its copies of the shell’s singletons)', () => {
  const group = (...types) => ({ origins: types.map((type) => ({ module: type && { type } })) });
  const chunk = (files, ...groups) => ({ files: new Set(files), groupsIterable: groups });
  const compilation = {
    chunks: [
      chunk(['antd.js'], group('provide-module'), group('consume-shared-module')),
      chunk(['app.js'], group('javascript/dynamic')),
      chunk(['both.js'], group('consume-shared-module'), group(undefined)),
    ],
  };
  assert.deepEqual([...sharedFallbackFiles(compilation)], ['antd.js']);
});
