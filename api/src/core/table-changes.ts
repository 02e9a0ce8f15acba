import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** The channel the change triggers notify on; the payload is the changed table's name. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** Subscribes `receive` to the database's notices of `channel`; resolves once listening. */
export type ListenTo = (channel: string, receive: (payload: string) => void) => Promise<void>;

/**
 * The notices of a database with several writers (PostgreSQL): `listen` hears every committed
 * write's notice, `send` puts a marker of our own into the same stream. The database delivers
 * notifications in commit order, so once our marker comes back, every write that committed
 * before we sent it has been heard (docs/decisions/194).
 */
export interface OrderedNotices {
  start(): Promise<void>;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Markers start with this; table names never do. */
const MARKER = '~';
/** A marker not back by then is given up: every cache is emptied instead. */
const MARKER_TIMEOUT_MS = 2_000;

interface Barrier {
  id: number;
  promise: Promise<void>;
  pass: () => void;
}

/**
 * Write counters per table, raised by the database's own triggers (`noticeChangesOf`) as each
 * write commits, whoever wrote (docs/decisions/175).
 *
 * On the embedded database PGlite is one process and hands a notice to its listener before the
 * writing query returns, so a count read after a write has always seen it. On PostgreSQL other
 * processes write too and a notice arrives a little after the commit: each cache read first waits
 * for `sync()`, a marker sent through the notices after the read began, so that every write
 * committed before it — by any process — is counted before the cache answers
 * (docs/decisions/194). Reads arriving together share one marker.
 */
export class TableChanges {
  readonly #counts = new Map<string, number>();
  /** Raised when notices may have been missed: every stamp changes. */
  #epoch = 0;
  #live = false;
  readonly #origin = `${MARKER}${randomUUID()}:`;
  #nextBarrier = 1;
  /** Not sent yet: requests arriving now join it. */
  #waiting: Barrier | null = null;
  /** Sent, its marker not back yet. */
  #sent: { barrier: Barrier; timer: NodeJS.Timeout } | null = null;
  /** The newest marker that came back (not one given up on). */
  #backThrough = 0;
  /** The work running now (a request's, see `runScoped`): the first marker made after it began. */
  readonly #scopes = new AsyncLocalStorage<{ from: number }>();

  constructor(
    private readonly listen: ListenTo | null = null,
    private readonly ordered: OrderedNotices | null = null,
  ) {}

