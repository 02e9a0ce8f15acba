import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../core/database';
import type { CostType, CostingSave } from '@platform/shared/contracts';
import { normaliseDecimals, validateCostingSave } from '@platform/shared/pricing';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { costingSubject, type CostingSubject } from './catalogue';
import { QUOTING_MESSAGES } from './constants';
import {
  lineReference,
  loadCosting,
  saveCosting,
  saveDataOf,
  type CostingKey,
} from './costing-store';
import { requireCostingRight } from './rights';
import { COSTING_PARAMS, COSTING_SAVE_SCHEMA, COSTING_SCHEMA } from './schemas';

interface CostingParams {
  cost_type: CostType;
  id: number;
  child_id?: number;
}

type SaveData = CostingSave['object_data'];

function fieldErrors(errors: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/** Every line must name an item of its supplier in this organisation. */
async function checkItems(ctx: AppContext, organisationId: number, data: SaveData) {
  const refs = (data.product_items ?? []).map(lineReference);
  const productIds = refs.flatMap((ref) => (ref.product_id === null ? [] : [ref.product_id]));
  const groupIds = refs.flatMap((ref) => (ref.group_id === null ? [] : [ref.group_id]));
  const [products, groups] = await Promise.all([
    productIds.length === 0
      ? []
      : ctx.db
          .selectFrom('quoting_supplier_products')
          .select(['id', 'supplier_id'])
          .where('organisation_id', '=', organisationId)
          .where('group_id', 'is', null)
          .where('id', 'in', productIds)
          .execute(),
    groupIds.length === 0
      ? []
      : ctx.db
          .selectFrom('quoting_supplier_groups')
          .select(['id', 'supplier_id'])
          .where('organisation_id', '=', organisationId)
          .where('id', 'in', groupIds)
          .execute(),
  ]);
  const productSupplier = new Map(products.map((row) => [row.id, row.supplier_id]));
  const groupSupplier = new Map(groups.map((row) => [row.id, row.supplier_id]));
  const errors: Record<string, string[]> = {};
  refs.forEach((ref, index) => {
    const supplier =
      ref.product_id !== null
        ? productSupplier.get(ref.product_id)
        : groupSupplier.get(ref.group_id!);
    if (supplier !== ref.supplier_id) {
      errors[`product_items[${index}].product_or_group_id`] = [QUOTING_MESSAGES.unknownItem];
    }
  });
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, QUOTING_MESSAGES.unknownItem, { errors });
  }
}

async function subjectOf(
  ctx: AppContext,
  organisationId: number,
  params: CostingParams,
): Promise<CostingSubject> {
  const subject = await costingSubject(
    ctx.db,
    organisationId,
    params.cost_type,
    params.id,
    params.child_id ?? null,
  );
  if (!subject) throw new HttpError(404, QUOTING_MESSAGES.costingNotFound);
  return subject;
}

/** The save data normalised, validated and with every line's item checked; 400 otherwise. */
async function checkedData(ctx: AppContext, organisationId: number, raw: SaveData) {
  const data = normaliseDecimals(raw);
  const errors = validateCostingSave(data);
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, QUOTING_MESSAGES.invalid, { errors: fieldErrors(errors) });
  }
  await checkItems(ctx, organisationId, data);
  return data;
}

/** Saves checked data over one costing inside `trx` (the audit compares with what it was). */
async function saveIn(
  trx: Transaction<Database>,
  ctx: AppContext,
  key: CostingKey,
  data: SaveData,
  userId: number,
): Promise<void> {
  const before = await loadCosting(trx, key);
  await saveCosting(trx, key, data, before, {
    organisationId: key.organisationId,
    userId,
    now: ctx.clock.now(),
  });
}

/** Validates, checks and saves one costing's data. */
export async function storeCosting(
  ctx: AppContext,
  key: CostingKey,
  raw: SaveData,
  userId: number,
): Promise<void> {
  const data = await checkedData(ctx, key.organisationId, raw);
  await ctx.db.transaction().execute((trx) => saveIn(trx, ctx, key, data, userId));
}

interface CloneTargets {
  product?: number;
  applications?: number[];
  accessories?: number[];
}

function parseTargets(text: string): CloneTargets {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) return parsed as CloneTargets;
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(
    400,
    'object_data must be a JSON object of {product, applications} or {accessories}.',
  );
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

/** Costings of products (optionally per application) and of accessories. */
export function registerCostingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paths = ['/costing/:cost_type/:id', '/costing/:cost_type/:id/:child_id'];
  for (const url of paths) {
    app.get<{ Params: CostingParams }>(
      url,
      { schema: { params: COSTING_PARAMS, response: replies(COSTING_SCHEMA) } },
      async (request) => {
        const user = await requireCostingRight(request);
        const subject = await subjectOf(ctx, user.organisation_id, request.params);
        return ok(await loadCosting(ctx.db, { organisationId: user.organisation_id, subject }));
      },
    );
    app.post<{ Params: CostingParams; Body: CostingSave }>(
      url,
      {
        schema: {
          params: COSTING_PARAMS,
          body: COSTING_SAVE_SCHEMA,
          response: replies(COSTING_SCHEMA),
        },
      },
      async (request) => {
        const user = await requireCostingRight(request);
        const subject = await subjectOf(ctx, user.organisation_id, request.params);
        const key = { organisationId: user.organisation_id, subject };
        await storeCosting(ctx, key, request.body.object_data, user.id);
        return ok(await loadCosting(ctx.db, key), { message: 'Saving successful' });
      },
    );
    app.post<{ Params: CostingParams; Body: { object_data: string } }>(
      `${url}/clone`,
      {
        schema: {
          params: COSTING_PARAMS,
          body: S.obj({ object_data: S.str({ minLength: 2, maxLength: 10000 }) }, ['object_data']),
          response: replies(S.obj({ cloned: S.int() })),
        },
      },
      async (request) => {
        const user = await requireCostingRight(request);
        const organisationId = user.organisation_id;
        const source = await subjectOf(ctx, organisationId, request.params);
        const record = await loadCosting(ctx.db, { organisationId, subject: source });
        const targets = parseTargets(request.body.object_data);
        const keys: CostingKey[] = [];
        if (source.cost_type === 'accessory') {
          for (const id of ids(targets.accessories)) {
            keys.push({
              organisationId,
              subject: await subjectOf(ctx, organisationId, { cost_type: 'accessory', id }),
            });
          }
        } else {
          const product = Number.isInteger(targets.product) ? Number(targets.product) : source.id;
          for (const childId of ids(targets.applications)) {
            keys.push({
              organisationId,
              subject: await subjectOf(ctx, organisationId, {
                cost_type: 'product',
                id: product,
                child_id: childId,
              }),
            });
          }
        }
        const chosen = keys.filter(
          (key) =>
            !(
              key.subject.id === source.id &&
              key.subject.child_id === source.child_id &&
              key.subject.cost_type === source.cost_type
            ),
        );
        if (chosen.length === 0) throw new HttpError(400, QUOTING_MESSAGES.noTargets);
        // One check, then every target in one transaction: all are cloned or none is.
        const lines = await checkedData(ctx, organisationId, saveDataOf(record));
        await ctx.db.transaction().execute(async (trx) => {
          for (const key of chosen) {
            const target = await loadCosting(trx, key);
            await saveIn(trx, ctx, key, { ...lines, id: target.id, notes: target.notes }, user.id);
          }
        });
        return ok({ cloned: chosen.length }, { message: 'Saving successful' });
      },
    );
  }
}
