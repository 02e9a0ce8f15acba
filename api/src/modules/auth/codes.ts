import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import { LIMITS } from '../../core/limits';
import { maskPhone } from '../../core/mask';

/** Lifetimes of one-time codes (docs/decisions/021-secrets-and-tokens.md). */
export const CODE_TTL = {
  phoneMs: 5 * 60_000,
  resetPasswordMs: 60 * 60_000,
  verifyEmailMs: 3 * 24 * 60 * 60_000,
  revertSecondFactorMs: 3 * 24 * 60 * 60_000,
} as const;

export type ActionMode = 'resetPassword' | 'verifyEmail' | 'revertSecondFactorAddition';
export const ACTION_MODES: ActionMode[] = [
  'resetPassword',
  'verifyEmail',
  'revertSecondFactorAddition',
];

const ACTION_TTL: Record<ActionMode, number> = {
  resetPassword: CODE_TTL.resetPasswordMs,
  verifyEmail: CODE_TTL.verifyEmailMs,
  revertSecondFactorAddition: CODE_TTL.revertSecondFactorMs,
};

/** Six-digit codes have little entropy, so each stored hash gets its own salt. */
function saltedHash(ctx: AppContext, code: string, salt = ctx.secrets.randomToken(12)): string {
  return `${salt}$${ctx.secrets.hashToken(`${salt}:${code}`)}`;
}

function matchesSaltedHash(ctx: AppContext, code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  return ctx.secrets.timingSafeEqualStr(saltedHash(ctx, code, salt), stored);
}

export const INVALID_CODE_MESSAGE = 'Please enter a valid verification code';
export const CODE_GONE_MESSAGE = 'The code has expired. Please request a new one.';

/** No live code: expired, used, replaced or burnt by wrong entries. */
function codeGone(): HttpError {
  return new HttpError(400, CODE_GONE_MESSAGE, { code: 'invalid-verification-code' });
}

export interface NewPhoneCode {
  userId: number;
  purpose: 'mfa-login' | 'mfa-enrol';
  phone: string;
  deviceToken?: string | null;
  deviceType?: string | null;
}

/** Sends a six-digit code by SMS; returns the continuation handle for a sign-in. */
export async function sendPhoneCode(ctx: AppContext, input: NewPhoneCode, ip: string) {
  await ctx.limits.consume(`code-send:user:${input.userId}`, LIMITS.codeSendPerUser);
  await ctx.limits.consume(`code-send:ip:${ip}`, LIMITS.codeSendPerIp);
  const now = ctx.clock.now();
  // A new code replaces any earlier one for the same purpose.
  await ctx.db
    .updateTable('phone_codes')
    .set({ used_at: now })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  const code = ctx.secrets.randomDigits(6);
  const session = input.purpose === 'mfa-login' ? ctx.secrets.randomToken(32) : null;
  await ctx.db
    .insertInto('phone_codes')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      session_hash: session ? ctx.secrets.hashToken(session) : null,
      code_hash: saltedHash(ctx, code),
      phone: input.phone,
      device_token: input.deviceToken ?? null,
      device_type: input.deviceType ?? null,
      expires_at: new Date(now.getTime() + CODE_TTL.phoneMs),
    })
    .execute();
  const owner = await ctx.db
    .selectFrom('users')
    .select('organisation_id')
    .where('id', '=', input.userId)
    .executeTakeFirst();
  await ctx.outbox.sendSms(
    input.phone,
    `Your verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
    owner?.organisation_id ?? null,
  );
  return { session };
}

/**
 * The second step of a sign-in: a code by SMS to the user's two-step phone, for the device that
 * signs in. Returns the continuation handle and the masked phone the answer shows.
 */
export async function sendSignInCode(
  ctx: AppContext,
  userId: number,
  phone: string,
  device: { device_token?: string | null; device_type?: string | null },
  ip: string,
) {
  const { session } = await sendPhoneCode(
    ctx,
    {
      userId,
      purpose: 'mfa-login',
      phone,
      deviceToken: device.device_token,
      deviceType: device.device_type,
    },
    ip,
  );
  return { session: session as string, phone_hint: maskPhone(phone) };
}

export interface PhoneCodeLookup {
  /** The sign-in continuation (mfa-login) … */
  session?: string;
  /** … or the user enrolling a phone (mfa-enrol). */
  userId?: number;
}

/**
 * Checks a phone code. A wrong code counts an attempt; the fifth wrong attempt burns the
 * code. A right code is used up. Returns the code's row on success.
 */
export async function checkPhoneCode(ctx: AppContext, lookup: PhoneCodeLookup, code: string) {
  if (code.trim() === '') {
    throw new HttpError(400, 'Please enter the verification code.', { code: 'missing-code' });
  }
  const now = ctx.clock.now();
  let query = ctx.db
    .selectFrom('phone_codes')
    .selectAll()
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query = lookup.session
    ? query
        .where('purpose', '=', 'mfa-login')
        .where('session_hash', '=', ctx.secrets.hashToken(lookup.session))
    : query.where('purpose', '=', 'mfa-enrol').where('user_id', '=', lookup.userId ?? -1);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw codeGone();
  await ctx.limits.consume(`code-check:user:${row.user_id}`, LIMITS.codeCheckPerUser);
  // One of the code's attempts is taken before the code is compared, in one statement: parallel
  // guesses wait for the row lock and see the new count, so at most 5 are ever compared (ADR 181).
  const attempt = await ctx.db
    .updateTable('phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', LIMITS.codeAttemptsPerCode)
    .returning('attempts')
    .executeTakeFirst();
  if (!attempt) throw codeGone();
  if (!/^\d{6}$/.test(code) || !matchesSaltedHash(ctx, code, row.code_hash)) {
    if (attempt.attempts >= LIMITS.codeAttemptsPerCode) {
      // The last attempt was wrong: the code is burnt.
      await ctx.db
        .updateTable('phone_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .execute();
    }
    throw new HttpError(400, INVALID_CODE_MESSAGE, { code: 'invalid-verification-code' });
  }
  const used = await ctx.db
    .updateTable('phone_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new HttpError(400, INVALID_CODE_MESSAGE, { code: 'invalid-verification-code' });
  return row;
}

/** Creates the oobCode of an account-action link (/authActions?mode=…&oobCode=…). */
export async function createActionCode(ctx: AppContext, userId: number, mode: ActionMode) {
  const oobCode = ctx.secrets.randomToken(32);
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('action_codes')
    .values({
      user_id: userId,
      mode,
      code_hash: ctx.secrets.hashToken(oobCode),
      expires_at: new Date(now.getTime() + ACTION_TTL[mode]),
    })
    .execute();
  return `${ctx.config.publicUrl}/authActions?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}`;
}

const INVALID_ACTION = 'The link is invalid or has expired. Please request a new one.';

/** Finds a live action code; with `consume` it is used up in the same statement. */
export async function findActionCode(
  ctx: AppContext,
  mode: ActionMode,
  oobCode: string,
  consume: boolean,
) {
  const now = ctx.clock.now();
  const hash = ctx.secrets.hashToken(oobCode);
  const row = consume
    ? await ctx.db
        .updateTable('action_codes')
        .set({ used_at: now })
        .where('code_hash', '=', hash)
        .where('mode', '=', mode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['id', 'user_id'])
        .executeTakeFirst()
    : await ctx.db
        .selectFrom('action_codes')
        .select(['id', 'user_id'])
        .where('code_hash', '=', hash)
        .where('mode', '=', mode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
  if (!row) throw new HttpError(400, INVALID_ACTION, { code: 'invalid-action-code' });
  return row;
}
