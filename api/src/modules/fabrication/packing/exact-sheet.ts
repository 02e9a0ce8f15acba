// Exact guillotine fitting of a few panels on one sheet. With two to six panels per sheet the
// greedy fill rules of ./sheet.ts miss layouts that exist; here every guillotine layout of a
// panel set is covered: a first cut splits the sheet in two, each side holds a subset laid out
// the same way, so the bounding boxes a set can take are combinations of its subsets' boxes.
// Only the Pareto-smallest boxes (no other is both narrower and lower) are kept per subset.
//
// Sizes are the kerf-grown sizes of ./sheet.ts: grown panels packed edge to edge on the grown
// sheet end a kerf apart once shrunk back.
import type { Rect } from './checker';
import type { Placement, SheetLayout } from './sheet';
import type { Piece, Stock } from './stock';

/** A bounding box a panel set can be laid out in, and how. */
interface Box {
  width: number;
  height: number;
  /** A single panel (turned or not), or two boxes side by side or one above the other. */
  build:
    | { kind: 'panel'; piece: Piece; rotated: boolean }
    | { kind: 'side' | 'stack'; first: Box; second: Box };
}

/** Larger panel sets are not tried: the subsets of a set of n panels number 2^n. */
export const MAX_EXACT_PIECES = 8;

/** Pairs of boxes combined that count as one unit of work. */
const BOX_PAIRS_PER_WORK = 32;

/** Boxes kept per subset; beyond it the widest-spread ones are kept (exactness is given up). */
const MAX_BOXES = 24;

/** Keeps the boxes no other box beats on both sides, narrowest first. */
function paretoBoxes(boxes: Box[]): Box[] {
  boxes.sort((a, b) => a.width - b.width || a.height - b.height);
  const kept: Box[] = [];
  for (const box of boxes) {
    if (kept.length === 0 || box.height < kept[kept.length - 1].height) kept.push(box);
  }
  if (kept.length <= MAX_BOXES) return kept;
  const step = (kept.length - 1) / (MAX_BOXES - 1);
  return Array.from({ length: MAX_BOXES }, (_, k) => kept[Math.round(k * step)]);
}

/** The panels in index order: insertion sort, as the sets hold at most MAX_EXACT_PIECES. */
function byIndex(pieces: Piece[]): Piece[] {
  const sorted = [...pieces];
  for (let i = 1; i < sorted.length; i += 1) {
    const piece = sorted[i];
    let j = i - 1;
    for (; j >= 0 && sorted[j].index > piece.index; j -= 1) sorted[j + 1] = sorted[j];
    sorted[j + 1] = piece;
  }
  return sorted;
}

/** Indices at and above this do not fit one UTF-16 unit below the surrogates. */
const ONE_UNIT_INDICES = 0xd800;

/**
 * The memo key of a set in index order: one UTF-16 unit per panel index (cheap to build and to
 * hash; a fitter answers thousands of questions per search). Larger indices fall back to the
 * indices joined, after a lone surrogate that no one-unit key holds, so keys never collide.
 */
function setKey(sorted: Piece[]): string {
  let key = '';
  for (const piece of sorted) {
    if (piece.index >= ONE_UNIT_INDICES) {
      return `\ud800${sorted.map((p) => p.index).join(',')}`;
    }
    key += String.fromCharCode(piece.index);
  }
  return key;
}

/**
 * Guillotine layouts of panel sets on one stock size, remembered per set (by piece index, so one
 * fitter serves one panel list) for the life of the fitter: a search asks about overlapping sets
 * again and again.
 */
export class ExactSheetFitter {
  private readonly memo = new Map<string, Box[]>();
  /**
   * Work done so far, the unit a caller's budget counts: one per question asked, one more per
   * subset layout computed and one per BOX_PAIRS_PER_WORK pairs of boxes combined (large sets
   * combine many). Deterministic, unlike time, and roughly proportional to it.
   */
  work = 0;

  constructor(
    readonly stock: Stock,
    private readonly kerf: number,
  ) {}

  /** True when the panels fit the sheet together with guillotine cuts. */
  fits(pieces: Piece[]): boolean {
    this.work += 1;
    return this.boxes(pieces).length > 0;
  }

  /** A layout of all the panels on the sheet, or null when they do not fit together. */
  layout(pieces: Piece[]): SheetLayout | null {
    const [box] = this.boxes(pieces);
    if (!box) return null;
    const layout: SheetLayout = { stock: this.stock, placements: [], free: [], usedArea: 0 };
    this.emit(box, { x: 0, y: 0, width: this.stock.width, height: this.stock.height }, layout);
    return layout;
  }

  private boxes(pieces: Piece[]): Box[] {
    if (pieces.length === 0 || pieces.length > MAX_EXACT_PIECES) return [];
    return this.sortedBoxes(byIndex(pieces));
  }

  /** As boxes(), for panels already in index order (subsets built in order stay in order). */
  private sortedBoxes(sorted: Piece[], key = setKey(sorted)): Box[] {
    let boxes = this.memo.get(key);
    if (!boxes) {
      boxes = this.compute(sorted);
      this.memo.set(key, boxes);
    }
    return boxes;
  }

