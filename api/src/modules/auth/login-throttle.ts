import { sql } from 'kysely';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';

/**
 * Sign-in throttling kept in the database (ADR 022): per account and per address, so neither
 * spreading guesses over addresses nor restarting the server resets it. After `free` failures
 * each further failure locks the key for a doubling time (1, 2, 4 … minutes, at most 1 hour).
 * Failures older than a day are forgotten; a correct password clears the account's count.
 */
export const LOGIN_THROTTLE = {
  account: { free: 5 },
  ip: { free: 30 },
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export const LOCKOUT_NOTICE_SUBJECT = 'Several failed sign-ins to your account';

type Kind = 'account' | 'ip';

const keyOf = (kind: Kind, value: string) => `${kind}:${value}`;

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return value === 1 ? '1 minute' : `${value} minutes`;
}

function lockedError(until: Date, now: Date): HttpError {
  const waitMs = until.getTime() - now.getTime();
  return new HttpError(429, `Too many attempts. Please try again in ${minutes(waitMs)}.`, {
    code: 'too-many-requests',
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  });
}

/** The lock time after `failures` failures of a key that allows `free`. */
export function lockFor(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(
    LOGIN_THROTTLE.maxLockMs,
    LOGIN_THROTTLE.firstLockMs * 2 ** (failures - free - 1),
  );
}

/** Refuses (429) while the account or the address is locked. */
export async function checkLoginAllowed(ctx: AppContext, email: string, ip: string) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select(['locked_until'])
    .where('key', 'in', [keyOf('account', email), keyOf('ip', ip)])
    .where('locked_until', '>', now)
    .orderBy('locked_until', 'desc')
    .execute();
  if (rows[0]?.locked_until) throw lockedError(new Date(rows[0].locked_until), now);
}

/** Counts one failure in a single statement (parallel failures cannot read the same count). */
async function countFailure(ctx: AppContext, key: string, free: number, now: Date) {
  const stale = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs);
  const row = await sql<{ failures: number }>`
    insert into login_failures (key, failures, locked_until, last_failure_at)
    values (${key}, 1, null, ${now})
    on conflict (key) do update set
      failures = case when login_failures.last_failure_at < ${stale} then 1
                      else login_failures.failures + 1 end,
      last_failure_at = ${now}
    returning failures`.execute(ctx.db);
  const failures = row.rows[0].failures;
  const lockMs = lockFor(failures, free);
  if (lockMs > 0) {
    await ctx.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(now.getTime() + lockMs) })
      .where('key', '=', key)
      .execute();
  }
  return failures;
}

/** Records a wrong password; the owner is told (once per lockout run) when their account locks. */
export async function recordLoginFailure(
  ctx: AppContext,
  email: string,
  ip: string,
  accountExists: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  const { account, ip: address } = LOGIN_THROTTLE;
  await countFailure(ctx, keyOf('ip', ip), address.free, now);
  const failures = await countFailure(ctx, keyOf('account', email), account.free, now);
  if (accountExists && failures === account.free + 1) {
    await ctx.outbox.sendEmail(
      email,
      LOCKOUT_NOTICE_SUBJECT,
      `There were ${failures} failed attempts to sign in to your account. Sign-in is paused for ` +
        `a short while after each further failure. If this was not you, reset your password.`,
    );
  }
}

export async function clearLoginFailures(ctx: AppContext, email: string): Promise<void> {
  await ctx.db.deleteFrom('login_failures').where('key', '=', keyOf('account', email)).execute();
}
