// Mesh cut optimiser for one mesh size: packs panels onto stock sheets with guillotine cuts only
// (every cut runs edge to edge of the piece it splits), a saw kerf between pieces, rotation only
// where the mesh direction allows it, and sheets chosen to minimise the total price. Pure: no I/O,
// no clock, no randomness, so the same request always gives the same layout.
//
// How one sheet is filled is in ./sheet.ts; here the runs: panel orders, choosing each next
// sheet by price, emptying weak sheets, and comparing whole runs.
import type { MeshSizePacking, PackItem, SortStrategy } from '@platform/shared/contracts';
import { toResult, wasteOf, wastePercent } from './result';
import {
  fillGlobal,
  fillOrdered,
  type FitRule,
  type Rule,
  type SheetLayout,
  type SplitRule,
} from './sheet';
import {
  fitsStock,
  positive,
  toPiece,
  toStocks,
  type Piece,
  type Stock,
  type StockSheet,
} from './stock';
import { emptyWeakSheets } from './empty-sheets';
import { repackTail } from './tail-repack';
import { poolSearch } from './pool-search';
import { restockSearch } from './restock-search';

export { priceCents, type StockSheet } from './stock';

export interface PackOptions {
  /** Saw width in mm. */
  kerf: number;
  /** A sheet wasting more than this percentage is repacked on a smaller sheet when possible. */
  maxWastePercentage: number;
  /** Panel order tried first: ASC smallest area first, DESC largest first. */
  sortStrategy: SortStrategy;
  /**
   * Work the local search over pooled sheets may do after the runs (exact-fitter questions and
   * subset layouts; see ./pool-search.ts): more finds cheaper layouts, slowly. Default
   * DEFAULT_SEARCH_BUDGET; 0 leaves the search out.
   */
  searchBudget?: number;
}

/** Sized so that 100 panels stay well within the benchmark's 50 ms. */
export const DEFAULT_SEARCH_BUDGET = 3000;

const searchBudget = (options: PackOptions) =>
  options.searchBudget !== undefined && Number.isFinite(options.searchBudget)
    ? Math.max(0, options.searchBudget)
    : DEFAULT_SEARCH_BUDGET;

/**
 * Work the search moving groups of sheets to cheaper stock sizes may do (./restock-search.ts), as
 * a multiple of the pooled search's budget: its moves try several stock sets per group.
 */
const RESTOCK_BUDGET_FACTOR = 10;

const restockBudget = (options: PackOptions) => searchBudget(options) * RESTOCK_BUDGET_FACTOR;

type Ordering = SortStrategy | 'height' | 'long-side' | 'width' | 'perimeter';

/** One whole packing attempt: the panel order, and how each sheet is filled. */
interface Plan {
  ordering: Ordering;
  /** ordered: panels in plan order, each into its best free spot; global: best panel-spot pair. */
  mode: 'ordered' | 'global';
  rules: Rule[];
  /** Ordered mode: each sheet also starts from each of this many largest panels left. */
  lookahead?: number;
}

const FITS: FitRule[] = ['best-area', 'best-short-side', 'best-long-side'];
const SPLITS: SplitRule[] = ['shorter-leftover', 'longer-leftover', 'max-area', 'min-area'];
const ORDERED_RULES: Rule[] = FITS.flatMap((fit) => SPLITS.map((split) => ({ fit, split })));
const GLOBAL_RULES: Rule[] = [
  { fit: 'best-area', split: 'shorter-leftover' },
  { fit: 'best-area', split: 'max-area' },
  { fit: 'best-short-side', split: 'shorter-leftover' },
  { fit: 'best-short-side', split: 'max-area' },
];
/** Orderings tried after the requested one. */
// Measured on the benchmark: with 100 panels and more, height, width and perimeter orders never
// won, while starting each sheet from several large panels did; their time went to that lookahead.
// Small jobs are cheap, and there they still find cheaper runs now and then.
const EXTRA_ORDERINGS: Ordering[] = ['DESC', 'long-side'];
const SMALL_JOB_ORDERINGS: Ordering[] = ['height', 'width', 'perimeter'];
/** Up to this many panels, SMALL_JOB_ORDERINGS are tried too. */
const SMALL_JOB_MAX_PIECES = 40;
/** The lookahead plan: panels largest first, each sheet started from each of this many panels. */
const LOOKAHEAD = 12;
/** The lookahead plan tries every fit rule with the shorter-leftover and max-area splits only. */
const LOOKAHEAD_RULES: Rule[] = ORDERED_RULES.filter((_, index) => index % 2 === 0);
/** Above this many panels the global fill (quadratic per sheet) is skipped to stay fast. */
const GLOBAL_MODE_MAX_PIECES = 300;
// ---------------------------------------------------------------------------------------------
// Panel orders

