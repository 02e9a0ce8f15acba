import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { publish, readManifest, rollback } from './releases.mjs';
import { originOf, testReleases } from './releases-fixture.mjs';

test('publish writes an immutable versioned folder and swaps the manifest entry, keeping history', async () => {
  const { releasesDir, build } = testReleases('releases-');
  await publish({ packageDir: build('shell', {}, 'a'), releasesDir, env: 'e2e' });
  const first = await publish({
    packageDir: build('mf_auth', {}, 'one'),
    releasesDir,
    env: 'e2e',
  });
  const second = await publish({
    packageDir: build('mf_auth', {}, 'two'),
    releasesDir,
    env: 'e2e',
  });
  assert.notEqual(first.version, second.version);
  assert.ok(existsSync(path.join(releasesDir, 'mf_auth', first.version, 'remoteEntry.js')));
  const manifest = await readManifest(releasesDir, 'e2e');
  assert.equal(manifest.remotes.mf_auth.version, second.version);
  const origin = originOf('mf_auth');
  assert.equal(manifest.remotes.mf_auth.entry, `${origin}/${second.version}/mf-manifest.json`);

  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal((await readManifest(releasesDir, 'e2e')).remotes.mf_auth.version, first.version);
  assert.equal(
    readFileSync(path.join(releasesDir, 'mf_auth', second.version, 'remoteEntry.js'), 'utf8'),
    '/* two */',
  );
});

test('publish refuses a remote that does not fit the live shell and leaves the manifest alone', async () => {
  const { releasesDir, build } = testReleases('releases-');
  await publish({ packageDir: build('shell', {}, 'a'), releasesDir, env: 'e2e' });
  const before = await readManifest(releasesDir, 'e2e');
  await assert.rejects(
    () =>
      publish({
        packageDir: build('mf_auth', { shared: { react: '^20.0.0' } }),
        releasesDir,
        env: 'e2e',
      }),
    /Refusing to publish mf_auth@1.0.0/,
  );
  assert.deepEqual(await readManifest(releasesDir, 'e2e'), before);
});
