import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../core/database';
import type {
  AccessoryDefaultCosting,
  CostLine,
  MandatoryAccessory,
  CostingRecord,
  CostingSave,
  PricingTypeId,
} from '@platform/shared/contracts';
import {
  DEFAULT_TEST_SIZE,
  dec,
  fixed2,
  groupsByMesh,
  priceCosting,
} from '@platform/shared/pricing';
import {
  groupItemsOf,
  mandatoryRules,
  meshDeduction,
  type AccessoryQuery,
  type CostingSubject,
} from './catalogue';
import { PRICING_TYPES } from './constants';

type Db = Kysely<Database>;

export interface CostingKey {
  organisationId: number;
  subject: CostingSubject;
}

function keyQuery(db: Db | Transaction<Database>, key: CostingKey) {
  const { subject } = key;
  let query = db
    .selectFrom('quoting_costings')
    .selectAll()
    .where('organisation_id', '=', key.organisationId)
    .where('cost_type', '=', subject.cost_type);
  if (subject.cost_type === 'accessory') return query.where('accessory_id', '=', subject.id);
  query = query.where('product_id', '=', subject.id);
  return subject.child_id === null
    ? query.where('application_id', 'is', null)
    : query.where('application_id', '=', subject.child_id);
}

type PriceFigure = 'retail' | 'wholesale' | 'retail_premium_pct' | 'wholesale_premium_pct';

/** A costing row's prices and premiums to two places (zeros without a row). */
function priceFigures(
  row?: Partial<Record<PriceFigure, Parameters<typeof dec>[0]>>,
): Record<PriceFigure, string> {
  return {
    retail: fixed2(dec(row?.retail)),
    wholesale: fixed2(dec(row?.wholesale)),
    retail_premium_pct: fixed2(dec(row?.retail_premium_pct)),
    wholesale_premium_pct: fixed2(dec(row?.wholesale_premium_pct)),
  };
}

const SHORT_NAMES = new Map(PRICING_TYPES.map((type) => [type.id, type.short_name]));

/** The cost lines of a costing with their supplier items' current codes, prices and sizes. */
export async function costLinesOf(
  db: Db,
  organisationId: number,
  costingId: number,
): Promise<CostLine[]> {
  const rows = await db
    .selectFrom('quoting_cost_lines as l')
    .innerJoin('quoting_suppliers as s', 's.id', 'l.supplier_id')
    .leftJoin('quoting_supplier_products as p', 'p.id', 'l.product_id')
    .leftJoin('quoting_supplier_groups as g', 'g.id', 'l.group_id')
    .select([
      'l.id',
      'l.supplier_id',
      's.name as supplier_name',
      'l.product_id',
      'l.group_id',
      'l.pricing_type_id',
      'l.formula',
      'l.buffer_pct',
      'l.rounding_pct',
      'p.code as product_code',
      'p.description as product_description',
      'p.price',
      'p.item_volume',
      'p.width',
      'p.height',
      'p.weight',
      'g.code as group_code',
      'g.description as group_description',
    ])
    .where('l.costing_id', '=', costingId)
    .where('l.organisation_id', '=', organisationId)
    .orderBy('l.position')
    .execute();
  const groups = await groupItemsOf(
    db,
    organisationId,
    rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    product_id: row.product_id,
    group_id: row.group_id,
    product_or_group_id: row.group_id !== null ? `G${row.group_id}` : `P${row.product_id}`,
    code: row.product_code ?? row.group_code ?? '',
    product_description: row.product_description ?? row.group_description ?? '',
    pricing_type_id: row.pricing_type_id as PricingTypeId,
    pricing_type_short_name: SHORT_NAMES.get(row.pricing_type_id as PricingTypeId) ?? '',
    formula: row.formula,
    item_volume: row.item_volume === null ? 0 : Number(row.item_volume),
    price: fixed2(dec(row.price)),
    buffer_pct: fixed2(dec(row.buffer_pct)),
    rounding_pct: fixed2(dec(row.rounding_pct)),
    width: row.width,
    height: row.height,
    weight: row.weight === null ? null : Number(row.weight),
    group_items: row.group_id === null ? [] : (groups.get(row.group_id) ?? []),
  }));
}

