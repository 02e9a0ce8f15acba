import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptsEncoding, createRemoteServer, createShellServer } from './static.mjs';
import { inlineScriptHashes, shellContentPolicy } from './security-headers.mjs';

/** A releases folder with one shell version and a manifest naming two remotes on other origins. */
function releases() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  const shellDir = path.join(root, 'shell', '1.0.0-aaaaaaaaaa');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(shellDir, '8413.9b2e2c8439.css'), 'a{color:red}');
  writeFileSync(path.join(shellDir, 'sw.js'), 'self.x=1');
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
    // A hashed style sheet too: a copy fetched ahead (or by a second request) is reused.
    const sheet = await fetch(`${base}/8413.9b2e2c8439.css`);
    assert.equal(sheet.headers.get('content-type'), 'text/css; charset=utf-8');
    assert.equal(sheet.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const pathname of ['/sw.js', '/remotes.json', '/']) {
      const response = await fetch(base + pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
    for (const pathname of ['/config.json', '/remotes.json', '/missing.js']) {
      const response = await fetch(base + pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
    }
  });
});

test("the environment's map tiles are handed out in /config.json and allowed as pictures, nothing else from there", async () => {
  const { root, manifestFile } = releases();
  const mapTiles = {
    url: 'https://tiles.example.test/{z}/{x}/{y}.png',
    attribution: '© Example maps',
  };
  const server = createShellServer({
    releasesDir: root,
    manifestFile,
    runtimeConfig: { apiBaseUrl: 'http://api.example.test:4000', mapTiles },
  });
  await listen(server, async (base) => {
    const config = await (await fetch(`${base}/config.json`)).json();
    assert.deepEqual(config.mapTiles, mapTiles);
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy');
    assert.ok(directive(policy, 'img-src').includes('https://tiles.example.test'));
    assert.ok(!directive(policy, 'script-src').includes('https://tiles.example.test'));
    assert.ok(!directive(policy, 'connect-src').includes('https://tiles.example.test'));
  });
});

test("the page's own inline scripts run by their hash, and no other inline script does", async () => {
  const { root, manifestFile } = releases();
  const early = "(function () { document.title = 'early'; })();";
  writeFileSync(
    path.join(root, 'shell', '1.0.0-aaaaaaaaaa', 'index.html'),
    `<!doctype html><title>x</title><script>${early}</script><script defer src="/main.0123456789.js"></script>`,
  );
  const expected = `'sha256-${createHash('sha256').update(early).digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(`<p><script type="module">${early}</script>`), [expected]);
  assert.deepEqual(inlineScriptHashes('<script src="/a.js"></script>'), []);
  const server = createShellServer({ releasesDir: root, manifestFile, runtimeConfig: {} });
  await listen(server, async (base) => {
    for (const pathname of ['/', '/login', '/index.html']) {
      const policy = (await fetch(base + pathname)).headers.get('content-security-policy');
      const sources = directive(policy, 'script-src');
      assert.ok(sources.includes(expected), `${pathname}: ${sources}`);
      assert.ok(!sources.includes("'unsafe-inline'"), pathname);
      assert.equal(sources.filter((source) => source.startsWith("'sha256-")).length, 1);
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

test('precompressed files are sent to clients that accept them, brotli first, with Vary', async () => {
  const { root, manifestFile } = releases();
  const shellDir = path.join(root, 'shell', '1.0.0-aaaaaaaaaa');
  const source = 'console.log("shell");'.repeat(50);
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), source);
  writeFileSync(path.join(shellDir, 'main.0123456789.js.br'), brotliCompressSync(source));
  writeFileSync(path.join(shellDir, 'main.0123456789.js.gz'), gzipSync(source));
  const server = createShellServer({ releasesDir: root, manifestFile, runtimeConfig: {} });
  await listen(server, async (base) => {
    const url = `${base}/main.0123456789.js`;
    const get = (acceptEncoding) =>
      new Promise((resolve, reject) => {
        http
          .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const brotli = await get('gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.body).toString(), source);
    assert.equal(Number(brotli.headers['content-length']), brotli.body.length);
    assert.equal(brotli.headers.vary, 'Accept-Encoding');
    assert.equal(brotli.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gzip = await get('gzip;q=1.0, br;q=0');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), source);

    const plain = await get('identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), source);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
  });
});

test('Accept-Encoding is read with its weights and wildcard', () => {
  assert.equal(acceptsEncoding('gzip, deflate, br', 'br'), true);
  assert.equal(acceptsEncoding('br;q=0, gzip', 'br'), false);
  assert.equal(acceptsEncoding('*', 'br'), true);
  assert.equal(acceptsEncoding('*;q=0, gzip', 'br'), false);
  assert.equal(acceptsEncoding('GZIP', 'gzip'), true);
  assert.equal(acceptsEncoding(undefined, 'gzip'), false);
  assert.equal(acceptsEncoding('', 'gzip'), false);
});