  /** Starts counting; the caches are used only once this resolved. */
  async start(): Promise<void> {
    if (this.#live) return;
    if (this.ordered) await this.ordered.start();
    else if (this.listen)
      await this.listen(TABLE_CHANGES_CHANNEL, (payload) => this.heard(payload));
    else return;
    this.#live = true;
  }

  get live(): boolean {
    return this.#live;
  }

  /** Whether requests must wait for `sync()` before reading through a cache. */
  get needsSync(): boolean {
    return this.ordered !== null;
  }

  /** A notice from the database: a table's write committed, or a marker came back. */
  heard(payload: string | undefined): void {
    if (!payload) return;
    if (!payload.startsWith(MARKER)) this.changed(payload);
    else if (payload.startsWith(this.#origin))
      this.#markerBack(Number(payload.slice(this.#origin.length)));
  }

  /** A write to `table` committed. */
  changed(table: string): void {
    this.#counts.set(table, (this.#counts.get(table) ?? 0) + 1);
  }

  /** Notices may have been lost (the listening connection dropped): no stamp taken so far holds. */
  lost(): void {
    this.#live = false;
    this.#epoch++;
    this.#giveUp();
  }

  /** Listening again after `lost`. */
  resumed(): void {
    this.#epoch++;
    this.#live = true;
  }

  async close(): Promise<void> {
    this.#giveUp();
    await this.ordered?.close();
  }

  /**
   * Runs `work` (and everything it goes on to do asynchronously) as one piece of work, a request:
   * once a marker made after it began is back, its later reads wait for no other (ADR 212). A
   * write acknowledged before the request began is counted by then; another process's write
   * committed while it runs is concurrent with it, and either answer is right. The request's own
   * writes are not: `wrote` moves its start past them.
   */
  runScoped(work: () => void): void {
    this.#scopes.run({ from: this.#nextBarrier }, work);
  }

  /**
   * The running request wrote (a statement that changes data, or a commit, on PostgreSQL: the
   * database handle's `onWrite`). Its notice is on its way, so the request's later reads wait for
   * a marker sent after it: a request reads its own writes (ADR 274). The marker not sent yet
   * leaves after this call, so it serves.
   */
  wrote(): void {
    const scope = this.#scopes.getStore();
    if (scope) scope.from = this.#waiting?.id ?? this.#nextBarrier;
  }

  /**
   * Resolves once every write committed before this call (or before the request making it began)
   * is counted; null when there is nothing to wait for (the embedded database, counters not live
   * when no cache is used, or a marker made during this request already back).
   */
  sync(): Promise<void> | null {
    if (!this.ordered || !this.#live) return null;
    const scope = this.#scopes.getStore();
    if (scope && this.#backThrough >= scope.from) return null;
    // A marker made after the request began is out: it serves this read too.
    if (scope && this.#sent && this.#sent.barrier.id >= scope.from)
      return this.#sent.barrier.promise;
    const joined = this.#waiting;
    if (joined) return joined.promise;
    let pass!: () => void;
    const promise = new Promise<void>((resolve) => (pass = resolve));
    this.#waiting = { id: this.#nextBarrier++, promise, pass };
    if (!this.#sent) this.#sendWaiting();
    return promise;
  }

  #sendWaiting(): void {
    const barrier = this.#waiting;
    if (!barrier || !this.ordered) return;
    this.#waiting = null;
    const timer = setTimeout(() => this.#giveUp(), MARKER_TIMEOUT_MS);
    timer.unref();
    this.#sent = { barrier, timer };
    this.ordered.send(`${this.#origin}${barrier.id}`).catch(() => this.#giveUp());
  }

  #markerBack(id: number): void {
    if (this.#sent?.barrier.id !== id) return; // given up on already
    this.#backThrough = id;
    clearTimeout(this.#sent.timer);
    this.#sent.barrier.pass();
    this.#sent = null;
    this.#sendWaiting();
  }

  /**
   * A marker failed or is late: whatever it waited for may be uncounted, so every stamp changes
   * and its requests compute afresh. Requests waiting behind it get a marker of their own.
   */
  #giveUp(): void {
    if (!this.#sent) return;
    this.#epoch++;
    clearTimeout(this.#sent.timer);
    this.#sent.barrier.pass();
    this.#sent = null;
    this.#sendWaiting();
  }

  /**
   * A stamp of the tables' writes so far, or null when the counters are not live. Counts and
   * the epoch only rise, so two equal stamps of the same tables mean no write in between.
   */
  stamp(tables: readonly string[]): number | null {
    if (!this.#live) return null;
    let sum = this.#epoch;
    for (const table of tables) sum += this.#counts.get(table) ?? 0;
    return sum;
  }
}

/** Distinct keys a cache keeps; the least recently used is forgotten first. */
const DEFAULT_CAPACITY = 1000;

export interface ReadCacheOptions<V> {
  /** Distinct keys kept (1,000 unless given). */
  capacity?: number;
  /** Whether a computed value is worth its memory (all are, unless given). */
  keep?: (value: V) => boolean;
}

/**
 * Answers computed from some tables, kept while none of them was written. The stamp is taken
 * before the answer is computed, so a write that lands meanwhile makes the next call compute
 * again, never the reverse. Callers share one pending computation per key; a failed one is
 * forgotten. Values are shared between callers: treat them as read-only.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, { stamp: number; value: Promise<V> }>();
  readonly #capacity: number;
  readonly #keep: (value: V) => boolean;

  constructor(
    private readonly changes: TableChanges,
    private readonly tables: readonly string[],
    options: ReadCacheOptions<V> = {},
  ) {
    this.#capacity = options.capacity ?? DEFAULT_CAPACITY;
    this.#keep = options.keep ?? (() => true);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    // With other writers (PostgreSQL), first count every write committed before this read.
    const synced = this.changes.sync();
    if (synced) return synced.then(() => this.#get(key, compute));
    return this.#get(key, compute);
  }

  #get(key: string, compute: () => Promise<V>): Promise<V> {
    const stamp = this.changes.stamp(this.tables);
    if (stamp === null) return compute();
    const known = this.#entries.get(key);
    this.#entries.delete(key);
    if (known?.stamp === stamp) {
      this.#entries.set(key, known);
      return known.value;
    }
    const entry = { stamp, value: compute() };
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    entry.value.then((value) => this.#keep(value) || forget(), forget);
    return entry.value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * One cache per app (per TableChanges): module-level helpers keep theirs here, so two apps in
 * one process (tests) never share answers.
 */
export function readCacheOf<V>(
  holder: WeakMap<TableChanges, ReadCache<V>>,
  changes: TableChanges,
  tables: readonly string[],
  options: ReadCacheOptions<V> = {},
): ReadCache<V> {
  let cache = holder.get(changes);
  if (!cache) holder.set(changes, (cache = new ReadCache<V>(changes, tables, options)));
  return cache;
}

/** The trigger function every watched table shares (created once, by the core module). */
export async function createTableChangeNotices(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function notify_table_change() returns trigger language plpgsql as $$
       begin
         perform pg_notify('${TABLE_CHANGES_CHANNEL}', tg_table_name);
         return null;
       end $$`,
    )
    .execute(db);
}

/** Notifies every committed insert, update, delete or truncate of `table`, once per statement. */
export async function noticeChangesOf(db: Kysely<unknown>, table: string): Promise<void> {
  await sql
    .raw(
      `create trigger ${table}_notify_change after insert or update or delete or truncate
       on ${table} for each statement execute function notify_table_change()`,
    )
    .execute(db);
}
