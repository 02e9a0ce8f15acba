import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions every PGlite of the API loads (their files; `create extension` is a
 * migration's): pg_trgm's indexes serve the lists' text search (docs/decisions/232). A database
 * that uses one can only be opened with it loaded.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite runs initdb for every new database: about 3 s on an idle machine, over 10 s on a
 * busy one. Loading an image of a freshly initialised database takes about 1 s, so the first
 * start writes that image to the temp folder and later new databases (test files, fresh data
 * folders) start from it. The image holds an empty cluster only: no schema, no data.
 */
function imagePath(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const { size, mtimeMs } = fs.statSync(entry);
  return path.join(os.tmpdir(), `platform-api-pglite-${size}-${Math.round(mtimeMs)}.tar`);
}

async function createImage(file: string): Promise<void> {
  const pristine = new PGlite('memory://');
  await pristine.waitReady;
  const image = await pristine.dumpDataDir('none');
  await pristine.close();
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await fs.promises.writeFile(partial, Buffer.from(await image.arrayBuffer()));
  // rename is atomic: a concurrent reader sees no image or a whole one.
  await fs.promises.rename(partial, file);
}

async function loadImage(): Promise<Blob | undefined> {
  try {
    const file = imagePath();
    if (!fs.existsSync(file)) await createImage(file);
    return new Blob([await fs.promises.readFile(file)]);
  } catch {
    // Without an image PGlite simply runs initdb itself.
    return undefined;
  }
}

function isEmptyFolder(dataDir: string): boolean {
  return !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
}

/**
 * What PGlite on `dataDir` (or `memory://`) starts from: nothing for a folder that holds a
 * database, else `image` when given (a dump of another database), else the cached image of an
 * empty cluster. Makes the folder.
 */
export async function startingImage(dataDir: string, image?: Blob): Promise<Blob | undefined> {
  const inMemory = dataDir.startsWith('memory://');
  const fresh = inMemory || isEmptyFolder(dataDir);
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  return fresh ? (image ?? (await loadImage())) : undefined;
}

/** Opens PGlite on `dataDir` (or `memory://`), from `startingImage`. */
export async function openPGlite(dataDir: string, image?: Blob): Promise<PGlite> {
  const loadDataDir = await startingImage(dataDir, image);
  const pglite = new PGlite(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.waitReady;
  return pglite;
}
