// Tests of the sheet-count lower bounds: exact on hand-made cases, never above the optimum found
// by brute force on tiny one-row instances, and never above a sheet count the packer achieves.
import fc from 'fast-check';
import { areaLowerBound, dffLowerBound, packSheets } from './index';
import { packItem } from './test-support';

const item = (width: number, height: number, rotatable?: boolean) =>
  packItem(width, height, { name: `${width} × ${height}`, rotatable });

/** Fewest sheets of capacity `capacity` holding the widths (each a kerf apart): tries them all. */
function bruteForceBins(widths: number[], capacity: number, kerf: number): number {
  let best = widths.length;
  const loads: number[] = [];
  const place = (next: number) => {
    if (loads.length >= best) return;
    if (next === widths.length) {
      best = loads.length;
      return;
    }
    const grown = widths[next] + kerf;
    for (let bin = 0; bin < loads.length; bin += 1) {
      if (loads[bin] + grown <= capacity + kerf) {
        loads[bin] += grown;
        place(next + 1);
        loads[bin] -= grown;
      }
    }
    loads.push(grown);
    place(next + 1);
    loads.pop();
  };
  place(0);
  return best;
}

describe('lower bounds', () => {
  const SHEET = { width: 1000, height: 2000 };

  it('counts three panels over half the sheet each way as three sheets, the area bound one', () => {
    const items = [item(600, 1100), item(600, 1100), item(600, 1100)];
    expect(areaLowerBound(items, SHEET)).toBe(1);
    expect(dffLowerBound(items, SHEET, 3)).toBe(3);
  });

  it('adds the kerf: two half-width panels need two sheets once the saw takes 3 mm', () => {
    const items = [item(500, 2000, false), item(500, 2000, false)];
    expect(dffLowerBound(items, SHEET, 0)).toBe(1);
    expect(dffLowerBound(items, SHEET, 3)).toBe(2);
  });

  it('takes the cheaper orientation of a turnable panel, and only allowed ones', () => {
    // Upright 1100 tall: over half the height; turned 1100 wide it does not fit at all.
    const fixed = [item(300, 1100, false), item(300, 1100, false), item(300, 1100, false)];
    const turnable = fixed.map((panel) => ({ ...panel, rotatable: true }));
    expect(dffLowerBound(turnable, SHEET, 0)).toBe(dffLowerBound(fixed, SHEET, 0));
    expect(dffLowerBound([item(1500, 900, true)], SHEET, 0)).toBe(1);
    expect(dffLowerBound([item(1500, 900, false)], SHEET, 0)).toBe(0);
  });

  it('never exceeds the optimum of tiny full-height instances solved by brute force', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 1000 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 5 }),
        (widths, kerf) => {
          const items = widths.map((width) => item(width, SHEET.height, false));
          const optimum = bruteForceBins(widths, SHEET.width, kerf);
          expect(dffLowerBound(items, SHEET, kerf)).toBeLessThanOrEqual(optimum);
          expect(areaLowerBound(items, SHEET)).toBeLessThanOrEqual(optimum);
        },
      ),
      { seed: 20261125, numRuns: 200 },
    );
  });

  it('never exceeds the sheets the packer uses on random panel lists', () => {
    const stock = [{ name: 'S', ...SHEET, price: '100.00' }];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            width: fc.integer({ min: 100, max: 1000 }),
            height: fc.integer({ min: 100, max: 2000 }),
            rotatable: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        fc.integer({ min: 0, max: 5 }),
        (specs, kerf) => {
          const items = specs.map((spec) => item(spec.width, spec.height, spec.rotatable));
          const packed = packSheets(items, stock, {
            kerf,
            maxWastePercentage: 35,
            sortStrategy: 'DESC',
          });
          const fitting = items.filter((panel) => !packed.unfitItems.includes(panel));
          const sheets = packed.packingResults.length;
          expect(dffLowerBound(items, SHEET, kerf)).toBeLessThanOrEqual(sheets);
          expect(areaLowerBound(fitting, SHEET)).toBeLessThanOrEqual(sheets);
        },
      ),
      { seed: 20261125, numRuns: 100 },
    );
  });

  it('shows the area bound is out of reach with doors: the packer is within one sheet of the stronger bound', () => {
    // A fixed, deterministic mix like the benchmark's: 40 % doors, the rest windows.
    const items = Array.from({ length: 100 }, (_, index) => {
      const door = index % 5 < 2;
      const step = (index * 7919) % 97;
      return door
        ? item(700 + ((step * 3) % 31) * 10, 1950 + (step % 46) * 10, index % 10 < 7)
        : item(300 + ((step * 5) % 91) * 10, 600 + (step % 121) * 10, index % 10 < 7);
    });
    const sheet = { width: 1500, height: 3000 };
    const packed = packSheets(items, [{ name: 'S', ...sheet, price: '250.00' }], {
      kerf: 3,
      maxWastePercentage: 35,
      sortStrategy: 'DESC',
    });
    const bound = dffLowerBound(items, sheet, 3);
    expect(bound).toBeGreaterThan(areaLowerBound(items, sheet));
    expect(packed.packingResults.length).toBeGreaterThanOrEqual(bound);
    expect(packed.packingResults.length).toBeLessThanOrEqual(bound + 1);
  });
});
