// Where releases are published: a release store. Two targets behind one interface (ADR 158):
//   - a local folder (the default, `deploy/releases/`), served by deploy/serve.mjs;
//   - an S3-compatible object store (a bucket and key prefix), served by a CDN.
// A store keeps immutable release folders (<name>/<version>/…), each environment's live manifest
// (remotes.<env>.json) and its journal of changes, and applies a change to the manifest so that
// concurrent publishes never lose one another's entry.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { applyChange, emptyManifest, foldChanges } from './changes.mjs';
import { TYPES } from './static.mjs';

const pad = (number) => String(number).padStart(6, '0');

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The local folder: releases/<name>/<version>/, releases/remotes.<env>.json, every state of the
 * manifest in releases/history/<env>/states/NNNNNN.json and the journal in
 * releases/history/<env>/journal.jsonl. A change is applied under a lock folder and the manifest
 * swapped by write + rename.
 */
export function localStore(releasesDir) {
  const historyDir = (env) => path.join(releasesDir, 'history', env);
  const statesDir = (env) => path.join(historyDir(env), 'states');
  const manifestFile = (env) => path.join(releasesDir, `remotes.${env}.json`);
  const journalFile = (env) => path.join(historyDir(env), 'journal.jsonl');

  const readManifestSync = (env) =>
    existsSync(manifestFile(env))
      ? JSON.parse(readFileSync(manifestFile(env), 'utf8'))
      : emptyManifest(env);
  const stateNumbersSync = (env) =>
    existsSync(statesDir(env))
      ? readdirSync(statesDir(env))
          .map((file) => /^(\d+)\.json$/.exec(file)?.[1])
          .filter(Boolean)
          .map(Number)
          .sort((a, b) => a - b)
      : [];

  /** One writer at a time per environment, across processes; a lock older than 30 s is stale. */
  function withLock(env, run) {
    const lock = path.join(historyDir(env), '.lock');
    mkdirSync(historyDir(env), { recursive: true });
    for (let attempt = 0; ; attempt++) {
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        if (Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { recursive: true });
        else if (attempt > 3000)
          throw new Error(`${env}'s manifest is locked by another deploy`, { cause: error });
        else sleepSync(10);
      }
    }
    try {
      return run();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }

  return {
    kind: 'local',
    describe: () => releasesDir,
    releasesDir,
    async readManifest(env) {
      return readManifestSync(env);
    },
    async journal(env) {
      if (!existsSync(journalFile(env))) return [];
      return readFileSync(journalFile(env), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line));
    },
    async stateNumbers(env) {
      return stateNumbersSync(env);
    },
    async state(env, number) {
      return JSON.parse(readFileSync(path.join(statesDir(env), `${pad(number)}.json`), 'utf8'));
    },
    async commit(env, change) {
      return withLock(env, () => {
        const manifest = applyChange(readManifestSync(env), change);
        mkdirSync(statesDir(env), { recursive: true });
        const state = (stateNumbersSync(env).at(-1) ?? 0) + 1;
        writeFileSync(
          path.join(statesDir(env), `${pad(state)}.json`),
          JSON.stringify(manifest, null, 2),
        );
        const temp = `${manifestFile(env)}.${process.pid}.tmp`;
        writeFileSync(temp, JSON.stringify(manifest, null, 2));
        renameSync(temp, manifestFile(env));
        const entry = { ...change, state };
        appendFileSync(journalFile(env), `${JSON.stringify(entry)}\n`);
        return { manifest, entry };
      });
    },
    async buildInfo(name, version) {
      const file = path.join(releasesDir, name, version, 'build-info.json');
      if (!existsSync(file)) return null;
      return JSON.parse(readFileSync(file, 'utf8'));
    },
    async putRelease(name, version, dist) {
      const target = path.join(releasesDir, name, version);
      if (existsSync(target)) return false;
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      cpSync(dist, temp, { recursive: true });
      renameSync(temp, target);
      return true;
    },
    /**
     * Environments published before the journal kept whole-manifest copies named by time in
     * history/<env>/: newest first.
     */
    async legacyCopies(env) {
      if (!existsSync(historyDir(env))) return [];
      return readdirSync(historyDir(env))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse()
        .map((file) => JSON.parse(readFileSync(path.join(historyDir(env), file), 'utf8')));
    },
  };
}

function filesOf(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return files;
}

