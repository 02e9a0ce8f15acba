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
 * A Blob of an image's bytes that hands them over without node's Blob machinery. PGlite reads an
 * image with `arrayBuffer()`; node's Blob copies its parts in and reads them back in chunks, which
 * took 120–150 ms of a test app's 0.8 s start from a 49 MB template (ADR 270). This one keeps the
 * bytes and gives a copy of them at once; the other reads go through a real Blob.
 */
export class ImageBlob extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
    // Blob's own `size` is a getter of the empty parts given to super.
    Object.defineProperty(this, 'size', { value: bytes.byteLength });
  }

  /** A copy, so a reader that transfers it (to PGlite's worker thread) leaves this one whole. */
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(new Uint8Array(this.#bytes));
  }

  override slice(start?: number, end?: number, contentType?: string): Blob {
    return this.#blob().slice(start, end, contentType);
  }

  override stream(): ReturnType<Blob['stream']> {
    return this.#blob().stream();
  }

  override text(): Promise<string> {
    return this.#blob().text();
  }

  #blob(): Blob {
    return new Blob([new Uint8Array(this.#bytes)], { type: this.type });
  }
}

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
    return new ImageBlob(await fs.promises.readFile(file));
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
