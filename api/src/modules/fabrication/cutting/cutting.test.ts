import fc from 'fast-check';
import type { PackItem, PackingResult } from '@platform/shared/contracts';
import { checkLayout, guillotineCuttable, packByMeshSize, packSheets, type StockSheet } from '.';

const MESH = '316 SS 0.9mm';
const OPTIONS = { kerf: 3, maxWastePercentage: 35, sortStrategy: 'ASC' as const };
const STOCK: StockSheet[] = [
  { name: 'Sheet 3000 × 1000', width: 1000, height: 3000, price: '180.00' },
  { name: 'Sheet 2400 × 1200', width: 1200, height: 2400, price: '160.00' },
];

let next = 1;
function panel(height: number, width: number, rotatable = true): PackItem {
  const id = next++;
  return { name: `P${id}`, panelId: id, itemNumber: id, meshSize: MESH, height, width, rotatable };
}

const placedCount = (results: PackingResult[]) =>
  results.reduce((sum, result) => sum + result.packedItems.length, 0);

describe('packSheets', () => {
  it('lists a panel larger than every sheet as unfit and packs the rest', () => {
    const huge = panel(3100, 1300);
    const fine = panel(2000, 800);
    const result = packSheets([huge, fine], STOCK, OPTIONS);
    expect(result.unfitItems).toEqual([huge]);
    expect(placedCount(result.packingResults)).toBe(1);
  });

  it('keeps a panel whose mesh direction is fixed upright, and turns one that may turn', () => {
    const stock = [{ name: 'Short sheet', width: 2500, height: 1000, price: '100.00' }];
    const fixed = panel(2000, 800, false);
    const free = panel(2000, 800, true);
    const result = packSheets([fixed, free], stock, OPTIONS);
    expect(result.unfitItems).toEqual([fixed]);
    const [placed] = result.packingResults[0].packedItems;
    expect(placed).toMatchObject({ width: 2000, height: 800, rotated: true });
  });

  it('leaves the kerf between neighbouring panels', () => {
    const stock = [{ name: 'Sheet', width: 1000, height: 3000, price: '100.00' }];
    const result = packSheets([panel(1000, 1000), panel(1000, 1000)], stock, {
      ...OPTIONS,
      kerf: 5,
    });
    const [a, b] = result.packingResults[0].packedItems;
    expect(Math.abs(a.y - b.y)).toBe(1005);
    expect(checkLayout(result.packingResults[0], 5)).toEqual([]);
  });

  it('chooses the cheaper sheet when two sizes could hold the panels', () => {
    const stock = [
      { name: 'Big', width: 1500, height: 3000, price: '250.00' },
      { name: 'Small', width: 1000, height: 2200, price: '95.50' },
    ];
    const result = packSheets([panel(2000, 900)], stock, OPTIONS);
    expect(result.packingResults.map((r) => r.bin.name)).toEqual(['Small']);
  });

  it('prefers two cheap sheets to one dear one that would hold everything', () => {
    const stock = [
      { name: 'Wide', width: 2000, height: 2100, price: '400.00' },
      { name: 'Narrow', width: 1000, height: 2100, price: '150.00' },
    ];
    const result = packSheets([panel(2000, 950), panel(2000, 950)], stock, OPTIONS);
    expect(result.packingResults.map((r) => r.bin.name)).toEqual(['Narrow', 'Narrow']);
  });

  it('reports gross and net waste, counting offcuts of at least 250 × 550 as reusable', () => {
    const stock = [{ name: 'Sheet', width: 1000, height: 2000, price: '100.00' }];
    const result = packSheets([panel(1000, 1000)], stock, { ...OPTIONS, kerf: 0 });
    const [sheet] = result.packingResults;
    expect(sheet.wastePercentage).toBe(50);
    expect(sheet.reusableOffcuts).toEqual([{ x: 0, y: 1000, width: 1000, height: 1000 }]);
    expect(sheet.netWastePercentage).toBe(0);
  });

  it('does not count a strip narrower than 250 mm as reusable', () => {
    const stock = [{ name: 'Sheet', width: 1000, height: 2000, price: '100.00' }];
    const result = packSheets([panel(2000, 800, false)], stock, { ...OPTIONS, kerf: 0 });
    const [sheet] = result.packingResults;
    expect(sheet.reusableOffcuts).toEqual([]);
    expect(sheet.netWastePercentage).toBe(20);
  });

  it('accepts both sort strategies and packs every panel either way', () => {
    const items = [panel(1200, 600), panel(900, 400), panel(2000, 900), panel(600, 300)];
    for (const sortStrategy of ['ASC', 'DESC'] as const) {
      const result = packSheets(items, STOCK, { ...OPTIONS, sortStrategy });
      expect(placedCount(result.packingResults)).toBe(4);
      result.packingResults.forEach((r) => expect(checkLayout(r, 3)).toEqual([]));
    }
  });
});

