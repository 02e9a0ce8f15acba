// A package's entry bundled with its own modules into one CommonJS file (esbuild), for the API's
// test files (ADR 270). jest gives every test file a module registry of its own, so each file
// evaluated kysely's 304 modules again through the registry, each at jest's per-module cost:
// 0.3–0.5 s of every API test file. Bundled, the package is one module: the same code, loaded
// once per file. jest caches the result like any transform, keyed by the entry's path (which
// holds the package's version in pnpm's store) and its text.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as jest loads it */
const { createRequire } = require('node:module');

// esbuild is the one esbuild-loader (the builds' minifier) installs.
const esbuild = createRequire(require.resolve('esbuild-loader'))('esbuild');

const VERSION = '1';

module.exports = {
  getCacheKey(source, filename) {
    return `${VERSION}\0${esbuild.version}\0${filename}\0${source}`;
  },
  process(_source, filename) {
    const result = esbuild.buildSync({
      entryPoints: [filename],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      write: false,
      sourcemap: false,
      logLevel: 'silent',
    });
    return { code: result.outputFiles[0].text };
  },
};
