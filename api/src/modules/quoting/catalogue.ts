import type { Kysely } from 'kysely';
import type { Database } from '../../core/database';
import type {
  Application,
  CostType,
  GroupItem,
  MandatoryAccessory,
  SupplierProductOption,
} from '@platform/shared/contracts';
import { dec, fixed2 } from '@platform/shared/pricing';

type Db = Kysely<Database>;

/**
 * The organisation's catalogue (products, applications, accessories, frame thicknesses) is the
 * one the wholesale module keeps (wholesale_* tables): quoting prices the same products that
 * customers order (docs/decisions/100).
 */
export async function applicationsOf(db: Db, organisationId: number, productId?: number) {
  let query = db
    .selectFrom('wholesale_applications as a')
    .selectAll('a')
    .where('a.organisation_id', '=', organisationId);
  if (productId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('wholesale_common_sizes as s')
          .select('s.id')
          .whereRef('s.application_id', '=', 'a.id')
          .where('s.product_id', '=', productId),
      ),
    );
  }
  const rows = await query.orderBy('a.sort').orderBy('a.id').execute();
  return rows.map((row): Application => ({
    id: row.id,
    name: row.name,
    product_id: productId ?? 0,
    type_id: row.type_id === 2 ? 2 : 1,
    element_count: row.element_count,
    frame_thickness_ids: row.frame_thickness_ids,
    measurement_diagonal_id: row.measurement_diagonal_id === 2 ? 2 : 1,
    hinges: row.hinges ? 3 : 0,
    rollers: row.rollers ? 4 : 0,
    punch_only: row.punch_only,
    door_side_opposite_to_lock_side: row.door_side_opposite_to_lock_side,
    measurement_required_id: row.measurement_required_id,
  }));
}

/** What a costing is of: its name and the sizes and type its pricing needs. */
export interface CostingSubject {
  cost_type: CostType;
  id: number;
  child_id: number | null;
  name: string;
  type_id: number | null;
  element_count: number;
  element_split_vertical: boolean;
}

export async function costingSubject(
  db: Db,
  organisationId: number,
  costType: CostType,
  id: number,
  childId: number | null,
): Promise<CostingSubject | null> {
  if (costType === 'accessory') {
    if (childId !== null) return null;
    const accessory = await db
      .selectFrom('wholesale_accessories')
      .select(['id', 'name', 'code'])
      .where('id', '=', id)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (!accessory) return null;
    return {
      cost_type: 'accessory',
      id,
      child_id: null,
      name: `${accessory.name} (${accessory.code})`,
      type_id: null,
      element_count: 1,
      element_split_vertical: false,
    };
  }
  const product = await db
    .selectFrom('wholesale_products')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!product) return null;
  if (childId === null) {
    return {
      cost_type: 'product',
      id,
      child_id: null,
      name: product.name,
      type_id: null,
      element_count: 1,
      element_split_vertical: false,
    };
  }
  const application = (await applicationsOf(db, organisationId, id)).find((a) => a.id === childId);
  if (!application) return null;
  return {
    cost_type: 'product',
    id,
    child_id: childId,
    name: `${product.name} – ${application.name}`,
    type_id: application.type_id,
    element_count: application.element_count,
    // Multi-element doors (French doors) stand side by side: the width is split.
    element_split_vertical: application.element_count > 1,
  };
}

function groupItemOf(row: {
  code: string;
  description: string;
  price: string | number;
  item_volume: string | number;
  width: number | null;
  height: number | null;
  weight: string | number | null;
}): GroupItem {
  return {
    code: row.code,
    product_description: row.description,
    price: fixed2(dec(row.price)),
    item_volume: Number(row.item_volume),
    width: row.width ?? 0,
    height: row.height ?? 0,
    weight: row.weight === null ? null : Number(row.weight),
  };
}

/** The items of supplier groups, by group id. */
export async function groupItemsOf(db: Db, organisationId: number, groupIds: number[]) {
  const byGroup = new Map<number, GroupItem[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('quoting_supplier_products')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('group_id', 'in', groupIds)
    .orderBy('item_volume')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.group_id!) ?? [];
    list.push(groupItemOf(row));
    byGroup.set(row.group_id!, list);
  }
  return byGroup;
}

export interface OptionFilter {
  search?: string;
  groupIds?: number[];
  productIds?: number[];
}

