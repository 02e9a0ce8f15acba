// Improvement pass after the runs: a local search over small groups of sheets of one stock size.
// The panels of the least-filled sheet and one or two others are pooled and laid out again with
// the exact fitter (./exact-sheet.ts), each sheet in turn holding the most panel area it can. The new sheets replace the old ones when they are fewer, or
// as many but fuller and emptier (a larger sum of squared fills): emptier sheets are what the
// next move empties. The search stops when no group improves or its work budget is spent, so the
// same input always gives the same layout.
import { fitterPool, MAX_EXACT_PIECES, type ExactSheetFitter } from './exact-sheet';
import type { SheetLayout } from './sheet';
import type { Piece } from './stock';

/** Largest number of panels pooled in one move. */
const MAX_POOL = 14;

/** Subsets tried per sheet of a move, so one move stays cheap whatever the pool holds. */
const NODES_PER_SHEET = 4000;

/** The least-filled sheets a move starts from. */
const WEAK_SHEETS_TRIED = 3;

/** Smallest gain in squared fills that counts: below it, float noise from summing in another order. */
const GAIN_TOLERANCE = 1e-9;

const fill = (sheet: SheetLayout) => sheet.usedArea / sheet.stock.area;

const piecesOf = (sheet: SheetLayout) => sheet.placements.map((placement) => placement.piece);

/** Squared fills summed: larger when the same panels sit on fuller and emptier sheets. */
const concentration = (sheets: SheetLayout[]) =>
  sheets.reduce((sum, sheet) => sum + fill(sheet) ** 2, 0);

/**
 * The most panel area of `pieces` that fits one sheet, searched depth first (largest panels
 * first) within `nodes` tries. Never empty when some panel fits the sheet on its own.
 */
function fullestSubset(pieces: Piece[], fitter: ExactSheetFitter, nodes: number): Piece[] {
  const sheetArea = fitter.stock.width * fitter.stock.height;
  const byArea = [...pieces].sort(
    (a, b) => b.width * b.height - a.width * a.height || a.index - b.index,
  );
  const grown = byArea.map((piece) => piece.width * piece.height);
  // What the pieces from k on could add at most.
  const tail = grown.map((_, k) => grown.slice(k).reduce((sum, area) => sum + area, 0));
  let best: Piece[] = [];
  let bestArea = -1;
  let left = nodes;
  const chosen: Piece[] = [];
  const search = (from: number, area: number) => {
    if (area > bestArea) {
      best = [...chosen];
      bestArea = area;
    }
    for (let k = from; k < byArea.length && left > 0; k += 1) {
      if (area + tail[k] <= bestArea) return;
      if (area + grown[k] > sheetArea || chosen.length >= MAX_EXACT_PIECES) continue;
      left -= 1;
      chosen.push(byArea[k]);
      if (fitter.fits(chosen)) search(k + 1, area + grown[k]);
      chosen.pop();
    }
  };
  search(0, 0);
  return best;
}

/** The pool laid out sheet by sheet, each as full as found, or null when it needs over `most`. */
function packPool(pool: Piece[], fitter: ExactSheetFitter, most: number): SheetLayout[] | null {
  const sheets: SheetLayout[] = [];
  let left = pool;
  while (left.length > 0) {
    if (sheets.length === most) return null;
    const subset = fullestSubset(left, fitter, NODES_PER_SHEET);
    const layout = subset.length > 0 ? fitter.layout(subset) : null;
    if (!layout) return null;
    sheets.push(layout);
    const placed = new Set(subset);
    left = left.filter((piece) => !placed.has(piece));
  }
  return sheets;
}

/** Groups of sheets to pool with `weak`: each other sheet, then each pair of others. */
function* partnerGroups(weak: SheetLayout, others: SheetLayout[]): Generator<SheetLayout[]> {
  for (const other of others) yield [weak, other];
  for (let i = 0; i < others.length; i += 1) {
    for (let j = i + 1; j < others.length; j += 1) yield [weak, others[i], others[j]];
  }
}

/**
 * Improves the sheets by pooling small groups of the same stock size, within `budget` units of
 * the fitters' work (a deterministic measure, not time; checked before each group, so the last
 * group may run over it). Never adds a sheet or changes a sheet's stock size, so the price never
 * rises; every panel stays placed exactly once.
 */
export function poolSearch(sheets: SheetLayout[], kerf: number, budget: number): SheetLayout[] {
  const { fitterFor, spent } = fitterPool(kerf);
  let current = sheets;
  for (let improved = true; improved && spent() < budget;) {
    improved = false;
    const weakest = [...current].sort((a, b) => fill(a) - fill(b)).slice(0, WEAK_SHEETS_TRIED);
    for (const weak of weakest) {
      const others = current
        .filter((sheet) => sheet !== weak && sheet.stock === weak.stock)
        .sort((a, b) => fill(a) - fill(b));
      for (const group of partnerGroups(weak, others)) {
        if (spent() >= budget) break;
        const pool = group.flatMap(piecesOf);
        if (pool.length > MAX_POOL) continue;
        const repacked = packPool(pool, fitterFor(weak.stock), group.length);
        if (!repacked) continue;
        const gain = concentration(repacked) - concentration(group);
        if (repacked.length === group.length && gain <= GAIN_TOLERANCE) continue;
        const replaced = new Set(group);
        current = [...current.filter((sheet) => !replaced.has(sheet)), ...repacked];
        improved = true;
        break;
      }
      if (improved) break;
    }
  }
  return current;
}
