import type { FastifyInstance } from 'fastify';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { checkCode, issueCode, liveCodeAge } from './codes';
import { CUSTOMER_SCHEMA, customerById, phoneEnding } from './customers-store';
import { requireCustomer, resolveCustomerSession, wholesaleToken } from './guard';
import { WHOLESALE_MESSAGES, WHOLESALE_POLICY } from './policy';
import { ORDER_STATUS } from './contract';

const KEY = S.str({ minLength: 16, maxLength: 200 });
const OTP = S.str({ minLength: 1, maxLength: 12 });

interface LinkRow {
  id: number;
  customer_id: number;
}

/** The live link of a key (not revoked, customer active); 404 otherwise. */
export async function findLink(ctx: AppContext, key: string): Promise<LinkRow> {
  const row = await ctx.db
    .selectFrom('wholesale_links as l')
    .innerJoin('wholesale_customers as c', 'c.id', 'l.customer_id')
    .select(['l.id', 'l.customer_id'])
    .where('l.key_hash', '=', ctx.secrets.hashToken(key))
    .where('l.revoked_at', 'is', null)
    .where('c.active', '=', true)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, WHOLESALE_MESSAGES.invalidLink, { code: 'invalid-link' });
  return row;
}

async function linkCustomer(ctx: AppContext, key: string) {
  const link = await findLink(ctx, key);
  const customer = await customerById(ctx.db, link.customer_id);
  if (!customer) throw new HttpError(404, WHOLESALE_MESSAGES.invalidLink, { code: 'invalid-link' });
  return { link, customer };
}

const SEND_SCHEMA = S.obj({
  sent: S.bool(),
  resend_in_seconds: S.int(),
  phone_ending: S.str(),
});

/** The answer to a code sent by SMS to `mobile` (SEND_SCHEMA). */
function codeSent(mobile: string) {
  return ok(
    {
      sent: true,
      resend_in_seconds: WHOLESALE_POLICY.resendCooldownMs / 1000,
      phone_ending: phoneEnding(mobile),
    },
    { suppressNotificationMessage: true },
  );
}

