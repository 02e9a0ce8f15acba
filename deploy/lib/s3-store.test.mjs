// The S3 target against a real S3-compatible server (s3rver) started here on 127.0.0.1.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { listVersions, readManifest, rollback } from './releases.mjs';
import { openStore } from './store.mjs';
import { originOf, testReleases } from './releases-fixture.mjs';

const BUCKET = 'releases';
let server;
let dataDir;
let endpoint;

before(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dataDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

after(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_ENDPOINT: endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
});

let prefixes = 0;
/** A fresh key prefix (its own store) per test, and a builder of fake package builds. */
async function workspace() {
  const prefix = `team-${++prefixes}`;
  // Each call opens its own store, as a separate deploy process would.
  const open = () => openStore({ target: `s3://${BUCKET}/${prefix}`, env: s3Env() });
  return { prefix, open, ...testReleases('s3-builds-', { store: await open() }) };
}

const client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

/** The manifest object the CDN serves. */
async function manifestObject(prefix) {
  const object = await client().send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/remotes.e2e.json` }),
  );
  return JSON.parse(await object.Body.transformToString());
}

test('publish to S3 uploads an immutable release and points the manifest object at it', async () => {
  const { prefix, store, pub } = await workspace();
  await pub('shell');
  const version = await pub('mf_auth');

  const file = await client().send(
    new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}/mf_auth/${version}/remoteEntry.js` }),
  );
  assert.equal(file.ContentType, 'text/javascript; charset=utf-8');
  assert.equal(file.CacheControl, 'public, max-age=31536000, immutable');
  await client().send(
    new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}/mf_auth/${version}/assets/logo.svg` }),
  );

  const object = await client().send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/remotes.e2e.json` }),
  );
  assert.equal(object.CacheControl, 'no-cache');
  const manifest = await manifestObject(prefix);
  const origin = originOf('mf_auth');
  assert.deepEqual(manifest.remotes.mf_auth, {
    entry: `${origin}/${version}/mf-manifest.json`,
    version,
  });
  assert.equal(manifest.environment, 'e2e');
  assert.deepEqual(await readManifest(store, 'e2e'), manifest);
});

test('versions, rollback step by step, --to and a whole-manifest restore work on S3', async () => {
  const { store, pub, live } = await workspace();
  await pub('shell');
  const v1 = await pub('mf_auth');
  const v2 = await pub('mf_auth', {
    overrides: { shared: { react: '^19.3.1', antd: '^6.6.8' } },
    force: true,
  });
  const v3 = await pub('mf_auth');

  const [auth] = await listVersions({ store, env: 'e2e', name: 'mf_auth' });
  assert.equal(auth.live, v3);
  assert.deepEqual(
    auth.versions.map((row) => [row.version, row.live, row.forced]),
    [
      [v1, false, false],
      [v2, false, true],
      [v3, true, false],
    ],
  );
  assert.deepEqual(auth.versions[1].requires, { react: '^19.3.1', antd: '^6.6.8' });

  // One step back is v2, which the live shell does not fit: refused unless forced.
  await assert.rejects(
    () => rollback({ store, env: 'e2e', name: 'mf_auth' }),
    /Refusing to roll mf_auth back to .*antd is not provided by the live shell/s,
  );
  assert.equal(await live('mf_auth'), v3);
  await rollback({ store, env: 'e2e', name: 'mf_auth', to: v1 });
  assert.equal(await live('mf_auth'), v1);
  await assert.rejects(
    () => rollback({ store, env: 'e2e', name: 'mf_auth', to: '9.9.9-nope' }),
    /mf_auth has no published version 9\.9\.9-nope/,
  );

  // The whole manifest one state back, then one more.
  await rollback({ store, env: 'e2e' });
  assert.equal(await live('mf_auth'), v3);
  await assert.rejects(() => rollback({ store, env: 'e2e' }), /Refusing to restore e2e's manifest/);
  await rollback({ store, env: 'e2e', force: true });
  assert.equal(await live('mf_auth'), v2);

  const journal = await store.journal('e2e');
  assert.deepEqual(
    journal.map((entry) => entry.action),
    ['publish', 'publish', 'publish', 'publish', 'rollback', 'restore', 'restore'],
  );
  assert.deepEqual(
    journal.map((entry) => entry.state),
    [1, 2, 3, 4, 5, 6, 7],
  );
  assert.equal(journal.at(-1).forced, true);
});

test('a release already in the bucket is never overwritten', async () => {
  const { prefix, store } = await workspace();
  const root = mkdtempSync(path.join(os.tmpdir(), 's3-same-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'remoteEntry.js'), '/* first */');
  writeFileSync(path.join(dist, 'build-info.json'), '{"name":"mf_auth"}');
  assert.equal(await store.putRelease('mf_auth', '1.0.0-abc', dist), true);
  writeFileSync(path.join(dist, 'remoteEntry.js'), '/* second */');
  assert.equal(await store.putRelease('mf_auth', '1.0.0-abc', dist), false);
  const object = await client().send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/mf_auth/1.0.0-abc/remoteEntry.js` }),
  );
  assert.equal(await object.Body.transformToString(), '/* first */');
});

test('concurrent publishes from separate deploys never lose a manifest entry', async () => {
  const { prefix, store, open, pub } = await workspace();
  await pub('shell');
  const remotes = [
    'mf_auth',
    'mf_views',
    'mf_timesheet',
    'mf_quoting',
    'mf_fabrication',
    'mf_wholesale',
  ];
  for (let round = 0; round < 3; round++) {
    const deploys = await Promise.all(remotes.map(() => open()));
    const versions = await Promise.all(
      remotes.map((name, i) =>
        pub(name, { overrides: { commit: `r${round}` }, store: deploys[i] }),
      ),
    );
    const manifest = await manifestObject(prefix);
    assert.deepEqual(
      Object.fromEntries(remotes.map((name) => [name, manifest.remotes[name]?.version])),
      Object.fromEntries(remotes.map((name, i) => [name, versions[i]])),
      `round ${round}: every remote published concurrently is in the manifest`,
    );
    assert.ok(manifest.shell?.version, 'the shell is still live');
  }
  assert.equal((await store.journal('e2e')).length, 1 + remotes.length * 3);
});

test('an unknown target is refused with the forms it takes', async () => {
  await assert.rejects(
    () => openStore({ target: 'ftp://somewhere', env: {} }),
    /Unknown release target ftp:\/\/somewhere: use s3:\/\/bucket\/prefix or local/,
  );
});
