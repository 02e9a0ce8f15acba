// One stock sheet of the mesh cut optimiser: panels as pieces grown by one kerf, free
// rectangles split edge to edge (guillotine), fit scores, and the finished sheet as a result.
//
// Kerf model: the sheet and every panel grow by one kerf on their right and bottom. Panels packed
// edge to edge on the grown sheet are then at least a kerf apart once shrunk back, and may still
// touch the real sheet's edges. All layout work here happens in that grown space.
import type { Offcut, PackItem, PackedItem, PackingResult } from '@platform/shared/contracts';
import { isGuillotineCuttable, type Rect } from './checker';
import { PACKING_DEFAULTS } from './constants';

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

export interface Placement {
  piece: Piece;
  x: number;
  y: number;
  /** Placed size including one kerf. */
  width: number;
  height: number;
  rotated: boolean;
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

export interface SheetLayout {
  stock: Stock;
  placements: Placement[];
  /** Disjoint free rectangles left by the guillotine cuts so far. */
  free: Rect[];
  usedArea: number;
}

export type FitRule = 'best-area' | 'best-short-side' | 'best-long-side';
export type SplitRule = 'shorter-leftover' | 'longer-leftover' | 'max-area' | 'min-area';

export interface Rule {
  fit: FitRule;
  split: SplitRule;
}

/** Where a piece would go, with its fit score (lower is better: primary, then secondary). */
export interface Spot {
  rectIndex: number;
  width: number;
  height: number;
  rotated: boolean;
  primary: number;
  secondary: number;
}

/** An unreadable price counts as $100 000: such a sheet is used only when no priced one fits. */
export const UNREADABLE_PRICE_CENTS = 1e7;

// ---------------------------------------------------------------------------------------------
// Inputs

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

// ---------------------------------------------------------------------------------------------
// Filling one sheet

export function emptyLayout(stock: Stock): SheetLayout {
  return {
    stock,
    placements: [],
    free: [{ x: 0, y: 0, width: stock.width, height: stock.height }],
    usedArea: 0,
  };
}

/**
 * Fit score of a piece of `width` × `height` in `rect`, lower is better: [primary, secondary].
 * Written out in bestSpot too, where allocating the pair per candidate dominated the run time.
 */
export function fitScore(
  fit: FitRule,
  rect: Rect,
  width: number,
  height: number,
): [number, number] {
  const leftoverX = rect.width - width;
  const leftoverY = rect.height - height;
  const short = Math.min(leftoverX, leftoverY);
  const long = Math.max(leftoverX, leftoverY);
  if (fit === 'best-area') return [rect.width * rect.height - width * height, short];
  if (fit === 'best-short-side') return [short, long];
  return [long, short];
}

export const beats = (a: Spot, b: Spot | null) =>
  !b || a.primary < b.primary || (a.primary === b.primary && a.secondary < b.secondary);

/** The best free rectangle and orientation for a piece, or null when it fits nowhere. */
export function bestSpot(free: Rect[], piece: Piece, fit: FitRule): Spot | null {
  let best: Spot | null = null;
  const turns = piece.rotatable ? 2 : 1;
  for (let rectIndex = 0; rectIndex < free.length; rectIndex += 1) {
    const rect = free[rectIndex];
    for (let turn = 0; turn < turns; turn += 1) {
      const width = turn === 0 ? piece.width : piece.height;
      const height = turn === 0 ? piece.height : piece.width;
      const leftoverX = rect.width - width;
      const leftoverY = rect.height - height;
      if (leftoverX < 0 || leftoverY < 0) continue;
      const short = leftoverX < leftoverY ? leftoverX : leftoverY;
      const long = leftoverX < leftoverY ? leftoverY : leftoverX;
      let primary = long;
      let secondary = short;
      if (fit === 'best-area') {
        primary = rect.width * rect.height - width * height;
      } else if (fit === 'best-short-side') {
        primary = short;
        secondary = long;
      }
      if (
        best === null ||
        primary < best.primary ||
        (primary === best.primary && secondary < best.secondary)
      ) {
        best = { rectIndex, width, height, rotated: turn === 1, primary, secondary };
      }
    }
  }
  return best;
}

/** True when the first cut below the piece runs the full width of the free rectangle. */
export function cutsHorizontallyFirst(rect: Rect, width: number, height: number, rule: SplitRule) {
  const rightWidth = rect.width - width;
  const belowHeight = rect.height - height;
  switch (rule) {
    case 'shorter-leftover':
      return rightWidth <= belowHeight;
    case 'longer-leftover':
      return rightWidth > belowHeight;
    case 'max-area':
      return rect.width * belowHeight >= rightWidth * rect.height;
    case 'min-area':
      return rect.width * belowHeight < rightWidth * rect.height;
  }
}

/** The two free rectangles left after cutting a piece from the top-left of `rect`. */
export function splitRect(rect: Rect, width: number, height: number, rule: SplitRule): Rect[] {
  const horizontal = cutsHorizontallyFirst(rect, width, height, rule);
  const right = {
    x: rect.x + width,
    y: rect.y,
    width: rect.width - width,
    height: horizontal ? height : rect.height,
  };
  const below = {
    x: rect.x,
    y: rect.y + height,
    width: horizontal ? rect.width : width,
    height: rect.height - height,
  };
  return [right, below];
}

export function place(
  layout: SheetLayout,
  piece: Piece,
  spot: Spot,
  split: SplitRule,
  kerf: number,
) {
  const rect = layout.free[spot.rectIndex];
  layout.placements.push({
    piece,
    x: rect.x,
    y: rect.y,
    width: spot.width,
    height: spot.height,
    rotated: spot.rotated,
  });
  layout.usedArea += piece.area;
  // A leftover no wider than a kerf cannot hold any real panel.
  const [right, below] = splitRect(rect, spot.width, spot.height, split);
  const keepRight = right.width > kerf && right.height > kerf;
  const keepBelow = below.width > kerf && below.height > kerf;
  if (keepRight && keepBelow) layout.free.splice(spot.rectIndex, 1, right, below);
  else if (keepRight || keepBelow) layout.free[spot.rectIndex] = keepRight ? right : below;
  else layout.free.splice(spot.rectIndex, 1);
}

/** Panels in the given order, each into its best free spot when it fits. */
export function fillOrdered(stock: Stock, pieces: Piece[], rule: Rule, kerf: number): SheetLayout {
  const layout = emptyLayout(stock);
  let freeArea = stock.width * stock.height;
  for (const piece of pieces) {
    if (piece.width * piece.height > freeArea) continue;
    const spot = bestSpot(layout.free, piece, rule.fit);
    if (!spot) continue;
    place(layout, piece, spot, rule.split, kerf);
    freeArea -= spot.width * spot.height;
  }
  return layout;
}

/** Repeatedly the best-fitting panel-spot pair among all panels left. */
export function fillGlobal(stock: Stock, pieces: Piece[], rule: Rule, kerf: number): SheetLayout {
  const layout = emptyLayout(stock);
  const left = [...pieces];
  for (;;) {
    let best: Spot | null = null;
    let bestAt = -1;
    for (let i = 0; i < left.length; i += 1) {
      const spot = bestSpot(layout.free, left[i], rule.fit);
      if (spot && beats(spot, best)) {
        best = spot;
        bestAt = i;
      }
    }
    if (!best) return layout;
    place(layout, left[bestAt], best, rule.split, kerf);
    left.splice(bestAt, 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Results

export const wasteOf = (stock: Stock, usedArea: number) =>
  round2((100 * (stock.area - usedArea)) / stock.area);

export const wastePercent = (layout: SheetLayout) => wasteOf(layout.stock, layout.usedArea);

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Joins two free rectangles sharing a whole edge when the leftover can still be cut out. */
export function mergeFree(layout: SheetLayout): Rect[] {
  const free = [...layout.free];
  const pieces: Rect[] = layout.placements;
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < free.length && !merged; i += 1) {
      for (let j = 0; j < free.length && !merged; j += 1) {
        const union = i === j ? null : joinRects(free[i], free[j]);
        if (!union) continue;
        const next = free.filter((_, k) => k !== i && k !== j).concat(union);
        if (isGuillotineCuttable([...pieces, ...next])) {
          free.splice(0, free.length, ...next);
          merged = true;
        }
      }
    }
  }
  return free;
}

export function joinRects(a: Rect, b: Rect): Rect | null {
  if (a.y === b.y && a.height === b.height && a.x + a.width === b.x) {
    return { x: a.x, y: a.y, width: a.width + b.width, height: a.height };
  }
  if (a.x === b.x && a.width === b.width && a.y + a.height === b.y) {
    return { x: a.x, y: a.y, width: a.width, height: a.height + b.height };
  }
  return null;
}

export function isReusable(offcut: Offcut): boolean {
  const { width, height } = PACKING_DEFAULTS.minOffcut;
  return (
    (offcut.width >= width && offcut.height >= height) ||
    (offcut.width >= height && offcut.height >= width)
  );
}

/** Free rectangles as real leftovers: the kerf at their far side is lost to the saw. */
export function reusableOffcuts(layout: SheetLayout, kerf: number): Offcut[] {
  return mergeFree(layout)
    .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width - kerf, height: rect.height - kerf }))
    .filter(isReusable)
    .sort((a, b) => a.y - b.y || a.x - b.x);
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
