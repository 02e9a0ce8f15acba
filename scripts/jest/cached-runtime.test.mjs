import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const JEST = require.resolve('jest/bin/jest');
const { compileCached, remember } = require('./cached-runtime.cjs');

/**
 * Runs jest in one worker on a project of `files` with the cached runtime: its exit status, its
 * output, and the runtime's counts (JEST_CODE_CACHE_STATS). Without a `cacheDirectory`, with
 * --no-cache: the worker's own caches only.
 */
function runJest(files, { cacheDirectory = null, folder = null } = {}) {
  const project = folder ?? mkdtempSync(path.join(os.tmpdir(), 'jest-code-cache-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(project, name), text);
    const config = {
      rootDir: project,
      testEnvironment: 'node',
      transform: {},
      runtime: path.join(HERE, 'cached-runtime.cjs'),
      ...(cacheDirectory ? { cacheDirectory } : {}),
    };
    const result = spawnSync(
      process.execPath,
      [
        JEST,
        '--ci',
        '--runInBand',
        ...(cacheDirectory ? [] : ['--no-cache']),
        '--config',
        JSON.stringify(config),
      ],
      { cwd: project, encoding: 'utf8', env: { ...process.env, JEST_CODE_CACHE_STATS: '1' } },
    );
    const line = /jest code cache: (\{.*\})/.exec(result.stderr)?.[1];
    return { ...result, counts: line ? JSON.parse(line) : null };
  } finally {
    if (!folder) rmSync(project, { recursive: true, force: true });
  }
}

// Errors thrown on a module's first line, where the runtime puts its wrapper, and further down.
const MODULE = [
  "const pad = 1; exports.first = () => new Error('first line').stack;",
  'exports.later = function later() {',
  "  return new Error('third line').stack;",
  '};',
].join('\n');
const FIRST_COLUMN = MODULE.indexOf("new Error('first") + 1;
const TEST = `const { first, later } = require('./module');
test('errors point at their line and column', () => {
  expect(first()).toContain('module.js:1:${FIRST_COLUMN})');
  expect(later()).toContain('module.js:3:10)');
});
`;

test("the second test file compiles a module from the first one's code cache, and errors point where they did (ADR 276)", () => {
  const { status, stdout, stderr, counts } = runJest({
    'module.js': MODULE,
    'a.test.js': TEST,
    'b.test.js': TEST,
  });
  assert.equal(status, 0, `${stdout}\n${stderr}`);
  assert.match(stderr, /Tests: {7}2 passed, 2 total/);
  // The first file compiles all it runs (jest's own modules in the file's context too); the second
  // only itself: the module and jest's from the first file's cache.
  assert.equal(counts.rejected, 0);
  assert.ok(counts.fromCache > 0);
  assert.equal(counts.compiled, counts.fromCache + 2);
});

test("a later run's workers compile from the caches the first run left in jest's cache directory (ADR 276)", () => {
  const project = mkdtempSync(path.join(os.tmpdir(), 'jest-code-cache-'));
  const cacheDirectory = mkdtempSync(path.join(os.tmpdir(), 'jest-code-cache-store-'));
  try {
    const files = { 'module.js': MODULE, 'a.test.js': TEST };
    const first = runJest(files, { folder: project, cacheDirectory });
    assert.equal(first.status, 0, `${first.stdout}\n${first.stderr}`);
    assert.equal(first.counts.fromDisk, 0);
    const second = runJest(files, { folder: project, cacheDirectory });
    assert.equal(second.status, 0, `${second.stdout}\n${second.stderr}`);
    // Nothing compiled anew: the test file, the module and jest's own, all from the first run's.
    assert.equal(second.counts.compiled, 0);
    assert.equal(second.counts.rejected, 0);
    assert.equal(second.counts.fromDisk, first.counts.compiled);
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(cacheDirectory, { recursive: true, force: true });
  }
});

test('code that differs from the cached code of its file is compiled anew, even at the same length (ADR 276)', () => {
  const context = vm.createContext({});
  const executor = {
    environment: { getVmContext: () => context },
    resolution: { isCoreModule: () => false },
    injectedModuleParameters: ['module', 'exports'],
    dynamicImport: () => Promise.reject(new Error('no dynamic import here')),
  };
  const jestCompile = () => assert.fail('compiled by jest’s own compile');
  const load = (source) => {
    const { compiled, fresh } = compileCached(executor, jestCompile, source, '/virtual/value.js');
    const module = { exports: {} };
    compiled.call(module.exports, module, module.exports);
    if (fresh) remember(fresh);
    return { value: module.exports.value, fromCache: !fresh };
  };
  // V8 checks a cache against the length of the source only: the runtime's key is the code itself.
  assert.deepEqual(load('exports.value = 1;'), { value: 1, fromCache: false });
  assert.deepEqual(load('exports.value = 2;'), { value: 2, fromCache: false });
  assert.deepEqual(load('exports.value = 1;'), { value: 1, fromCache: true });
});
