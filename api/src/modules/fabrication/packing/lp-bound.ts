// Offline lower bound on the sheets of one stock size (ADR 171): the LP relaxation of the
// set-covering formulation, one column per guillotine-feasible sheet pattern, by column
// generation. Used by scripts/bench/packing-bound.mjs, never by the packer (it runs for minutes).
//
// Why the bound is valid whatever round it stops at (Farley's bound): the restricted LP's duals
// y ≥ 0 satisfy Σ_{i∈p} y_i ≤ 1 for the patterns generated so far. If Z bounds max_p Σ_{i∈p} y_i
// over ALL feasible patterns p, then y / Z is feasible for the full dual, so Σ y / Z ≤ LP ≤ the
// optimum. Z comes from the pricing search; where its node budget cuts a branch, the branch's
// fractional-knapsack bound (area only, guillotine relaxed) enters Z instead.
import type { PackItem } from '@platform/shared/contracts';
import { solveCoveringLp, type CoveringLpSolution } from './lp-simplex';

/** A bounding box [width, height]. */
export type Box = readonly [number, number];

const EPSILON = 1e-9;

/** Keeps the boxes no other box beats on both sides, narrowest first (sorts `boxes`). */
function pareto(boxes: Box[]): Box[] {
  boxes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const kept: Box[] = [];
  for (const box of boxes) {
    if (kept.length === 0 || box[1] < kept[kept.length - 1][1]) kept.push(box);
  }
  return kept;
}

/**
 * Exact guillotine fitting: the Pareto-minimal bounding boxes of every guillotine layout of a
 * panel set, from its two-part splits, with no cap on panels or boxes (unlike ./exact-sheet.ts,
 * which gives up exactness past 8 panels or 24 boxes). Panels are indices into `shapes`, each the
 * orientations a panel may take; sizes already include the kerf, as the sheet's.
 */
export class GuillotineFitter {
  private readonly memo = new Map<string, Box[]>();

  constructor(
    readonly shapes: readonly (readonly Box[])[],
    readonly width: number,
    readonly height: number,
  ) {}

  /** The Pareto-minimal boxes of `members` (panel indices, ascending); none when they do not fit. */
  boxes(members: readonly number[]): Box[] {
    const key = members.join(',');
    const known = this.memo.get(key);
    if (known) return known;
    const boxes = this.compute(members);
    this.memo.set(key, boxes);
    return boxes;
  }

  /** True when the panels (indices, ascending) fit one sheet with guillotine cuts. */
  fits(members: readonly number[]): boolean {
    return this.boxes(members).length > 0;
  }

  private compute(members: readonly number[]): Box[] {
    const { width, height } = this;
    if (members.length === 0) return [];
    if (members.length === 1) {
      return pareto(this.shapes[members[0]].filter(([w, h]) => w <= width && h <= height));
    }
    // A subset of a guillotine layout is one too: a set fits only if each set one smaller does.
    for (let leave = 0; leave < members.length; leave += 1) {
      if (!this.fits(members.filter((_, k) => k !== leave))) return [];
    }
    const boxes: Box[] = [];
    const n = members.length;
    // Splits into two non-empty parts; the first panel always on the first side (no mirrors).
    for (let mask = 1; mask < 1 << (n - 1); mask += 1) {
      const first = [members[0]];
      const second: number[] = [];
      for (let k = 1; k < n; k += 1) (mask & (1 << (k - 1)) ? second : first).push(members[k]);
      for (const [aw, ah] of this.boxes(first)) {
        for (const [bw, bh] of this.boxes(second)) {
          if (aw + bw <= width && Math.max(ah, bh) <= height)
            boxes.push([aw + bw, Math.max(ah, bh)]);
          if (ah + bh <= height && Math.max(aw, bw) <= width)
            boxes.push([Math.max(aw, bw), ah + bh]);
        }
      }
    }
    return pareto(boxes);
  }
}

/** Orientations of each panel grown by the kerf (turned too where its mesh direction allows). */
export function grownShapes(items: readonly PackItem[], kerf: number): Box[][] {
  return items.map((item) => {
    const upright: Box = [item.width + kerf, item.height + kerf];
    const turnable = item.rotatable !== false && item.width !== item.height;
    return turnable ? [upright, [upright[1], upright[0]]] : [upright];
  });
}

export interface PricedPattern {
  /** Panel indices, ascending. */
  members: number[];
  value: number;
}

