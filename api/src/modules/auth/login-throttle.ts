import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/database';
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

/**
 * Counts one guess against `key` before its password is checked, in one statement: refused
 * (null) while the key is locked, otherwise the count goes up and a count past `free` locks the
 * key in the same statement. Parallel guesses wait for the row lock and then see the new count
 * and the lock, so no more guesses are checked than the rule allows (ADR 181).
 */
async function takeGuess(
  db: Transaction<Database>,
  key: string,
  free: number,
  now: Date,
): Promise<number | null> {
  const stale = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs);
  const { firstLockMs, maxLockMs } = LOGIN_THROTTLE;
  const counted = sql<number>`(case when login_failures.last_failure_at < ${stale} then 1
                               else login_failures.failures + 1 end)`;
  const row = await sql<{ failures: number }>`
    insert into login_failures (key, failures, locked_until, last_failure_at)
    values (${key}, 1, null, ${now})
    on conflict (key) do update set
      failures = ${counted},
      last_failure_at = ${now},
      locked_until = case when ${counted} > ${free}
        then ${now}::timestamptz + least(${maxLockMs}::float8,
          ${firstLockMs}::float8 * power(2, least(${counted} - ${free} - 1, 30))) * interval '1 millisecond'
        else null end
    where login_failures.locked_until is null or login_failures.locked_until <= ${now}
    returning failures`.execute(db);
  return row.rows[0]?.failures ?? null;
}

/** The 429 of the later lock of the account and the address. */
async function lockedAnswer(ctx: AppContext, keys: string[], now: Date): Promise<HttpError> {
  const row = await ctx.db
    .selectFrom('login_failures')
    .select(['locked_until'])
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .orderBy('locked_until', 'desc')
    .executeTakeFirst();
  // A lock that ended between the two statements: the shortest wait.
  return lockedError(row?.locked_until ? new Date(row.locked_until) : now, now);
}

/** Thrown inside the counting transaction to roll it back. */
const LOCKED = Symbol('locked');

export interface LoginGuess {
  /** The account's count including this guess. */
  accountFailures: number;
}

/**
 * Takes one guess of the account's and the address's allowance before the password is checked
 * (ADR 181): 429 while either is locked (nothing counted), else both counts include this guess.
 * The caller then checks the password and either keeps the count (`wrongPassword`) or gives it
 * back (`rightPassword`).
 */
export async function takeLoginGuess(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<LoginGuess> {
  const now = ctx.clock.now();
  const { account, ip: address } = LOGIN_THROTTLE;
  const keys = [keyOf('ip', ip), keyOf('account', email)];
  const taken = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if ((await takeGuess(trx, keys[0], address.free, now)) === null) return null;
      const accountFailures = await takeGuess(trx, keys[1], account.free, now);
      // Rolled back: a refused guess counts against neither key.
      if (accountFailures === null) throw LOCKED;
      return { accountFailures };
    })
    .catch((error: unknown) => {
      if (error === LOCKED) return null;
      throw error;
    });
  if (!taken) throw await lockedAnswer(ctx, keys, now);
  return taken;
}

/** A wrong password: the guess stays counted; the owner is told (once per run) when their account locks. */
export async function wrongPassword(
  ctx: AppContext,
  email: string,
  guess: LoginGuess,
  accountExists: boolean,
): Promise<void> {
  const { account } = LOGIN_THROTTLE;
  if (accountExists && guess.accountFailures === account.free + 1) {
    await ctx.outbox.sendEmail(
      email,
      LOCKOUT_NOTICE_SUBJECT,
      `There were ${guess.accountFailures} failed attempts to sign in to your account. Sign-in is paused for ` +
        `a short while after each further failure. If this was not you, reset your password.`,
    );
  }
}

/**
 * A right password: the account's count is cleared (as before ADR 181) and the address gets its
 * guess back, so an office signing in from one address does not lock itself. An address count
 * back within its free failures has no lock.
 */
export async function rightPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.db.deleteFrom('login_failures').where('key', '=', keyOf('account', email)).execute();
  await sql`
    update login_failures set
      failures = failures - 1,
      locked_until = case when failures - 1 <= ${LOGIN_THROTTLE.ip.free} then null else locked_until end
    where key = ${keyOf('ip', ip)} and failures > 0`.execute(ctx.db);
}