describe('packByMeshSize', () => {
  it('packs each mesh size on its own stock, and a mesh without stock is unfit', () => {
    const a = panel(1000, 500);
    const b = { ...panel(1000, 500), meshSize: 'Fibreglass' };
    const response = packByMeshSize([a, b], { [MESH]: STOCK }, OPTIONS);
    expect(Object.keys(response).sort()).toEqual([MESH, 'Fibreglass']);
    expect(response.Fibreglass.unfitItems).toEqual([b]);
    expect(placedCount(response[MESH].packingResults)).toBe(1);
  });
});

describe('checkLayout finds what a workshop could not cut', () => {
  const item = (width: number, height: number, rotatable = true) => ({
    ...panel(height, width, rotatable),
  });
  const layout = (pieces: Array<[number, number, number, number, boolean?]>): PackingResult => ({
    bin: { name: 'Sheet', width: 1000, height: 1000, price: '1.00' },
    packedItems: pieces.map(([x, y, width, height, rotatable]) => ({
      x,
      y,
      width,
      height,
      rotated: false,
      item: item(width, height, rotatable ?? true),
    })),
    wastePercentage: 0,
    netWastePercentage: 0,
    reusableOffcuts: [],
  });

  it('accepts a good layout', () => {
    expect(
      checkLayout(
        layout([
          [0, 0, 500, 500],
          [503, 0, 497, 500],
        ]),
        3,
      ),
    ).toEqual([]);
  });

  it('finds overlap, a piece off the sheet and a missing kerf', () => {
    expect(
      checkLayout(
        layout([
          [0, 0, 500, 500],
          [400, 0, 500, 500],
        ]),
        3,
      ).join(),
    ).toMatch(/overlaps/);
    expect(checkLayout(layout([[600, 0, 500, 500]]), 3).join()).toMatch(/outside the sheet/);
    expect(
      checkLayout(
        layout([
          [0, 0, 500, 500],
          [501, 0, 400, 500],
        ]),
        3,
      ).join(),
    ).toMatch(/1 mm apart, less than the 3 mm kerf/);
  });

  it('finds a pinwheel that no edge-to-edge cut can separate', () => {
    const pinwheel = layout([
      [0, 0, 600, 300],
      [700, 0, 300, 600],
      [400, 700, 600, 300],
      [0, 400, 300, 600],
      [400, 400, 200, 200],
    ]);
    expect(checkLayout(pinwheel, 3)).toEqual([
      'The layout cannot be cut with edge-to-edge (guillotine) cuts',
    ]);
    expect(guillotineCuttable(pinwheel.packedItems, 0)).toBe(false);
  });

  it('finds a panel turned against its mesh direction', () => {
    const result = layout([[0, 0, 500, 300]]);
    result.packedItems[0] = {
      ...result.packedItems[0],
      width: 300,
      height: 500,
      rotated: true,
      item: { ...result.packedItems[0].item, rotatable: false },
    };
    expect(checkLayout(result, 3).join()).toMatch(/turned but its mesh direction/);
  });
});

describe('packSheets (property: every layout is cuttable and complete)', () => {
  const panels = fc.array(
    fc.record({
      height: fc.integer({ min: 200, max: 2400 }),
      width: fc.integer({ min: 200, max: 1300 }),
      rotatable: fc.boolean(),
    }),
    { minLength: 1, maxLength: 40 },
  );

  it('holds for random panel lists, kerfs and strategies', () => {
    fc.assert(
      fc.property(
        panels,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('ASC' as const, 'DESC' as const),
        fc.integer({ min: 0, max: 60 }),
        (specs, kerf, sortStrategy, maxWastePercentage) => {
          const items = specs.map((spec, index) => ({
            name: `P${index + 1}`,
            panelId: index + 1,
            itemNumber: index + 1,
            meshSize: MESH,
            ...spec,
          }));
          const result = packSheets(items, STOCK, { kerf, sortStrategy, maxWastePercentage });
          for (const sheet of result.packingResults) expect(checkLayout(sheet, kerf)).toEqual([]);
          const packed = result.packingResults.flatMap((r) => r.packedItems.map((p) => p.item));
          expect(
            [...packed, ...result.unfitItems].map((i) => i.panelId).sort((a, b) => a - b),
          ).toEqual(items.map((i) => i.panelId));
          for (const unfit of result.unfitItems) {
            const fitsSomewhere = STOCK.some(
              (sheet) =>
                (unfit.width <= sheet.width && unfit.height <= sheet.height) ||
                (unfit.rotatable && unfit.height <= sheet.width && unfit.width <= sheet.height),
            );
            expect(fitsSomewhere).toBe(false);
          }
        },
      ),
      { seed: 20261125, numRuns: 100 },
    );
  });
});
