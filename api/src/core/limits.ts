import { sql } from 'kysely';
import type { Clock } from './clock';
import type { Db } from './database';
import { HttpError } from './http';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface Limits {
  /** Counts one attempt against `key`; rejects with a 429 HttpError once `max` is passed within the window. */
  consume(key: string, rule: LimitRule): Promise<void>;
  /** Forgets the attempts of `key`, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

/** The limits of docs/decisions/022-abuse-limits.md. */
export const LIMITS = {
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  codeSendPerUser: { max: 5, windowMs: 60 * 60_000 },
  codeSendPerIp: { max: 20, windowMs: 60 * 60_000 },
  codeCheckPerUser: { max: 10, windowMs: 15 * 60_000 },
  /** Wrong entries allowed for one code before it is burnt. */
  codeAttemptsPerCode: 5,
  emailSendPerAddress: { max: 5, windowMs: 60 * 60_000 },
  emailSendPerIp: { max: 20, windowMs: 60 * 60_000 },
  actionCodePerIp: { max: 20, windowMs: 15 * 60_000 },
  lookupPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** /check-email tells whether an account exists (spec): kept, but hard to enumerate with. */
  checkEmailPerIp: { max: 10, windowMs: 60 * 60_000 },
  /** Questions to the assistant: each may run several queries (or call an external service). */
  assistantPerUser: { max: 30, windowMs: 60_000 },
} as const satisfies Record<string, LimitRule | number>;

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return value === 1 ? '1 minute' : `${value} minutes`;
}

/**
 * Fixed-window counters kept in the database (`rate_limits`), so every API process on one
 * PostgreSQL counts together and a restart forgets nothing. One statement counts and reads the
 * window (insert … on conflict … returning), so parallel attempts cannot slip past the limit.
 */
export class DbLimits implements Limits {
  private consumed = 0;

  /**
   * @param scale multiplies every rule's `max`: 1 in production; test environments that sign in
   * hundreds of times from one address raise it (RATE_LIMIT_SCALE) rather than weaken the rules.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {}

  async consume(key: string, rule: LimitRule): Promise<void> {
    const now = this.clock.now();
    const windowOpensAfter = new Date(now.getTime() - rule.windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_started_at: now, count: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_started_at <= ${windowOpensAfter}
            then 1 else rate_limits.count + 1 end`,
          window_started_at: sql<Date>`case when rate_limits.window_started_at <= ${windowOpensAfter}
            then ${now}::timestamptz else rate_limits.window_started_at end`,
        }),
      )
      .returning(['count', 'window_started_at'])
      .executeTakeFirstOrThrow();
    await this.sweep(now);
    if (row.count > rule.max * this.scale) {
      const waitMs = new Date(row.window_started_at).getTime() + rule.windowMs - now.getTime();
      throw new HttpError(429, `Too many attempts. Please try again in ${minutes(waitMs)}.`, {
        code: 'too-many-requests',
        headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
      });
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Every 1,000th attempt removes windows older than the longest rule (two hours). */
  private async sweep(now: Date): Promise<void> {
    this.consumed += 1;
    if (this.consumed % 1_000 !== 0) return;
    const longestWindowMs = 2 * 60 * 60_000;
    await this.db
      .deleteFrom('rate_limits')
      .where('window_started_at', '<', new Date(now.getTime() - longestWindowMs))
      .execute();
  }
}