/** The content type of a release file; a precompressed copy (.br, .gz) is stored as bytes. */
function contentTypeOf(file) {
  if (/\.(br|gz)$/.test(file)) return 'application/octet-stream';
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * An S3-compatible bucket (AWS S3, R2, MinIO, …) under a key prefix:
 *   <prefix><name>/<version>/…                       immutable release files
 *   <prefix>remotes.<env>.json                       the live manifest (no-cache), the pointer
 *   <prefix>history/<env>/changes/<time>-<id>.json   one immutable object per change
 * A change is written under a key of its own (never overwritten), then the manifest is rebuilt
 * from every change and written, and the changes listed again: a writer stops only when the list
 * it rebuilt from is still the whole list after its write, so the last manifest written holds
 * every change (ADR 158). `client` is an S3Client from @aws-sdk/client-s3.
 */
export async function s3Store({ client, bucket, prefix = '' }) {
  const {
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    NoSuchKey,
    NotFound,
  } = await import('@aws-sdk/client-s3');
  const key = (suffix) => `${prefix}${suffix}`;
  const changesPrefix = (env) => key(`history/${env}/changes/`);
  const missing = (error) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    error?.$metadata?.httpStatusCode === 404;

  async function getJson(objectKey) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      return JSON.parse(await answer.Body.transformToString());
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }
  const putJson = (objectKey, value, cacheControl) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: JSON.stringify(value, null, 2),
        ContentType: TYPES['.json'],
        CacheControl: cacheControl,
      }),
    );

  async function listKeys(objectPrefix) {
    const keys = [];
    let ContinuationToken;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: objectPrefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  // Change objects never change: each is read once per process.
  const cache = new Map();
  async function changes(env) {
    const keys = await listKeys(changesPrefix(env));
    const entries = await Promise.all(
      keys.map(async (changeKey) => {
        if (!cache.has(changeKey)) cache.set(changeKey, await getJson(changeKey));
        return cache.get(changeKey);
      }),
    );
    return { keys, entries: entries.map((entry, i) => ({ ...entry, state: i + 1 })) };
  }

  return {
    kind: 's3',
    describe: () => `s3://${bucket}/${prefix}`,
    /** Rebuilt from the journal, which is authoritative; remotes.<env>.json is its copy. */
    async readManifest(env) {
      return foldChanges(env, (await changes(env)).entries);
    },
    async journal(env) {
      return (await changes(env)).entries;
    },
    async stateNumbers(env) {
      return (await changes(env)).entries.map((entry) => entry.state);
    },
    async state(env, number) {
      return foldChanges(env, (await changes(env)).entries, number);
    },
    async commit(env, change) {
      const id = `${String(Date.now()).padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
      const changeKey = `${changesPrefix(env)}${id}.json`;
      await putJson(changeKey, change, IMMUTABLE);
      for (;;) {
        const before = await changes(env);
        const manifest = foldChanges(env, before.entries);
        await putJson(key(`remotes.${env}.json`), manifest, NO_CACHE);
        const after = await listKeys(changesPrefix(env));
        if (after.join('\n') === before.keys.join('\n')) {
          const state = before.keys.indexOf(changeKey) + 1;
          return { manifest, entry: { ...change, state } };
        }
      }
    },
    async buildInfo(name, version) {
      return getJson(key(`${name}/${version}/build-info.json`));
    },
    /** Uploads a release once; build-info.json goes last, so its presence marks it complete. */
    async putRelease(name, version, dist) {
      const infoKey = key(`${name}/${version}/build-info.json`);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: infoKey }));
        return false;
      } catch (error) {
        if (!missing(error)) throw error;
      }
      const files = filesOf(dist);
      const upload = (file) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(`${name}/${version}/${file}`),
            Body: readFileSync(path.join(dist, file)),
            ContentType: contentTypeOf(file),
            CacheControl: IMMUTABLE,
          }),
        );
      const rest = files.filter((file) => file !== 'build-info.json');
      for (let i = 0; i < rest.length; i += 8) await Promise.all(rest.slice(i, i + 8).map(upload));
      if (files.includes('build-info.json')) await upload('build-info.json');
      return true;
    },
    async legacyCopies() {
      return [];
    },
  };
}

/**
 * The store a command publishes to: `--target s3://bucket/prefix` (or RELEASE_TARGET) for an
 * S3-compatible store, else the local folder. S3_ENDPOINT names a store other than AWS (path-style
 * addressing); S3_REGION (default us-east-1); credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or an instance role).
 */
export async function openStore({ target, releasesDir, env = process.env }) {
  const where = target ?? env.RELEASE_TARGET;
  if (!where || where === 'local') return localStore(releasesDir);
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(where);
  if (!match) throw new Error(`Unknown release target ${where}: use s3://bucket/prefix or local`);
  const { S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.AWS_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          },
        }
      : {}),
    // Checksums only where an operation requires one: S3-compatible stores do not all accept
    // the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = match[2] && !match[2].endsWith('/') ? `${match[2]}/` : match[2];
  return s3Store({ client, bucket: match[1], prefix });
}
