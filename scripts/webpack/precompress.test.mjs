import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { BROTLI_QUALITY, FALLBACK_BROTLI_QUALITY, precompressed } from './precompress.mjs';

/** A remote of two files sharing one package, built in production with the given plugins. */
async function buildRemote(plugins) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const pkg = path.join(dir, 'node_modules', 'tiny');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    path.join(pkg, 'package.json'),
    '{"name":"tiny","version":"1.0.0","main":"index.js"}',
  );
  writeFileSync(path.join(pkg, 'index.js'), `module.exports = (s) => s.padStart(${40}, '.');`);
  writeFileSync(path.join(dir, 'app.js'), "import tiny from 'tiny'; export const app = tiny('a');");
  writeFileSync(path.join(dir, 'index.js'), "import('./app.js');");
  const compiler = webpack({
    context: dir,
    mode: 'production',
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './app': './app.js' },
        shared: { tiny: { singleton: true, requiredVersion: '^1.0.0' } },
      }),
      ...plugins,
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return { dir, out: path.join(dir, 'dist') };
}

const brotli = (buffer, quality) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

test('a remote writes its copy of a shared package at the fast brotli quality, every other file at the best', async () => {
  const { dir, out } = await buildRemote(precompressed({ fastFallbacks: true }));
  try {
    const scripts = readdirSync(out).filter((name) => name.endsWith('.js'));
    const qualities = {};
    for (const name of scripts) {
      const file = readFileSync(path.join(out, name));
      const br = readFileSync(path.join(out, `${name}.br`));
      // Both copies are of the file as served; only brotli's quality differs.
      assert.deepEqual(zlib.brotliDecompressSync(br), file, name);
      assert.deepEqual(zlib.gunzipSync(readFileSync(path.join(out, `${name}.gz`))), file, name);
      const quality = [BROTLI_QUALITY, FALLBACK_BROTLI_QUALITY].find((q) =>
        brotli(file, q).equals(br),
      );
      qualities[quality] = [...(qualities[quality] ?? []), name];
    }
    // The package's chunk, which only the share's fallback loads, is the one fast file.
    assert.equal(qualities[FALLBACK_BROTLI_QUALITY]?.length, 1, JSON.stringify(qualities));
    const [fallback] = qualities[FALLBACK_BROTLI_QUALITY];
    assert.match(readFileSync(path.join(out, fallback), 'utf8'), /padStart\(40/);
    assert.ok(qualities[BROTLI_QUALITY].includes('remoteEntry.js'));
    assert.equal(qualities[BROTLI_QUALITY].length, scripts.length - 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the shell writes every file at the best brotli quality: the files it shares are the ones the page loads', async () => {
  const { dir, out } = await buildRemote(precompressed());
  try {
    for (const name of readdirSync(out).filter((file) => file.endsWith('.js'))) {
      const file = readFileSync(path.join(out, name));
      assert.deepEqual(readFileSync(path.join(out, `${name}.br`)), brotli(file, BROTLI_QUALITY));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