  private compute(pieces: Piece[]): Box[] {
    this.work += 1;
    const { width: sheetWidth, height: sheetHeight } = this.stock;
    if (pieces.length === 1) {
      const [piece] = pieces;
      const boxes: Box[] = [];
      const turns = piece.rotatable ? [false, true] : [false];
      for (const rotated of turns) {
        const width = rotated ? piece.height : piece.width;
        const height = rotated ? piece.width : piece.height;
        if (width <= sheetWidth && height <= sheetHeight) {
          boxes.push({ width, height, build: { kind: 'panel', piece, rotated } });
        }
      }
      return paretoBoxes(boxes);
    }
    const grownArea = pieces.reduce((sum, piece) => sum + piece.width * piece.height, 0);
    if (grownArea > sheetWidth * sheetHeight) return [];
    // A subset of a guillotine layout is one too: a set fits only if each set one smaller does.
    // Subsets already known not to fit are looked up first: no new subset is laid out in vain.
    const smaller = pieces.map((_, leave) => pieces.filter((__, k) => k !== leave));
    const keys = smaller.map(setKey);
    if (keys.some((key) => this.memo.get(key)?.length === 0)) {
      this.work += 1;
      return [];
    }
    for (let k = 0; k < smaller.length; k += 1) {
      this.work += 1;
      if (this.sortedBoxes(smaller[k], keys[k]).length === 0) return [];
    }
    const candidates: Box[] = [];
    const count = pieces.length;
    let pairs = 0;
    // Splits into two non-empty parts; the first piece always on the first side (no mirrors).
    for (let mask = 1; mask < 1 << (count - 1); mask += 1) {
      const first = [pieces[0]];
      const second: Piece[] = [];
      for (let k = 1; k < count; k += 1) (mask & (1 << (k - 1)) ? second : first).push(pieces[k]);
      const firstBoxes = this.sortedBoxes(first);
      const secondBoxes = this.sortedBoxes(second);
      pairs += firstBoxes.length * secondBoxes.length;
      for (const a of firstBoxes) {
        for (const b of secondBoxes) {
          const sideWidth = a.width + b.width;
          const sideHeight = Math.max(a.height, b.height);
          if (sideWidth <= sheetWidth && sideHeight <= sheetHeight) {
            candidates.push({
              width: sideWidth,
              height: sideHeight,
              build: { kind: 'side', first: a, second: b },
            });
          }
          const stackWidth = Math.max(a.width, b.width);
          const stackHeight = a.height + b.height;
          if (stackWidth <= sheetWidth && stackHeight <= sheetHeight) {
            candidates.push({
              width: stackWidth,
              height: stackHeight,
              build: { kind: 'stack', first: a, second: b },
            });
          }
        }
      }
    }
    this.work += Math.floor(pairs / BOX_PAIRS_PER_WORK);
    return paretoBoxes(candidates);
  }

  /**
   * Lays a box out at the top-left of `region`, every cut across the whole region it splits; the
   * space the box leaves becomes free rectangles (none a kerf thin: no panel fits there).
   */
  private emit(box: Box, region: Rect, layout: SheetLayout): void {
    const { build } = box;
    if (build.kind === 'panel') {
      const placement: Placement = {
        piece: build.piece,
        x: region.x,
        y: region.y,
        width: box.width,
        height: box.height,
        rotated: build.rotated,
      };
      layout.placements.push(placement);
      layout.usedArea += build.piece.area;
      this.addFree(layout, {
        x: region.x + box.width,
        y: region.y,
        width: region.width - box.width,
        height: box.height,
      });
      this.addFree(layout, {
        x: region.x,
        y: region.y + box.height,
        width: region.width,
        height: region.height - box.height,
      });
      return;
    }
    const { first, second } = build;
    if (build.kind === 'side') {
      this.emit(first, { ...region, width: first.width }, layout);
      this.emit(
        second,
        { ...region, x: region.x + first.width, width: region.width - first.width },
        layout,
      );
    } else {
      this.emit(first, { ...region, height: first.height }, layout);
      this.emit(
        second,
        { ...region, y: region.y + first.height, height: region.height - first.height },
        layout,
      );
    }
  }

  private addFree(layout: SheetLayout, rect: Rect): void {
    if (rect.width > this.kerf && rect.height > this.kerf) layout.free.push(rect);
  }
}

/**
 * One exact fitter per stock size for a search, made when first asked, and the work they have
 * done together: the search's budget is counted in that work (a deterministic measure, not time).
 */
export function fitterPool(kerf: number): {
  fitterFor: (stock: Stock) => ExactSheetFitter;
  spent: () => number;
} {
  const fitters = new Map<Stock, ExactSheetFitter>();
  return {
    fitterFor: (stock) => {
      let fitter = fitters.get(stock);
      if (!fitter) {
        fitter = new ExactSheetFitter(stock, kerf);
        fitters.set(stock, fitter);
      }
      return fitter;
    },
    spent: () => [...fitters.values()].reduce((sum, fitter) => sum + fitter.work, 0),
  };
}
