import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listVersions, readManifest, rollback } from './releases.mjs';
import { localStore } from './store.mjs';
import { testReleases } from './releases-fixture.mjs';

test('rollback walks back along the remote’s own publish history, step by step', async () => {
  const { releasesDir, pub, live } = testReleases('rollback-');
  await pub('shell');
  const [v1, v2, v3] = [await pub('mf_auth'), await pub('mf_auth'), await pub('mf_auth')];
  await pub('mf_views'); // another remote's publishes are not steps of mf_auth's history
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live('mf_auth'), v2);
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live('mf_auth'), v1);
  await assert.rejects(
    () => rollback({ releasesDir, env: 'e2e', name: 'mf_auth' }),
    /No earlier version of mf_auth in e2e's publish history/,
  );
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: v3 });
  assert.equal(await live('mf_auth'), v3);
  await assert.rejects(
    () => rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: '9.9.9-nope' }),
    /mf_auth has no published version 9\.9\.9-nope/,
  );
});

test('versions lists every published version with time, commit, ranges and the live one', async () => {
  const { releasesDir, pub } = testReleases('rollback-');
  await pub('shell');
  const v1 = await pub('mf_auth');
  const v2 = await pub('mf_auth', {
    overrides: { shared: { react: '^19.3.1', antd: '^6.6.8' }, sharedVersions: {} },
    force: true,
  });
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: v1 });
  const [auth] = await listVersions({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(auth.live, v1);
  assert.deepEqual(
    auth.versions.map((row) => [row.version, row.live, row.forced]),
    [
      [v1, true, false],
      [v2, false, true],
    ],
  );
  assert.match(auth.versions[0].commit, /^c0ffee\d+$/);
  assert.deepEqual(auth.versions[1].requires, { react: '^19.3.1', antd: '^6.6.8' });
  assert.match(auth.versions[0].firstPublishedAt, /^\d{4}-\d\d-\d\dT/);
});

test('rollback runs the gate: an incompatible version is refused unless forced, and forcing is recorded', async () => {
  const { releasesDir, pub, live } = testReleases('rollback-');
  await pub('shell');
  const old = await pub('mf_auth', { overrides: { shared: { react: '^18.3.1' } }, force: true });
  const good = await pub('mf_auth');
  await assert.rejects(
    () => rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: old }),
    /Refusing to roll mf_auth back to .*react@19\.3\.1 of the live shell does not satisfy \^18\.3\.1/s,
  );
  assert.equal(await live('mf_auth'), good);
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth', to: old, force: true });
  assert.equal(await live('mf_auth'), old);
  const last = (await localStore(releasesDir).journal('e2e')).at(-1);
  assert.equal(last.action, 'rollback');
  assert.equal(last.forced, true);
  assert.ok(last.by && last.at);
});

test('force never overrides a platform contract mismatch', async () => {
  const { pub, live } = testReleases('rollback-');
  await pub('shell');
  const good = await pub('mf_auth');
  await assert.rejects(
    () => pub('mf_auth', { overrides: { contractVersion: 2 }, force: true }),
    /--force cannot override a platform contract mismatch/,
  );
  assert.equal(await live('mf_auth'), good);
});

test('the gate never passes by absence: no live shell refuses a remote, even before any shell', async () => {
  const { releasesDir, pub } = testReleases('rollback-');
  await assert.rejects(
    () => pub('mf_auth', { overrides: { contractVersion: 2 } }),
    /Refusing to publish mf_auth@1\.0\.0:\n {2}- the environment has no live shell to check against/,
  );
  assert.deepEqual((await readManifest(releasesDir, 'e2e')).remotes, {});
  await pub('shell');
  assert.ok(await pub('mf_auth'));
});

test('a shell is checked against every live remote before it goes live or back', async () => {
  const { releasesDir, pub } = testReleases('rollback-');
  const oldShell = await pub('shell', { overrides: { sharedVersions: { react: '18.3.1' } } });
  await assert.rejects(() => pub('mf_auth'), /does not satisfy \^19\.3\.1/);
  const newShell = await pub('shell');
  await pub('mf_auth');
  await assert.rejects(
    () => rollback({ releasesDir, env: 'e2e', name: 'shell', to: oldShell }),
    /Refusing to roll shell back to .*mf_auth@.*react@18\.3\.1/s,
  );
  assert.equal((await readManifest(releasesDir, 'e2e')).shell.version, newShell);
});

test('the whole manifest goes back state by state, and a restore is gated too', async () => {
  const { releasesDir, pub, live } = testReleases('rollback-');
  await pub('shell');
  const a1 = await pub('mf_auth');
  const a2 = await pub('mf_auth');
  const a3 = await pub('mf_auth');
  await rollback({ releasesDir, env: 'e2e' });
  assert.equal(await live('mf_auth'), a2);
  await rollback({ releasesDir, env: 'e2e' });
  assert.equal(await live('mf_auth'), a1);
  await rollback({ releasesDir, env: 'e2e' });
  assert.equal(await live('mf_auth'), undefined); // the state with the shell alone
  assert.notEqual(a3, a1);

  // A state holding a force-published incompatible remote is not restored without --force.
  const { releasesDir: dir2, pub: pub2, live: live2 } = testReleases('rollback-');
  await pub2('shell');
  const bad = await pub2('mf_auth', { overrides: { shared: { react: '^18.3.1' } }, force: true });
  const fixed = await pub2('mf_auth');
  await assert.rejects(
    () => rollback({ releasesDir: dir2, env: 'e2e' }),
    /Refusing to restore e2e's manifest/,
  );
  assert.equal(await live2('mf_auth'), fixed);
  await rollback({ releasesDir: dir2, env: 'e2e', force: true });
  assert.equal(await live2('mf_auth'), bad);
});

test('an environment published before the journal rolls back to its newest older manifest copy', async () => {
  const { releasesDir, pub, live } = testReleases('rollback-');
  await pub('shell');
  const v1 = await pub('mf_auth');
  const v2 = await pub('mf_auth');
  // As an older deploy left it: manifest copies named by time, and no journal.
  const history = path.join(releasesDir, 'history', 'e2e');
  rmSync(path.join(history, 'journal.jsonl'));
  const manifest = await readManifest(releasesDir, 'e2e');
  writeFileSync(
    path.join(history, '2026-01-01T00-00-00-000Z-1.json'),
    JSON.stringify({
      ...manifest,
      remotes: { mf_auth: { ...manifest.remotes.mf_auth, version: v1 } },
    }),
  );
  assert.equal(await live('mf_auth'), v2);
  await rollback({ releasesDir, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live('mf_auth'), v1);
});
