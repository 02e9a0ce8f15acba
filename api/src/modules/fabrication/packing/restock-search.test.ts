// Tests of the search that moves groups of sheets to cheaper sets of stock sheets (issue 39, ADR
// 214): the benchmark's 100 windows on the three seeded 316 rolls get the cheaper plan the
// packer missed, and on random plans the search never raises the price, never adds a sheet,
// keeps every panel exactly once and gives layouts the checker passes.
import fc from 'fast-check';
import { checkLayout } from './checker';
import { packSheets, priceCents, type PackOptions } from './guillotine';
import { cheaperStockSets, restockSearch } from './restock-search';
import { toResult } from './result';
import { fillOrdered, type SheetLayout } from './sheet';
import { toStocks, type Piece, type Stock } from './stock';
import { BENCH_SEED, benchPanels, packPiece } from './test-support';

const KERF = 3;
const OPTIONS: PackOptions = { kerf: KERF, maxWastePercentage: 35, sortStrategy: 'DESC' };
/** The seeded stock of 316 SS 0.9 mm mesh (seed-data.ts). */
const ROLLS = [
  { name: 'SS roll 1000 × 2500', width: 1000, height: 2500, price: '186.00' },
  { name: 'SS roll 1250 × 2500', width: 1250, height: 2500, price: '229.00' },
  { name: 'SS roll 1500 × 3000', width: 1500, height: 3000, price: '318.00' },
];

const cents = (sheets: SheetLayout[]) => sheets.reduce((sum, sheet) => sum + sheet.stock.cents, 0);

const placedIndexes = (sheets: SheetLayout[]) =>
  sheets.flatMap((sheet) => sheet.placements.map((p) => p.piece.index)).sort((a, b) => a - b);

/** Sheets of `stock` holding `perSheet` pieces each in turn (fewer where they do not fit). */
function packOn(stock: Stock, pieces: Piece[], perSheet: number): SheetLayout[] {
  const sheets: SheetLayout[] = [];
  let left = pieces;
  while (left.length > 0) {
    const layout = fillOrdered(
      stock,
      left.slice(0, perSheet),
      { fit: 'best-area', split: 'max-area' },
      KERF,
    );
    sheets.push(layout);
    const placed = new Set(layout.placements.map((p) => p.piece));
    left = left.filter((piece) => !placed.has(piece));
  }
  return sheets;
}

describe('packSheets on mixed stock (issue 39)', () => {
  it('prices the benchmark’s 100 windows on the three seeded 316 rolls at $7,710.00, not $7,799.00', () => {
    const items = benchPanels(100, BENCH_SEED + 100, 0);
    for (const sortStrategy of ['DESC', 'ASC'] as const) {
      const { packingResults, unfitItems } = packSheets(items, ROLLS, { ...OPTIONS, sortStrategy });
      expect(unfitItems).toEqual([]);
      expect(packingResults.flatMap((result) => result.packedItems)).toHaveLength(100);
      const price = packingResults.reduce((sum, result) => sum + priceCents(result.bin.price), 0);
      // Before: 18 large, 5 middle and 5 small rolls for $7,799.00.
      expect(price).toBe(771000);
      const count = (name: string) => packingResults.filter((r) => r.bin.name === name).length;
      expect(ROLLS.map((roll) => count(roll.name))).toEqual([5, 6, 17]);
      packingResults.forEach((result) => expect(checkLayout(result, KERF)).toEqual([]));
    }
  });
});

describe('cheaperStockSets', () => {
  it('lists the sets of up to n stock sheets cheaper than the group, cheapest first', () => {
    const stocks = toStocks(ROLLS, KERF);
    const sets = cheaperStockSets(stocks, 2, 229 * 100 + 318 * 100);
    expect(sets.map((set) => set.map((stock) => stock.cents))).toEqual([
      [18600],
      [22900],
      [31800],
      [18600, 18600],
      [18600, 22900],
      [22900, 22900],
      [18600, 31800],
    ]);
  });
});

describe('restockSearch', () => {
  const stocks = toStocks(ROLLS, KERF);
  const [small, , large] = stocks;

  it('moves two half-empty large sheets onto one small sheet', () => {
    // Two 480 × 1200 panels, each alone on a 1500 × 3000 roll ($636.00): one 1000 × 2500 roll
    // ($186.00) holds both side by side.
    const pieces = [packPiece(480, 1200, 0, KERF), packPiece(480, 1200, 1, KERF)];
    const sheets = packOn(large, pieces, 1);
    const restocked = restockSearch(sheets, stocks, KERF, 10_000);
    expect(restocked.map((sheet) => sheet.stock)).toEqual([small]);
    expect(placedIndexes(restocked)).toEqual([0, 1]);
    expect(checkLayout(toResult(restocked[0], KERF), KERF)).toEqual([]);
  });

  it('leaves a plan alone when its budget is 0', () => {
    const sheets = packOn(large, [packPiece(480, 1200, 0, KERF)], 1);
    expect(restockSearch(sheets, stocks, KERF, 0)).toEqual(sheets);
  });

  it('never makes a plan dearer or longer, keeps every panel once, and gives valid layouts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            width: fc.integer({ min: 30, max: 120 }).map((n) => n * 10),
            height: fc.integer({ min: 60, max: 240 }).map((n) => n * 10),
            rotatable: fc.boolean(),
          }),
          { minLength: 1, maxLength: 24 },
        ),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 20_000 }),
        (specs, perSheet, budget) => {
          const pieces = specs.map((spec, index) =>
            packPiece(spec.width, spec.height, index, KERF, spec.rotatable),
          );
          // Every piece fits the large roll upright (at most 1200 × 2400).
          const sheets = packOn(large, pieces, perSheet);
          const restocked = restockSearch(sheets, stocks, KERF, budget);
          expect(cents(restocked)).toBeLessThanOrEqual(cents(sheets));
          expect(restocked.length).toBeLessThanOrEqual(sheets.length);
          expect(placedIndexes(restocked)).toEqual(placedIndexes(sheets));
          for (const sheet of restocked) {
            expect(checkLayout(toResult(sheet, KERF), KERF)).toEqual([]);
          }
        },
      ),
      { seed: 20261125, numRuns: 100 },
    );
  });
});