const longSide = (piece: Piece) => Math.max(piece.width, piece.height);
const shortSide = (piece: Piece) => Math.min(piece.width, piece.height);

/** Sort keys per ordering, compared in turn (larger first); the input order breaks ties. */
function orderingKeys(ordering: Ordering, piece: Piece): number[] {
  switch (ordering) {
    case 'ASC':
      return [-piece.area, -longSide(piece)];
    case 'DESC':
      return [piece.area, longSide(piece)];
    case 'height':
      return [piece.height, piece.width];
    case 'width':
      return [piece.width, piece.height];
    case 'long-side':
      return [longSide(piece), shortSide(piece)];
    case 'perimeter':
      return [piece.width + piece.height, piece.area];
    default:
      return unknownOrdering(ordering);
  }
}

/** The panel orders a caller may ask for first (`sortStrategy`). */
// A record over SortStrategy: a strategy added to the contract and not here fails to compile.
const KNOWN_SORT_STRATEGIES: Record<SortStrategy, true> = { ASC: true, DESC: true };
export const SORT_STRATEGY_NAMES = Object.keys(KNOWN_SORT_STRATEGIES) as readonly SortStrategy[];

/** Refuses an order the packer does not know, naming it and the known ones (issue 39). */
function unknownOrdering(ordering: never): never {
  throw new RangeError(
    `Unknown sort strategy ${JSON.stringify(ordering)}: use one of ${SORT_STRATEGY_NAMES.join(', ')}.`,
  );
}

function orderPieces(pieces: Piece[], ordering: Ordering): Piece[] {
  const keyed = pieces.map((piece) => ({ piece, keys: orderingKeys(ordering, piece) }));
  keyed.sort((a, b) => {
    for (let k = 0; k < a.keys.length; k += 1) {
      if (a.keys[k] !== b.keys[k]) return b.keys[k] - a.keys[k];
    }
    return a.piece.index - b.piece.index;
  });
  return keyed.map(({ piece }) => piece);
}

function fillSheet(stock: Stock, pieces: Piece[], plan: Plan, rule: Rule, kerf: number) {
  return plan.mode === 'global'
    ? fillGlobal(stock, pieces, rule, kerf)
    : fillOrdered(stock, pieces, rule, kerf);
}

// ---------------------------------------------------------------------------------------------
// Choosing sheets

/** Lower price per used area wins (cross-multiplied whole cents × mm²), then more area used. */
function cheaperPerArea(a: SheetLayout, b: SheetLayout | null): boolean {
  if (!b) return true;
  const left = a.stock.cents * b.usedArea;
  const right = b.stock.cents * a.usedArea;
  return left < right || (left === right && a.usedArea > b.usedArea);
}

/** Opens the next sheet: every stock size and fill rule, keeping the lowest price per area used. */
function bestNextSheet(remaining: Piece[], stocks: Stock[], plan: Plan, kerf: number) {
  let best: SheetLayout | null = null;
  for (const stock of stocks) {
    if (!remaining.some((piece) => fitsStock(piece, stock))) continue;
    for (const order of startingOrders(remaining, stock, plan.lookahead ?? 1)) {
      for (const rule of plan.rules) {
        const layout = fillSheet(stock, order, plan, rule, kerf);
        if (layout.placements.length > 0 && cheaperPerArea(layout, best)) best = layout;
      }
    }
  }
  return best;
}

/**
 * The panel order itself, and for a lookahead of k the same order started by each of the next
 * k − 1 panels of a different size that fit the stock: the first panel shapes the whole sheet.
 */
function startingOrders(remaining: Piece[], stock: Stock, lookahead: number): Piece[][] {
  const orders = [remaining];
  const sizes = new Set([`${remaining[0].width}×${remaining[0].height}`]);
  for (let i = 1; i < remaining.length && orders.length < lookahead; i += 1) {
    const first = remaining[i];
    const size = `${first.width}×${first.height}`;
    if (sizes.has(size) || !fitsStock(first, stock)) continue;
    sizes.add(size);
    orders.push([first, ...remaining.slice(0, i), ...remaining.slice(i + 1)]);
  }
  return orders;
}

