// Tests of the covering LP's simplex: small LPs whose optimum is known by hand, a degenerate one,
// and on random ones the duals' feasibility and strong duality against the primal weights.
import fc from 'fast-check';
import { solveCoveringLp } from './lp-simplex';

/** Panel i alone for i < n, then the given patterns. */
const withSingles = (n: number, patterns: number[][]) => [
  ...Array.from({ length: n }, (_, i) => [i]),
  ...patterns,
];

/** The largest Σ y over the patterns: ≤ 1 (up to tolerance) when the duals are feasible. */
const worth = (patterns: number[][], y: Float64Array) =>
  Math.max(...patterns.map((pattern) => pattern.reduce((sum, i) => sum + y[i], 0)));

describe('solveCoveringLp', () => {
  it('needs one column per panel when only singles exist', () => {
    const { value, y } = solveCoveringLp(withSingles(3, []), 3);
    expect(value).toBeCloseTo(3, 6);
    expect([...y].map((v) => Number(v.toFixed(6)))).toEqual([1, 1, 1]);
  });

  it('covers a triangle of pairs with half of each pair: 1.5', () => {
    const patterns = withSingles(3, [
      [0, 1],
      [1, 2],
      [0, 2],
    ]);
    const { value, y, x } = solveCoveringLp(patterns, 3);
    expect(value).toBeCloseTo(1.5, 6);
    for (const v of y) expect(v).toBeCloseTo(0.5, 6);
    expect(x.slice(3).reduce((sum, v) => sum + v, 0)).toBeCloseTo(1.5, 5);
  });

  it('takes one full pattern when it covers everything', () => {
    const { value } = solveCoveringLp(
      withSingles(4, [
        [0, 1],
        [2, 3],
        [0, 1, 2, 3],
      ]),
      4,
    );
    expect(value).toBeCloseTo(1, 6);
  });

  it('solves a degenerate LP (duplicate and nested patterns, ties everywhere) to its optimum', () => {
    // Optimum 2: {0,1,2} and {3,4,5}, or {0,1,2,3} with {3,4,5}; many optimal bases.
    const patterns = withSingles(6, [
      [0, 1, 2],
      [0, 1, 2],
      [3, 4, 5],
      [0, 1, 2, 3],
      [2, 3, 4, 5],
      [0, 1],
      [4, 5],
    ]);
    const { value, y } = solveCoveringLp(patterns, 6);
    expect(value).toBeCloseTo(2, 6);
    expect(worth(patterns, y)).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('refuses a start basis that is not every panel alone', () => {
    expect(() => solveCoveringLp([[0, 1], [1]], 2)).toThrow(/panel 0 alone/);
  });

  it('returns feasible duals worth the primal optimum on random covering LPs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1 }), {
              maxLength: 12,
            }),
          ),
        ),
        ([n, extra]) => {
          const patterns = withSingles(n, extra);
          const { value, y, x } = solveCoveringLp(patterns, n);
          expect(worth(patterns, y)).toBeLessThanOrEqual(1 + 1e-9);
          for (const v of y) expect(v).toBeGreaterThanOrEqual(0);
          // Primal feasible (each panel covered) and strong duality: Σ x = Σ y.
          for (let i = 0; i < n; i += 1) {
            const covered = patterns.reduce((sum, p, j) => sum + (p.includes(i) ? x[j] : 0), 0);
            expect(covered).toBeGreaterThanOrEqual(1 - 1e-9);
          }
          expect(x.reduce((sum, v) => sum + v, 0)).toBeCloseTo(value, 4);
        },
      ),
      { seed: 171, numRuns: 200 },
    );
  });
});