/**
 * The costings of accessories, as the default prices of mandatory accessories whose rule has no
 * price (spec §2 "None (use default)", ADR 186); an accessory without a costing has none.
 */
async function accessoryCostings(
  db: Db,
  organisationId: number,
  accessoryIds: number[],
): Promise<Map<number, AccessoryDefaultCosting>> {
  const found = new Map<number, AccessoryDefaultCosting>();
  if (accessoryIds.length === 0) return found;
  const [rows, deduction] = await Promise.all([
    db
      .selectFrom('quoting_costings')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('cost_type', '=', 'accessory')
      .where('accessory_id', 'in', accessoryIds)
      .execute(),
    meshDeduction(db, organisationId, {}),
  ]);
  for (const row of rows) {
    found.set(row.accessory_id!, {
      lines: await costLinesOf(db, organisationId, row.id),
      ...priceFigures(row),
      group_by: row.group_by,
      mesh_deduction: deduction,
    });
  }
  return found;
}

/** The mandatory accessories of a product at a size, each rule without a price with its default. */
export async function mandatoryAccessories(
  db: Db,
  organisationId: number,
  query: AccessoryQuery,
): Promise<MandatoryAccessory[]> {
  const rules = await mandatoryRules(db, organisationId, query);
  const unpriced = rules.filter((rule) => rule.price === null).map((rule) => rule.accessory_id);
  const costings = await accessoryCostings(db, organisationId, [...new Set(unpriced)]);
  return rules.map(({ accessory_id: accessoryId, ...rule }) =>
    rule.price === null ? { ...rule, default_costing: costings.get(accessoryId) ?? null } : rule,
  );
}

/** What a save sends of a costing record: its figures, notes and lines, not what the server works out. */
export function saveDataOf(record: CostingRecord): CostingSave['object_data'] {
  return {
    id: record.id,
    retail: record.retail,
    wholesale: record.wholesale,
    retail_premium_pct: record.retail_premium_pct,
    wholesale_premium_pct: record.wholesale_premium_pct,
    notes: record.notes,
    retail_pricing_completed: record.retail_pricing_completed,
    wholesale_pricing_completed: record.wholesale_pricing_completed,
    product_items: record.product_items,
  };
}

/** The costing record (a blank one, id 0, when nothing has been saved yet), with server totals. */
export async function loadCosting(db: Db, key: CostingKey): Promise<CostingRecord> {
  const row = await keyQuery(db, key).executeTakeFirst();
  const lines = row ? await costLinesOf(db, key.organisationId, row.id) : [];
  const { subject } = key;
  const record: CostingRecord = {
    id: row?.id ?? 0,
    cost_type: subject.cost_type,
    name: subject.name,
    element_count: subject.element_count,
    element_split_vertical: subject.element_split_vertical,
    group_by: row?.group_by ?? null,
    config: null,
    ...priceFigures(row),
    notes: row?.notes ?? '',
    retail_pricing_completed: row?.retail_pricing_completed ?? false,
    wholesale_pricing_completed: row?.wholesale_pricing_completed ?? false,
    product_items: lines,
    brand_id: row?.brand_id ?? null,
    type_id: subject.type_id,
  };
  record.totals = await serverTotals(db, key.organisationId, record, subject);
  return record;
}

/** Totals at the default test size, computed here with the shared pricing core. */
export async function serverTotals(
  db: Db,
  organisationId: number,
  record: CostingRecord,
  subject: CostingSubject,
) {
  const product = subject.cost_type === 'product' ? subject.id : undefined;
  const type = subject.type_id ?? undefined;
  const brand = record.brand_id ?? undefined;
  const [accessories, deduction] = await Promise.all([
    product === undefined
      ? Promise.resolve([])
      : mandatoryAccessories(db, organisationId, {
          brand_id: brand,
          product_id: product,
          type_id: type,
          ...DEFAULT_TEST_SIZE,
        }),
    meshDeduction(db, organisationId, { brand_id: brand, product_id: product, type_id: type }),
  ]);
  return priceCosting({
    lines: record.product_items,
    margins: record,
    size: { ...DEFAULT_TEST_SIZE },
    meshDeduction: deduction,
    groupByMesh: groupsByMesh(record.group_by),
    elementCount: record.element_count,
    elementSplitVertical: record.element_split_vertical,
    mandatoryAccessories: accessories,
  }).totals;
}

