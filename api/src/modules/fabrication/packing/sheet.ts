// One stock sheet of the mesh cut optimiser: free rectangles split edge to edge (guillotine),
// fit scores, and filling the sheet panel by panel. Sizes are grown by one kerf (./stock.ts).
import type { Rect } from './checker';
import type { Piece, Stock } from './stock';

export interface Placement {
  piece: Piece;
  x: number;
  y: number;
  /** Placed size including one kerf. */
  width: number;
  height: number;
  rotated: boolean;
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
