// Tests of the mesh cut optimiser: hand-made cases, the checker's own failures (a checker that
// cannot fail proves nothing), and fast-check properties on random panel lists checked by it.
import fc from 'fast-check';
import type { PackItem, PackedItem, PackingResult, SortStrategy } from '@platform/shared/contracts';
import {
  checkLayout,
  isGuillotineCuttable,
  packByMeshSize,
  packSheets,
  priceCents,
  type PackOptions,
  type StockSheet,
} from './index';
import { packItem, seededPanels } from './test-support';

const OPTIONS: PackOptions = { kerf: 3, maxWastePercentage: 35, sortStrategy: 'DESC' };

let nextPanelId = 1;
function panel(width: number, height: number, extra: Partial<PackItem> = {}): PackItem {
  const panelId = nextPanelId++;
  return packItem(width, height, {
    name: `Panel ${panelId}`,
    panelId,
    meshSize: '18x14',
    ...extra,
  });
}

const sheet = (width: number, height: number, price: string, name?: string): StockSheet => ({
  name: name ?? `${width} × ${height}`,
  width,
  height,
  price,
});

const totalCents = (results: PackingResult[]) =>
  results.reduce((sum, result) => sum + priceCents(result.bin.price), 0);

const allPlaced = (results: PackingResult[]) => results.flatMap((result) => result.packedItems);

function fitsSomewhere(item: PackItem, stock: StockSheet[]): boolean {
  return stock.some(
    (s) =>
      (item.width <= s.width && item.height <= s.height) ||
      (item.rotatable !== false && item.height <= s.width && item.width <= s.height),
  );
}

