// Loads a TypeScript entry from a Node script (the benchmarks, the shell's build config): bundles
// it with the esbuild that esbuild-loader brings (no extra dependency) into a temporary ES module
// and imports it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function loadTs(entry, { resolveFrom = ROOT } = {}) {
  const fromRoot = createRequire(path.join(ROOT, 'package.json'));
  const fromLoader = createRequire(fromRoot.resolve('esbuild-loader'));
  const esbuild = fromLoader('esbuild');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const outfile = path.join(dir, 'entry.mjs');
  await esbuild.build({
    entryPoints: [path.resolve(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    absWorkingDir: resolveFrom,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
