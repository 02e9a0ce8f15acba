import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import { WHOLESALE_MESSAGES, WHOLESALE_POLICY } from './policy';

export interface CodeTarget {
  customerId: number;
  purpose: 'link' | 'order';
  linkId: number | null;
  orderId: number | null;
}

function targetColumn(target: CodeTarget): 'link_id' | 'order_id' {
  return target.purpose === 'link' ? 'link_id' : 'order_id';
}

function targetId(target: CodeTarget): number {
  return (target.purpose === 'link' ? target.linkId : target.orderId) as number;
}

/** The codes of one link or one order. */
function codesOf(ctx: AppContext, target: CodeTarget) {
  return ctx.db
    .selectFrom('wholesale_codes')
    .where(targetColumn(target), '=', targetId(target))
    .where('purpose', '=', target.purpose);
}

/**
 * Whole seconds since the target's live code (unused, not expired) was sent, or null when there
 * is none. A reloaded page shows the resend cooldown and the code boxes from it, whatever the
 * browser remembered.
 */
export async function liveCodeAge(ctx: AppContext, target: CodeTarget): Promise<number | null> {
  const now = ctx.clock.now();
  const live = await codesOf(ctx, target)
    .select(['created_at'])
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(live.created_at).getTime()) / 1000));
}

/**
 * Issues a six-digit code for a link or an order: refused within 60 s of the previous one and
 * after the hourly cap; earlier unused codes of the same target stop working. The code is
 * stored as a hash and returned once, for the text message.
 */
export async function issueCode(ctx: AppContext, target: CodeTarget, ip: string): Promise<string> {
  const now = ctx.clock.now();
  const recent = await codesOf(ctx, target)
    .select(['created_at'])
    .where('created_at', '>', new Date(now.getTime() - WHOLESALE_POLICY.hourMs))
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0] ? new Date(recent[0].created_at).getTime() : null;
  if (last !== null && now.getTime() - last < WHOLESALE_POLICY.resendCooldownMs) {
    const wait = Math.ceil((last + WHOLESALE_POLICY.resendCooldownMs - now.getTime()) / 1000);
    throw new HttpError(429, WHOLESALE_MESSAGES.cooldown(wait), {
      code: 'too-many-requests',
      data: { resend_in_seconds: wait },
      headers: { 'retry-after': String(wait) },
    });
  }
  if (recent.length >= WHOLESALE_POLICY.codesPerHour) {
    throw new HttpError(429, WHOLESALE_MESSAGES.hourlyCap, { code: 'too-many-requests' });
  }
  await ctx.limits.consume(`wholesale-code:ip:${ip}`, {
    max: WHOLESALE_POLICY.codesPerIpPerHour,
    windowMs: WHOLESALE_POLICY.hourMs,
  });
  const code = ctx.secrets.randomDigits(WHOLESALE_POLICY.codeDigits);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wholesale_codes')
      .set({ consumed_at: now })
      .where(targetColumn(target), '=', targetId(target))
      .where('purpose', '=', target.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('wholesale_codes')
      .values({
        customer_id: target.customerId,
        purpose: target.purpose,
        link_id: target.linkId,
        order_id: target.orderId,
        code_hash: await ctx.secrets.hashCode(code),
        expires_at: new Date(now.getTime() + WHOLESALE_POLICY.codeValidMs),
        created_at: now,
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code against the target's latest unused code: single use, valid 5 minutes, burnt
 * after 5 wrong entries. Throws with the reason; returns when the code is right.
 */
export async function checkCode(ctx: AppContext, target: CodeTarget, code: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await codesOf(ctx, target)
    .select(['id', 'code_hash', 'expires_at'])
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || now >= new Date(row.expires_at)) {
    throw new HttpError(400, WHOLESALE_MESSAGES.codeExpired, { code: 'code-expired' });
  }
  // Take one of the 5 attempts before checking, in one statement: parallel guesses cannot all
  // read the same count (the row lock of the UPDATE orders them).
  const attempt = await ctx.db
    .updateTable('wholesale_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', WHOLESALE_POLICY.codeAttempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!attempt) {
    throw new HttpError(429, WHOLESALE_MESSAGES.codeBurnt, { code: 'too-many-requests' });
  }
  const right = /^\d{6}$/.test(code) && (await ctx.secrets.verifyPassword(code, row.code_hash));
  if (!right) {
    if (attempt.attempts >= WHOLESALE_POLICY.codeAttempts) {
      await ctx.db
        .updateTable('wholesale_codes')
        .set({ consumed_at: now })
        .where('id', '=', row.id)
        .execute();
      throw new HttpError(429, WHOLESALE_MESSAGES.codeBurnt, { code: 'too-many-requests' });
    }
    throw new HttpError(400, WHOLESALE_MESSAGES.codeWrong, { code: 'code-wrong' });
  }
  const used = await ctx.db
    .updateTable('wholesale_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  // Two requests with the same code: only the one that marks it used wins.
  if (!used) throw new HttpError(400, WHOLESALE_MESSAGES.codeExpired, { code: 'code-expired' });
}
