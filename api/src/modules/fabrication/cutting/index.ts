import type { PackItem, PackResponse } from '@platform/shared/contracts';
import { packSheets, type PackOptions, type StockSheet } from './guillotine';

export { checkLayout, guillotineCuttable } from './checker';
export { packSheets, fitsSheet, type PackOptions, type StockSheet } from './guillotine';

/** Packs each mesh size on its own stock; a mesh size without stock leaves its panels unfit. */
export function packByMeshSize(
  items: PackItem[],
  stockByMeshSize: Record<string, StockSheet[]>,
  options: PackOptions,
): PackResponse {
  const groups = new Map<string, PackItem[]>();
  for (const item of items) groups.set(item.meshSize, [...(groups.get(item.meshSize) ?? []), item]);
  const response: PackResponse = {};
  for (const [meshSize, group] of groups) {
    response[meshSize] = packSheets(group, stockByMeshSize[meshSize] ?? [], options);
  }
  return response;
}