function packRun(pieces: Piece[], stocks: Stock[], plan: Plan, kerf: number): SheetLayout[] {
  const sheets: SheetLayout[] = [];
  let remaining = orderPieces(pieces, plan.ordering);
  while (remaining.length > 0) {
    const next = bestNextSheet(remaining, stocks, plan, kerf);
    // Every piece fits some stock on its own, so a sheet always takes at least one.
    if (!next) throw new Error('mesh packing: a panel fits no stock sheet');
    sheets.push(next);
    const packed = new Set(next.placements.map((placement) => placement.piece));
    remaining = remaining.filter((piece) => !packed.has(piece));
  }
  return sheets;
}

// ---------------------------------------------------------------------------------------------
// Improving sheets after a run

/** A layout of all the pieces on one stock sheet, trying every order and rule, or null. */
function layoutAll(pieces: Piece[], stock: Stock, kerf: number): SheetLayout | null {
  if (!pieces.every((piece) => fitsStock(piece, stock))) return null;
  const total = pieces.reduce((sum, piece) => sum + piece.width * piece.height, 0);
  if (total > stock.width * stock.height) return null;
  for (const ordering of ['DESC', 'long-side', 'height', 'width'] as Ordering[]) {
    const ordered = orderPieces(pieces, ordering);
    for (const rule of ORDERED_RULES) {
      const layout = fillOrdered(stock, ordered, rule, kerf);
      if (layout.placements.length === pieces.length) return layout;
    }
  }
  for (const rule of GLOBAL_RULES) {
    const layout = fillGlobal(stock, pieces, rule, kerf);
    if (layout.placements.length === pieces.length) return layout;
  }
  return null;
}

/**
 * Moves a sheet's panels to a stock sheet that is no dearer when that one keeps the waste within
 * the limit or is cheaper: within the limit first, then the lower price, then the smaller sheet.
 * When no layout within the limit exists, the best one is kept anyway: the panels fit physically
 * and dropping them would only leave the workshop to cut them by hand (the limit is a preference).
 */
function improveSheet(layout: SheetLayout, stocks: Stock[], kerf: number, maxWaste: number) {
  const rank = (stock: Stock) => [
    wasteOf(stock, layout.usedArea) > maxWaste ? 1 : 0,
    stock.cents,
    stock.area,
  ];
  const pieces = layout.placements.map((placement) => placement.piece);
  let best = layout;
  for (const stock of stocks) {
    if (stock.cents > layout.stock.cents || !lexicographicallyLess(rank(stock), rank(best.stock))) {
      continue;
    }
    const candidate = layoutAll(pieces, stock, kerf);
    if (candidate) best = candidate;
  }
  return best;
}

function lexicographicallyLess(a: number[], b: number[]): boolean {
  for (let k = 0; k < a.length; k += 1) {
    if (a[k] !== b[k]) return a[k] < b[k];
  }
  return false;
}

/** Totals to compare whole runs by: price, sheets over the waste limit, sheet count, fullness. */
function runRank(sheets: SheetLayout[], maxWaste: number): number[] {
  const cents = sheets.reduce((sum, sheet) => sum + sheet.stock.cents, 0);
  const overLimit = sheets.filter((sheet) => wastePercent(sheet) > maxWaste).length;
  // Fuller sheets and emptier others leave bigger reusable offcuts: more squared use is better.
  const concentration = sheets.reduce(
    (sum, sheet) => sum + (sheet.usedArea / sheet.stock.area) ** 2,
    0,
  );
  return [cents, overLimit, sheets.length, -concentration];
}

// ---------------------------------------------------------------------------------------------
// Entry point

/** The runs to try; `global` false leaves out the best-fit pass (the tail repack's pools). */
function plans(sortStrategy: SortStrategy, pieceCount: number, global = true): Plan[] {
  const extra =
    pieceCount <= SMALL_JOB_MAX_PIECES
      ? [...EXTRA_ORDERINGS, ...SMALL_JOB_ORDERINGS]
      : EXTRA_ORDERINGS;
  const orderings = [sortStrategy, ...extra.filter((o) => o !== sortStrategy)];
  const ordered = orderings.map((ordering): Plan => ({
    ordering,
    mode: 'ordered',
    rules: ORDERED_RULES,
  }));
  ordered.push({ ordering: 'DESC', mode: 'ordered', rules: LOOKAHEAD_RULES, lookahead: LOOKAHEAD });
  if (!global || pieceCount > GLOBAL_MODE_MAX_PIECES) return ordered;
  return [...ordered, { ordering: sortStrategy, mode: 'global', rules: GLOBAL_RULES }];
}

