import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteServer, createShellServer } from './static.mjs';
import { shellContentPolicy } from './security-headers.mjs';

/** A releases folder with one shell version and a manifest naming two remotes on other origins. */
function releases() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  const shellDir = path.join(root, 'shell', '1.0.0-aaaaaaaaaa');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'mf_auth', '1.0.0-bbbbbbbbbb'), { recursive: true });
  writeFileSync(path.join(root, 'mf_auth', '1.0.0-bbbbbbbbbb', 'remoteEntry.js'), '1');
  const manifestFile = path.join(root, 'remotes.test.json');
  writeFileSync(
    manifestFile,
    JSON.stringify({
      shell: { version: '1.0.0-aaaaaaaaaa' },
      remotes: {
        mf_auth: { entry: 'http://auth.example.test:3001/1.0.0-bbbbbbbbbb/mf-manifest.json' },
        mf_views: { entry: 'https://cdn.example.test/views/1.0.0/mf-manifest.json' },
      },
    }),
  );
  return { root, manifestFile };
}

async function listen(server, run) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await run(base);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The sources of one directive of a policy. */
const directive = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

test('the shell page carries a policy with no inline or eval script, no framing, nosniff', async () => {
  const { root, manifestFile } = releases();
  const server = createShellServer({
    releasesDir: root,
    manifestFile,
    runtimeConfig: { apiBaseUrl: 'http://api.example.test:4000' },
    remoteOrigins: ['http://auth.example.test:3001'],
  });
  await listen(server, async (base) => {
    for (const pathname of ['/', '/login', '/some/client/route']) {
      const response = await fetch(base + pathname);
      assert.equal(response.status, 200);
      const policy = response.headers.get('content-security-policy');
      assert.ok(policy, `policy on ${pathname}`);
      assert.deepEqual(directive(policy, 'script-src'), [
        "'self'",
        'http://auth.example.test:3001',
        'https://cdn.example.test',
      ]);
      assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
      assert.ok(directive(policy, 'connect-src').includes('ws://api.example.test:4000'));
      assert.ok(directive(policy, 'img-src').includes('http://api.example.test:4000'));
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(response.headers.get('strict-transport-security'), null, 'no HSTS over HTTP');
    }
    const script = await fetch(`${base}/main.0123456789.js`);
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const pathname of ['/config.json', '/remotes.json', '/missing.js']) {
      const response = await fetch(base + pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
    }
  });
});

test('HSTS and upgrade-insecure-requests only when a trusted proxy says the request came over TLS', async () => {
  const { root, manifestFile } = releases();
  const server = createShellServer({ releasesDir: root, manifestFile, runtimeConfig: {} });
  const previous = process.env.TRUST_PROXY;
  await listen(server, async (base) => {
    const headers = { 'x-forwarded-proto': 'https' };
    delete process.env.TRUST_PROXY;
    const untrusted = await fetch(`${base}/`, { headers });
    assert.equal(untrusted.headers.get('strict-transport-security'), null);
    process.env.TRUST_PROXY = '1';
    const trusted = await fetch(`${base}/`, { headers });
    assert.equal(
      trusted.headers.get('strict-transport-security'),
      'max-age=31536000; includeSubDomains',
    );
    assert.match(trusted.headers.get('content-security-policy'), /upgrade-insecure-requests/);
  });
  if (previous === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previous;
});

test('a remote server sends nosniff and CORS on files and errors, and survives a malformed path', async () => {
  const { root } = releases();
  const server = createRemoteServer(path.join(root, 'mf_auth'));
  await listen(server, async (base) => {
    const file = await fetch(`${base}/1.0.0-bbbbbbbbbb/remoteEntry.js`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(file.headers.get('access-control-allow-origin'), '*');
    assert.equal(file.headers.get('cross-origin-resource-policy'), 'cross-origin');
    const malformed = await fetch(`${base}/%E0%A4%A`);
    assert.equal(malformed.status, 404);
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    assert.equal(escape.status, 404);
    const after = await fetch(`${base}/1.0.0-bbbbbbbbbb/remoteEntry.js`);
    assert.equal(after.status, 200, 'still serving');
  });
});

test('the policy never allows inline or evaluated script, whatever the sources', () => {
  const policy = shellContentPolicy({
    apiOrigin: 'https://api.example.test',
    remoteOrigins: ['https://a.example.test', 'https://a.example.test', null],
  });
  const scripts = directive(policy, 'script-src');
  assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
  assert.deepEqual(scripts, ["'self'", 'https://a.example.test']);
  assert.ok(directive(policy, 'connect-src').includes('wss://api.example.test'));
});
