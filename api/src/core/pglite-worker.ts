// The embedded database on a worker thread (ADR 228): PGlite's WebAssembly runs here, so the
// API's event loop keeps serving while a query runs and the second core is used. The API's side
// is `pglite-worker-client.ts`; it sends one request at a time per transaction holder (its mutex),
// and this thread answers each request by its id, in the order PGlite finishes them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-image';

export interface WorkerStart {
  dataDir: string;
  /** The image a new database starts from (pglite-image.ts), as bytes. */
  loadDataDir?: ArrayBuffer;
}

/**
 * `connection` names the API's kysely connection: a query of a connection that holds a
 * transaction runs in it; any other query waits for the open transaction to end (PGlite's `query`
 * takes its transaction lock), so requests need no lock of their own on the API's side.
 */
export type WorkerRequest =
  | { id: number; op: 'query'; connection: number; sql: string; params: readonly unknown[] }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; connection: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'ready' | 'dump' | 'close' };

/** An error as it crosses the thread: its message and every plain field (PostgreSQL's `code`…). */
export type SentError = Record<string, string | number | boolean>;

export type WorkerReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: SentError }
  | { notify: string; payload: string };

export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const sent: SentError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) sent[key] = value as string;
  }
  return sent;
}

function serve(start: WorkerStart): void {
  const port = parentPort!;
  const pglite = new PGlite(start.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
  // Transactions as kysely's PGlite driver runs one: PGlite's own `transaction` (one at a time:
  // a second waits for the first to end), held open until the commit or rollback request.
  interface Open {
    tx: Transaction;
    commit(): void;
    rollback(error: Error): void;
    closed: Promise<void>;
  }
  const transactions = new Map<number, Open>();

  async function begin(connection: number): Promise<void> {
    await new Promise<void>((begun, failed) => {
      const closed = pglite.transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(connection, { tx, commit: () => commit(), rollback, closed });
            begun();
          }),
      );
      // The outcome is awaited by commit/rollback; a failure to begin is this request's.
      closed.catch(failed);
    });
  }

  async function end(connection: number, commit: boolean): Promise<void> {
    const open = transactions.get(connection);
    if (!open) return;
    transactions.delete(connection);
    if (commit) {
      open.commit();
      await open.closed;
    } else {
      open.rollback(new Error('rolled back'));
      await open.closed.catch(() => undefined);
    }
  }

  async function answer(request: WorkerRequest): Promise<unknown> {
    await pglite.waitReady;
    switch (request.op) {
      case 'ready':
        return undefined;
      case 'query': {
        const { rows, affectedRows } = await (
          transactions.get(request.connection)?.tx ?? pglite
        ).query(request.sql, request.params as unknown[], { rowMode: 'object' });
        return { rows, affectedRows };
      }
      case 'begin':
        return begin(request.connection);
      case 'commit':
        return end(request.connection, true);
      case 'rollback':
        return end(request.connection, false);
      case 'listen':
        // PGlite calls this before the writing query's promise resolves, so the notice is posted
        // before that query's answer and the API reads it first (the read caches of ADR 175).
        await pglite.listen(request.channel, (payload) =>
          port.postMessage({ notify: request.channel, payload } satisfies WorkerReply),
        );
        return undefined;
      case 'dump':
        return (await pglite.dumpDataDir('none')).arrayBuffer();
      case 'close':
        await pglite.close();
        return undefined;
    }
  }

  port.on('message', (request: WorkerRequest) => {
    answer(request).then(
      (value) => {
        const transfer = value instanceof ArrayBuffer ? [value] : [];
        port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply, transfer);
        if (request.op === 'close') port.close();
      },
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: sendableError(error),
        } satisfies WorkerReply),
    );
  });
}

if (parentPort) serve(workerData as WorkerStart);