/** GET /suppliers/{id}/products-for-costing: a supplier's products (not group items) and groups. */
export async function supplierOptions(
  db: Db,
  organisationId: number,
  supplierId: number,
  filter: OptionFilter,
): Promise<SupplierProductOption[]> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const byIds = filter.groupIds !== undefined || filter.productIds !== undefined;
  let products = db
    .selectFrom('quoting_supplier_products')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('supplier_id', '=', supplierId)
    .where('group_id', 'is', null);
  let groups = db
    .selectFrom('quoting_supplier_groups')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('supplier_id', '=', supplierId);
  if (byIds) {
    products = products.where('id', 'in', [0, ...(filter.productIds ?? [])]);
    groups = groups.where('id', 'in', [0, ...(filter.groupIds ?? [])]);
  } else if (pattern) {
    products = products.where((eb) =>
      eb.or([eb('code', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
    groups = groups.where((eb) =>
      eb.or([eb('code', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const [productRows, groupRows] = await Promise.all([
    products.orderBy('code').limit(50).execute(),
    groups.orderBy('code').limit(50).execute(),
  ]);
  const items = await groupItemsOf(
    db,
    organisationId,
    groupRows.map((g) => g.id),
  );
  const options: SupplierProductOption[] = [
    ...groupRows.map((group) => ({
      id: group.id,
      supplier_id: supplierId,
      group_id: group.id,
      product_id: null,
      product_or_group_id: `G${group.id}`,
      code: group.code,
      product_description: group.description,
      item_volume: 0,
      price: '0.00',
      width: null,
      height: null,
      weight: null,
      default_formula_1: group.default_formula_1,
      default_formula_2: group.default_formula_2,
      default_formula_3: group.default_formula_3,
      group_items: items.get(group.id) ?? [],
    })),
    ...productRows.map((product) => ({
      id: product.id,
      supplier_id: supplierId,
      group_id: null,
      product_id: product.id,
      product_or_group_id: `P${product.id}`,
      ...groupItemOf(product),
      width: product.width,
      height: product.height,
      default_formula_1: product.default_formula_1,
      default_formula_2: product.default_formula_2,
      default_formula_3: product.default_formula_3,
      group_items: [],
    })),
  ];
  return options.slice(0, 50);
}

export interface AccessoryQuery {
  brand_id?: number;
  product_id?: number;
  type_id?: number;
  height?: number;
  width?: number;
}

/** A mandatory accessory rule that matched, with the accessory it names. */
export type MandatoryRule = MandatoryAccessory & { accessory_id: number };

/**
 * The mandatory accessory rules of a product at a size; a rule's empty field matches anything.
 * costing-store's mandatoryAccessories adds the default prices of rules without a price.
 */
export async function mandatoryRules(
  db: Db,
  organisationId: number,
  query: AccessoryQuery,
): Promise<MandatoryRule[]> {
  const rows = await db
    .selectFrom('quoting_mandatory_accessories as r')
    .innerJoin('wholesale_accessories as a', 'a.id', 'r.accessory_id')
    .select([
      'r.id',
      'r.accessory_id',
      'a.name',
      'r.price',
      'r.quantity',
      'r.brand_id',
      'r.product_id',
      'r.type_id',
      'r.min_height',
      'r.max_height',
      'r.min_width',
      'r.max_width',
    ])
    .where('r.organisation_id', '=', organisationId)
    .orderBy('r.id')
    .execute();
  const within = (value: number | undefined, min: number | null, max: number | null) =>
    value === undefined || ((min === null || value >= min) && (max === null || value <= max));
  const matches = (rule: number | null, value?: number) => rule === null || rule === value;
  return rows
    .filter(
      (row) =>
        matches(row.brand_id, query.brand_id) &&
        matches(row.product_id, query.product_id) &&
        matches(row.type_id, query.type_id) &&
        within(query.height, row.min_height, row.max_height) &&
        within(query.width, row.min_width, row.max_width),
    )
    .map((row, index) => ({
      item_number: index + 1,
      accessory_id: row.accessory_id,
      name: row.name,
      price: row.price === null ? null : fixed2(dec(row.price)),
      quantity: row.quantity,
    }));
}

/** The mesh deduction that best matches (most fields matched wins; none → 0). */
export async function meshDeduction(
  db: Db,
  organisationId: number,
  query: { brand_id?: number; product_id?: number; type_id?: number; frame_thickness_id?: number },
): Promise<number> {
  const rows = await db
    .selectFrom('quoting_mesh_deductions')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .execute();
  const fields = ['brand_id', 'product_id', 'type_id', 'frame_thickness_id'] as const;
  let best: { score: number; deduction: number } = { score: -1, deduction: 0 };
  for (const row of rows) {
    let score = 0;
    let matches = true;
    for (const field of fields) {
      if (row[field] === null) continue;
      if (row[field] !== query[field]) matches = false;
      else score += 1;
    }
    if (matches && score > best.score) best = { score, deduction: Number(row.deduction) };
  }
  return best.deduction;
}
