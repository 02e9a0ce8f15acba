// Brotli and gzip copies of every text asset, written beside it for the static servers to send as
// they are (docs/decisions/143), at a quality that depends on whether the page ever loads the file
// (ADR 267).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { sharedFallbackFiles } from './entry-terser.mjs';

/** What the static servers send compressed (source maps are for developer tools only). */
export const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;

/** Brotli's quality for what the platform's page loads: the smallest files, the slowest to write. */
export const BROTLI_QUALITY = 11;

/**
 * Brotli's quality for a remote's own copies of the shell's singletons: the page never loads them
 * (the shell provides each first), only a remote opened on its own does. Quality 5 writes them
 * about twenty times faster than 11, and ~10 % larger.
 */
export const FALLBACK_BROTLI_QUALITY = 5;

const NAME = 'FastFallbackBrotli';
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Writes the brotli copy of each file only a shared module's fallback loads, at
 * FALLBACK_BROTLI_QUALITY, just before the compression plugins run. The file is marked as having
 * its brotli copy, so the brotli plugin after it leaves it alone; the gzip plugin still writes its
 * copy.
 */
export class FastFallbackBrotli {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 },
        async () => {
          const files = [...sharedFallbackFiles(compilation)].filter((name) =>
            PRECOMPRESSED.test(name),
          );
          await Promise.all(
            files.map(async (name) => {
              const { source } = compilation.getAsset(name);
              const brotli = await brotliCompress(source.buffer(), {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FALLBACK_BROTLI_QUALITY },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), {
                compressed: true,
              });
              // The name compression-webpack-plugin gives its brotli copies (`${algorithm}ed`).
              compilation.updateAsset(name, source, {
                related: { brotliCompressed: `${name}.br` },
              });
            }),
          );
        },
      );
    });
  }
}

/**
 * The compression plugins of a production build. Every JS and CSS file gets both copies, however
 * small (minRatio Infinity), so `scripts/check-precompressed.mjs` can require them. With
 * `fastFallbacks` (a remote's build), the files only a shared module's fallback loads get brotli's
 * faster quality.
 */
export function precompressed({ fastFallbacks = false } = {}) {
  const common = { test: PRECOMPRESSED, threshold: 0, minRatio: Infinity };
  return [
    ...(fastFallbacks ? [new FastFallbackBrotli()] : []),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
