// The catalogue and price books an order save reads, kept while their tables are unchanged
// (ADR 175's read caches, ADR 232): an autosave or submit read them with 16 statements each time.
import type { PriceBook } from '@platform/shared/pricing';
import type { AppContext } from '../../core/module';
import { readCacheOf, type ReadCache, type TableChanges } from '../../core/table-changes';
import { loadCatalogue, loadPriceBook, type CatalogueData } from './catalogue';

/** Every table `loadCatalogue` reads; each has the change notice trigger (migration 008). */
export const CATALOGUE_TABLES = [
  'wholesale_applications',
  'wholesale_products',
  'wholesale_common_sizes',
  'wholesale_colours',
  'wholesale_accessories',
  'wholesale_frame_thicknesses',
  'wholesale_lock_sides',
] as const;

/** Every table `loadPriceBook` reads: the catalogue's and the sizes' prices. */
export const PRICE_BOOK_TABLES = [
  ...CATALOGUE_TABLES,
  'wholesale_common_size_prices',
  'wholesale_accessory_sizes',
  'wholesale_accessory_size_prices',
] as const;

const catalogues = new WeakMap<TableChanges, ReadCache<CatalogueData>>();
const priceBooks = new WeakMap<TableChanges, ReadCache<PriceBook>>();

/** The organisation's catalogue; shared between callers, so read-only. */
export function cachedCatalogue(ctx: AppContext, organisationId: number): Promise<CatalogueData> {
  return readCacheOf(catalogues, ctx.tableChanges, CATALOGUE_TABLES).get(
    String(organisationId),
    () => loadCatalogue(ctx.db, organisationId),
  );
}

/** The organisation's price book for a pricing group; shared between callers, so read-only. */
export function cachedPriceBook(
  ctx: AppContext,
  organisationId: number,
  pricingGroupId: number | null,
): Promise<PriceBook> {
  return readCacheOf(priceBooks, ctx.tableChanges, PRICE_BOOK_TABLES).get(
    `${organisationId}:${pricingGroupId ?? ''}`,
    () => loadPriceBook(ctx.db, organisationId, pricingGroupId),
  );
}