describe('packSheets: examples', () => {
  it('refuses an unknown sort strategy by name instead of failing inside (issue 39)', () => {
    const pack = () =>
      packSheets([panel(500, 500)], [sheet(2000, 1000, '40.00')], {
        ...OPTIONS,
        sortStrategy: 'SIDEWAYS' as SortStrategy,
      });
    expect(pack).toThrow(RangeError);
    expect(pack).toThrow('Unknown sort strategy "SIDEWAYS": use one of ASC, DESC.');
  });

  it('tries both panel orders and keeps the cheaper plan, whichever order was asked for (issue 39)', () => {
    // 60 doors and windows on the three seeded 316 rolls: packed largest first only, the plan
    // took 14 sheets for $3,964.00; smallest first finds 14 sheets for $3,921.00.
    const items = seededPanels(60, 23, '316 SS 0.9mm');
    const rolls = [
      sheet(1000, 2500, '186.00'),
      sheet(1250, 2500, '229.00'),
      sheet(1500, 3000, '318.00'),
    ];
    for (const sortStrategy of ['DESC', 'ASC'] as const) {
      const { packingResults, unfitItems } = packSheets(items, rolls, { ...OPTIONS, sortStrategy });
      expect(unfitItems).toEqual([]);
      expect(allPlaced(packingResults)).toHaveLength(60);
      expect(packingResults).toHaveLength(14);
      expect(totalCents(packingResults)).toBe(392100);
      packingResults.forEach((result) => expect(checkLayout(result, 3)).toEqual([]));
    }
  });

  it('sends a panel larger than every stock sheet to unfit items', () => {
    const stock = [sheet(1000, 3000, '180.00'), sheet(1250, 2400, '170.00')];
    const tooBig = panel(1300, 3100);
    const fixedWide = panel(2500, 900, { rotatable: false }); // would fit only turned
    const fine = panel(900, 2000);
    const result = packSheets([tooBig, fixedWide, fine], stock, OPTIONS);
    expect(result.unfitItems).toEqual([tooBig, fixedWide]);
    expect(allPlaced(result.packingResults).map((placed) => placed.item)).toEqual([fine]);
  });

  it('keeps a non-rotatable tall panel upright', () => {
    const door = panel(900, 2400, { rotatable: false });
    const result = packSheets([door], [sheet(1500, 3000, '250.00')], OPTIONS);
    const [placed] = allPlaced(result.packingResults);
    expect(placed).toMatchObject({ x: 0, y: 0, width: 900, height: 2400, rotated: false });
  });

  it('turns a rotatable panel when only the turned panel fits', () => {
    const wide = panel(2000, 800);
    const result = packSheets([wide], [sheet(1000, 3000, '180.00')], OPTIONS);
    const [placed] = allPlaced(result.packingResults);
    expect(placed).toMatchObject({ width: 800, height: 2000, rotated: true });
    expect(result.unfitItems).toEqual([]);
  });

  it('leaves a kerf between two panels, and needs a second sheet when the kerf does not fit', () => {
    const stock = [sheet(1003, 1000, '50.00')];
    const pair = [panel(500, 1000, { rotatable: false }), panel(500, 1000, { rotatable: false })];
    const tight = packSheets(pair, stock, { ...OPTIONS, kerf: 3 });
    expect(tight.packingResults).toHaveLength(1);
    const xs = tight.packingResults[0].packedItems.map((placed) => placed.x).sort((a, b) => a - b);
    expect(xs).toEqual([0, 503]);
    expect(checkLayout(tight.packingResults[0], 3)).toEqual([]);

    const wider = packSheets(pair, stock, { ...OPTIONS, kerf: 5 });
    expect(wider.packingResults).toHaveLength(2);
  });

  it('chooses the cheaper sheet when two stock sizes could hold the panels', () => {
    const stock = [sheet(1500, 3000, '250.00', 'Large'), sheet(1000, 2000, '120.00', 'Small')];
    const result = packSheets([panel(450, 900), panel(450, 900)], stock, OPTIONS);
    expect(result.packingResults.map((r) => r.bin.name)).toEqual(['Small']);
  });

  it('finishes on a small sheet when that is cheaper than a second large one', () => {
    const stock = [sheet(1000, 2000, '100.00', 'Large'), sheet(500, 1000, '30.00', 'Small')];
    const result = packSheets([panel(1000, 2000), panel(400, 800)], stock, OPTIONS);
    expect(result.packingResults.map((r) => r.bin.name).sort()).toEqual(['Large', 'Small']);
    expect(totalCents(result.packingResults)).toBe(13000);
  });

  it('prefers a larger sheet when one holds what two smaller ones would', () => {
    const stock = [sheet(1000, 2000, '100.00', 'Large'), sheet(1000, 1000, '60.00', 'Half')];
    const result = packSheets([panel(1000, 990), panel(1000, 990)], stock, OPTIONS);
    expect(result.packingResults.map((r) => r.bin.name)).toEqual(['Large']);
  });

  it.each<SortStrategy>(['ASC', 'DESC'])(
    'accepts sort strategy %s and is deterministic',
    (sortStrategy) => {
      const items = [panel(600, 1200), panel(900, 2100), panel(400, 700), panel(1200, 1500)];
      const stock = [sheet(1500, 3000, '250.00'), sheet(1200, 2400, '170.00')];
      const options = { ...OPTIONS, sortStrategy };
      const first = packSheets(items, stock, options);
      expect(first.unfitItems).toEqual([]);
      expect(allPlaced(first.packingResults)).toHaveLength(items.length);
      first.packingResults.forEach((result) => expect(checkLayout(result, 3)).toEqual([]));
      expect(packSheets(items, stock, options)).toEqual(first);
    },
  );

  it('computes waste and net waste on a hand-made case', () => {
    // 1000 × 2000 sheet, one 1000 × 1000 panel: half the sheet is waste; the 3 mm kerf under
    // the panel leaves a 1000 × 997 reusable offcut, so only 3 000 mm² (0.15 %) is lost.
    const result = packSheets([panel(1000, 1000)], [sheet(1000, 2000, '90.00')], OPTIONS);
    const [only] = result.packingResults;
    expect(only.wastePercentage).toBe(50);
    expect(only.reusableOffcuts).toEqual([{ x: 0, y: 1003, width: 1000, height: 997 }]);
    expect(only.netWastePercentage).toBe(0.15);
    expect(only.bin).toEqual({ name: '1000 × 2000', width: 1000, height: 2000, price: '90.00' });
  });

  it('does not count a strip narrower than a reusable offcut', () => {
    // 197 mm left under a 1800 mm panel: too small to keep, so net waste equals waste.
    const result = packSheets([panel(1000, 1800)], [sheet(1000, 2000, '90.00')], OPTIONS);
    const [only] = result.packingResults;
    expect(only.wastePercentage).toBe(10);
    expect(only.reusableOffcuts).toEqual([]);
    expect(only.netWastePercentage).toBe(10);
  });

  it('keeps panels on a sheet over the waste limit when no smaller sheet holds them', () => {
    const result = packSheets([panel(400, 600)], [sheet(1000, 2000, '90.00')], {
      ...OPTIONS,
      maxWastePercentage: 35,
    });
    expect(result.packingResults).toHaveLength(1);
    expect(result.packingResults[0].wastePercentage).toBe(88);
  });

  it('repacks a sheet over the waste limit on a smaller sheet of the same price', () => {
    const stock = [sheet(1500, 3000, '100.00', 'Large'), sheet(1000, 1500, '100.00', 'Small')];
    const result = packSheets([panel(900, 1400)], stock, { ...OPTIONS, maxWastePercentage: 35 });
    expect(result.packingResults.map((r) => r.bin.name)).toEqual(['Small']);
  });

  it('reads prices as whole cents', () => {
    expect(priceCents('84.50')).toBe(8450);
    expect(priceCents('84.5')).toBe(8450);
    expect(priceCents('84')).toBe(8400);
    expect(priceCents('0.105')).toBe(11);
    expect(priceCents('19.99')).toBe(1999);
  });
});

