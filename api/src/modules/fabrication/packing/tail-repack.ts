// Improvement pass after the runs: the last sheets of a greedy run hold the panels nobody wanted
// and are the least filled. Pooling the panels of the m least-filled sheets and packing just those
// again, with every plan, often needs a sheet fewer or cheaper sheets.
import type { SheetLayout } from './sheet';
import type { Piece } from './stock';

/** Largest number of weak sheets pooled at once. */
const MAX_POOLED_SHEETS = 4;

/**
 * Replaces the m least-filled sheets (m = 2 … MAX_POOLED_SHEETS) by a fresh packing of their panels
 * whenever `better` prefers the whole result. `packPool` must place every piece it is given.
 */
export function repackTail(
  sheets: SheetLayout[],
  packPool: (pieces: Piece[]) => SheetLayout[],
  better: (candidate: SheetLayout[], current: SheetLayout[]) => boolean,
): SheetLayout[] {
  let current = sheets;
  for (let m = 2; m <= Math.min(MAX_POOLED_SHEETS, current.length); m += 1) {
    const byFill = [...current].sort(
      (a, b) => a.usedArea / a.stock.area - b.usedArea / b.stock.area,
    );
    const weak = new Set(byFill.slice(0, m));
    const pool = [...weak].flatMap((sheet) => sheet.placements.map((placement) => placement.piece));
    const kept = current.filter((sheet) => !weak.has(sheet));
    const candidate = [...kept, ...packPool(pool)];
    if (better(candidate, current)) current = candidate;
  }
  return current;
}
