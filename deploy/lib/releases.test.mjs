import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { listVersions, publish, publishSet, readManifest, rollback } from './releases.mjs';
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

test('rollback never goes back to a version that was itself rolled back from', async () => {
  const { releasesDir, build } = testReleases('releases-');
  await publish({ packageDir: build('shell', {}, 'a'), releasesDir, env: 'e2e' });
  const good = await publish({ packageDir: build('mf_auth', {}, 'good'), releasesDir, env: 'e2e' });
  const bad = await publish({ packageDir: build('mf_auth', {}, 'bad'), releasesDir, env: 'e2e' });
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  const live = async () => (await readManifest(releasesDir, 'e2e')).remotes.mf_auth.version;
  assert.equal(await live(), good.version);
  const next = await publish({ packageDir: build('mf_auth', {}, 'next'), releasesDir, env: 'e2e' });
  assert.equal(await live(), next.version);
  // One step back from `next` is `good`: `bad` was withdrawn.
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live(), good.version);
  // Published again on purpose, a withdrawn version is a rollback's target once more.
  await publish({ packageDir: build('mf_auth', {}, 'bad'), releasesDir, env: 'e2e' });
  await publish({ packageDir: build('mf_auth', {}, 'last'), releasesDir, env: 'e2e' });
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live(), bad.version);
  // So is one an operator rolled back to by name; and a rollback undoes the last publish: the
  // version live before it, though an older publish came later in the history.
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: next.version });
  await publish({ packageDir: build('mf_auth', {}, 'after'), releasesDir, env: 'e2e' });
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live(), next.version);
});

test('a rollback after a whole-manifest restore goes back to the version live before the publish', async () => {
  const { releasesDir, build } = testReleases('releases-');
  await publish({ packageDir: build('shell', {}, 'a'), releasesDir, env: 'e2e' });
  const one = await publish({ packageDir: build('mf_auth', {}, 'one'), releasesDir, env: 'e2e' });
  await publish({ packageDir: build('mf_auth', {}, 'two'), releasesDir, env: 'e2e' });
  // The whole manifest one state back: `one` is live again, with no rollback of mf_auth recorded.
  await rollback({ releasesDir, env: 'e2e' });
  const live = async () => (await readManifest(releasesDir, 'e2e')).remotes.mf_auth.version;
  assert.equal(await live(), one.version);
  await publish({ packageDir: build('mf_auth', {}, 'three'), releasesDir, env: 'e2e' });
  // Not `two`, the publish before `three` in the history: `one` was live when `three` went out.
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live(), one.version);
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

test('a shell and remotes that need each other are refused one by one and published as one release', async () => {
  const { releasesDir, build, store } = testReleases('releases-set-');
  const oldShared = { shared: { react: '^19.3.1', rxjs: '^7.8.2' } };
  const oldShell = { sharedVersions: { react: '19.3.1', rxjs: '7.8.2' } };
  await publish({ packageDir: build('shell', oldShell), releasesDir, env: 'e2e' });
  await publish({ packageDir: build('mf_auth', oldShared), releasesDir, env: 'e2e' });
  await publish({ packageDir: build('mf_views', oldShared), releasesDir, env: 'e2e' });
  const before = await readManifest(releasesDir, 'e2e');

  // The new shell drops rxjs and hands its federation runtime over; the new remotes use it.
  const shell = build('shell', {
    sharedVersions: { react: '19.3.1' },
    federationRuntime: { provides: '2.9.2' },
  });
  const remote = (name) => build(name, { federationRuntime: { uses: '2.9.2' } });
  await assert.rejects(
    () => publish({ packageDir: shell, releasesDir, env: 'e2e' }),
    /mf_auth@.*rxjs is not provided by the live shell/s,
  );
  await assert.rejects(
    () => publish({ packageDir: remote('mf_auth'), releasesDir, env: 'e2e' }),
    /federation runtime, which the live shell does not provide/,
  );
  // A set that leaves an old remote live is refused for that remote alone, and changes nothing.
  await assert.rejects(
    () => publishSet({ packageDirs: [shell, remote('mf_auth')], releasesDir, env: 'e2e' }),
    (error) => /- mf_views@.*rxjs/.test(error.message) && !/- mf_auth@/.test(error.message),
  );
  assert.deepEqual(await readManifest(releasesDir, 'e2e'), before);

  const published = await publishSet({
    packageDirs: [remote('mf_auth'), shell, remote('mf_views')],
    store,
    env: 'e2e',
  });
  assert.deepEqual(
    published.map(({ name }) => name),
    ['shell', 'mf_auth', 'mf_views'],
  );
  const after = await readManifest(releasesDir, 'e2e');
  assert.equal(after.shell.version, published[0].version);
  assert.equal(after.remotes.mf_auth.version, published[1].version);
  assert.equal(after.remotes.mf_views.version, published[2].version);

  // One change of the manifest: one journal entry and one state for the three.
  const journal = await store.journal('e2e');
  assert.equal(journal.length, 4);
  assert.equal(journal.at(-1).action, 'publish-set');
  assert.deepEqual(
    journal.at(-1).changes.map((change) => [change.name, change.version]),
    published.map(({ name, version }) => [name, version]),
  );
  assert.deepEqual(
    published.map(({ state }) => state),
    [4, 4, 4],
  );
  const versions = await listVersions({ store, env: 'e2e', name: 'mf_auth' });
  assert.deepEqual(
    versions[0].versions.map(({ version, live }) => [version, live]),
    [
      [before.remotes.mf_auth.version, false],
      [published[1].version, true],
    ],
  );
  // Going one state back takes the whole set back at once.
  await rollback({ store, env: 'e2e' });
  const restored = await readManifest(releasesDir, 'e2e');
  assert.equal(restored.shell.version, before.shell.version);
  assert.deepEqual(restored.remotes, before.remotes);
});
