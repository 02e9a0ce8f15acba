// The master LP of the offline sheet-count bound (./lp-bound.ts, ADR 171): a small dense tableau
// simplex for the covering LP min Σ x_p subject to Σ_{p ∋ i} x_p ≥ 1 for every panel i, x ≥ 0.
// No LP solver is in the lockfile, and this one problem needs no general solver.

export interface CoveringLpSolution {
  /** Duals, one per panel: y_i = −(reduced cost of panel i's surplus), never negative. */
  y: Float64Array;
  /** Σ y: the LP optimum (of the unperturbed problem, up to the solver's tolerance). */
  value: number;
  /** Pattern weights of the final basis (of the perturbed problem). */
  x: Float64Array;
  pivots: number;
}

/**
 * Dantzig pivoting up to this many steps, then Bland's rule, which cannot cycle. Stopping at the
 * limit still gives duals y ≥ 0, and Farley's bound is valid for any such y.
 */
const DANTZIG_PIVOTS = 50_000;
const MAX_PIVOTS = 200_000;
const TOLERANCE = 1e-9;

/**
 * Solves min Σ x_p s.t. Σ_p x_p·[i ∈ p] − s_i = 1, x, s ≥ 0, one row per panel. `patterns[i]` for
 * i < n must be panel i alone: the simplex starts from their basis (B = I).
 *
 * The covering LP is massively degenerate; with the right-hand sides all 1 Dantzig pivoting
 * stalls for thousands of steps. Each demand is perturbed by under 10⁻⁶, distinctly per row. The
 * duals' constraints (Σ_{i∈p} y_i ≤ 1, y ≥ 0) do not involve the demands, so the duals returned
 * stay feasible for the real problem, and Σ y is a valid dual value for it.
 */
export function solveCoveringLp(patterns: number[][], n: number): CoveringLpSolution {
  patterns.slice(0, n).forEach((pattern, i) => {
    if (pattern.length !== 1 || pattern[0] !== i) {
      throw new Error(`covering LP: pattern ${i} must be panel ${i} alone`);
    }
  });
  const m = patterns.length;
  const cols = m + n;
  const t = Array.from({ length: n }, () => new Float64Array(cols + 1));
  patterns.forEach((pattern, j) => {
    for (const i of pattern) t[i][j] = 1;
  });
  for (let i = 0; i < n; i += 1) {
    t[i][m + i] = -1;
    t[i][cols] = 1 + (1e-6 * ((i * 7919) % 101)) / 101;
  }
  const basis = Array.from({ length: n }, (_, i) => i);
  // z_j − c_j per column; the objective in z[cols].
  const z = new Float64Array(cols + 1);
  for (let j = 0; j <= cols; j += 1) {
    let sum = j < m ? -1 : 0;
    for (let i = 0; i < n; i += 1) sum += t[i][j];
    z[j] = sum;
  }
  let pivots = 0;
  for (; pivots < MAX_PIVOTS; pivots += 1) {
    const bland = pivots > DANTZIG_PIVOTS;
    let enter = -1;
    let most = TOLERANCE;
    for (let j = 0; j < cols; j += 1) {
      if (z[j] > most) {
        enter = j;
        if (bland) break;
        most = z[j];
      }
    }
    if (enter < 0) break;
    let leave = -1;
    let ratio = Infinity;
    for (let r = 0; r < n; r += 1) {
      const a = t[r][enter];
      if (a > TOLERANCE) {
        const q = t[r][cols] / a;
        if (q < ratio - 1e-12) {
          ratio = q;
          leave = r;
        }
      }
    }
    // Every column has a non-negative objective, so a covering LP is never unbounded.
    if (leave < 0) throw new Error('covering LP: unbounded');
    const pivot = t[leave];
    const pv = pivot[enter];
    for (let j = 0; j <= cols; j += 1) pivot[j] /= pv;
    for (let r = 0; r < n; r += 1) {
      if (r === leave) continue;
      const f = t[r][enter];
      if (f !== 0) for (let j = 0; j <= cols; j += 1) t[r][j] -= f * pivot[j];
    }
    const f = z[enter];
    for (let j = 0; j <= cols; j += 1) z[j] -= f * pivot[j];
    basis[leave] = enter;
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) y[i] = Math.max(0, -z[m + i]);
  const x = new Float64Array(m);
  basis.forEach((j, r) => {
    if (j < m) x[j] = t[r][cols];
  });
  return { y, value: y.reduce((sum, v) => sum + v, 0), x, pivots };
}
