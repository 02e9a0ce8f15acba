// The inputs of the mesh cut optimiser: stock sheets and panels in the packer's grown space.
//
// Kerf model: the sheet and every panel grow by one kerf on their right and bottom. Panels packed
// edge to edge on the grown sheet are then at least a kerf apart once shrunk back, and may still
// touch the real sheet's edges. All layout work happens in that grown space.
import type { PackItem } from '@platform/shared/contracts';

export interface StockSheet {
  name: string;
  width: number;
  height: number;
  /** Decimal dollars, e.g. "84.50". */
  price: string;
}

/** A panel to place; width and height include one kerf. */
export interface Piece {
  index: number;
  item: PackItem;
  width: number;
  height: number;
  /** Real panel area in mm². */
  area: number;
  rotatable: boolean;
}

/** A stock sheet as packed: grown by one kerf, price in whole cents. */
export interface Stock {
  sheet: StockSheet;
  cents: number;
  width: number;
  height: number;
  /** Real sheet area in mm². */
  area: number;
}

/** An unreadable price counts as $100 000: such a sheet is used only when no priced one fits. */
export const UNREADABLE_PRICE_CENTS = 1e7;

/** Whole cents of a decimal dollar string ("84.5" → 8450), without floating-point arithmetic. */
export function priceCents(price: string): number {
  const match = /^\s*\$?\s*(\d*)(?:\.(\d*))?\s*$/.exec(price);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return UNREADABLE_PRICE_CENTS;
  const decimals = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1] || '0') * 100 + Number(decimals.slice(0, 2));
  return cents + (Number(decimals[2]) >= 5 ? 1 : 0);
}

export const positive = (value: number) => Number.isFinite(value) && value > 0;

export function toStocks(sheets: StockSheet[], kerf: number): Stock[] {
  return sheets
    .filter((sheet) => positive(sheet.width) && positive(sheet.height))
    .map((sheet) => ({
      sheet,
      cents: priceCents(sheet.price),
      width: sheet.width + kerf,
      height: sheet.height + kerf,
      area: sheet.width * sheet.height,
    }));
}

export function toPiece(item: PackItem, index: number, kerf: number): Piece {
  return {
    index,
    item,
    width: item.width + kerf,
    height: item.height + kerf,
    area: item.width * item.height,
    rotatable: item.rotatable !== false && item.width !== item.height,
  };
}

export function fitsStock(piece: Piece, stock: Stock): boolean {
  if (piece.width <= stock.width && piece.height <= stock.height) return true;
  return piece.rotatable && piece.height <= stock.width && piece.width <= stock.height;
}
