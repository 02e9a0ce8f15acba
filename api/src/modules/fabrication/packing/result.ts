// A packed sheet as the API returns it: panels and offcuts back in real sizes, waste figures.
import type { Offcut, PackedItem, PackingResult } from '@platform/shared/contracts';
import { cuttableOffcuts, mergeFree, toOffcuts } from './offcuts';
import type { Placement, SheetLayout } from './sheet';
import type { Stock } from './stock';

export const wasteOf = (stock: Stock, usedArea: number) =>
  round2((100 * (stock.area - usedArea)) / stock.area);

export const wastePercent = (layout: SheetLayout) => wasteOf(layout.stock, layout.usedArea);

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The reusable offcuts of a sheet: the cuttable set of largest area, else the merged free space. */
export function reusableOffcuts(layout: SheetLayout, kerf: number): Offcut[] {
  const { width, height } = layout.stock;
  const found =
    cuttableOffcuts(width, height, layout.placements, kerf) ??
    mergeFree(layout.placements, layout.free);
  return toOffcuts(found, kerf);
}

export function toPackedItem(placement: Placement, kerf: number): PackedItem {
  return {
    x: placement.x,
    y: placement.y,
    width: placement.width - kerf,
    height: placement.height - kerf,
    rotated: placement.rotated,
    item: placement.piece.item,
  };
}

export function toResult(layout: SheetLayout, kerf: number): PackingResult {
  const { sheet, area } = layout.stock;
  const offcuts = reusableOffcuts(layout, kerf);
  const offcutArea = offcuts.reduce((sum, offcut) => sum + offcut.width * offcut.height, 0);
  return {
    bin: { name: sheet.name, width: sheet.width, height: sheet.height, price: sheet.price },
    packedItems: layout.placements.map((placement) => toPackedItem(placement, kerf)),
    wastePercentage: wastePercent(layout),
    netWastePercentage: round2((100 * (area - layout.usedArea - offcutArea)) / area),
    reusableOffcuts: offcuts,
  };
}
