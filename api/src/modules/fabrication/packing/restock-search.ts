// Improvement pass after a plan, across stock sizes (issue 39, ADR 214): the plan minimises the
// price, and the runs choose each sheet greedily, so a plan can hold a large sheet whose panels
// (with those of another sheet) would fit a cheaper set of sheets. The sheets wasting the most
// money (price × unused share) are taken alone, with one other sheet or with two, their panels
// pooled, and laid out again with the exact fitter (./exact-sheet.ts) on each cheaper set of stock
// sheets, no more sheets than the group had, cheapest set first. The first set that holds the
// pool replaces the group; the search starts again until no group gets cheaper or its work budget
// is spent, so the same input always gives the same layout and the price never rises.
import { fitterPool, MAX_EXACT_PIECES, type ExactSheetFitter } from './exact-sheet';
import type { SheetLayout } from './sheet';
import type { Piece, Stock } from './stock';

/** Largest number of panels pooled in one move. */
const MAX_POOL = 16;

/** The most wasteful sheets a move starts from. */
const WASTEFUL_SHEETS_TRIED = 4;

/** Partners tried with a wasteful sheet: the next most wasteful ones. */
const PARTNERS_TRIED = 8;

/** Subsets tried per pool and stock set, so one move stays cheap whatever the pool holds. */
const NODES_PER_ASSIGNMENT = 3000;

const fill = (sheet: SheetLayout) => sheet.usedArea / sheet.stock.area;

/** Money a sheet wastes: its price times the share of it no panel uses. */
const wastedCents = (sheet: SheetLayout) => sheet.stock.cents * (1 - fill(sheet));

const piecesOf = (sheet: SheetLayout) => sheet.placements.map((placement) => placement.piece);

const grownArea = (piece: Piece) => piece.width * piece.height;

const centsOf = (stocks: Stock[]) => stocks.reduce((sum, stock) => sum + stock.cents, 0);

/**
 * Every multiset of one to `most` stock sizes cheaper than `cents`, cheapest first (then fewer
 * sheets, then the order of the stock list): the sets a group of sheets may move to.
 */
export function cheaperStockSets(stocks: Stock[], most: number, cents: number): Stock[][] {
  const sets: Stock[][] = [];
  const extend = (set: Stock[], from: number) => {
    if (set.length > 0) sets.push(set);
    if (set.length === most) return;
    for (let k = from; k < stocks.length; k += 1) {
      const next = [...set, stocks[k]];
      if (centsOf(next) < cents) extend(next, k);
    }
  };
  extend([], 0);
  return sets
    .map((set, order) => ({ set, order, cents: centsOf(set) }))
    .sort((a, b) => a.cents - b.cents || a.set.length - b.set.length || a.order - b.order)
    .map(({ set }) => set);
}

/**
 * Lays the pool out on exactly the given sheets (every sheet holding at least one panel), or
 * null when the search finds no way within `nodes` subsets. Sheets are filled largest first, each
 * from the fullest subsets down, so the first answer found leaves the smaller sheets least to do.
 */