export interface LineReference {
  supplier_id: number;
  product_id: number | null;
  group_id: number | null;
}

/** product_or_group_id "P12" / "G3" → the line's item, checked against the supplier. */
export function lineReference(line: CostLine): LineReference {
  const match = /^([PG])(\d+)$/.exec(line.product_or_group_id);
  const id = match ? Number(match[2]) : 0;
  return {
    supplier_id: line.supplier_id,
    product_id: match?.[1] === 'P' ? id : null,
    group_id: match?.[1] === 'G' ? id : null,
  };
}

const AUDITED = [
  'retail',
  'wholesale',
  'retail_premium_pct',
  'wholesale_premium_pct',
  'notes',
  'retail_pricing_completed',
  'wholesale_pricing_completed',
] as const;

export interface SaveContext {
  organisationId: number;
  userId: number;
  now: Date;
}

function lineSummary(line: CostLine): string {
  return `${line.product_or_group_id} ${line.pricing_type_id} ${line.formula} buffer ${fixed2(dec(line.buffer_pct))} rounding ${fixed2(dec(line.rounding_pct))}`;
}

/**
 * Saves a costing in one transaction: the record, its lines replaced in the order given, and
 * one audit row per changed field (lines are audited as one field each, added or removed).
 */
export async function saveCosting(
  trx: Transaction<Database>,
  key: CostingKey,
  data: CostingSave['object_data'],
  before: CostingRecord,
  context: SaveContext,
): Promise<number> {
  const values = {
    retail: data.retail,
    wholesale: data.wholesale,
    retail_premium_pct: data.retail_premium_pct,
    wholesale_premium_pct: data.wholesale_premium_pct,
    notes: data.notes ?? '',
    retail_pricing_completed: data.retail_pricing_completed,
    wholesale_pricing_completed: data.wholesale_pricing_completed,
    updated_by: context.userId,
    updated_at: context.now,
  };
  const existing = await keyQuery(trx, key).executeTakeFirst();
  let costingId: number;
  if (existing) {
    costingId = existing.id;
    await trx.updateTable('quoting_costings').set(values).where('id', '=', existing.id).execute();
  } else {
    const { subject } = key;
    const inserted = await trx
      .insertInto('quoting_costings')
      .values({
        ...values,
        organisation_id: key.organisationId,
        cost_type: subject.cost_type,
        product_id: subject.cost_type === 'product' ? subject.id : null,
        application_id: subject.cost_type === 'product' ? subject.child_id : null,
        accessory_id: subject.cost_type === 'accessory' ? subject.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    costingId = inserted.id;
  }
  await trx.deleteFrom('quoting_cost_lines').where('costing_id', '=', costingId).execute();
  const lines = data.product_items ?? [];
  if (lines.length > 0) {
    await trx
      .insertInto('quoting_cost_lines')
      .values(
        lines.map((line, position) => ({
          organisation_id: key.organisationId,
          costing_id: costingId,
          position,
          ...lineReference(line),
          pricing_type_id: line.pricing_type_id,
          formula: line.formula.trim(),
          buffer_pct: line.buffer_pct,
          rounding_pct: line.rounding_pct,
        })),
      )
      .execute();
  }
  const audit: Array<{ field: string; old_value: string | null; new_value: string | null }> = [];
  for (const field of AUDITED) {
    const old = String(before[field]);
    const next = String(values[field]);
    if (old !== next) audit.push({ field, old_value: old, new_value: next });
  }
  const oldLines = new Set(before.product_items.map(lineSummary));
  const newLines = new Set(lines.map(lineSummary));
  for (const summary of oldLines) {
    if (!newLines.has(summary)) audit.push({ field: 'line', old_value: summary, new_value: null });
  }
  for (const summary of newLines) {
    if (!oldLines.has(summary)) audit.push({ field: 'line', old_value: null, new_value: summary });
  }
  if (audit.length > 0) {
    await trx
      .insertInto('quoting_audit')
      .values(
        audit.map((entry) => ({
          ...entry,
          organisation_id: key.organisationId,
          user_id: context.userId,
          entity: 'costing' as const,
          entity_id: costingId,
          at: context.now,
        })),
      )
      .execute();
  }
  return costingId;
}
