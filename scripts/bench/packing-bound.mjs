#!/usr/bin/env node
// Offline lower bound for the packing benchmark's 100 windows on the largest sheet (issue 15,
// ADR 171): the LP relaxation of the set-covering formulation (one column per guillotine-feasible
// sheet pattern) solved by column generation. Not a test and not part of the benchmark: it runs
// for minutes.
//
// Why the bound printed is valid whatever the iteration it stops at (Farley's bound): the
// restricted LP's duals y ≥ 0 satisfy Σ_{i∈p} y_i ≤ 1 for the patterns generated so far. If Z
// is an upper bound on max_p Σ_{i∈p} y_i over ALL feasible patterns p, then y / Z is feasible for
// the full dual, so Σ y / Z ≤ LP ≤ optimum, and ⌈Σ y / Z − ε⌉ sheets are needed. Z comes from the
// pricing search below; where its node budget cuts a branch, the branch's fractional-knapsack
// bound (area only, guillotine relaxed) enters Z instead, so Z is an upper bound either way.
// Pricing feasibility uses the exact fitter below (no cap on Pareto boxes or panel count, unlike
// packing/exact-sheet.ts, which gives up exactness past 24 boxes or 8 panels).
//
//   node scripts/bench/packing-bound.mjs    (BOUND_ROUNDS=200; BOUND_NODES=2000000, the exact pricing's node budget)
import { performance } from 'node:perf_hooks';
import { loadTs } from '../load-ts.mjs';
import { panels, SEED } from './panels.mjs';

const KERF = 3;
const COUNT = 100;
const SHEET = { width: 1500, height: 3000 };
const ROUNDS = Number(process.env.BOUND_ROUNDS ?? 200);
const NODES = Number(process.env.BOUND_NODES ?? 2_000_000);
const EPSILON = 1e-9;

/**
 * Exact guillotine fitting on the kerf-grown sheet: the Pareto-minimal bounding boxes of every
 * guillotine layout of a panel set, from its two-part splits (no cap). Sets are bitmasks (BigInt).
 */
class Fitter {
  constructor(shapes, width, height) {
    this.shapes = shapes; // per panel: [[w, h], …] allowed grown orientations
    this.width = width;
    this.height = height;
    this.memo = new Map();
  }

  boxes(members) {
    const key = members.join(',');
    let boxes = this.memo.get(key);
    if (boxes) return boxes;
    if (members.length === 1) {
      boxes = pareto(
        this.shapes[members[0]].filter(([w, h]) => w <= this.width && h <= this.height),
      );
    } else {
      boxes = [];
      for (let leave = 0; leave < members.length && boxes !== null; leave += 1) {
        if (this.boxes(members.filter((_, k) => k !== leave)).length === 0) boxes = null;
      }
      if (boxes === null) boxes = [];
      else {
        const n = members.length;
        for (let mask = 1; mask < 1 << (n - 1); mask += 1) {
          const a = [members[0]];
          const b = [];
          for (let k = 1; k < n; k += 1) (mask & (1 << (k - 1)) ? b : a).push(members[k]);
          for (const [aw, ah] of this.boxes(a)) {
            for (const [bw, bh] of this.boxes(b)) {
              if (aw + bw <= this.width && Math.max(ah, bh) <= this.height)
                boxes.push([aw + bw, Math.max(ah, bh)]);
              if (ah + bh <= this.height && Math.max(aw, bw) <= this.width)
                boxes.push([Math.max(aw, bw), ah + bh]);
            }
          }
        }
        boxes = pareto(boxes);
      }
    }
    this.memo.set(key, boxes);
    return boxes;
  }

  /** `members` sorted ascending. */
  fits(members) {
    return this.boxes(members).length > 0;
  }
}

function pareto(boxes) {
  boxes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const kept = [];
  for (const box of boxes)
    if (kept.length === 0 || box[1] < kept[kept.length - 1][1]) kept.push(box);
  return kept;
}

/**
 * min Σ x_p s.t. Σ_p x_p·p − s = 1, x, s ≥ 0 (one row per panel), by the tableau simplex from the
 * basis of the single-panel patterns (the first n columns, which the caller guarantees), Dantzig's
 * rule with Bland's as anti-cycling fallback. Returns the duals y (y_i = −reduced cost of panel
 * i's surplus), the objective and the pattern weights x.
 */