function assign(
  pool: Piece[],
  targets: Stock[],
  fitterFor: (stock: Stock) => ExactSheetFitter,
  nodes: number,
): SheetLayout[] | null {
  const sheets = [...targets].sort((a, b) => b.width * b.height - a.width * a.height);
  const capacity = sheets.map((_, k) =>
    sheets.slice(k).reduce((sum, stock) => sum + stock.width * stock.height, 0),
  );
  const poolArea = pool.reduce((sum, piece) => sum + grownArea(piece), 0);
  if (poolArea > capacity[0]) return null;
  let left = nodes;
  const place = (pieces: Piece[], k: number): SheetLayout[] | null => {
    const fitter = fitterFor(sheets[k]);
    if (k === sheets.length - 1) {
      const layout = pieces.length > 0 ? fitter.layout(pieces) : null;
      return layout ? [layout] : null;
    }
    const byArea = [...pieces].sort((a, b) => grownArea(b) - grownArea(a) || a.index - b.index);
    const total = byArea.reduce((sum, piece) => sum + grownArea(piece), 0);
    const sheetArea = sheets[k].width * sheets[k].height;
    const later = sheets.length - k - 1;
    const chosen: Piece[] = [];
    // Subsets for sheet k, depth first, larger panels first; the rest must fit the later sheets.
    const search = (from: number, area: number): SheetLayout[] | null => {
      const rest = byArea.filter((piece) => !chosen.includes(piece));
      if (
        chosen.length > 0 &&
        total - area <= capacity[k + 1] &&
        rest.length >= later &&
        rest.length <= later * MAX_EXACT_PIECES
      ) {
        const laterSheets = place(rest, k + 1);
        const layout = laterSheets ? fitter.layout(chosen) : null;
        if (layout && laterSheets) return [layout, ...laterSheets];
      }
      for (let i = from; i < byArea.length && left > 0; i += 1) {
        const piece = byArea[i];
        if (area + grownArea(piece) > sheetArea || chosen.length >= MAX_EXACT_PIECES) continue;
        left -= 1;
        chosen.push(piece);
        const found = fitter.fits(chosen) ? search(i + 1, area + grownArea(piece)) : null;
        chosen.pop();
        if (found) return found;
      }
      return null;
    };
    return search(0, 0);
  };
  return place(pool, 0);
}

/** Groups to pool for a wasteful sheet: it alone, with each partner, with each pair of partners. */
function* groupsOf(weak: SheetLayout, partners: SheetLayout[]): Generator<SheetLayout[]> {
  yield [weak];
  for (const other of partners) yield [weak, other];
  for (let i = 0; i < partners.length; i += 1) {
    for (let j = i + 1; j < partners.length; j += 1) yield [weak, partners[i], partners[j]];
  }
}

/**
 * Moves groups of sheets to cheaper sets of stock sheets within `budget` units of the fitters'
 * work (as ./pool-search.ts: deterministic, checked before each group). Never adds a sheet and
 * never raises the price; every panel stays placed exactly once, on exact guillotine layouts.
 */
export function restockSearch(
  sheets: SheetLayout[],
  stocks: Stock[],
  kerf: number,
  budget: number,
): SheetLayout[] {
  const { fitterFor, spent } = fitterPool(kerf);
  // Groups already tried, by their sheets (a sheet is never changed in place, only replaced): a
  // group that found no cheaper set stays without one, so after a move only new groups are tried.
  const ids = new Map<SheetLayout, number>();
  const idOf = (sheet: SheetLayout) => {
    if (!ids.has(sheet)) ids.set(sheet, ids.size);
    return ids.get(sheet) as number;
  };
  const tried = new Set<string>();
  let current = sheets;
  for (let improved = true; improved && spent() < budget;) {
    improved = false;
    const wasteful = [...current].sort((a, b) => wastedCents(b) - wastedCents(a));
    for (const weak of wasteful.slice(0, WASTEFUL_SHEETS_TRIED)) {
      const partners = wasteful.filter((sheet) => sheet !== weak).slice(0, PARTNERS_TRIED);
      for (const group of groupsOf(weak, partners)) {
        if (spent() >= budget) break;
        const key = group.map(idOf).join(' ');
        if (tried.has(key)) continue;
        tried.add(key);
        const pool = group.flatMap(piecesOf);
        if (pool.length > MAX_POOL) continue;
        const cents = group.reduce((sum, sheet) => sum + sheet.stock.cents, 0);
        for (const targets of cheaperStockSets(stocks, group.length, cents)) {
          if (spent() >= budget) break;
          if (pool.length > targets.length * MAX_EXACT_PIECES) continue;
          const repacked = assign(pool, targets, fitterFor, NODES_PER_ASSIGNMENT);
          if (!repacked) continue;
          const replaced = new Set(group);
          current = [...current.filter((sheet) => !replaced.has(sheet)), ...repacked];
          improved = true;
          break;
        }
        if (improved) break;
      }
      if (improved) break;
    }
  }
  return current;
}
