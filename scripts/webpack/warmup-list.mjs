// The shell's /warmup.json (ADR 206): the JS files of the chunk groups a signed-in start loads
// first (the chrome, reached by `import('./shellAreas')`) and of the shared modules they consume
// (antd…), which the sign-in page fetches ahead at low priority while the user types.
import webpack from 'webpack';

/**
 * The files of `roots` and, following consumed shared modules only, of what they need. A chunk
 * merged from duplicates keeps every id, and the runtime may ask it by any of them (the shared
 * antd facade: listed as 285.…js, loaded as 666.…js): each such copy that `hasAsset` is listed too.
 */
export function warmUpFiles(chunkGroups, isRoot, hasAsset = () => false) {
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        // Its scripts, and its style sheet (the start's antd rules, ADR 256).
        if (!/\.(js|css)$/.test(file)) continue;
        files.add(file);
        for (const id of chunk.ids ?? []) {
          const copy = file.startsWith(`${chunk.id}.`)
            ? `${id}${file.slice(String(chunk.id).length)}`
            : file;
          if (copy !== file && hasAsset(copy)) files.add(copy);
        }
      }
    }
    for (const child of group.childrenIterable) {
      if (child.origins.some(({ module }) => module?.type === 'consume-shared-module'))
        visit(child);
    }
  };
  for (const group of chunkGroups) if (isRoot(group)) visit(group);
  return [...files].sort();
}

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is
 * compiled eagerly, on a background thread while the file streams in, instead of lazily on the
 * main thread at its first call (ADR 254).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class WarmUpListPlugin {
  /**
   * @param {{ file?: string, requests: string[], compileHints?: boolean }} options the import()
   *   requests to start from; `compileHints` starts each listed file with COMPILE_HINT
   */
  constructor({ file = 'warmup.json', requests, compileHints = false }) {
    this.file = file;
    this.requests = new Set(requests);
    this.compileHints = compileHints;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WarmUpListPlugin', (compilation) => {
      const isRoot = (group) => group.origins.some(({ request }) => this.requests.has(request));
      const hasAsset = (file) => Boolean(compilation.getAsset(file));
      if (this.compileHints) {
        // After minifying (which drops comments), before the source maps are made (which then
        // account for the line) and the content hashes and compressed copies.
        compilation.hooks.processAssets.tap(
          {
            name: 'WarmUpListPlugin',
            stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 80,
          },
          () => {
            for (const file of warmUpFiles(compilation.chunkGroups, isRoot, hasAsset)) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          },
        );
      }
      compilation.hooks.processAssets.tap(
        { name: 'WarmUpListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = warmUpFiles(compilation.chunkGroups, isRoot, hasAsset);
          if (files.length === 0) {
            compilation.errors.push(
              new webpack.WebpackError(`${this.file}: no chunk group for ${[...this.requests]}`),
            );
          }
          compilation.emitAsset(this.file, new webpack.sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}
