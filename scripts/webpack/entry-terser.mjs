// The entry files, the shell's main.js and a remote's remoteEntry.js, carry the federation
// runtime and the share tables and are on the sign-in page's path (ADR 167): after esbuild's
// minification they are minified once more with terser (two compress passes), which folds the
// runtime's constant branches esbuild keeps: main.js 31.6 → 27.1 KB gzip, mf-auth's entry 14.3 →
// 9.4 KB (ADR 209). Every other chunk gets one light pass that drops the code nothing reads, which
// esbuild keeps (ADR 256): the start's two antd chunks 111.7 + 101.1 → 89.0 + 87.7 KB gzip. That
// pass runs on swc's minifier, not terser's: the same bytes (a little fewer) in a sixth of the time
// (ADR 261).
import { createRequire } from 'node:module';
import { minify as swcMinify } from '@swc/core';
import webpack from 'webpack';

const NAME = 'EntryTerserPlugin';

/** terser, as html-webpack-plugin's minifier brings it (it is no dependency of the repository's own). */
function loadTerser() {
  const require = createRequire(import.meta.url);
  const html = createRequire(require.resolve('html-webpack-plugin'));
  return createRequire(html.resolve('html-minifier-terser'))('terser');
}

/** Entries: two compress passes (ADR 209). */
const ENTRY_OPTIONS = { compress: { passes: 2 }, mangle: true };

/**
 * Every other chunk: only what esbuild leaves, code nothing reads (ADR 256). esbuild minifies each
 * chunk as a script, and webpack writes a module's exports that no module uses as plain
 * declarations inside the module's function, which esbuild keeps; so does every style function
 * the static style sheet replaces. One pass that drops unused declarations, then shorter names, by
 * swc's minifier (ADR 261). The chunk is enclosed in a function first: esbuild writes its helpers
 * (`var Yn=(e,t,n)=>…` for class fields) at the top of the script, where they are the page's
 * globals, and two chunks that name different helpers alike overwrite each other's.
 */
const DEAD_CODE_OPTIONS = {
  compress: { defaults: false, unused: true },
  mangle: true,
  ecma: 2020,
};

/**
 * A chunk rid of its dead code, with a source map chained to the one it had.
 * @param {string} code
 * @param {object | null} map
 */
export async function removeDeadCode(code, map) {
  const { ConcatSource, RawSource, SourceMapSource } = webpack.sources;
  const inner = map ? new SourceMapSource(code, 'chunk.js', map) : new RawSource(code);
  const enclosed = new ConcatSource('(()=>{\n', inner, '\n})();').sourceAndMap();
  const result = await swcMinify(String(enclosed.source), {
    ...DEAD_CODE_OPTIONS,
    sourceMap: Boolean(map),
  });
  if (!map) return { code: result.code, map: null };
  // swc names the code it was given `<anon>`: named as the enclosed chunk, the map chains to its.
  const outer = { ...JSON.parse(result.map), sources: ['chunk.js'] };
  const chained = new SourceMapSource(
    result.code,
    'chunk.js',
    outer,
    String(enclosed.source),
    enclosed.map,
    true,
  ).map();
  return { code: result.code, map: chained };
}

/** The file minified again with terser, with a source map chained to the one it had. */
export async function minifyEntry(code, map) {
  const { minify } = loadTerser();
  const result = await minify(code, {
    ecma: 2020,
    ...ENTRY_OPTIONS,
    sourceMap: map ? { content: map, asObject: true } : false,
  });
  return { code: result.code, map: map ? result.map : null };
}

const SHARING = new Set(['provide-module', 'consume-shared-module']);

/**
 * The files of chunks only sharing loads: a shared module this build provides or falls back to
 * (in a remote, its own copy of a singleton the shell provides first).
 */
export function sharedFallbackFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable];
    const onlyFallback = groups.every(
      (group) =>
        group.origins.length > 0 && group.origins.every(({ module }) => SHARING.has(module?.type)),
    );
    if (groups.length > 0 && onlyFallback) for (const file of chunk.files) files.add(file);
  }
  return files;
}

export class EntryTerserPlugin {
  /**
   * @param {{ files?: RegExp, chunks?: RegExp, skipSharedFallbacks?: boolean }} [options] the
   *   entries to minify again; the other chunks to rid of dead code; whether to leave alone the
   *   chunks only a shared module's fallback loads (a remote's own copies of the singletons the
   *   shell provides, never loaded on the platform's page)
   */
  constructor({
    files = /^(main|remoteEntry)\.js$/,
    chunks = /\.js$/,
    skipSharedFallbacks = false,
  } = {}) {
    this.files = files;
    this.chunks = chunks;
    this.skipSharedFallbacks = skipSharedFallbacks;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After esbuild's minifier (OPTIMIZE_SIZE), before the source maps are written.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        async (assets) => {
          const fallbacks = this.skipSharedFallbacks ? sharedFallbackFiles(compilation) : new Set();
          // swc minifies on libuv's threads: the chunks go together.
          const passes = Object.keys(assets).map(async (name) => {
            const entry = this.files.test(name);
            if (!entry && (!this.chunks.test(name) || fallbacks.has(name))) return;
            const { source, map } = compilation.getAsset(name).source.sourceAndMap();
            const result = entry
              ? await minifyEntry(String(source), map)
              : await removeDeadCode(String(source), map);
            compilation.updateAsset(
              name,
              result.map
                ? new webpack.sources.SourceMapSource(result.code, name, result.map)
                : new webpack.sources.RawSource(result.code),
            );
          });
          await Promise.all(passes);
        },
      );
    });
  }
}