export interface Pricing {
  /** The largest Σ y of a fitting pattern found. */
  best: number;
  /** An upper bound on Σ y over every fitting pattern (≥ best; = best when not exhausted). */
  upper: number;
  /** Patterns worth more than 1 (they price out), most valuable first. */
  found: PricedPattern[];
  /** True when the node budget cut the search. */
  exhausted: boolean;
}

/**
 * The pattern of largest Σ y_i, depth first in order of y_i per grown area, pruned by the
 * fractional-knapsack bound (free area × the next density). Panels with y_i ≤ 10⁻⁹ are left out.
 * Where `nodes` fitter questions run out, the branches cut count with their optimistic value in
 * `upper`, so `upper` bounds the true maximum either way.
 */
export function pricePatterns(
  y: ArrayLike<number>,
  areas: readonly number[],
  fitter: GuillotineFitter,
  nodes: number,
): Pricing {
  const sheetArea = fitter.width * fitter.height;
  const order = areas
    .map((_, i) => i)
    .filter((i) => y[i] > EPSILON)
    .sort((a, b) => y[b] / areas[b] - y[a] / areas[a] || a - b);
  let best = 0;
  let upper = 0;
  const found: PricedPattern[] = [];
  let left = nodes;
  const chosen: number[] = [];
  const sorted = () => [...chosen].sort((a, b) => a - b);
  const search = (from: number, value: number, area: number) => {
    if (value > best) best = value;
    if (value > 1 + 1e-6) found.push({ members: sorted(), value });
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
      if (fitter.fits(sorted())) search(k + 1, value + y[i], area + areas[i]);
      chosen.pop();
    }
  };
  search(0, 0, 0);
  found.sort((a, b) => b.value - a.value);
  return { best, upper: Math.max(best, upper), found, exhausted: left <= 0 };
}

/** Farley's bound Σ y / Z, for duals y ≥ 0 worth `dualValue` and Z ≥ every pattern's Σ y. */
export const farleyBound = (dualValue: number, upper: number) => dualValue / Math.max(1, upper);

/** Sheets a bound proves: ⌈bound⌉, with slack for floating-point sums. */
export const provenSheets = (bound: number) => Math.ceil(bound - 1e-6);

export interface BoundRound {
  round: number;
  lp: CoveringLpSolution;
  pricing: Pricing;
  /** This round's Farley bound, and the best of every round so far. */
  farley: number;
  bestBound: number;
  columns: number;
}

export interface BoundOptions {
  /** Pricing nodes while cheap pricing still finds columns. */
  cheapNodes: number;
  /** Pricing nodes once cheap pricing finds none. */
  nodes: number;
  rounds: number;
  /** Columns added per round at most. */
  columnsPerRound?: number;
  onRound?: (round: BoundRound) => void;
}

/**
 * Column generation from every panel alone plus `start` patterns (panel indices), until no
 * column prices out, the proven sheets reach ⌈restricted LP⌉ (more columns only lower it), or
 * `rounds` rounds. Returns the last round; its `bestBound` is a valid lower bound.
 */
export function columnGenerationBound(
  fitter: GuillotineFitter,
  areas: readonly number[],
  start: readonly number[][],
  options: BoundOptions,
): BoundRound & { patterns: number[][] } {
  const n = areas.length;
  const patterns = Array.from({ length: n }, (_, i) => [i]);
  const seen = new Set(patterns.map((p) => p.join(',')));
  for (const pattern of start) {
    const members = [...pattern].sort((a, b) => a - b);
    if (!seen.has(members.join(','))) {
      seen.add(members.join(','));
      patterns.push(members);
    }
  }
  let bestBound = 0;
  let last: BoundRound | null = null;
  for (let round = 1; round <= options.rounds; round += 1) {
    const lp = solveCoveringLp(patterns, n);
    let pricing = pricePatterns(lp.y, areas, fitter, options.cheapNodes);
    if (pricing.found.length === 0) pricing = pricePatterns(lp.y, areas, fitter, options.nodes);
    const farley = farleyBound(lp.value, pricing.upper);
    bestBound = Math.max(bestBound, farley);
    let added = 0;
    for (const { members } of pricing.found) {
      if (added >= (options.columnsPerRound ?? 60)) break;
      const key = members.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      patterns.push(members);
      added += 1;
    }
    last = { round, lp, pricing, farley, bestBound, columns: patterns.length };
    options.onRound?.(last);
    if (added === 0 || provenSheets(bestBound) >= provenSheets(lp.value)) break;
  }
  if (!last) throw new Error('column generation: no round run');
  return { ...last, patterns };
}
