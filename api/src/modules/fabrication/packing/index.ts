// Mesh cut optimiser: packs each mesh size's panels onto that mesh size's stock sheets.
import type { PackItem, PackResponse } from '@platform/shared/contracts';
import { packSheets, type PackOptions, type StockSheet } from './guillotine';

export { checkLayout, isGuillotineCuttable, type Rect } from './checker';
export { PACKING_DEFAULTS } from './constants';
export { areaLowerBound, dffLowerBound, type SheetSize } from './lower-bound';
export {
  DEFAULT_SEARCH_BUDGET,
  packSheets,
  priceCents,
  type PackOptions,
  type StockSheet,
} from './guillotine';

/** Items grouped by mesh size, in the order each mesh size first appears. */
export function groupByMeshSize(items: PackItem[]): Map<string, PackItem[]> {
  const groups = new Map<string, PackItem[]>();
  for (const item of items) {
    const group = groups.get(item.meshSize);
    if (group) group.push(item);
    else groups.set(item.meshSize, [item]);
  }
  return groups;
}

/** Packs every mesh size on its own stock; a mesh size without stock leaves its panels unfit. */
export function packByMeshSize(
  items: PackItem[],
  stockByMeshSize: Record<string, StockSheet[]>,
  options: PackOptions,
): PackResponse {
  const entries = [...groupByMeshSize(items)].map(([meshSize, group]) => {
    const stock = Object.hasOwn(stockByMeshSize, meshSize) ? stockByMeshSize[meshSize] : [];
    return [meshSize, packSheets(group, stock, options)] as const;
  });
  // fromEntries defines own properties, so even a mesh size named "__proto__" stays a key.
  return Object.fromEntries(entries);
}
