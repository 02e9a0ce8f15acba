// The fault run's parts of `npm run load` (scripts/load.mjs, ADR 201): the hub clients that must
// see every acknowledged chat message, and the checks after a phase with a killed process.
import { performance } from 'node:perf_hooks';
import { requireApi } from '../built-api.mjs';
import { attributeFailures, missedByHubClient, missingWrites } from './plan.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shell's hub client (shell/src/realtime/hubClient.ts) over the `ws` package. */
export async function startHubClients(api, vus, HubClient, hubUrl) {
  const WebSocket = requireApi('ws');
  const clients = [];
  for (const vu of vus) {
    if (!vu.token) continue;
    const record = { vu, texts: [], opens: 0, resets: 0, startedAt: 0, hub: null };
    record.hub = new HubClient({
      url: () => hubUrl(`http://127.0.0.1:${api.port}`, `load-hub-${vu.index}`, vu.token),
      createSocket: (url) => new WebSocket(url),
      onStatus: (status) => {
        if (status === 'open') record.opens += 1;
      },
      onMessage: (message) => {
        if (message.event === 'hub.reset') record.resets += 1;
        if (message.event === 'chat.message' && message.payload?.message?.text) {
          record.texts.push(message.payload.message.text);
        }
      },
    });
    record.hub.start();
    clients.push(record);
  }
  const deadline = Date.now() + 15_000;
  while (clients.some((record) => record.opens === 0) && Date.now() < deadline) await pause(50);
  for (const record of clients) record.startedAt = performance.now();
  return clients;
}

/** After a fault phase: the acknowledged writes in the database, the hub clients, the errors. */
export async function faultChecks(api, ledger, hubClients, killed) {
  const { Client } = requireApi('pg');
  const db = new Client({ connectionString: api.env.DATABASE_URL });
  await db.connect();
  const stored = [];
  const current = new Map();
  try {
    const texts = ledger.inserts.filter((t) => t.startsWith('chat ')).map((t) => t.slice(5));
    for (const row of (
      await db.query('select text from chat_messages where text = any($1)', [texts])
    ).rows)
      stored.push(`chat ${row.text}`);
    const refs = ledger.inserts
      .filter((t) => t.startsWith('order ') || t.startsWith('submitted '))
      .map((t) => t.split(' ')[1]);
    const orders = await db.query(
      'select client_ref, status_id from wholesale_orders where client_ref = any($1)',
      [refs],
    );
    for (const row of orders.rows) {
      stored.push(`order ${row.client_ref}`);
      if (row.status_id !== 6) stored.push(`submitted ${row.client_ref}`);
    }
    const records = await db.query(
      "select id, data->>'notes' as notes from records where id = any($1)",
      [[...ledger.edits.keys()]],
    );
    for (const row of records.rows) current.set(row.id, row.notes);
  } finally {
    await db.end();
  }
  const lost = missingWrites({ inserts: ledger.inserts, stored, edits: ledger.edits, current });
  const acknowledged =
    ledger.inserts.length +
    [...ledger.edits.values()].filter((sent) => sent.some((edit) => edit.acknowledged)).length;
  const hub = hubClients.map((record) => {
    const acked = ledger.chat
      .filter((sent) => sent.roomId === record.vu.roomId && sent.at >= record.startedAt)
      .map((sent) => sent.text);
    return {
      user: record.vu.index,
      opens: record.opens,
      resets: record.resets,
      acked: acked.length,
      missed: missedByHubClient(acked, record.texts).length,
    };
  });
  const errors = attributeFailures(ledger.failures, killed?.at ?? null);
  return { killed, acknowledged, lost, hub, errors };
}