/** Link keys, one-time codes and customer sessions (spec §7 "Wholesale OTP and link"). */
export function registerPortalRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { key: string } }>(
    '/wholesale-customers/link',
    {
      schema: {
        body: S.obj({ key: KEY }, ['key']),
        response: replies(
          S.obj({ phone_ending: S.str(), code_sent_seconds_ago: S.nint() }, [
            'phone_ending',
            'code_sent_seconds_ago',
          ]),
        ),
      },
    },
    async (request) => {
      await ctx.limits.consume(`wholesale-link:ip:${request.ip}`, {
        max: 60,
        windowMs: 15 * 60_000,
      });
      const { link, customer } = await linkCustomer(ctx, request.body.key);
      return ok(
        {
          phone_ending: phoneEnding(customer.mobile),
          code_sent_seconds_ago: await liveCodeAge(ctx, {
            customerId: customer.id,
            purpose: 'link',
            linkId: link.id,
            orderId: null,
          }),
        },
        { suppressNotificationMessage: true },
      );
    },
  );

  app.post<{ Body: { key: string } }>(
    '/wholesale-customers/send-otp',
    { schema: { body: S.obj({ key: KEY }, ['key']), response: replies(SEND_SCHEMA) } },
    async (request) => {
      const { link, customer } = await linkCustomer(ctx, request.body.key);
      const code = await issueCode(
        ctx,
        { customerId: customer.id, purpose: 'link', linkId: link.id, orderId: null },
        request.ip,
      );
      await ctx.outbox.sendSms(
        customer.mobile,
        `Your verification code is ${code}. It expires in 5 minutes. Do not share it with anyone.`,
        customer.organisation_id,
      );
      return codeSent(customer.mobile);
    },
  );

  app.post<{ Body: { key: string; otp: string } }>(
    '/wholesale-customers/verify-otp',
    {
      schema: {
        body: S.obj({ key: KEY, otp: OTP }, ['key', 'otp']),
        response: replies(S.obj({ token: S.str(), customer: CUSTOMER_SCHEMA })),
      },
    },
    async (request) => {
      const { link, customer } = await linkCustomer(ctx, request.body.key);
      await ctx.limits.consume(`wholesale-verify:ip:${request.ip}`, {
        max: 30,
        windowMs: 15 * 60_000,
      });
      await checkCode(
        ctx,
        { customerId: customer.id, purpose: 'link', linkId: link.id, orderId: null },
        request.body.otp.trim(),
      );
      const token = ctx.secrets.randomToken(WHOLESALE_POLICY.sessionTokenBytes);
      const now = ctx.clock.now();
      await ctx.db
        .insertInto('wholesale_sessions')
        .values({
          customer_id: customer.id,
          link_id: link.id,
          token_hash: ctx.secrets.hashToken(token),
          created_at: now,
          expires_at: new Date(now.getTime() + WHOLESALE_POLICY.sessionMs),
        })
        .execute();
      return ok({ token, customer }, { suppressNotificationMessage: true });
    },
  );

  // Ends the customer session of the x-wholesale-token header (a shared PC, a lost phone).
  app.post(
    '/wholesale-customers/logout',
    { schema: { response: replies(S.nullData()) } },
    async (request) => {
      const token = wholesaleToken(request);
      if (token) {
        await ctx.db
          .updateTable('wholesale_sessions')
          .set({ revoked_at: ctx.clock.now() })
          .where('token_hash', '=', ctx.secrets.hashToken(token))
          .where('revoked_at', 'is', null)
          .execute();
      }
      return ok(null, { message: 'Signed out.', suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: { key: string; wholesaleSessionToken?: string } }>(
    '/wholesale-customers/validate-link',
    {
      schema: {
        body: S.obj({ key: KEY, wholesaleSessionToken: S.str({ maxLength: 200 }) }, ['key']),
        response: replies(S.obj({ customer: CUSTOMER_SCHEMA })),
      },
    },
    async (request) => {
      const { customer } = await linkCustomer(ctx, request.body.key);
      const token = request.body.wholesaleSessionToken;
      const session = token ? await resolveCustomerSession(ctx, token) : null;
      if (!session || session.customer.id !== customer.id) {
        throw new HttpError(401, WHOLESALE_MESSAGES.sessionInvalid, { code: 'wholesale-session' });
      }
      return ok({ customer: session.customer }, { suppressNotificationMessage: true });
    },
  );

  const ownSubmittedOrder = async (customerId: number, orderId: number) => {
    const order = await ctx.db
      .selectFrom('wholesale_orders')
      .select(['id', 'status_id', 'is_verified'])
      .where('id', '=', orderId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!order) throw new HttpError(404, WHOLESALE_MESSAGES.orderNotFound);
    if (order.is_verified) throw new HttpError(409, WHOLESALE_MESSAGES.alreadyVerified);
    if (order.status_id !== ORDER_STATUS.SUBMITTED)
      throw new HttpError(409, WHOLESALE_MESSAGES.notVerifiable);
    return order;
  };

  app.post<{ Body: { order_id: number } }>(
    '/wholesale-customers/send-order-otp',
    {
      schema: {
        body: S.obj({ order_id: S.int({ minimum: 1 }) }, ['order_id']),
        response: replies(SEND_SCHEMA),
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const order = await ownSubmittedOrder(customer.id, request.body.order_id);
      await sendOrderCode(ctx, customer, order.id, request.ip);
      return codeSent(customer.mobile);
    },
  );

  app.post<{ Body: { order_id: number; otp: string } }>(
    '/wholesale-customers/verify-order-otp',
    {
      schema: {
        body: S.obj({ order_id: S.int({ minimum: 1 }), otp: OTP }, ['order_id', 'otp']),
        response: replies(S.obj({ order_id: S.int(), is_verified: S.bool() })),
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const order = await ownSubmittedOrder(customer.id, request.body.order_id);
      await checkCode(
        ctx,
        { customerId: customer.id, purpose: 'order', linkId: null, orderId: order.id },
        request.body.otp.trim(),
      );
      await ctx.db
        .updateTable('wholesale_orders')
        .set({ is_verified: true, updated_at: ctx.clock.now() })
        .where('id', '=', order.id)
        .execute();
      return ok({ order_id: order.id, is_verified: true }, { message: 'Order verified' });
    },
  );
}

/** Texts the code that confirms one order to the customer's mobile. */
export async function sendOrderCode(
  ctx: AppContext,
  customer: { id: number; mobile: string; organisation_id: number },
  orderId: number,
  ip: string,
): Promise<void> {
  const code = await issueCode(
    ctx,
    { customerId: customer.id, purpose: 'order', linkId: null, orderId },
    ip,
  );
  await ctx.outbox.sendSms(
    customer.mobile,
    `Your code to confirm order #${orderId} is ${code}. It expires in 5 minutes.`,
    customer.organisation_id,
  );
}
