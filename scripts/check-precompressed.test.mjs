import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { precompressionProblems } from './check-precompressed.mjs';

test('a build passes when every JS and CSS file has both copies, and names each gap', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dir, 'css'));
  const write = (name, text, copies) => {
    writeFileSync(path.join(dir, name), text);
    if (copies.includes('br'))
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    if (copies.includes('gz')) writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('main.js', 'console.log(1)', ['br', 'gz']);
  write('css/site.css', 'body{}', ['br', 'gz']);
  write('notes.txt', 'not checked', []);
  assert.deepEqual(precompressionProblems(dir), []);

  write('chunk.js', 'console.log(2)', ['gz']);
  writeFileSync(path.join(dir, 'css/site.css.gz'), gzipSync('stale'));
  assert.deepEqual(precompressionProblems(dir).sort(), [
    'chunk.js.br is missing',
    'css/site.css.gz does not decode to site.css',
  ]);
  assert.deepEqual(precompressionProblems(path.join(dir, 'none')), ['no build here']);
});