describe('packByMeshSize', () => {
  it('packs each mesh size on its own stock; a mesh size without stock is unfit', () => {
    const fine = panel(600, 1200, { meshSize: '18x14' });
    const pet = panel(600, 1200, { meshSize: 'Pet' });
    const unknown = panel(600, 1200, { meshSize: 'Steel' });
    const response = packByMeshSize(
      [fine, pet, unknown],
      { '18x14': [sheet(1000, 3000, '180.00')], Pet: [sheet(1250, 3000, '300.00')] },
      OPTIONS,
    );
    expect(Object.keys(response)).toEqual(['18x14', 'Pet', 'Steel']);
    expect(response['18x14'].packingResults[0].packedItems[0].item).toBe(fine);
    expect(response.Pet.packingResults[0].bin.price).toBe('300.00');
    expect(response.Steel).toEqual({ packingResults: [], unfitItems: [unknown] });
  });
});

describe('checkLayout catches broken layouts', () => {
  const bin = { name: 'Test sheet', width: 300, height: 300, price: '10.00' };
  const at = (
    x: number,
    y: number,
    width: number,
    height: number,
    extra: Partial<PackedItem> = {},
  ) =>
    ({ x, y, width, height, rotated: false, item: panel(width, height), ...extra }) as PackedItem;
  const layout = (packedItems: PackedItem[]): PackingResult => ({
    bin,
    packedItems,
    wastePercentage: 0,
    netWastePercentage: 0,
    reusableOffcuts: [],
  });

  it('accepts a valid guillotine layout', () => {
    const valid = layout([at(0, 0, 150, 300), at(153, 0, 147, 100), at(153, 103, 147, 197)]);
    expect(checkLayout(valid, 3)).toEqual([]);
  });

  it('reports overlapping panels', () => {
    const problems = checkLayout(layout([at(0, 0, 200, 200), at(100, 100, 150, 150)]), 3);
    expect(problems.some((problem) => problem.includes('overlaps'))).toBe(true);
  });

  it('reports a panel outside the sheet', () => {
    const problems = checkLayout(layout([at(200, 0, 150, 100)]), 3);
    expect(problems).toEqual([expect.stringContaining('outside the 300 × 300 sheet')]);
  });

  it('reports panels closer than the kerf', () => {
    const problems = checkLayout(layout([at(0, 0, 100, 300), at(101, 0, 100, 300)]), 3);
    expect(problems).toEqual([expect.stringContaining('1 mm apart, less than the 3 mm kerf')]);
    expect(checkLayout(layout([at(0, 0, 100, 300), at(103, 0, 100, 300)]), 3)).toEqual([]);
  });

  it('reports a pinwheel layout that guillotine cuts cannot separate', () => {
    const pinwheel = [
      at(0, 0, 200, 100),
      at(200, 0, 100, 200),
      at(100, 200, 200, 100),
      at(0, 100, 100, 200),
      at(100, 100, 100, 100),
    ];
    expect(isGuillotineCuttable(pinwheel)).toBe(false);
    expect(checkLayout(layout(pinwheel), 0)).toEqual([
      expect.stringContaining('cannot be cut with edge-to-edge (guillotine) cuts'),
    ]);
  });

  it('reports diagonal neighbours closer than the kerf both across and down', () => {
    const diagonal = [at(0, 0, 100, 100), at(101, 101, 100, 100)];
    expect(checkLayout(layout(diagonal), 3)).toEqual([
      expect.stringContaining('1 mm apart, less than the 3 mm kerf'),
    ]);
    // 50 mm down is enough room for a horizontal cut, though only 1 mm separates them across.
    expect(checkLayout(layout([at(0, 0, 100, 100), at(101, 150, 100, 100)]), 3)).toEqual([]);
  });

  it('needs room for the kerf in every guillotine cut', () => {
    const sideBySide = [at(0, 0, 100, 300), at(101, 0, 100, 300)];
    expect(isGuillotineCuttable(sideBySide, 0)).toBe(true);
    expect(isGuillotineCuttable(sideBySide, 3)).toBe(false);
  });

  it('reports a non-rotatable panel placed turned, and sizes that do not match the panel', () => {
    const fixed = panel(100, 250, { rotatable: false });
    const turned = at(0, 0, 250, 100, { rotated: true, item: fixed });
    expect(checkLayout(layout([turned]), 3)).toEqual([
      expect.stringContaining('is rotated but its mesh direction is fixed'),
    ]);
    const wrongSize = at(0, 0, 100, 200, { item: panel(100, 250) });
    expect(checkLayout(layout([wrongSize]), 3)).toEqual([
      expect.stringContaining('is placed 100 × 200 but measures 100 × 250'),
    ]);
  });
});

