import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish, readManifest, rollback } from './releases.mjs';
import { readEnvironment } from './paths.mjs';

function fakeBuild(root, name, body, overrides = {}) {
  const dir = path.join(root, `pkg-${name}-${body}`);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${body} */`);
  const info = {
    name,
    version: '1.0.0',
    contractVersion: 1,
    shared: { react: '^19.3.1' },
    sharedVersions: { react: '19.3.1' },
    ...overrides,
  };
  writeFileSync(path.join(dir, 'dist', 'build-info.json'), JSON.stringify(info));
  return dir;
}

test('publish writes an immutable versioned folder and swaps the manifest entry, keeping history', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const releasesDir = path.join(root, 'releases');
  await publish({ packageDir: fakeBuild(root, 'shell', 'a'), releasesDir, env: 'e2e' });
  const first = await publish({
    packageDir: fakeBuild(root, 'mf_auth', 'one'),
    releasesDir,
    env: 'e2e',
  });
  const second = await publish({
    packageDir: fakeBuild(root, 'mf_auth', 'two'),
    releasesDir,
    env: 'e2e',
  });
  assert.notEqual(first.version, second.version);
  assert.ok(existsSync(path.join(releasesDir, 'mf_auth', first.version, 'remoteEntry.js')));
  const manifest = await readManifest(releasesDir, 'e2e');
  assert.equal(manifest.remotes.mf_auth.version, second.version);
  const origin = readEnvironment('e2e').remotes.mf_auth;
  assert.equal(manifest.remotes.mf_auth.entry, `${origin}/${second.version}/mf-manifest.json`);

  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal((await readManifest(releasesDir, 'e2e')).remotes.mf_auth.version, first.version);
  assert.equal(
    readFileSync(path.join(releasesDir, 'mf_auth', second.version, 'remoteEntry.js'), 'utf8'),
    '/* two */',
  );
});

test('publish refuses a remote that does not fit the live shell and leaves the manifest alone', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const releasesDir = path.join(root, 'releases');
  await publish({ packageDir: fakeBuild(root, 'shell', 'a'), releasesDir, env: 'e2e' });
  const before = await readManifest(releasesDir, 'e2e');
  await assert.rejects(
    () =>
      publish({
        packageDir: fakeBuild(root, 'mf_auth', 'x', { shared: { react: '^20.0.0' } }),
        releasesDir,
        env: 'e2e',
      }),
    /Refusing to publish mf_auth@1.0.0/,
  );
  assert.deepEqual(await readManifest(releasesDir, 'e2e'), before);
});
