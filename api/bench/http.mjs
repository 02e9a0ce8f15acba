// The loopback HTTP helpers the API benchmarks share (run.mjs, search.mjs, and
// scripts/bench/packing-health.mjs, scripts/load/shapes.mjs): start the built API, wait until it
// answers, send requests, stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built API's entry point. */
export const API_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
  'main.js',
);

/** Ends the process with a hint when the API has not been built. */
export function requireBuiltApi() {
  if (!fs.existsSync(API_MAIN)) {
    console.error('api/dist/main.js is missing: run `pnpm --filter @platform/api build` first.');
    process.exit(1);
  }
}

/**
 * The rows of `bench(label, env)` on a new embedded database in a scratch folder named after
 * `prefix`, then on the PostgreSQL of DATABASE_URL when it is set; `moreEnv(dataDir)` adds to the
 * environment of both. The scratch folder is removed afterwards.
 */
export async function benchEachDatabase(prefix, bench, moreEnv = () => ({})) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    const rows = await bench('PGlite', {
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, 'pglite'),
      ...moreEnv(dataDir),
    });
    if (!process.env.DATABASE_URL) return rows;
    const env = { DATABASE_URL: process.env.DATABASE_URL, ...moreEnv(dataDir) };
    return [...rows, ...(await bench('PostgreSQL', env))];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

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

/**
 * Starts the built API with `env`, waits up to `healthSeconds` for it to answer, signs in as the
 * demo administrator and returns what `use({ agent, port, token })` returns; stops it afterwards.
 */
export async function withSignedInApi(env, healthSeconds, use) {
  const { port, child } = await startApi(API_MAIN, env);
  const agent = new http.Agent({ keepAlive: true });
  try {
    await waitForHealth(agent, port, child, healthSeconds);
    const login = await request(agent, port, {
      method: 'POST',
      path: '/auth/login',
      body: { email: 'admin@demo.test', password: 'Demo1234!' },
    });
    const token = JSON.parse(login.body).data.user.token;
    return await use({ agent, port, token });
  } finally {
    agent.destroy();
    await stopApi(child);
  }
}
