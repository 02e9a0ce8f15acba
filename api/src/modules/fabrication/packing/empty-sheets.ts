// Improvement pass after a run: empties the least-used sheets, one at a time, when all their
// panels fit in the free rectangles the other sheets still have (guillotine splits, as packed).
import type { SheetLayout, Spot } from './sheet';
import type { Piece } from './stock';
import { beats, bestSpot, place } from './sheet';

/** Largest area first, then longest side; the input order breaks ties (as the DESC ordering). */
const largestFirst = (pieces: Piece[]) =>
  [...pieces].sort(
    (a, b) =>
      b.area - a.area ||
      Math.max(b.width, b.height) - Math.max(a.width, a.height) ||
      a.index - b.index,
  );

const cloneLayout = (layout: SheetLayout): SheetLayout => ({
  ...layout,
  placements: [...layout.placements],
  free: [...layout.free],
});

/**
 * Moves every piece into free space left on the other sheets (best area fit across them), on
 * copies of the sheets it changes. Returns the changed copies, or null when a piece finds no room.
 */
function relocate(pieces: Piece[], sheets: SheetLayout[], kerf: number) {
  const copies = new Map<SheetLayout, SheetLayout>();
  for (const piece of largestFirst(pieces)) {
    let target: SheetLayout | null = null;
    let best: Spot | null = null;
    for (const sheet of sheets) {
      const spot = bestSpot((copies.get(sheet) ?? sheet).free, piece, 'best-area');
      if (spot && beats(spot, best)) {
        best = spot;
        target = sheet;
      }
    }
    if (!target || !best) return null;
    const copy = copies.get(target) ?? cloneLayout(target);
    copies.set(target, copy);
    place(copy, piece, best, 'max-area', kerf);
  }
  return copies;
}

/** Empties the least-used sheets, one at a time, when their panels fit in the others' leftovers. */
export function emptyWeakSheets(sheets: SheetLayout[], kerf: number): SheetLayout[] {
  // Positions stay fixed: a sheet that took panels is replaced by its copy, an emptied one by null.
  const current: Array<SheetLayout | null> = [...sheets];
  const weakestFirst = sheets
    .map((_, index) => index)
    .sort((a, b) => sheets[a].usedArea - sheets[b].usedArea || a - b);
  for (const index of weakestFirst) {
    const weak = current[index] as SheetLayout;
    const others = current.filter(
      (sheet): sheet is SheetLayout => sheet !== null && sheet !== weak,
    );
    const pieces = weak.placements.map((placement) => placement.piece);
    const copies = relocate(pieces, others, kerf);
    if (!copies) continue;
    current[index] = null;
    current.forEach((sheet, at) => {
      if (sheet) current[at] = copies.get(sheet) ?? sheet;
    });
  }
  return current.filter((sheet): sheet is SheetLayout => sheet !== null);
}
