// "Search longer" (docs/decisions/188): ruin and recreate over the default layout, within a time
// budget, keeping the cheapest valid layout found.
import type { MeshSizePacking, PackItem, PackingResult } from '@platform/shared/contracts';
import {
  DEFAULT_SEARCH_BUDGET,
  packSheets,
  priceCents,
  type PackOptions,
  type StockSheet,
} from './guillotine';

/** What one round may cost the caller's clock: each round repacks a few sheets' panels only. */
export interface LongSearchOptions {
  /** Milliseconds the search may run after the default layout. */
  budgetMs: number;
  /** Seed of the round choices (the same seed and budget ask the same questions). */
  seed?: number;
  /** Called now and then with the share of the budget used (0…1). */
  onProgress?: (share: number) => void;
  /** Milliseconds since an arbitrary start (tests and the worker pass performance.now). */
  now?: () => number;
}

/** Cost of a layout: whole cents, then sheets (fewer wins a tie). */
function cost(results: PackingResult[]): [number, number] {
  return [results.reduce((sum, result) => sum + priceCents(result.bin.price), 0), results.length];
}

const cheaper = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** A small seeded generator (mulberry32): rounds are reproducible for one seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const usedShare = (result: PackingResult) => 100 - result.wastePercentage;

/**
 * Improves one mesh size's layout for `budgetMs`: each round takes the panels of the least-filled
 * sheets plus a few random others (the "ruin"), repacks them alone with the full packer, a random
 * first order and a random search budget (the "recreate"), and keeps the result when the whole
 * layout became cheaper (price, then sheets). Between rounds, for as much time again, the whole
 * set is packed again with the packer's pooled search (./pool-search.ts) at double the previous
 * search budget, while that fits in the time left. Every kept sheet comes from the packer, so the
 * layout stays valid; panels are never lost (a round whose repack leaves one unfit is refused).
 */
export function searchLonger(
  items: PackItem[],
  stock: StockSheet[],
  options: PackOptions,
  search: LongSearchOptions,
): MeshSizePacking {
  const now = search.now ?? (() => performance.now());
  const start = now();
  const next = random(search.seed ?? 1);
  const first = packSheets(items, stock, options);
  let best = first.packingResults;
  let bestCost = cost(best);
  let lastReport = -1;
  // The deeper whole runs: the packer's own pooled search with a doubled budget each time,
  // started only when its likely time (twice the last one) fits in what is left.
  let deepBudget = options.searchBudget ?? DEFAULT_SEARCH_BUDGET;
  let deepMs = now() - start;
  let deepSpent = 0;
  let ruinSpent = 0;
  while (best.length > 1) {
    const elapsed = now() - start;
    if (elapsed >= search.budgetMs) break;
    const share = Math.min(1, elapsed / search.budgetMs);
    if (share - lastReport >= 0.01) {
      search.onProgress?.(share);
      lastReport = share;
    }
    if (deepSpent <= ruinSpent && 2 * deepMs < search.budgetMs - elapsed) {
      deepBudget *= 2;
      const started = now();
      const deeper = packSheets(items, stock, { ...options, searchBudget: deepBudget });
      deepMs = now() - started;
      deepSpent += deepMs;
      const deeperCost = cost(deeper.packingResults);
      if (deeper.unfitItems.length === first.unfitItems.length && cheaper(deeperCost, bestCost)) {
        best = deeper.packingResults;
        bestCost = deeperCost;
      }
      continue;
    }
    const roundStarted = now();
    const byFill = [...best].sort((a, b) => usedShare(a) - usedShare(b));
    const weakest = 1 + Math.floor(next() * Math.min(3, best.length - 1));
    const others = Math.min(best.length - weakest, 1 + Math.floor(next() * 4));
    const ruined = new Set(byFill.slice(0, weakest));
    const rest = byFill.slice(weakest);
    for (let k = 0; k < others && rest.length > 0; k += 1) {
      ruined.add(rest.splice(Math.floor(next() * rest.length), 1)[0]);
    }
    const panels = [...ruined].flatMap((sheet) => sheet.packedItems.map((placed) => placed.item));
    const repacked = packSheets(panels, stock, {
      ...options,
      sortStrategy: next() < 0.5 ? 'DESC' : 'ASC',
      searchBudget: Math.floor(1000 + next() * 20_000),
    });
    ruinSpent += now() - roundStarted;
    if (repacked.unfitItems.length > 0) continue;
    const candidate = [...best.filter((sheet) => !ruined.has(sheet)), ...repacked.packingResults];
    const candidateCost = cost(candidate);
    if (cheaper(candidateCost, bestCost)) {
      best = candidate;
      bestCost = candidateCost;
    }
  }
  search.onProgress?.(1);
  const order = new Map(first.packingResults.map((sheet, index) => [sheet, index]));
  // Sheets the search did not touch keep their place; new ones follow, fullest first.
  best = [...best].sort(
    (a, b) =>
      (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || usedShare(b) - usedShare(a),
  );
  return { packingResults: best, unfitItems: first.unfitItems };
}
