import { sql, type Kysely } from 'kysely';

/** The channel the change triggers notify on; the payload is the changed table's name. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** Subscribes `receive` to the database's notices of `channel`; resolves once listening. */
export type ListenTo = (channel: string, receive: (payload: string) => void) => Promise<void>;

/**
 * Write counters per table, raised by the database's own triggers (`noticeChangesOf`) as each
 * write commits, whoever wrote (docs/decisions/175). They are live only on the embedded
 * database: PGlite is one process and hands a notice to its listener before the writing query
 * returns, so a count read after a write has always seen it. On PostgreSQL other processes
 * write too and a notice arrives later, so the counters never go live there and every read
 * cache below reads the database.
 */
export class TableChanges {
  readonly #counts = new Map<string, number>();
  #live = false;

  constructor(private readonly listen: ListenTo | null = null) {}

  /** Starts counting; the caches are used only once this resolved. */
  async start(): Promise<void> {
    if (!this.listen || this.#live) return;
    await this.listen(TABLE_CHANGES_CHANNEL, (payload) => this.changed(payload));
    this.#live = true;
  }

  get live(): boolean {
    return this.#live;
  }

  /** A write to `table` committed. */
  changed(table: string): void {
    this.#counts.set(table, (this.#counts.get(table) ?? 0) + 1);
  }

  /**
   * A stamp of the tables' writes so far, or null when the counters are not live. Counts only
   * rise, so two equal stamps of the same tables mean no write in between.
   */
  stamp(tables: readonly string[]): number | null {
    if (!this.#live) return null;
    let sum = 0;
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
