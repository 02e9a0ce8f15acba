import type { FastifyInstance } from 'fastify';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireStaff } from '../../core/auth-guard';
import type { AppContext } from '../../core/module';
import {
  accessorySizeRows,
  accountOwnerOf,
  loadCatalogue,
  pricingGroupsOf,
  productSizeRows,
} from './catalogue';
import { customerById, customersOf } from './customers-store';
import { organisationOf, requireActor, type WholesaleActor } from './guard';
import { WHOLESALE_MESSAGES } from './policy';
import {
  ACCESSORY_SIZE_ROW_SCHEMA,
  COMMON_SIZE_ROW_SCHEMA,
  DROPDOWN_OPTIONS_SCHEMA,
  ORDER_DROPDOWN_OPTIONS_SCHEMA,
} from './schemas';

const QUIET = { suppressNotificationMessage: true } as const;

/**
 * The pricing group whose prices an actor may see: a customer only ever their own (whatever
 * they ask for); staff any group of their organisation.
 */
async function visibleGroup(
  ctx: AppContext,
  actor: WholesaleActor,
  requested?: number,
): Promise<number | null> {
  if (actor.kind === 'customer') return actor.session.customer.pricing_group_id;
  if (requested === undefined) return null;
  const group = await ctx.db
    .selectFrom('wholesale_pricing_groups')
    .select('id')
    .where('id', '=', requested)
    .where('organisation_id', '=', actor.user.organisation_id)
    .executeTakeFirst();
  if (!group) throw new HttpError(404, WHOLESALE_MESSAGES.pricingGroupNotFound);
  return group.id;
}

