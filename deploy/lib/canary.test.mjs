import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { listVersions, promote, publish, rollback } from './releases.mjs';
import { canaryVerdict } from './canary.mjs';
import { originOf, testReleases } from './releases-fixture.mjs';
import { checkCanary } from '../canary-check.mjs';

const origin = originOf('mf_auth');

test('a canary rides beside the stable version; promote sends it to everyone', async () => {
  const { store, pub, entry } = testReleases('canary-');
  await pub('shell');
  const stable = await pub('mf_auth');
  const next = await pub('mf_auth', { canary: 50 });
  const live = await entry('mf_auth');
  assert.equal(live.version, stable);
  assert.equal(live.entry, `${origin}/${stable}/mf-manifest.json`);
  assert.deepEqual(
    { ...live.canary, since: undefined },
    { entry: `${origin}/${next}/mf-manifest.json`, version: next, percent: 50, since: undefined },
  );
  assert.match(live.canary.since, /^\d{4}-\d\d-\d\dT/);
  const [auth] = await listVersions({ store, env: 'e2e', name: 'mf_auth' });
  assert.deepEqual(auth.canary, { version: next, percent: 50 });

  await promote({ store, env: 'e2e', name: 'mf_auth' });
  assert.deepEqual(await entry('mf_auth'), {
    entry: `${origin}/${next}/mf-manifest.json`,
    version: next,
  });
  await assert.rejects(
    () => promote({ store, env: 'e2e', name: 'mf_auth' }),
    /mf_auth has no canary in e2e/,
  );
  // One step back from the promoted version is the former stable one.
  await rollback({ store, env: 'e2e', name: 'mf_auth' });
  assert.equal((await entry('mf_auth')).version, stable);
});

test('an aborted canary leaves everyone on the stable version', async () => {
  const { store, pub, entry } = testReleases('canary-');
  await pub('shell');
  const stable = await pub('mf_auth');
  await pub('mf_auth', { canary: 10 });
  await promote({ store, env: 'e2e', name: 'mf_auth', abort: true, reason: 'by hand' });
  assert.deepEqual(await entry('mf_auth'), {
    entry: `${origin}/${stable}/mf-manifest.json`,
    version: stable,
  });
  const last = (await store.journal('e2e')).at(-1);
  assert.equal(last.action, 'canary-abort');
  assert.equal(last.reason, 'by hand');
});

test('an aborted canary is never a rollback’s target', async () => {
  const { store, pub, build, live } = testReleases('canary-');
  await pub('shell');
  const first = await pub('mf_auth');
  await pub('mf_auth');
  const aborted = await pub('mf_auth', { canary: 50 });
  await promote({ store, env: 'e2e', name: 'mf_auth', abort: true, reason: 'failed loads' });
  // An operator names a build of another environment, so the live version is in no publish of
  // this one: a rollback then walks back the history, past the canary and the version left.
  await publish({ packageDir: build('shell'), store, env: 'e2e2' });
  const elsewhere = (await publish({ packageDir: build('mf_auth'), store, env: 'e2e2' })).version;
  await rollback({ store, env: 'e2e', name: 'mf_auth', to: elsewhere });
  await rollback({ store, env: 'e2e', name: 'mf_auth' });
  assert.equal(await live('mf_auth'), first);
  assert.notEqual(await live('mf_auth'), aborted);
});

test('a canary is gated like a publish, needs a stable version and a percentage of 1–99', async () => {
  const { pub, entry } = testReleases('canary-');
  await pub('shell');
  await assert.rejects(
    () => pub('mf_auth', { canary: 50 }),
    /mf_auth has no live version in e2e to run a canary beside/,
  );
  const stable = await pub('mf_auth');
  await assert.rejects(
    () => pub('mf_auth', { canary: 50, overrides: { shared: { react: '^20.0.0' } } }),
    /Refusing to publish mf_auth@1\.0\.0/,
  );
  for (const percent of [0, 100, 12.5]) {
    await assert.rejects(
      () => pub('mf_auth', { canary: percent }),
      new RegExp(`A canary goes to 1 to 99 percent of users, not ${percent}`),
    );
  }
  await assert.rejects(() => pub('shell', { canary: 50 }), /The shell cannot go out as a canary/);
  assert.deepEqual(Object.keys(await entry('mf_auth')), ['entry', 'version']);
  assert.equal((await entry('mf_auth')).version, stable);
});

test('a shell is gated against the canaries too', async () => {
  const { pub } = testReleases('canary-');
  await pub('shell');
  await pub('mf_auth', { overrides: { shared: { react: '^19.0.0' } } });
  await pub('mf_auth', { canary: 50, overrides: { shared: { react: '^19.3.1' } } });
  await assert.rejects(
    () => pub('shell', { overrides: { sharedVersions: { react: '19.1.0' } } }),
    /mf_auth@.*react@19\.1\.0 of the live shell does not satisfy \^19\.3\.1/s,
  );
});

test('the verdict waits for enough loads, then compares the error rate with the threshold', () => {
  const rule = { threshold: 0.05, minLoads: 50 };
  assert.equal(canaryVerdict({ loads: 49, failures: 49 }, rule).verdict, 'wait');
  assert.equal(canaryVerdict({ loads: 100, failures: 5 }, rule).verdict, 'healthy');
  assert.deepEqual(canaryVerdict({ loads: 100, failures: 6 }, rule), {
    verdict: 'rollback',
    rate: 0.06,
  });
});

/** A stand-in for the API's summary route, on 127.0.0.1 (a real HTTP exchange). */
async function summaryServer(rows) {
  const seen = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ data: { since: '', until: '', remotes: rows }, info: {} }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${server.address().port}`;
  return { api, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('canary-check rolls the canary back when its load-error rate is above the threshold', async () => {
  const { store, pub, entry } = testReleases('canary-');
  await pub('shell');
  const stable = await pub('mf_auth');
  const next = await pub('mf_auth', { canary: 50 });
  const since = (await entry('mf_auth')).canary.since;
  const rule = {
    store,
    env: 'e2e',
    remote: 'mf_auth',
    token: 'admin-token',
    threshold: 0.05,
    minLoads: 20,
  };

  const healthy = await summaryServer([
    { remote: 'mf_auth', version: next, loads: 40, failures: 2 },
    { remote: 'mf_auth', version: stable, loads: 400, failures: 300 },
  ]);
  try {
    const result = await checkCanary({ ...rule, api: healthy.api });
    assert.equal(result.verdict, 'healthy');
    assert.equal((await entry('mf_auth')).canary.version, next);
    assert.deepEqual(healthy.seen, [
      {
        url: `/delivery/loads/summary?since=${encodeURIComponent(since)}`,
        authorization: 'Bearer admin-token',
      },
    ]);
  } finally {
    await healthy.close();
  }

  const failing = await summaryServer([
    { remote: 'mf_auth', version: next, loads: 40, failures: 3 },
  ]);
  try {
    const result = await checkCanary({ ...rule, api: failing.api });
    assert.equal(result.verdict, 'rollback');
    assert.deepEqual(await entry('mf_auth'), {
      entry: `${origin}/${stable}/mf-manifest.json`,
      version: stable,
    });
    const last = (await store.journal('e2e')).at(-1);
    assert.equal(last.action, 'canary-abort');
    assert.equal(last.reason, 'load-error rate 7.5 % above 5.0 % (3 of 40)');
  } finally {
    await failing.close();
  }
});
