// The API's side of the embedded database on a worker thread (ADR 228): a kysely driver whose
// queries and transactions cross a MessagePort to `pglite-worker.ts`, its table notices, and a
// dump of its data. Errors come back with their PostgreSQL fields (`code`, `constraint`…).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { SentError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker';
import { workerFile } from './worker-file';

/** A request without its id (the client numbers them). */
type Ask = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** An error from the worker, rebuilt here with the caller's stack and PostgreSQL's fields. */
function received(sent: SentError, stack: string | undefined): Error {
  const { name, message, ...fields } = sent;
  const error = Object.assign(new Error(String(message)), fields);
  error.name = String(name);
  if (stack)
    error.stack = `${error.name}: ${error.message}\n${stack.split('\n').slice(1).join('\n')}`;
  return error;
}

/** One PGlite on one worker thread; requests are answered by id. */
export class PGliteWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; stack?: string }
  >();
  private readonly receivers = new Map<string, ((payload: string) => void)[]>();
  private nextId = 1;
  private ended: Error | null = null;

  constructor(start: WorkerStart) {
    this.worker = new Worker(
      // From the sources, next to api/node_modules so that the bundle finds PGlite.
      workerFile(__dirname, 'pglite-worker', {
        packagesExternal: true,
        outfile: () =>
          path.join(
            __dirname,
            '../../node_modules/.cache/pglite-worker',
            `pglite-worker-${process.pid}.cjs`,
          ),
      }),
      {
        workerData: start,
        transferList: start.loadDataDir ? [start.loadDataDir] : [],
      },
    );
    // The thread keeps the process alive only while a request waits on it.
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.receive(reply));
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) =>
      this.end(new Error(`the PGlite worker ended (exit code ${code})`)),
    );
  }

  private receive(reply: WorkerReply): void {
    if ('notify' in reply) {
      for (const receive of this.receivers.get(reply.notify) ?? []) receive(reply.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(received(reply.error, waiting.stack));
  }

  private end(error: Error): void {
    this.ended ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.ended);
    this.pending.clear();
  }

  ask<T>(request: Ask): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    const { stack } = new Error();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, stack });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  async listen(channel: string, receive: (payload: string) => void): Promise<void> {
    const receivers = this.receivers.get(channel);
    if (receivers) {
      receivers.push(receive);
      return;
    }
    this.receivers.set(channel, [receive]);
    await this.ask({ op: 'listen', channel });
  }

  async dump(): Promise<Blob> {
    return new Blob([await this.ask<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (!this.ended) await this.ask({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

class WorkerConnection implements DatabaseConnection {
  constructor(
    private readonly worker: PGliteWorker,
    readonly id: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.worker.ask<{ rows: R[]; affectedRows?: number }>({
      op: 'query',
      connection: this.id,
      sql: query.sql,
      params: query.parameters,
    });
    return {
      rows: rows ?? [],
      numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined,
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
}

const idOf = (connection: DatabaseConnection) => (connection as WorkerConnection).id;

/**
 * kysely's driver for a PGlite on a worker thread. Each acquire is a connection of its own id;
 * PGlite is one session, and the worker keeps a transaction's queries in it and every other
 * query out of it (such a query waits for the transaction to end). Nothing is held back on this
 * side, so the worker has the next query queued, with no round trip between two of them.
 */
export class PGliteWorkerDriver implements Driver {
  private worker: PGliteWorker | null = null;
  private nextConnection = 1;

  constructor(
    private readonly open: () => Promise<PGliteWorker>,
    private readonly close: () => Promise<void>,
  ) {}

  async init(): Promise<void> {
    const worker = await this.open();
    await worker.ask({ op: 'ready' });
    this.worker = worker;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.worker!, this.nextConnection++);
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(
    connection: DatabaseConnection,
    _settings: TransactionSettings,
  ): Promise<void> {
    await this.worker!.ask({ op: 'begin', connection: idOf(connection) });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.worker!.ask({ op: 'commit', connection: idOf(connection) });
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.worker!.ask({ op: 'rollback', connection: idOf(connection) });
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  destroy(): Promise<void> {
    return this.close();
  }
}
