// Tests of the pooled-sheet local search: it finds the optimum of a small job the greedy runs
// miss, and on random jobs it keeps every panel exactly once on valid layouts, never adds a sheet
// or changes a sheet's stock size, and never makes the packer's result dearer.
import fc from 'fast-check';
import type { PackItem } from '@platform/shared/contracts';
import { checkLayout } from './checker';
import { packSheets, priceCents, type PackOptions } from './guillotine';
import { poolSearch } from './pool-search';
import { toResult } from './result';
import { fillOrdered, type SheetLayout } from './sheet';
import { toPiece, toStocks, type Stock } from './stock';
import { packItem } from './test-support';

const KERF = 3;
const OPTIONS: PackOptions = { kerf: KERF, maxWastePercentage: 35, sortStrategy: 'DESC' };
const LARGE = { name: 'large', width: 1500, height: 3000, price: '250.00' };
const SMALL = { name: 'small', width: 1200, height: 2400, price: '170.00' };

/** Each piece alone on a sheet of the first stock size it fits: the worst start there is. */
function onePerSheet(items: PackItem[], stocks: Stock[]): SheetLayout[] {
  return items.map((entry, index) => {
    const piece = toPiece(entry, index, KERF);
    for (const stock of stocks) {
      const layout = fillOrdered(stock, [piece], { fit: 'best-area', split: 'max-area' }, KERF);
      if (layout.placements.length === 1) return layout;
    }
    throw new Error('test panel fits no stock');
  });
}

const placedIndexes = (sheets: SheetLayout[]) =>
  sheets.flatMap((sheet) => sheet.placements.map((p) => p.piece.index)).sort((a, b) => a - b);

const countBy = (sheets: SheetLayout[], stock: Stock) =>
  sheets.filter((sheet) => sheet.stock === stock).length;

const panels = fc.array(
  fc.record({
    width: fc.integer({ min: 30, max: 120 }).map((n) => n * 10),
    height: fc.integer({ min: 60, max: 180 }).map((n) => n * 10),
    rotatable: fc.boolean(),
  }),
  { minLength: 1, maxLength: 14 },
);

describe('poolSearch', () => {
  it('finds two sheets where the greedy runs need three (two sheets cut into panels)', () => {
    // Two 1500 × 3000 sheets cut into eight panels by guillotine cuts, a kerf between them: the
    // panels fill both sheets exactly, so two sheets are optimal.
    const sizes: Array<[number, number, boolean]> = [
      [1177, 1450, true],
      [320, 3000, false],
      [567, 1547, false],
      [607, 1547, true],
      [870, 1547, true],
      [627, 1547, false],
      [777, 1450, true],
      [720, 1450, false],
    ];
    const items = sizes.map(([width, height, rotatable], k) =>
      packItem(width, height, { index: k, rotatable }),
    );
    const greedy = packSheets(items, [LARGE], { ...OPTIONS, searchBudget: 0 });
    const searched = packSheets(items, [LARGE], OPTIONS);
    expect(greedy.packingResults).toHaveLength(3);
    expect(searched.packingResults).toHaveLength(2);
    expect(searched.packingResults.flatMap((result) => checkLayout(result, KERF))).toEqual([]);
    expect(searched.packingResults.flatMap((r) => r.packedItems)).toHaveLength(items.length);
  });

  it('leaves the sheets as they are with no budget', () => {
    const stocks = toStocks([LARGE], KERF);
    const sheets = onePerSheet(
      [
        packItem(500, 700, { index: 0, rotatable: true }),
        packItem(600, 800, { index: 1, rotatable: true }),
      ],
      stocks,
    );
    expect(poolSearch(sheets, KERF, 0)).toBe(sheets);
  });

  it('keeps every panel once on valid sheets, never adding a sheet or changing a stock size', () => {
    const stocks = toStocks([LARGE, SMALL], KERF);
    fc.assert(
      fc.property(panels, fc.integer({ min: 0, max: 5000 }), (list, budget) => {
        const items = list.map(({ width, height, rotatable }, k) =>
          packItem(width, height, { index: k, rotatable }),
        );
        const start = onePerSheet(items, stocks);
        const result = poolSearch(start, KERF, budget);
        expect(placedIndexes(result)).toEqual(placedIndexes(start));
        for (const stock of stocks) {
          expect(countBy(result, stock)).toBeLessThanOrEqual(countBy(start, stock));
        }
        for (const sheet of result) {
          expect(checkLayout(toResult(sheet, KERF), KERF)).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never makes the packer dearer than its greedy runs alone', () => {
    fc.assert(
      fc.property(panels, (list) => {
        const items = list.map(({ width, height, rotatable }, k) =>
          packItem(width, height, { index: k, rotatable }),
        );
        const price = (searchBudget: number) =>
          packSheets(items, [LARGE, SMALL], { ...OPTIONS, searchBudget }).packingResults.reduce(
            (sum, result) => sum + priceCents(result.bin.price),
            0,
          );
        expect(price(5000)).toBeLessThanOrEqual(price(0));
      }),
      { numRuns: 25 },
    );
  });
});
