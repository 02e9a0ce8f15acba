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

/**
 * Starts each JS file `files()` names with COMPILE_HINT: after minifying (which drops comments),
 * before the source maps are made (which then account for the line) and the content hashes and
 * compressed copies.
 */
function hintFiles(compilation, name, files) {
  compilation.hooks.processAssets.tap(
    { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 80 },
    () => {
      for (const file of files()) {
        if (!file.endsWith('.js')) continue;
        compilation.updateAsset(
          file,
          (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
        );
      }
    },
  );
}

/**
 * The JS files a remote's host loads to run its exposed module `expose` (`./app`): the remote's
 * entry (its container) and the expose's own chunks, those the manifest lists as its `sync`
 * assets. The shared modules it consumes come from the host's scope, so their fallbacks are not.
 */
export function exposeFiles(compilation, expose) {
  const groupName = `__federation_expose_${expose.replace(/^\.\//, '')}`;
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) return null;
  const files = new Set();
  for (const entry of compilation.entrypoints.values()) {
    for (const file of entry.getEntrypointChunk().files) {
      if (file === 'remoteEntry.js') files.add(file);
    }
  }
  for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * A remote's start module (mf-views' `./app`, the dashboard of a signed-in start) compiled
 * eagerly, off the main thread while its files stream in, like the shell's start files (ADRs 254,
 * 266): a host runs all of it at once, and V8 would otherwise compile each function lazily on the
 * main thread at its first call, in the start's first draw.
 */
export class ExposeCompileHintsPlugin {
  /** @param {{ exposes: string[] }} options the exposed modules (`./app`) to hint */
  constructor({ exposes }) {
    this.exposes = exposes;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ExposeCompileHintsPlugin', (compilation) => {
      hintFiles(compilation, 'ExposeCompileHintsPlugin', () =>
        this.exposes.flatMap((expose) => {
          const files = exposeFiles(compilation, expose);
          if (files) return files;
          compilation.errors.push(
            new webpack.WebpackError(`ExposeCompileHintsPlugin: no chunk group for ${expose}`),
          );
          return [];
        }),
      );
    });
  }
}

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
        hintFiles(compilation, 'WarmUpListPlugin', () =>
          warmUpFiles(compilation.chunkGroups, isRoot, hasAsset),
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
