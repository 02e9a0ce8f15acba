// The loopback HTTP helpers the API benchmarks share (run.mjs, search.mjs, and
// scripts/bench/packing-health.mjs, scripts/load/shapes.mjs): start the built API, wait until it
// answers, send requests, stop it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** A free loopback port for an API process. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One request with an optional JSON body and bearer token: its status and body text. */
export function request(agent, port, { method, path: url, body, token }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The built API (`main`) on a free loopback port, seeded, with the benchmark's environment. */
export async function startApi(main, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=platform-build', main], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { port, child };
}

/** Resolves once GET /health answers 200; throws when the server exits or `seconds` pass. */
export async function waitForHealth(agent, port, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await request(agent, port, { method: 'GET', path: '/health' })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${seconds} s`);
}

/** Stops an API process started by startApi and waits for it to exit. */
export async function stopApi(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  );
}