/** A whole run of one plan, improved sheet by sheet. */
function improvedRun(pieces: Piece[], stocks: Stock[], plan: Plan, kerf: number, maxWaste: number) {
  return emptyWeakSheets(packRun(pieces, stocks, plan, kerf), kerf).map((sheet) =>
    improveSheet(sheet, stocks, kerf, maxWaste),
  );
}

const planKey = (plan: Plan) => `${plan.ordering} ${plan.mode} ${plan.lookahead ?? 1}`;

/**
 * The best whole run over the plans; `runOf` gives a plan's run (so runs shared between plan
 * lists are packed once). The earlier plan wins a tie.
 */
function bestRun(runPlans: Plan[], runOf: (plan: Plan) => SheetLayout[], maxWaste: number) {
  let best: SheetLayout[] = [];
  let bestRank: number[] | null = null;
  for (const plan of runPlans) {
    const sheets = runOf(plan);
    const rank = runRank(sheets, maxWaste);
    if (!bestRank || lexicographicallyLess(rank, bestRank)) {
      best = sheets;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * Packs the panels of one mesh size onto the stock sheets. Panels that fit no stock sheet in an
 * allowed orientation are returned as unfit; every other panel is packed exactly once.
 */
export function packSheets(
  items: PackItem[],
  stock: StockSheet[],
  options: PackOptions,
): MeshSizePacking {
  if (!SORT_STRATEGY_NAMES.includes(options.sortStrategy))
    unknownOrdering(options.sortStrategy as never);
  const kerf = Number.isFinite(options.kerf) && options.kerf > 0 ? options.kerf : 0;
  const maxWaste = options.maxWastePercentage;
  const stocks = toStocks(stock, kerf);
  const unfitItems: PackItem[] = [];
  const pieces: Piece[] = [];
  items.forEach((item, index) => {
    const piece = toPiece(item, index, kerf);
    const fits =
      positive(item.width) && positive(item.height) && stocks.some((s) => fitsStock(piece, s));
    if (fits) pieces.push(piece);
    else unfitItems.push(item);
  });
  const better = (a: SheetLayout[], b: SheetLayout[]) =>
    lexicographicallyLess(runRank(a, maxWaste), runRank(b, maxWaste));
  // Every pass below for the requested panel order, then for the other one: the cheaper plan is
  // kept (issue 39: either order can win, by a sheet or two, on any job size). Runs both orders
  // share are packed once.
  const strategies = [
    options.sortStrategy,
    ...SORT_STRATEGY_NAMES.filter((s) => s !== options.sortStrategy),
  ];
  const runs = new Map<string, SheetLayout[]>();
  const sharedRun = (plan: Plan) => {
    const key = planKey(plan);
    const known = runs.get(key) ?? improvedRun(pieces, stocks, plan, kerf, maxWaste);
    runs.set(key, known);
    return known;
  };
  let best: SheetLayout[] | null = null;
  for (const strategy of pieces.length > 0 ? strategies : []) {
    const packPool = (pool: Piece[]) =>
      bestRun(
        plans(strategy, pool.length, false),
        (plan) => improvedRun(pool, stocks, plan, kerf, maxWaste),
        maxWaste,
      );
    const start = bestRun(plans(strategy, pieces.length, true), sharedRun, maxWaste);
    const greedy = repackTail(start, packPool, better);
    // Sheets the search emptied may now go on a smaller, cheaper stock size.
    const unchanged = new Set(greedy);
    const searched = poolSearch(greedy, kerf, searchBudget(options)).map((sheet) =>
      unchanged.has(sheet) ? sheet : improveSheet(sheet, stocks, kerf, maxWaste),
    );
    const improved = better(searched, greedy) ? searched : greedy;
    if (!best || better(improved, best)) best = improved;
  }
  // Groups of the cheaper plan's sheets moved to cheaper sets of stock sheets (issue 39, ADR
  // 214): once, on the plan kept, as both orders often end on the same sheets. Never dearer.
  const restocked = best && restockSearch(best, stocks, kerf, restockBudget(options));
  const chosen = (restocked && best && better(restocked, best) ? restocked : best) ?? [];
  return { packingResults: chosen.map((sheet) => toResult(sheet, kerf)), unfitItems };
}
