import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { applicationsOf, meshDeduction, supplierOptions } from './catalogue';
import { mandatoryAccessories } from './costing-store';
import { PRICING_TYPES, SALARY_TYPES } from './constants';
import { requireCostingRight } from './rights';
import { DEFAULT_COSTING_SCHEMA, GROUP_ITEM_SCHEMA } from './schemas';

const OPTION = S.obj({ id: S.int(), name: S.str() }, ['id', 'name'], {
  additionalProperties: true,
});
const OPTIONS = replies(S.arr(OPTION));
const QUIET = { suppressNotificationMessage: true } as const;
const positive = S.int({ minimum: 1 });
const size = S.int({ minimum: 1, maximum: 100000 });

function idList(text: string | undefined, name: string): number[] | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id) && id > 0)) {
      return parsed as number[];
    }
  } catch {
    // the 400 below says what was expected
  }
  throw new HttpError(400, `${name} must be a JSON list of ids, e.g. [1,2].`);
}

/** The lists the costing and salary screens choose from, and the product lookups of §7. */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const named = (
    url: string,
    load: (organisationId: number) => Promise<Array<{ id: number; name: string }>>,
  ) =>
    app.get(url, { schema: { response: OPTIONS } }, async (request) => {
      const user = await requireStaff(request);
      return ok(await load(user.organisation_id), QUIET);
    });

  named('/pricing-types', async () => PRICING_TYPES);
  named('/salary-types', async () => SALARY_TYPES);
  named('/suppliers', (org) =>
    ctx.db
      .selectFrom('quoting_suppliers')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .orderBy('name')
      .execute(),
  );
  named('/brands', (org) =>
    ctx.db
      .selectFrom('quoting_brands')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .orderBy('name')
      .execute(),
  );
  named('/frame-thicknesses', (org) =>
    ctx.db
      .selectFrom('wholesale_frame_thicknesses')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .orderBy('id')
      .execute(),
  );
  named('/products', (org) =>
    ctx.db
      .selectFrom('wholesale_products')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
  named('/accessories', (org) =>
    ctx.db
      .selectFrom('wholesale_accessories')
      .select(['id', 'name', 'code'])
      .where('organisation_id', '=', org)
      .orderBy('name')
      .execute(),
  );

  app.get<{ Querystring: { product_id?: number } }>(
    '/applications',
    {
      schema: {
        querystring: S.obj({ product_id: positive }),
        response: OPTIONS,
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return ok(
        await applicationsOf(ctx.db, user.organisation_id, request.query.product_id),
        QUIET,
      );
    },
  );

  app.get<{
    Querystring: {
      brand_id?: number;
      product_id?: number;
      type_id?: number;
      height?: number;
      width?: number;
    };
  }>(
    '/quotes/accessories_mandatory',
    {
      schema: {
        querystring: S.obj({
          brand_id: positive,
          product_id: positive,
          type_id: positive,
          height: size,
          width: size,
        }),
        response: replies(
          S.arr(
            S.obj({
              item_number: S.int(),
              name: S.str(),
              price: S.nstr(),
              quantity: S.int(),
              default_costing: DEFAULT_COSTING_SCHEMA,
            }),
          ),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return ok(await mandatoryAccessories(ctx.db, user.organisation_id, request.query), QUIET);
    },
  );

  app.get<{
    Querystring: {
      brand_id?: number;
      product_id?: number;
      type_id?: number;
      frame_thickness_id?: number;
    };
  }>(
    '/quotes/mesh-deduction-value',
    {
      schema: {
        querystring: S.obj({
          brand_id: positive,
          product_id: positive,
          type_id: positive,
          frame_thickness_id: positive,
        }),
        response: replies(S.obj({ deduction: { type: 'number' } })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return ok(
        { deduction: await meshDeduction(ctx.db, user.organisation_id, request.query) },
        QUIET,
      );
    },
  );

  app.get<{
    Params: { id: number };
    Querystring: { search?: string; group_ids?: string; product_ids?: string };
  }>(
    '/suppliers/:id/products-for-costing',
    {
      schema: {
        params: S.idParams(),
        querystring: S.obj({
          search: S.str({ maxLength: 100 }),
          group_ids: S.str({ maxLength: 2000 }),
          product_ids: S.str({ maxLength: 2000 }),
        }),
        response: replies(
          S.arr(
            S.obj({ group_items: S.arr(GROUP_ITEM_SCHEMA) }, [], { additionalProperties: true }),
          ),
        ),
      },
    },
    async (request) => {
      const user = await requireCostingRight(request);
      const supplier = await ctx.db
        .selectFrom('quoting_suppliers')
        .select('id')
        .where('id', '=', request.params.id)
        .where('organisation_id', '=', user.organisation_id)
        .executeTakeFirst();
      if (!supplier) throw new HttpError(404, 'This supplier does not exist.');
      const options = await supplierOptions(ctx.db, user.organisation_id, supplier.id, {
        search: request.query.search?.trim() || undefined,
        groupIds: idList(request.query.group_ids, 'group_ids'),
        productIds: idList(request.query.product_ids, 'product_ids'),
      });
      return ok(options, QUIET);
    },
  );

  app.get(
    '/costing',
    {
      schema: {
        response: replies(
          S.arr(
            S.obj({
              key: S.str(),
              cost_type: S.str(),
              id: S.int(),
              child_id: S.nint(),
              name: S.str(),
              application_name: S.nstr(),
              path: S.str(),
              retail_pricing_completed: S.bool(),
              wholesale_pricing_completed: S.bool(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const user = await requireCostingRight(request);
      return ok(await costingList(ctx, user.organisation_id), QUIET);
    },
  );
}

/** Every costing the organisation can have: product × application, and each accessory. */
async function costingList(ctx: AppContext, organisationId: number) {
  const [pairs, accessories, saved] = await Promise.all([
    ctx.db
      .selectFrom('wholesale_common_sizes as s')
      .innerJoin('wholesale_products as p', 'p.id', 's.product_id')
      .innerJoin('wholesale_applications as a', 'a.id', 's.application_id')
      .select([
        'p.id as product_id',
        'p.name as product_name',
        'a.id as application_id',
        'a.name as application_name',
      ])
      .where('s.organisation_id', '=', organisationId)
      .distinct()
      .orderBy('p.id')
      .orderBy('a.id')
      .execute(),
    ctx.db
      .selectFrom('wholesale_accessories')
      .select(['id', 'name', 'code'])
      .where('organisation_id', '=', organisationId)
      .orderBy('name')
      .execute(),
    ctx.db
      .selectFrom('quoting_costings')
      .select([
        'cost_type',
        'product_id',
        'application_id',
        'accessory_id',
        'retail_pricing_completed',
        'wholesale_pricing_completed',
      ])
      .where('organisation_id', '=', organisationId)
      .execute(),
  ]);
  const flags = new Map(
    saved.map((row) => [
      row.cost_type === 'product'
        ? `product:${row.product_id}:${row.application_id ?? ''}`
        : `accessory:${row.accessory_id}:`,
      row,
    ]),
  );
  const flagOf = (key: string) => ({
    retail_pricing_completed: flags.get(key)?.retail_pricing_completed ?? false,
    wholesale_pricing_completed: flags.get(key)?.wholesale_pricing_completed ?? false,
  });
  return [
    ...pairs.map((pair) => ({
      key: `product:${pair.product_id}:${pair.application_id}`,
      cost_type: 'product',
      id: pair.product_id,
      child_id: pair.application_id,
      name: pair.product_name,
      application_name: pair.application_name,
      path: `/costing/product/${pair.product_id}/${pair.application_id}`,
      ...flagOf(`product:${pair.product_id}:${pair.application_id}`),
    })),
    ...accessories.map((accessory) => ({
      key: `accessory:${accessory.id}:`,
      cost_type: 'accessory',
      id: accessory.id,
      child_id: null,
      name: `${accessory.name} (${accessory.code})`,
      application_name: null,
      path: `/costing/accessory/${accessory.id}`,
      ...flagOf(`accessory:${accessory.id}:`),
    })),
  ];
}