/** The customer an order dropdown call is about, within what the actor may see. */
async function orderCustomer(
  ctx: AppContext,
  actor: WholesaleActor,
  orderId?: number,
  customerId?: number,
) {
  if (orderId !== undefined) {
    const order = await ctx.db
      .selectFrom('wholesale_orders')
      .select(['customer_id', 'organisation_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    const allowed =
      order &&
      (actor.kind === 'staff'
        ? order.organisation_id === actor.user.organisation_id
        : order.customer_id === actor.session.customer.id);
    if (!allowed) throw new HttpError(404, WHOLESALE_MESSAGES.orderNotFound);
    return customerById(ctx.db, order.customer_id);
  }
  if (actor.kind === 'customer') return actor.session.customer;
  if (customerId === undefined) return null;
  const customer = await customerById(ctx.db, customerId);
  if (!customer || customer.organisation_id !== actor.user.organisation_id) {
    throw new HttpError(404, WHOLESALE_MESSAGES.customerNotFound);
  }
  return customer;
}

async function orderDropdownOptions(
  ctx: AppContext,
  actor: WholesaleActor,
  orderId?: number,
  customerId?: number,
) {
  const customer = await orderCustomer(ctx, actor, orderId, customerId);
  const organisationId = organisationOf(actor);
  const catalogue = await loadCatalogue(ctx.db, organisationId);
  const owner = customer
    ? await ctx.db
        .selectFrom('wholesale_customers')
        .select('account_owner_id')
        .where('id', '=', customer.id)
        .executeTakeFirst()
    : undefined;
  return {
    ...catalogue,
    customer: customer ? [customer] : [],
    account_owner: await accountOwnerOf(ctx.db, organisationId, owner?.account_owner_id ?? null),
  };
}

/** Dropdown data and common-size price tables (spec §7 "Wholesale data"). */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { isUserLoggedIn?: boolean | number } }>(
    '/wholesale-customers/dropdown-options',
    {
      schema: {
        // The spec's clients send 1 as well as true.
        querystring: S.obj({ isUserLoggedIn: { type: ['boolean', 'integer'] } }),
        response: replies(DROPDOWN_OPTIONS_SCHEMA),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const organisationId = organisationOf(actor);
      const catalogue = await loadCatalogue(ctx.db, organisationId);
      if (actor.kind === 'staff') {
        const [customers, groups] = await Promise.all([
          customersOf(ctx.db, organisationId),
          pricingGroupsOf(ctx.db, organisationId),
        ]);
        return ok({ ...catalogue, customers, customerPricingGroups: groups }, QUIET);
      }
      const { customer } = actor.session;
      const groups = (await pricingGroupsOf(ctx.db, organisationId)).filter(
        (group) => group.id === customer.pricing_group_id,
      );
      return ok({ ...catalogue, customers: [customer], customerPricingGroups: groups }, QUIET);
    },
  );

  app.get<{ Querystring: { accessoryIds?: number[]; pricingGroupId?: number } }>(
    '/wholesale-customers/accessories/common-sizes',
    {
      schema: {
        querystring: S.obj({ accessoryIds: S.arr(S.int()), pricingGroupId: S.int() }),
        response: replies(S.arr(ACCESSORY_SIZE_ROW_SCHEMA)),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const group = await visibleGroup(ctx, actor, request.query.pricingGroupId);
      const rows = await accessorySizeRows(
        ctx.db,
        organisationOf(actor),
        group,
        request.query.accessoryIds ?? [],
      );
      return ok(
        rows.map((row) => ({
          accessory_id: row.accessory_id,
          width: row.width,
          height: row.height,
          common_size_prices: { price: row.price },
          accessory: {
            measurement_required: {
              required_height_count: row.required_height_count,
              required_width_count: row.required_width_count,
            },
          },
        })),
        QUIET,
      );
    },
  );

  app.get<{
    Querystring: { productId: number; applicationIds?: number[]; pricingGroupId?: number };
  }>(
    '/products/common-sizes',
    {
      schema: {
        querystring: S.obj(
          { productId: S.int(), applicationIds: S.arr(S.int()), pricingGroupId: S.int() },
          ['productId'],
        ),
        response: replies(S.arr(COMMON_SIZE_ROW_SCHEMA)),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const group = await visibleGroup(ctx, actor, request.query.pricingGroupId);
      const rows = await productSizeRows(ctx.db, organisationOf(actor), group, {
        productId: request.query.productId,
        applicationIds: request.query.applicationIds ?? [],
      });
      return ok(
        rows.map((row) => ({
          type_id: row.application_id,
          width: row.width,
          height: row.height,
          common_size_prices: { price: row.price },
        })),
        QUIET,
      );
    },
  );

  app.get<{ Querystring: { productId: number } }>(
    '/products/wholesale-pricing-completed-applications',
    {
      schema: {
        querystring: S.obj({ productId: S.int() }, ['productId']),
        response: replies(S.arr(S.obj({ type_ids: S.str() }))),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const rows = await ctx.db
        .selectFrom('wholesale_common_sizes')
        .select('application_id')
        .distinct()
        .where('organisation_id', '=', organisationOf(actor))
        .where('product_id', '=', request.query.productId)
        .orderBy('application_id')
        .execute();
      return ok([{ type_ids: rows.map((row) => row.application_id).join(',') }], QUIET);
    },
  );

  app.get<{
    Querystring: { organisation_id?: number; is_wholesale?: number; customer_id?: number };
  }>(
    '/api-dropdown-options',
    {
      schema: {
        querystring: S.obj({
          organisation_id: S.int(),
          is_wholesale: S.int(),
          customer_id: S.int(),
        }),
        response: replies(ORDER_DROPDOWN_OPTIONS_SCHEMA),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const options = await orderDropdownOptions(
        ctx,
        { kind: 'staff', user },
        undefined,
        request.query.customer_id,
      );
      return ok(options, QUIET);
    },
  );

  app.get<{ Querystring: { organisation_id?: number; order_id: number } }>(
    '/wholesale-dropdown-options',
    {
      schema: {
        querystring: S.obj({ organisation_id: S.int(), order_id: S.int() }, ['order_id']),
        response: replies(ORDER_DROPDOWN_OPTIONS_SCHEMA),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return ok(await orderDropdownOptions(ctx, actor, request.query.order_id), QUIET);
    },
  );
}
