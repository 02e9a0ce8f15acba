// The loopback HTTP helpers the API benchmarks share (run.mjs, search.mjs, and
// scripts/bench/packing-health.mjs, scripts/load/shapes.mjs).
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
