// The file a worker thread runs (the packer's pool, ADR 188; the embedded database, ADR 228).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Bundles made in this process, by worker name: each is made once. */
const bundled = new Map<string, string>();

export interface WorkerBundle {
  /** Where to write the bundle (called once, when one is made). */
  outfile(): string;
  /** Leave npm packages to be required from node_modules (next to the bundle) instead of inlined. */
  packagesExternal?: boolean;
}

/**
 * The worker's file: the compiled `<name>.js` beside `dir` in the built API (api/dist); from the
 * TypeScript sources (the tests), `<name>.ts` bundled once per process with the esbuild the
 * repository's build tools bring.
 */
export function workerFile(dir: string, name: string, bundle: WorkerBundle): string {
  const compiled = path.join(dir, `${name}.js`);
  if (fs.existsSync(compiled)) return compiled;
  const made = bundled.get(name);
  if (made && fs.existsSync(made)) return made;
  const fromHere = createRequire(__filename);
  const fromLoader = createRequire(fromHere.resolve('esbuild-loader'));
  const esbuild = fromLoader('esbuild') as { buildSync(options: Record<string, unknown>): void };
  const outfile = bundle.outfile();
  esbuild.buildSync({
    entryPoints: [path.join(dir, `${name}.ts`)],
    bundle: true,
    ...(bundle.packagesExternal ? { packages: 'external' } : {}),
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'error',
  });
  bundled.set(name, outfile);
  return outfile;
}
