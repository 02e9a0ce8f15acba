// Part of `npm run load` (scripts/load.mjs, issue 34, ADR 201): the HTTP of one virtual user.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const REQUEST_TIMEOUT_MS = 30_000;

/** When each socket connected, to tell the killed process's in-flight calls from the rest. */
const connectedAt = new WeakMap();

/** A client on its own loopback address and keep-alive connection. */
export function client(port, localAddress) {
  return { port, localAddress, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
}

/**
 * One call: `{ status, body, ms }`. A connection failure rejects with `{ code, connectedAt, at }`.
 */
export function send(who, method, url, { body, token, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let socketAt;
    const req = http.request(
      {
        agent: who.agent,
        host: '127.0.0.1',
        port: who.port,
        localAddress: who.localAddress,
        method,
        path: url,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
        });
      },
    );
    function fail(error) {
      reject({ code: error.code ?? error.message, connectedAt: socketAt, at: performance.now() });
    }
    req.on('socket', (socket) => {
      if (!connectedAt.has(socket)) connectedAt.set(socket, performance.now());
      socketAt = connectedAt.get(socket);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    if (payload) req.write(payload);
    req.end();
  });
}