describe('packSheets: properties', () => {
  const STOCK = [
    sheet(1000, 3000, '180.00'),
    sheet(1250, 3000, '215.00'),
    sheet(1500, 3000, '250.00'),
    sheet(1200, 2400, '170.00'),
    sheet(600, 1200, '45.50'),
  ];
  const itemArb = fc.record({
    width: fc.integer({ min: 200, max: 1300 }),
    height: fc.integer({ min: 200, max: 2400 }),
    rotatable: fc.oneof(fc.constant(undefined), fc.boolean()),
  });
  const caseArb = fc.record({
    specs: fc.array(itemArb, { minLength: 1, maxLength: 40 }),
    stock: fc.subarray(STOCK, { minLength: 1 }),
    kerf: fc.integer({ min: 0, max: 5 }),
    maxWastePercentage: fc.integer({ min: 0, max: 60 }),
    sortStrategy: fc.constantFrom<SortStrategy>('ASC', 'DESC'),
  });
  const toItems = (specs: Array<{ width: number; height: number; rotatable?: boolean }>) =>
    specs.map((spec, index) =>
      packItem(spec.width, spec.height, { index, itemNumber: index, rotatable: spec.rotatable }),
    );
  const RUNS = { seed: 20261125, numRuns: 100 };
  type Packed = { items: PackItem[]; stock: StockSheet[]; kerf: number } & ReturnType<
    typeof packSheets
  >;
  /**
   * The packings of the cases generated so far, by case. The three properties below see the same
   * cases (one seed), so each case is packed once, not three times: packing is most of their time.
   * A shrunk case is a new case and is packed afresh.
   */
  const packings = new Map<string, Packed>();
  /** Packs every generated case and hands the layout to `check`. */
  const eachPacking = (check: (packed: Packed) => void) =>
    fc.assert(
      fc.property(caseArb, (generated) => {
        const key = JSON.stringify(generated);
        let packed = packings.get(key);
        if (!packed) {
          const { specs, stock, kerf, maxWastePercentage, sortStrategy } = generated;
          const items = toItems(specs);
          const result = packSheets(items, stock, { kerf, maxWastePercentage, sortStrategy });
          packed = { items, stock, kerf, ...result };
          packings.set(key, packed);
        }
        check(packed);
      }),
      RUNS,
    );

  it('gives layouts that pass the checker, offcuts included', () => {
    eachPacking(({ packingResults, kerf }) => {
      for (const result of packingResults) {
        // The checker cuts the offcuts out with the panels, a kerf apart, and looks for a
        // larger cuttable offcut that was not reported.
        expect(checkLayout(result, kerf)).toEqual([]);
      }
    });
  });

  it('packs every panel exactly once or reports it unfit, and unfit panels fit no sheet', () => {
    eachPacking(({ items, stock, packingResults, unfitItems }) => {
      const seen = new Map<PackItem, number>();
      const placed = allPlaced(packingResults).map((packed) => packed.item);
      for (const item of [...placed, ...unfitItems]) seen.set(item, (seen.get(item) ?? 0) + 1);
      expect(seen.size).toBe(items.length);
      items.forEach((item) => expect(seen.get(item)).toBe(1));
      unfitItems.forEach((item) => expect(fitsSomewhere(item, stock)).toBe(false));
    });
  });

  it('reports waste figures that match the layout, on sheets taken from the stock', () => {
    eachPacking(({ stock, packingResults }) => {
      for (const packing of packingResults) {
        expect(stock).toContainEqual(packing.bin);
        const area = packing.bin.width * packing.bin.height;
        const used = packing.packedItems.reduce((sum, p) => sum + p.width * p.height, 0);
        expect(packing.wastePercentage).toBeCloseTo((100 * (area - used)) / area, 1);
        expect(packing.netWastePercentage).toBeLessThanOrEqual(packing.wastePercentage);
        expect(packing.netWastePercentage).toBeGreaterThanOrEqual(0);
      }
    });
  });
});

describe('packSheets: a large job', () => {
  it('packs all of 500 panels into cuttable sheets (its speed is in npm run bench)', () => {
    const items = Array.from({ length: 500 }, (_, index) =>
      panel(300 + ((index * 373) % 900), 600 + ((index * 811) % 1800), {
        rotatable: index % 3 !== 0,
      }),
    );
    const stock = [
      sheet(1500, 3000, '250.00'),
      sheet(1250, 3000, '215.00'),
      sheet(1200, 2400, '170.00'),
    ];
    const result = packSheets(items, stock, OPTIONS);
    expect(allPlaced(result.packingResults)).toHaveLength(500);
    for (const packing of result.packingResults)
      expect(checkLayout(packing, OPTIONS.kerf)).toEqual([]);
  });
});
