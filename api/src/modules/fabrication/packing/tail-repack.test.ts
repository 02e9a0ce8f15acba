// Tests of the tail repack pass: it replaces the weakest sheets only by something the caller's
// ranking prefers, so it never raises the price, and it keeps every panel exactly once.
import fc from 'fast-check';
import { fillOrdered, type SheetLayout } from './sheet';
import { toStocks, type Piece } from './stock';
import { repackTail } from './tail-repack';
import { packPiece } from './test-support';

const KERF = 3;
const [LARGE, SMALL] = toStocks(
  [
    { name: 'large', width: 1500, height: 3000, price: '250.00' },
    { name: 'small', width: 1200, height: 2400, price: '170.00' },
  ],
  KERF,
);
const RULE = { fit: 'best-area', split: 'shorter-leftover' } as const;

/** A simple complete packing: sheets of one stock size filled in the given order. */
function packOn(stock: typeof LARGE, pieces: Piece[], perSheet = Infinity): SheetLayout[] {
  const sheets: SheetLayout[] = [];
  let left = pieces;
  while (left.length > 0) {
    const layout = fillOrdered(stock, left.slice(0, perSheet), RULE, KERF);
    sheets.push(layout);
    const packed = new Set(layout.placements.map((placement) => placement.piece));
    left = left.filter((piece) => !packed.has(piece));
  }
  return sheets;
}

const cents = (sheets: SheetLayout[]) => sheets.reduce((sum, sheet) => sum + sheet.stock.cents, 0);
const cheaper = (a: SheetLayout[], b: SheetLayout[]) => cents(a) < cents(b);
const placedPieces = (sheets: SheetLayout[]) =>
  sheets
    .flatMap((sheet) => sheet.placements.map((placement) => placement.piece.index))
    .sort((a, b) => a - b);

describe('repackTail', () => {
  it('merges two half-empty sheets into one', () => {
    const pieces = [packPiece(1400, 1400, 0, KERF), packPiece(1400, 1400, 1, KERF)];
    const spread = packOn(LARGE, pieces, 1);
    expect(spread).toHaveLength(2);
    const merged = repackTail(spread, (pool) => packOn(LARGE, pool), cheaper);
    expect(merged).toHaveLength(1);
    expect(placedPieces(merged)).toEqual([0, 1]);
  });

  it('keeps the sheets when the repacking is no better', () => {
    const pieces = [
      packPiece(1400, 2900, 0, KERF),
      packPiece(1400, 2900, 1, KERF),
      packPiece(1400, 2900, 2, KERF),
    ];
    const sheets = packOn(LARGE, pieces);
    expect(repackTail(sheets, (pool) => packOn(LARGE, pool, 1), cheaper)).toBe(sheets);
  });

  it('never raises the price and keeps every panel once, on random panel lists', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            width: fc.integer({ min: 200, max: 1100 }),
            height: fc.integer({ min: 200, max: 2300 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.integer({ min: 1, max: 4 }),
        (specs, perSheet) => {
          const pieces = specs.map((spec, index) =>
            packPiece(spec.width, spec.height, index, KERF),
          );
          const sheets = packOn(LARGE, pieces, perSheet);
          const repacked = repackTail(sheets, (pool) => packOn(SMALL, pool), cheaper);
          expect(cents(repacked)).toBeLessThanOrEqual(cents(sheets));
          expect(placedPieces(repacked)).toEqual(placedPieces(sheets));
        },
      ),
      { seed: 20261125, numRuns: 100 },
    );
  });
});
