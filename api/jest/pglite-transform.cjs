// PGlite's CommonJS build loads Node built-ins with `import()`, which jest's module sandbox
// rejects without --experimental-vm-modules. Rewrite those calls to jest's own require,
// captured before PGlite's bundle declares a function-scoped `require` of its own.
const DYNAMIC_IMPORT = /\bimport\(\s*("[^"]+"|'[^']+')\s*\)/g;

module.exports = {
  process(source) {
    const code =
      'const __jestRequire = require;\n' +
      source.replace(
        DYNAMIC_IMPORT,
        (_match, name) =>
          `Promise.resolve().then(() => { const m = __jestRequire(${name}); return Object.assign({ default: m }, m); })`,
      );
    return { code };
  },
};
