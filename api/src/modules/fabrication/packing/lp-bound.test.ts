// Tests of the offline LP bound's pieces against brute force on tiny instances: the uncapped
// guillotine fitter against an enumeration of every cut position, the pricing's maximum against
// every subset, and the Farley bound against the fewest sheets found by trying every partition.
import fc from 'fast-check';
import {
  columnGenerationBound,
  GuillotineFitter,
  pricePatterns,
  provenSheets,
  type Box,
} from './lp-bound';

/**
 * Whether the panels of `mask` fit a `width` × `height` sheet with guillotine cuts: a panel alone
 * in one of its orientations, or a cut at every whole position splitting the set in two parts
 * that fit each side. Exhaustive on integer sizes; memoised per fitter.
 */
function bruteFitter(shapes: Box[][], width: number, height: number): (mask: number) => boolean {
  const memo = new Map<string, boolean>();
  const fits = (set: number, w: number, h: number): boolean => {
    const key = `${set}:${w}:${h}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    const members = shapes.map((_, i) => i).filter((i) => set & (1 << i));
    if (members.length === 1) {
      result = shapes[members[0]].some(([pw, ph]) => pw <= w && ph <= h);
    } else {
      const low = set & -set;
      // Parts that hold the lowest panel; the other part is the rest (either side of the cut).
      for (let part = (set - 1) & set; part > 0 && !result; part = (part - 1) & set) {
        if (!(part & low)) continue;
        const rest = set & ~part;
        for (let x = 1; x < w && !result; x += 1) {
          result =
            (fits(part, x, h) && fits(rest, w - x, h)) ||
            (fits(rest, x, h) && fits(part, w - x, h));
        }
        for (let y = 1; y < h && !result; y += 1) {
          result =
            (fits(part, w, y) && fits(rest, w, h - y)) ||
            (fits(rest, w, y) && fits(part, w, h - y));
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return (mask) => fits(mask, width, height);
}

const bruteFits = (shapes: Box[][], mask: number, width: number, height: number) =>
  bruteFitter(shapes, width, height)(mask);

const membersOf = (mask: number, n: number) =>
  Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));

/** Random small panels: each upright, or turnable (both orientations). */
const shapesArbitrary = (maxPanels: number) =>
  fc
    .array(
      fc.record({
        w: fc.integer({ min: 1, max: 7 }),
        h: fc.integer({ min: 1, max: 7 }),
        turn: fc.boolean(),
      }),
      { minLength: 1, maxLength: maxPanels },
    )
    .map((panels) =>
      panels.map(({ w, h, turn }): Box[] =>
        turn && w !== h
          ? [
              [w, h],
              [h, w],
            ]
          : [[w, h]],
      ),
    );

const SHEET = { width: 9, height: 11 };

describe('GuillotineFitter', () => {
  it('agrees with an enumeration of every cut on every subset of random small panels', () => {
    fc.assert(
      fc.property(shapesArbitrary(5), (shapes) => {
        const fitter = new GuillotineFitter(shapes, SHEET.width, SHEET.height);
        const brute = bruteFitter(shapes, SHEET.width, SHEET.height);
        for (let mask = 1; mask < 1 << shapes.length; mask += 1) {
          const members = membersOf(mask, shapes.length);
          expect([members, fitter.fits(members)]).toEqual([members, brute(mask)]);
        }
      }),
      { seed: 174, numRuns: 120 },
    );
  });

  it('refuses the pinwheel, which fits the sheet but no guillotine layout', () => {
    // Four 2 × 3 panels round a 1 × 1 hole fill a 5 × 5 square only as a pinwheel.
    const shapes: Box[][] = [[[2, 3]], [[3, 2]], [[2, 3]], [[3, 2]], [[1, 1]]];
    const fitter = new GuillotineFitter(shapes, 5, 5);
    expect(fitter.fits([0, 1, 2, 3, 4])).toBe(false);
    expect(bruteFits(shapes, 0b11111, 5, 5)).toBe(false);
    // Side by side in one row, the same five panels fit an 11 × 5 sheet.
    expect(new GuillotineFitter(shapes, 11, 5).fits([0, 1, 2, 3, 4])).toBe(true);
  });
});

describe('pricePatterns', () => {
  it('finds the most valuable fitting subset, as brute force over every subset does', () => {
    fc.assert(
      fc.property(
        shapesArbitrary(7),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (shapes, duals) => {
          const n = shapes.length;
          const y = duals.slice(0, n);
          const areas = shapes.map((orientations) => orientations[0][0] * orientations[0][1]);
          const fitter = new GuillotineFitter(shapes, SHEET.width, SHEET.height);
          const brute = bruteFitter(shapes, SHEET.width, SHEET.height);
          let best = 0;
          for (let mask = 1; mask < 1 << n; mask += 1) {
            const members = membersOf(mask, n);
            const value = members.reduce((sum, i) => sum + (y[i] > 1e-9 ? y[i] : 0), 0);
            if (value > best && brute(mask)) best = value;
          }
          const full = pricePatterns(y, areas, fitter, 1_000_000);
          expect(full.exhausted).toBe(false);
          expect(full.best).toBeCloseTo(best, 9);
          expect(full.upper).toBeCloseTo(best, 9);
          // With too few nodes the search stops early, but its upper bound stays an upper bound.
          for (const nodes of [0, 1, 2, 3]) {
            const cut = pricePatterns(y, areas, fitter, nodes);
            expect(cut.upper).toBeGreaterThanOrEqual(best - 1e-9);
          }
          for (const { members, value } of full.found) {
            expect(fitter.fits(members)).toBe(true);
            expect(value).toBeGreaterThan(1);
          }
        },
      ),
      { seed: 1710, numRuns: 100 },
    );
  });
});

/** Fewest sheets holding every panel: the cheapest cover by fitting subsets, over every mask. */
function bruteSheets(shapes: Box[][], width: number, height: number): number {
  const n = shapes.length;
  const full = (1 << n) - 1;
  const fits = bruteFitter(shapes, width, height);
  const fitting: number[] = [];
  for (let mask = 1; mask <= full; mask += 1) {
    if (fits(mask)) fitting.push(mask);
  }
  const sheets = new Array<number>(full + 1).fill(Infinity);
  sheets[0] = 0;
  for (let mask = 1; mask <= full; mask += 1) {
    const low = mask & -mask;
    for (const set of fitting) {
      if (set & low && (set & mask) === set)
        sheets[mask] = Math.min(sheets[mask], sheets[mask & ~set] + 1);
    }
  }
  return sheets[full];
}

describe('columnGenerationBound', () => {
  it('never proves more sheets than the optimum found by brute force', () => {
    fc.assert(
      fc.property(shapesArbitrary(7), (shapes) => {
        const areas = shapes.map((orientations) => orientations[0][0] * orientations[0][1]);
        const fitter = new GuillotineFitter(shapes, SHEET.width, SHEET.height);
        const optimum = bruteSheets(shapes, SHEET.width, SHEET.height);
        const result = columnGenerationBound(fitter, areas, [], {
          cheapNodes: 50,
          nodes: 100_000,
          rounds: 50,
        });
        expect(provenSheets(result.bestBound)).toBeLessThanOrEqual(optimum);
        expect(result.bestBound).toBeLessThanOrEqual(result.lp.value + 1e-6);
      }),
      { seed: 24, numRuns: 40 },
    );
  });

  it('proves the optimum of three panels that pairwise cannot share a sheet', () => {
    // Each panel is over half the sheet both ways: three sheets, and the area bound says two.
    const shapes: Box[][] = [[[6, 7]], [[6, 7]], [[6, 7]]];
    const fitter = new GuillotineFitter(shapes, SHEET.width, SHEET.height);
    const result = columnGenerationBound(fitter, [42, 42, 42], [], {
      cheapNodes: 50,
      nodes: 1000,
      rounds: 10,
    });
    expect(provenSheets(result.bestBound)).toBe(3);
    expect(bruteSheets(shapes, SHEET.width, SHEET.height)).toBe(3);
  });
});
