// jest's runtime, with V8's code cache for the modules it compiles (ADR 276). Each test file runs
// in a module registry of its own, so a jest worker compiles every module (React, antd, jsdom's
// libraries, the platform's own) again for each file: 14 % of the time of mf-views' tests run in
// band went to it. The first compile of a module's code keeps V8's cache of it, in the worker and
// in jest's cache directory, and later files (of any worker, and of later runs) compile the same
// code from the cache instead of parsing it again. V8 checks a cache against the source it is
// given and rejects one that does not match; the code and what it does are the same either way.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as jest loads it */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const jestRuntime = path.dirname(
  require.resolve('jest-runtime/package.json', { paths: [require.resolve('jest')] }),
);
const Runtime = require(jestRuntime).default;

/** V8's code caches by file and source, for the worker's life. */
const caches = new Map();
const stats = { fromCache: 0, fromDisk: 0, compiled: 0, rejected: 0 };

/**
 * Where the caches are shared with the run's other workers and later runs: a folder of jest's
 * cache directory, one file per key (unless jest runs with --no-cache). A cache of another node or
 * V8 is rejected by V8 and replaced.
 */
let folder = null;
const fileOf = (key) => path.join(folder, createHash('sha1').update(key).digest('hex'));

function readShared(key) {
  if (!folder) return undefined;
  try {
    const data = fs.readFileSync(fileOf(key));
    stats.fromDisk++;
    return data;
  } catch {
    return undefined;
  }
}

function writeShared(key, data) {
  if (!folder) return;
  const file = fileOf(key);
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(partial, data);
    // Renamed into place whole: another worker reads the whole cache or none.
    fs.renameSync(partial, file);
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Compiles as jest's ModuleExecutor does (`compile`: the module wrapper's parameters, the test
 * file's context, jest's dynamic import), as a script whose code V8 can cache: the wrapper is put
 * on the code's first line, with the columns of that line moved back by its length, so stack
 * traces and source maps point where jest's own compile does. Anything unusual (a core module, no
 * context, a syntax error to report) goes to jest's own compile. Returns the module's function,
 * and the script when it was compiled without a cache (its cache is made once the file ran).
 */
function compileCached(executor, jestCompile, scriptSource, filename) {
  const vmContext = executor.environment.getVmContext();
  if (vmContext == null || executor.resolution.isCoreModule(filename)) {
    return { compiled: jestCompile(scriptSource, filename) };
  }
  const key = `${filename}\0${createHash('sha1').update(scriptSource).digest('base64')}`;
  const known = caches.get(key);
  const cachedData = known ?? readShared(key);
  const wrapper = `(function (${executor.injectedModuleParameters.join(', ')}) {`;
  let script;
  let compiled;
  try {
    script = new vm.Script(`${wrapper}${scriptSource}\n})`, {
      filename,
      columnOffset: -wrapper.length,
      importModuleDynamically: (specifier, _script, importAttributes, phase) =>
        executor.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
      ...(cachedData ? { cachedData } : {}),
    });
    compiled = script.runInContext(vmContext);
  } catch {
    return { compiled: jestCompile(scriptSource, filename) };
  }
  if (!cachedData) {
    stats.compiled++;
    return { compiled, fresh: { key, script } };
  }
  if (script.cachedDataRejected) {
    stats.rejected++;
    caches.delete(key);
    return { compiled, fresh: { key, script, replace: true } };
  }
  stats.fromCache++;
  // One read from the folder serves the worker's later files from memory.
  if (!known) caches.set(key, cachedData);
  return { compiled };
}

/** Keeps the code cache of a script compiled without one, with what it has compiled since. */
function remember({ key, script, replace = false }) {
  if (caches.has(key)) return;
  const data = script.createCachedData();
  caches.set(key, data);
  if (replace || !(folder && fs.existsSync(fileOf(key)))) writeShared(key, data);
}

class CachedRuntime extends Runtime {
  /** Scripts this file compiled without a cache: cached when it ends, with what it compiled. */
  #fresh = [];

  constructor(config, ...args) {
    super(config, ...args);
    folder = config.cache === false ? null : path.join(config.cacheDirectory, 'v8-code-cache');
    const executor = this.executor;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (scriptSource, filename) => {
      const { compiled, fresh } = compileCached(executor, jestCompile, scriptSource, filename);
      if (fresh) this.#fresh.push(fresh);
      return compiled;
    };
  }

  teardown() {
    // After the file ran, V8's cache holds the functions it compiled on the way, not only the
    // module's first level: the next file skips those compiles too.
    this.#fresh.forEach(remember);
    this.#fresh = [];
    return super.teardown();
  }
}

if (process.env.JEST_CODE_CACHE_STATS) {
  process.on('exit', () => {
    const bytes = [...caches.values()].reduce((sum, data) => sum + data.length, 0);
    process.stderr.write(
      `jest code cache: ${JSON.stringify({ ...stats, modules: caches.size, bytes })}\n`,
    );
  });
}

module.exports = CachedRuntime;
module.exports.default = CachedRuntime;
// For its tests.
module.exports.compileCached = compileCached;
module.exports.remember = remember;
