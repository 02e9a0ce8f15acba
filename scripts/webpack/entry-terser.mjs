// The entry files, the shell's main.js and a remote's remoteEntry.js, carry the federation
// runtime and the share tables and are on the sign-in page's path (ADR 167): after esbuild's
// minification they are minified once more with terser (two compress passes), which folds the
// runtime's constant branches esbuild keeps: main.js 31.6 → 27.1 KB gzip, mf-auth's entry 14.3 →
// 9.4 KB (ADR 209). The other chunks keep esbuild alone (terser is slow on two cores).
import { createRequire } from 'node:module';
import webpack from 'webpack';

const NAME = 'EntryTerserPlugin';

/** terser, as html-webpack-plugin's minifier brings it (it is no dependency of the repository's own). */
function loadTerser() {
  const require = createRequire(import.meta.url);
  const html = createRequire(require.resolve('html-webpack-plugin'));
  return createRequire(html.resolve('html-minifier-terser'))('terser');
}

/** The file minified again with terser, with a source map chained to the one it had. */
export async function minifyEntry(code, map) {
  const { minify } = loadTerser();
  const result = await minify(code, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    sourceMap: map ? { content: map, asObject: true } : false,
  });
  return { code: result.code, map: map ? result.map : null };
}

export class EntryTerserPlugin {
  /** @param {{ files?: RegExp }} [options] the assets to minify again */
  constructor({ files = /^(main|remoteEntry)\.js$/ } = {}) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After esbuild's minifier (OPTIMIZE_SIZE), before the source maps are written.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        async (assets) => {
          for (const name of Object.keys(assets)) {
            if (!this.files.test(name)) continue;
            const { source, map } = compilation.getAsset(name).source.sourceAndMap();
            const result = await minifyEntry(String(source), map);
            compilation.updateAsset(
              name,
              result.map
                ? new webpack.sources.SourceMapSource(result.code, name, result.map)
                : new webpack.sources.RawSource(result.code),
            );
          }
        },
      );
    });
  }
}