function solveMaster(patterns, n) {
  const m = patterns.length;
  const cols = m + n;
  const t = Array.from({ length: n }, () => new Float64Array(cols + 1));
  patterns.forEach((p, j) => {
    for (const i of p) t[i][j] = 1;
  });
  for (let i = 0; i < n; i += 1) {
    t[i][m + i] = -1;
    // A tiny distinct perturbation of each demand against the stalling and cycling that the
    // massively degenerate covering LP causes. The duals stay feasible for the unperturbed
    // problem (its constraints on y do not involve the demands), so Σ y below is exact.
    t[i][cols] = 1 + (1e-6 * ((i * 7919) % 101)) / 101;
  }
  // Basis: column i (panel i alone) for row i; B = I, so the tableau is already B⁻¹A.
  const basis = Array.from({ length: n }, (_, i) => i);
  const z = new Float64Array(cols + 1); // z_j − c_j, objective in z[cols]
  for (let j = 0; j <= cols; j += 1) {
    let sum = j < m ? -1 : 0;
    for (let i = 0; i < n; i += 1) sum += t[i][j];
    z[j] = sum;
  }
  let pivots = 0;
  for (let iter = 0; iter < 200000; iter += 1, pivots += 1) {
    const bland = iter > 50000;
    let enter = -1;
    let most = 1e-9;
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
      if (a > 1e-9) {
        const q = t[r][cols] / a;
        if (q < ratio - 1e-12) {
          ratio = q;
          leave = r;
        }
      }
    }
    if (leave < 0) throw new Error('unbounded');
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

/**
 * Pricing: the pattern of largest Σ y_i, depth first in order of y_i / grown area, pruned by
 * the fractional knapsack bound. Returns the best patterns found (value > threshold) and an upper
 * bound on the true maximum (branches cut by the node budget count with their optimistic bound).
 */
function price(y, areas, fitter, sheetArea, nodes) {
  const order = [...y.keys()]
    .filter((i) => y[i] > EPSILON)
    .sort((a, b) => y[b] / areas[b] - y[a] / areas[a]);
  let best = 0;
  let upper = 0;
  const found = [];
  let left = nodes;
  const chosen = [];
  const search = (from, value, area) => {
    if (value > best) best = value;
    if (value > 1 + 1e-6) found.push({ members: [...chosen].sort((a, b) => a - b), value });
    for (let k = from; k < order.length; k += 1) {
      const i = order[k];
      const optimistic = value + (sheetArea - area) * (y[i] / areas[i]);
      if (optimistic <= best + 1e-12) return;
      if (left <= 0) {
        upper = Math.max(upper, optimistic);
        return;
      }
      if (area + areas[i] > sheetArea) continue;
      left -= 1;
      chosen.push(i);
      if (fitter.fits([...chosen].sort((a, b) => a - b)))
        search(k + 1, value + y[i], area + areas[i]);
      chosen.pop();
    }
  };
  search(0, 0, 0);
  found.sort((a, b) => b.value - a.value);
  return { best, upper: Math.max(best, upper), found, exhausted: left <= 0 };
}

const { packSheets } = await loadTs('api/src/modules/fabrication/packing/index.ts');
const items = panels(COUNT, SEED + COUNT, 0);
const W = SHEET.width + KERF;
const H = SHEET.height + KERF;
const shapes = items.map((item) => {
  const up = [item.width + KERF, item.height + KERF];
  const turnable = item.rotatable !== false && item.width !== item.height;
  return turnable ? [up, [up[1], up[0]]] : [up];
});
const areas = items.map((item) => (item.width + KERF) * (item.height + KERF));
const fitter = new Fitter(shapes, W, H);
const byId = new Map(items.map((item, i) => [item.panelId, i]));

// Starting columns: the packer's sheets at a large budget, and every panel alone.
const start = packSheets(items, [{ ...SHEET, name: 'largest', price: '250.00' }], {
  kerf: KERF,
  maxWastePercentage: 35,
  sortStrategy: 'DESC',
  searchBudget: 300_000,
});
// Every panel alone first: the simplex starts from their basis.
const patterns = Array.from({ length: COUNT }, (_, i) => [i]);
for (const r of start.packingResults) {
  patterns.push(r.packedItems.map((p) => byId.get(p.item.panelId)).sort((a, b) => a - b));
}
console.log(`start: packer (budget 300 000) uses ${start.packingResults.length} sheets`);
const seen = new Set(patterns.map((p) => p.join(',')));

const started = performance.now();
let bestBound = 0;
let lp;
for (let round = 1; round <= ROUNDS; round += 1) {
  lp = solveMaster(patterns, COUNT);
  // A cheap pricing while it finds columns; the full node budget once it finds none.
  let priced = price(lp.y, areas, fitter, W * H, 20_000);
  if (priced.found.length === 0) priced = price(lp.y, areas, fitter, W * H, NODES);
  const farley = lp.value / Math.max(1, priced.upper);
  bestBound = Math.max(bestBound, farley);
  let added = 0;
  for (const { members } of priced.found) {
    const key = members.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    patterns.push(members);
    added += 1;
    if (added >= 60) break;
  }
  console.log(
    `round ${round}: restricted LP ${lp.value.toFixed(4)}, pricing max ${priced.best.toFixed(4)}` +
      ` (upper ${priced.upper.toFixed(4)}${priced.exhausted ? ', node budget hit' : ''}),` +
      ` ${lp.pivots} pivots, Farley bound ${farley.toFixed(4)} → ${Math.ceil(bestBound - 1e-6)} sheets;` +
      ` ${patterns.length} columns, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Done when no column prices out, or when the proven bound reaches ⌈restricted LP⌉, which
  // more columns can only lower.
  if (added === 0 || Math.ceil(bestBound - 1e-6) >= Math.ceil(lp.value - 1e-6)) break;
}
const proven = lp;
console.log(
  `\nLP relaxation (restricted): ${proven.value.toFixed(4)}; valid lower bound ` +
    `${bestBound.toFixed(4)} → ⌈⌉ = ${Math.ceil(bestBound - 1e-6)} sheets ` +
    `(area bound ${Math.ceil(items.reduce((s, i) => s + i.width * i.height, 0) / (SHEET.width * SHEET.height))})`,
);
const support = patterns
  .map((p, r) => ({ p, x: proven.x[r] }))
  .filter(({ x }) => x > 1e-6)
  .sort((a, b) => b.x - a.x);
console.log(
  `LP support: ${support.length} patterns, ${support.filter(({ x }) => x > 1 - 1e-6).length} at 1`,
);
