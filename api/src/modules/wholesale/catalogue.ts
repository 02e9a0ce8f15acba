import type {
  AccountOwner,
  PricingGroup,
  WholesaleAccessory,
  WholesaleApplication,
  WholesaleColour,
  FrameThickness,
  LockSide,
  LockSideCode,
  WholesaleProduct,
} from '@platform/shared/contracts';
import type { Db } from '../../core/database';
import { productSizeKey, type PriceBook, type SizePrice } from '@platform/shared/pricing';

export interface CatalogueData {
  applications: WholesaleApplication[];
  products: WholesaleProduct[];
  colours: WholesaleColour[];
  accessories: WholesaleAccessory[];
  frame_thicknesses: FrameThickness[];
  lock_sides: LockSide[];
}

/** The organisation's dropdown data for the item sheet. */
export async function loadCatalogue(db: Db, organisationId: number): Promise<CatalogueData> {
  const [applications, products, sizes, colours, accessories, frames, lockSides] =
    await Promise.all([
      db
        .selectFrom('wholesale_applications')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('wholesale_products')
        .select(['id', 'name'])
        .where('organisation_id', '=', organisationId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('wholesale_common_sizes')
        .select(['product_id', 'application_id'])
        .distinct()
        .where('organisation_id', '=', organisationId)
        .execute(),
      db
        .selectFrom('wholesale_colours')
        .select(['id', 'name', 'hex', 'is_excluded'])
        .where('organisation_id', '=', organisationId)
        .orderBy('name')
        .execute(),
      db
        .selectFrom('wholesale_accessories')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('code')
        .execute(),
      db
        .selectFrom('wholesale_frame_thicknesses')
        .select(['id', 'name'])
        .where('organisation_id', '=', organisationId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('wholesale_lock_sides')
        .select(['id', 'name', 'code', 'punch_only'])
        .where('organisation_id', '=', organisationId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ]);
  const priced = new Map<number, number[]>();
  for (const size of sizes)
    priced.set(size.product_id, [...(priced.get(size.product_id) ?? []), size.application_id]);
  return {
    applications: applications.map((a) => ({
      id: a.id,
      name: a.name,
      type_id: a.type_id,
      element_count: a.element_count,
      frame_thickness_ids: a.frame_thickness_ids,
      measurement_diagonal_id: a.measurement_diagonal_id,
      measurement_required_id: a.measurement_required_id,
      hinges: a.hinges,
      rollers: a.rollers,
      punch_only: a.punch_only,
      door_side_opposite_to_lock_side: a.door_side_opposite_to_lock_side,
    })),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      application_ids: (priced.get(p.id) ?? []).sort((a, b) => a - b),
    })),
    colours,
    accessories: accessories.map((a) => ({
      id: a.id,
      code: a.code,
      name: a.name,
      default_colour_id: a.default_colour_id,
      colour_ids: a.colour_ids,
      default_width_id: a.default_width_id,
      is_petway: a.is_petway,
      is_on_diagram: a.is_on_diagram,
      wholesale_disclaimer: a.wholesale_disclaimer,
      measurement_required: {
        required_height_count: a.required_height_count,
        required_width_count: a.required_width_count,
      },
    })),
    frame_thicknesses: frames,
    lock_sides: lockSides.map((side) => ({ ...side, code: side.code as LockSideCode })),
  };
}

export function pricingGroupsOf(db: Db, organisationId: number): Promise<PricingGroup[]> {
  return db
    .selectFrom('wholesale_pricing_groups')
    .select(['id', 'name'])
    .where('organisation_id', '=', organisationId)
    .orderBy('name')
    .execute();
}

/** The customer's account owner: a staff member of the same organisation, else nobody. */
export async function accountOwnerOf(
  db: Db,
  organisationId: number,
  userId: number | null,
): Promise<AccountOwner | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    // Scoped: an owner id naming another organisation's user reveals nobody (issue 36, item 3).
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row
    ? { id: row.id, full_name: `${row.first_name} ${row.last_name}`.trim(), email: row.email }
    : null;
}

const toNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** Product sizes with the group's prices (null where the group has none). */
export function productSizeRows(
  db: Db,
  organisationId: number,
  pricingGroupId: number | null,
  filter: { productId?: number; applicationIds?: number[] } = {},
) {
  let query = db
    .selectFrom('wholesale_common_sizes as s')
    .leftJoin('wholesale_common_size_prices as p', (join) =>
      join
        .onRef('p.common_size_id', '=', 's.id')
        .on('p.pricing_group_id', '=', pricingGroupId ?? -1),
    )
    .select(['s.product_id', 's.application_id', 's.width', 's.height', 'p.price'])
    .where('s.organisation_id', '=', organisationId);
  if (filter.productId !== undefined) query = query.where('s.product_id', '=', filter.productId);
  if (filter.applicationIds && filter.applicationIds.length > 0) {
    query = query.where('s.application_id', 'in', filter.applicationIds);
  }
  return query
    .orderBy('s.application_id')
    .orderBy('s.height')
    .orderBy('s.width')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, price: toNumber(row.price) })));
}

export function accessorySizeRows(
  db: Db,
  organisationId: number,
  pricingGroupId: number | null,
  accessoryIds?: number[],
) {
  let query = db
    .selectFrom('wholesale_accessory_sizes as s')
    .innerJoin('wholesale_accessories as a', 'a.id', 's.accessory_id')
    .leftJoin('wholesale_accessory_size_prices as p', (join) =>
      join
        .onRef('p.accessory_size_id', '=', 's.id')
        .on('p.pricing_group_id', '=', pricingGroupId ?? -1),
    )
    .select([
      's.accessory_id',
      's.width',
      's.height',
      'p.price',
      'a.required_height_count',
      'a.required_width_count',
    ])
    .where('s.organisation_id', '=', organisationId);
  if (accessoryIds)
    query = query.where('s.accessory_id', 'in', accessoryIds.length > 0 ? accessoryIds : [-1]);
  return query
    .orderBy('s.accessory_id')
    .orderBy('s.height')
    .orderBy('s.width')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, price: toNumber(row.price) })));
}

/** Everything needed to price an order for one pricing group. */
export async function loadPriceBook(
  db: Db,
  organisationId: number,
  pricingGroupId: number | null,
): Promise<PriceBook> {
  const [catalogue, productSizes, accessorySizes] = await Promise.all([
    loadCatalogue(db, organisationId),
    productSizeRows(db, organisationId, pricingGroupId),
    accessorySizeRows(db, organisationId, pricingGroupId),
  ]);
  const book: PriceBook = {
    productSizes: new Map(),
    accessorySizes: new Map(),
    applications: new Map(catalogue.applications.map((a) => [a.id, a])),
    products: new Map(catalogue.products.map((p) => [p.id, p])),
    colours: new Map(catalogue.colours.map((c) => [c.id, c])),
    accessories: new Map(catalogue.accessories.map((a) => [a.id, a])),
  };
  for (const row of productSizes) {
    const key = productSizeKey(row.product_id, row.application_id);
    const list: SizePrice[] = book.productSizes.get(key) ?? [];
    list.push({ width: row.width, height: row.height, price: row.price });
    book.productSizes.set(key, list);
  }
  for (const row of accessorySizes) {
    const list = book.accessorySizes.get(row.accessory_id) ?? [];
    list.push({ width: row.width, height: row.height, price: row.price });
    book.accessorySizes.set(row.accessory_id, list);
  }
  return book;
}
