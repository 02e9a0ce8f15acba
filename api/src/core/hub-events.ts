import { sql } from 'kysely';
import type { Clock } from './clock';
import type { Db } from './database';
import type { HubMessage, HubTargetCall } from './hub';

/** How long a hub message can be caught up on after a reconnect (ADR 200). */
export const HUB_REPLAY_MINUTES = 5;
/**
 * Arbitrary constant: the advisory lock held from numbering a message to committing it, so that
 * ids become visible in id order across API processes (a reader never sees id n + 1 while n is
 * still to come; ADR 200).
 */
export const HUB_EVENTS_LOCK = 726_042;
/** More missed messages than this is a reset: the client reloads its data instead. */
const REPLAY_LIMIT = 500;
/**
 * Rows past the replay window are removed at most this often per process: removing them is
 * housekeeping, and doing it after every message cost a round trip each (ADR 200, ADR 212).
 */
export const HUB_PRUNE_EVERY_MS = 60_000;

/** What a reconnecting client missed: the messages in order, or 'reset' when they are gone. */
export type HubCatchUp = { reset: true } | { reset: false; messages: HubMessage[] };

/**
 * The hub's messages to users and organisations, numbered by the database (bigserial), so a
 * client that reconnects to any API process gets what it missed (ADR 200). Rows older than
 * HUB_REPLAY_MINUTES are removed as new ones are added; `hub_events_horizon` keeps the newest
 * removed id, so a client that asks for older ones is told to reset rather than silently skipped.
 */
export class HubEvents {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Runs inside the numbering transaction, before it commits (tests hold a commit back). */
    private readonly beforeCommit: (id: number) => Promise<void> = async () => undefined,
  ) {}

  /** When this process last removed old rows (the clock's time); only saves round trips. */
  private prunedAt: number | null = null;

  /** Stores one message and returns its id (see `appendMany`). */
  async append(call: HubTargetCall): Promise<number> {
    const [id] = await this.appendMany([call]);
    return id!;
  }

  /**
   * Stores messages in one transaction and returns their ids, in the order of `calls`. Numbering
   * and committing happen under one advisory lock: two processes' messages commit in id order, so
   * a client that caught up to id n has seen every message below n (without it, n could commit
   * while n − 1 was still pending). One statement numbers the whole batch, so a process's hub
   * pays one round trip for everything published while the previous batch was being stored.
   */
  async appendMany(calls: readonly HubTargetCall[]): Promise<number[]> {
    if (calls.length === 0) return [];
    const now = this.clock.now();
    const values = calls.map((call) => ({
      to_kind: call.to,
      to_id: call.id,
      event: call.message.event,
      payload: JSON.stringify(call.message.payload ?? null),
      created_at: now,
    }));
    const rows = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${HUB_EVENTS_LOCK})`.execute(trx);
      const inserted = await trx
        .insertInto('hub_events')
        .values(values)
        .returning(['id', 'to_kind', 'to_id', 'event', 'payload'])
        .execute();
      await this.beforeCommit(Math.min(...inserted.map((row) => Number(row.id))));
      return inserted;
    });
    if (this.prunedAt === null || now.getTime() - this.prunedAt >= HUB_PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      await this.prune(now);
    }
    return idsInCallOrder(values, rows);
  }

  /** Removes rows past the replay window, moving the horizon up to the newest removed id. */
  async prune(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - HUB_REPLAY_MINUTES * 60_000);
    await sql`
      with gone as (delete from hub_events where created_at < ${cutoff} returning id)
      update hub_events_horizon
         set pruned_through = greatest(pruned_through, (select max(id) from gone))
       where id = 1 and exists (select 1 from gone)`.execute(this.db);
  }

  /** The messages after `lastId` for this user: to them, or to their organisation. */
  async since(
    lastId: number,
    viewer: { userId: number; organisationId: number },
  ): Promise<HubCatchUp> {
    const horizon = await this.db
      .selectFrom('hub_events_horizon')
      .select('pruned_through')
      .where('id', '=', 1)
      .executeTakeFirst();
    if (lastId < Number(horizon?.pruned_through ?? 0)) return { reset: true };
    const rows = await this.db
      .selectFrom('hub_events')
      .select(['id', 'event', 'payload'])
      .where('id', '>', String(lastId) as never)
      .where((eb) =>
        eb.or([
          eb.and([eb('to_kind', '=', 'user'), eb('to_id', '=', viewer.userId)]),
          eb.and([eb('to_kind', '=', 'organisation'), eb('to_id', '=', viewer.organisationId)]),
        ]),
      )
      .orderBy('id')
      .limit(REPLAY_LIMIT + 1)
      .execute();
    if (rows.length > REPLAY_LIMIT) return { reset: true };
    return {
      reset: false,
      messages: rows.map((row) => ({
        id: Number(row.id),
        event: row.event,
        payload: JSON.parse(row.payload) as unknown,
      })),
    };
  }
}

interface EventRow {
  to_kind: string;
  to_id: number;
  event: string;
  payload: string;
}

/**
 * Gives each stored message its row's id. PostgreSQL returns a multi-row insert's rows in the
 * order given, but nothing here depends on it: a row is matched to a message by its content, and
 * rows of equal content are interchangeable.
 */
function idsInCallOrder(
  values: readonly EventRow[],
  rows: ReadonlyArray<EventRow & { id: string | number }>,
): number[] {
  const key = (row: EventRow) => JSON.stringify([row.to_kind, row.to_id, row.event, row.payload]);
  const idsByKey = new Map<string, number[]>();
  for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const ids = idsByKey.get(key(row)) ?? [];
    ids.push(Number(row.id));
    idsByKey.set(key(row), ids);
  }
  return values.map((value) => idsByKey.get(key(value))!.shift()!);
}
