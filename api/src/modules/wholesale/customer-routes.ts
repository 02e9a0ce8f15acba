import type { FastifyInstance } from 'fastify';
import { INVALID_PHONE_MESSAGE, normalisePhone, PHONE_MAX_LENGTH } from '@platform/shared/values';
import { HttpError, ok, replies, S, type JsonSchema } from '../../core/http';
import { requireStaff } from '../../core/auth-guard';
import type { AppContext } from '../../core/module';
import { pricingGroupsOf } from './catalogue';
import { refuseForeignIds } from '../../core/owned-ids';
import { CUSTOMER_SCHEMA, customerById, customersOf } from './customers-store';
import { WHOLESALE_MESSAGES, WHOLESALE_POLICY } from './policy';
import { NAMED_SCHEMA } from './schemas';

interface CreateCustomerBody {
  full_name: string;
  email: string;
  mobile: string;
  pricing_group_id?: number | null;
  wholesale_order_limit?: number | null;
  account_owner_id?: number | null;
}

const LINK_SCHEMA = S.obj({ id: S.int(), created_at: S.str(), revoked_at: S.nstr() });

/** Makes a link key: random, shown once, stored as its SHA-256 only. */
export async function createLink(
  ctx: AppContext,
  customerId: number,
  createdBy: number | null,
  key?: string,
) {
  const plain = key ?? ctx.secrets.randomToken(WHOLESALE_POLICY.linkKeyBytes);
  const { id } = await ctx.db
    .insertInto('wholesale_links')
    .values({
      customer_id: customerId,
      key_hash: ctx.secrets.hashToken(plain),
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, key: plain };
}

/** Staff management of wholesale customers, their links and pricing groups. */
export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownCustomer = async (organisationId: number, id: number) => {
    const customer = await customerById(ctx.db, id);
    if (!customer || customer.organisation_id !== organisationId) {
      throw new HttpError(404, WHOLESALE_MESSAGES.customerNotFound);
    }
    return customer;
  };

  /** A staff GET of the organisation's rows that `load` reads, answered quietly. */
  const staffList = (
    url: string,
    row: JsonSchema,
    load: (db: AppContext['db'], organisationId: number) => Promise<unknown[]>,
  ) =>
    app.get(url, { schema: { response: replies(S.arr(row)) } }, async (request) => {
      const user = await requireStaff(request);
      return ok(await load(ctx.db, user.organisation_id), { suppressNotificationMessage: true });
    });
  staffList('/wholesale/customers', CUSTOMER_SCHEMA, customersOf);
  staffList('/wholesale/pricing-groups', NAMED_SCHEMA, pricingGroupsOf);

  app.post<{ Body: CreateCustomerBody }>(
    '/wholesale/customers',
    {
      schema: {
        body: S.obj(
          {
            full_name: S.str({ minLength: 1, maxLength: 200 }),
            email: S.str({ format: 'email', maxLength: 320 }),
            mobile: S.str({ maxLength: PHONE_MAX_LENGTH }),
            pricing_group_id: S.nint(),
            wholesale_order_limit: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
            account_owner_id: S.nint(),
          },
          ['full_name', 'email', 'mobile'],
        ),
        response: replies(CUSTOMER_SCHEMA),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const body = request.body;
      const mobile = normalisePhone(body.mobile);
      if (!mobile) {
        throw new HttpError(400, INVALID_PHONE_MESSAGE, {
          errors: { mobile: [INVALID_PHONE_MESSAGE] },
        });
      }
      if (body.pricing_group_id != null) {
        const groups = await pricingGroupsOf(ctx.db, user.organisation_id);
        if (!groups.some((group) => group.id === body.pricing_group_id)) {
          throw new HttpError(404, WHOLESALE_MESSAGES.pricingGroupNotFound);
        }
      }
      // The account owner is a staff member of the caller's organisation (issue 36, item 3).
      await refuseForeignIds(ctx.db, user.organisation_id, [
        { field: 'account_owner_id', target: { kind: 'user' }, value: body.account_owner_id },
      ]);
      const { id } = await ctx.db
        .insertInto('wholesale_customers')
        .values({
          organisation_id: user.organisation_id,
          pricing_group_id: body.pricing_group_id ?? null,
          full_name: body.full_name.trim(),
          email: body.email.trim().toLowerCase(),
          mobile,
          wholesale_order_limit: body.wholesale_order_limit ?? null,
          account_owner_id: body.account_owner_id ?? user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(await ownCustomer(user.organisation_id, id), { message: 'Customer created' });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/wholesale/customers/:id/links',
    { schema: { params: S.idParams(), response: replies(S.arr(LINK_SCHEMA)) } },
    async (request) => {
      const user = await requireStaff(request);
      await ownCustomer(user.organisation_id, request.params.id);
      const rows = await ctx.db
        .selectFrom('wholesale_links')
        .select(['id', 'created_at', 'revoked_at'])
        .where('customer_id', '=', request.params.id)
        .orderBy('id', 'desc')
        .execute();
      return ok(
        rows.map((row) => ({
          id: row.id,
          created_at: new Date(row.created_at).toISOString(),
          revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
        })),
        { suppressNotificationMessage: true },
      );
    },
  );

  app.post<{ Params: { id: number } }>(
    '/wholesale/customers/:id/links',
    {
      schema: {
        params: S.idParams(),
        response: replies(S.obj({ id: S.int(), key: S.str(), url: S.str() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const customer = await ownCustomer(user.organisation_id, request.params.id);
      const link = await createLink(ctx, customer.id, user.id);
      const url = `${ctx.config.publicUrl}/public/wholesale?key=${encodeURIComponent(link.key)}`;
      return ok(
        { id: link.id, key: link.key, url },
        { message: 'Link created: copy it now, it is shown only once' },
      );
    },
  );

  app.delete<{ Params: { id: number; linkId: number } }>(
    '/wholesale/customers/:id/links/:linkId',
    {
      schema: {
        params: S.obj({ id: S.int({ minimum: 1 }), linkId: S.int({ minimum: 1 }) }, [
          'id',
          'linkId',
        ]),
        response: replies(S.obj({ id: S.int() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      await ownCustomer(user.organisation_id, request.params.id);
      const now = ctx.clock.now();
      const revoked = await ctx.db
        .updateTable('wholesale_links')
        .set({ revoked_at: now })
        .where('id', '=', request.params.linkId)
        .where('customer_id', '=', request.params.id)
        .returning('id')
        .executeTakeFirst();
      if (!revoked) throw new HttpError(404, 'Link not found.');
      // Sessions opened through the link end with it.
      await ctx.db
        .updateTable('wholesale_sessions')
        .set({ revoked_at: now })
        .where('link_id', '=', revoked.id)
        .where('revoked_at', 'is', null)
        .execute();
      return ok({ id: revoked.id }, { message: 'Link revoked' });
    },
  );
}
