// Mesh cut optimiser for one mesh size: packs panels onto stock sheets with guillotine cuts only
// (every cut runs edge to edge of the piece it splits), a saw kerf between pieces, rotation only
// where the mesh direction allows it, and sheets chosen to minimise the total price. Pure: no I/O,
// no clock, no randomness, so the same request always gives the same layout.
//
// Kerf model: the sheet and every panel grow by one kerf on their right and bottom. Panels packed
// edge to edge on the grown sheet are then at least a kerf apart once shrunk back, and may still
// touch the real sheet's edges. All layout work below happens in that grown space.
import type {
  MeshSizePacking,
  Offcut,
  PackItem,
  PackedItem,
  PackingResult,
  SortStrategy,
} from '@platform/shared/contracts';
import { isGuillotineCuttable, type Rect } from './checker';
import { PACKING_DEFAULTS } from './constants';

export interface StockSheet {
  name: string;
  width: number;
  height: number;
  /** Decimal dollars, e.g. "84.50". */
  price: string;
}

export interface PackOptions {
  /** Saw width in mm. */
  kerf: number;
  /** A sheet wasting more than this percentage is repacked on a smaller sheet when possible. */
  maxWastePercentage: number;
  /** Panel order tried first: ASC smallest area first, DESC largest first. */
  sortStrategy: SortStrategy;
}

/** A panel to place; width and height include one kerf. */
interface Piece {
  index: number;
  item: PackItem;
  width: number;
  height: number;
  /** Real panel area in mm². */
  area: number;
  rotatable: boolean;
}

interface Placement {
  piece: Piece;
  x: number;
  y: number;
  /** Placed size including one kerf. */
  width: number;
  height: number;
  rotated: boolean;
}

/** A stock sheet as packed: grown by one kerf, price in whole cents. */
interface Stock {
  sheet: StockSheet;
  cents: number;
  width: number;
  height: number;
  /** Real sheet area in mm². */
  area: number;
}

interface SheetLayout {
  stock: Stock;
  placements: Placement[];
  /** Disjoint free rectangles left by the guillotine cuts so far. */
  free: Rect[];
  usedArea: number;
}

type FitRule = 'best-area' | 'best-short-side' | 'best-long-side';
type SplitRule = 'shorter-leftover' | 'longer-leftover' | 'max-area' | 'min-area';
type Ordering = SortStrategy | 'height' | 'long-side' | 'width' | 'perimeter';

interface Rule {
  fit: FitRule;
  split: SplitRule;
}

/** One whole packing attempt: the panel order, and how each sheet is filled. */
interface Plan {
  ordering: Ordering;
  /** ordered: panels in plan order, each into its best free spot; global: best panel-spot pair. */
  mode: 'ordered' | 'global';
  rules: Rule[];
}

/** Where a piece would go, with its fit score (lower is better: primary, then secondary). */
interface Spot {
  rectIndex: number;
  width: number;
  height: number;
  rotated: boolean;
  primary: number;
  secondary: number;
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
const EXTRA_ORDERINGS: Ordering[] = ['DESC', 'long-side', 'height', 'width', 'perimeter'];
/** Above this many panels the global fill (quadratic per sheet) is skipped to stay fast. */
const GLOBAL_MODE_MAX_PIECES = 300;
/** An unreadable price counts as $100 000: such a sheet is used only when no priced one fits. */
const UNREADABLE_PRICE_CENTS = 1e7;

// ---------------------------------------------------------------------------------------------
// Inputs

/** Whole cents of a decimal dollar string ("84.5" → 8450), without floating-point arithmetic. */
export function priceCents(price: string): number {
  const match = /^\s*\$?\s*(\d*)(?:\.(\d*))?\s*$/.exec(price);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return UNREADABLE_PRICE_CENTS;
  const decimals = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1] || '0') * 100 + Number(decimals.slice(0, 2));
  return cents + (Number(decimals[2]) >= 5 ? 1 : 0);
}

const positive = (value: number) => Number.isFinite(value) && value > 0;

function toStocks(sheets: StockSheet[], kerf: number): Stock[] {
  return sheets
    .filter((sheet) => positive(sheet.width) && positive(sheet.height))
    .map((sheet) => ({
      sheet,
      cents: priceCents(sheet.price),
      width: sheet.width + kerf,
      height: sheet.height + kerf,
      area: sheet.width * sheet.height,
    }));
}

function toPiece(item: PackItem, index: number, kerf: number): Piece {
  return {
    index,
    item,
    width: item.width + kerf,
    height: item.height + kerf,
    area: item.width * item.height,
    rotatable: item.rotatable !== false && item.width !== item.height,
  };
}

function fitsStock(piece: Piece, stock: Stock): boolean {
  if (piece.width <= stock.width && piece.height <= stock.height) return true;
  return piece.rotatable && piece.height <= stock.width && piece.width <= stock.height;
}

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
  }
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

// ---------------------------------------------------------------------------------------------
// Filling one sheet

function emptyLayout(stock: Stock): SheetLayout {
  return {
    stock,
    placements: [],
    free: [{ x: 0, y: 0, width: stock.width, height: stock.height }],
    usedArea: 0,
  };
}

function fitScore(fit: FitRule, rect: Rect, width: number, height: number): [number, number] {
  const leftoverX = rect.width - width;
  const leftoverY = rect.height - height;
  const short = Math.min(leftoverX, leftoverY);
  const long = Math.max(leftoverX, leftoverY);
  if (fit === 'best-area') return [rect.width * rect.height - width * height, short];
  if (fit === 'best-short-side') return [short, long];
  return [long, short];
}

const beats = (a: Spot, b: Spot | null) =>
  !b || a.primary < b.primary || (a.primary === b.primary && a.secondary < b.secondary);

/** The best free rectangle and orientation for a piece, or null when it fits nowhere. */
function bestSpot(free: Rect[], piece: Piece, fit: FitRule): Spot | null {
  let best: Spot | null = null;
  for (let rectIndex = 0; rectIndex < free.length; rectIndex += 1) {
    const rect = free[rectIndex];
    for (let turn = 0; turn < (piece.rotatable ? 2 : 1); turn += 1) {
      const width = turn === 0 ? piece.width : piece.height;
      const height = turn === 0 ? piece.height : piece.width;
      if (width > rect.width || height > rect.height) continue;
      const [primary, secondary] = fitScore(fit, rect, width, height);
      const spot = { rectIndex, width, height, rotated: turn === 1, primary, secondary };
      if (beats(spot, best)) best = spot;
    }
  }
  return best;
}

/** True when the first cut below the piece runs the full width of the free rectangle. */
function cutsHorizontallyFirst(rect: Rect, width: number, height: number, rule: SplitRule) {
  const rightWidth = rect.width - width;
  const belowHeight = rect.height - height;
  switch (rule) {
    case 'shorter-leftover':
      return rightWidth <= belowHeight;
    case 'longer-leftover':
      return rightWidth > belowHeight;
    case 'max-area':
      return rect.width * belowHeight >= rightWidth * rect.height;
    case 'min-area':
      return rect.width * belowHeight < rightWidth * rect.height;
  }
}

/** The two free rectangles left after cutting a piece from the top-left of `rect`. */
function splitRect(rect: Rect, width: number, height: number, rule: SplitRule): Rect[] {
  const horizontal = cutsHorizontallyFirst(rect, width, height, rule);
  const right = {
    x: rect.x + width,
    y: rect.y,
    width: rect.width - width,
    height: horizontal ? height : rect.height,
  };
  const below = {
    x: rect.x,
    y: rect.y + height,
    width: horizontal ? rect.width : width,
    height: rect.height - height,
  };
  return [right, below];
}

function place(layout: SheetLayout, piece: Piece, spot: Spot, split: SplitRule, kerf: number) {
  const rect = layout.free[spot.rectIndex];
  layout.placements.push({
    piece,
    x: rect.x,
    y: rect.y,
    width: spot.width,
    height: spot.height,
    rotated: spot.rotated,
  });
  layout.usedArea += piece.area;
  // A leftover no wider than a kerf cannot hold any real panel.
  const leftovers = splitRect(rect, spot.width, spot.height, split).filter(
    (part) => part.width > kerf && part.height > kerf,
  );
  layout.free.splice(spot.rectIndex, 1, ...leftovers);
}

/** Panels in the given order, each into its best free spot when it fits. */
function fillOrdered(stock: Stock, pieces: Piece[], rule: Rule, kerf: number): SheetLayout {
  const layout = emptyLayout(stock);
  let freeArea = stock.width * stock.height;
  for (const piece of pieces) {
    if (piece.width * piece.height > freeArea) continue;
    const spot = bestSpot(layout.free, piece, rule.fit);
    if (!spot) continue;
    place(layout, piece, spot, rule.split, kerf);
    freeArea -= spot.width * spot.height;
  }
  return layout;
}

/** Repeatedly the best-fitting panel-spot pair among all panels left. */
function fillGlobal(stock: Stock, pieces: Piece[], rule: Rule, kerf: number): SheetLayout {
  const layout = emptyLayout(stock);
  const left = [...pieces];
  for (;;) {
    let best: Spot | null = null;
    let bestAt = -1;
    for (let i = 0; i < left.length; i += 1) {
      const spot = bestSpot(layout.free, left[i], rule.fit);
      if (spot && beats(spot, best)) {
        best = spot;
        bestAt = i;
      }
    }
    if (!best) return layout;
    place(layout, left[bestAt], best, rule.split, kerf);
    left.splice(bestAt, 1);
  }
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
    for (const rule of plan.rules) {
      const layout = fillSheet(stock, remaining, plan, rule, kerf);
      if (layout.placements.length > 0 && cheaperPerArea(layout, best)) best = layout;
    }
  }
  return best;
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

const cloneLayout = (layout: SheetLayout): SheetLayout => ({
  ...layout,
  placements: [...layout.placements],
  free: [...layout.free],
});

/**
 * Moves every piece into free space left on the other sheets (best area fit across them), on
 * copies of the sheets it changes. Returns the changed copies, or null when a piece finds no room.
 */
function relocate(pieces: Piece[], sheets: SheetLayout[], kerf: number) {
  const copies = new Map<SheetLayout, SheetLayout>();
  for (const piece of orderPieces(pieces, 'DESC')) {
    let target: SheetLayout | null = null;
    let best: Spot | null = null;
    for (const sheet of sheets) {
      const spot = bestSpot((copies.get(sheet) ?? sheet).free, piece, 'best-area');
      if (spot && beats(spot, best)) {
        best = spot;
        target = sheet;
      }
    }
    if (!target || !best) return null;
    const copy = copies.get(target) ?? cloneLayout(target);
    copies.set(target, copy);
    place(copy, piece, best, 'max-area', kerf);
  }
  return copies;
}

/** Empties the least-used sheets, one at a time, when their panels fit in the others' leftovers. */
function emptyWeakSheets(sheets: SheetLayout[], kerf: number): SheetLayout[] {
  // Positions stay fixed: a sheet that took panels is replaced by its copy, an emptied one by null.
  const current: Array<SheetLayout | null> = [...sheets];
  const weakestFirst = sheets
    .map((_, index) => index)
    .sort((a, b) => sheets[a].usedArea - sheets[b].usedArea || a - b);
  for (const index of weakestFirst) {
    const weak = current[index] as SheetLayout;
    const others = current.filter(
      (sheet): sheet is SheetLayout => sheet !== null && sheet !== weak,
    );
    const pieces = weak.placements.map((placement) => placement.piece);
    const copies = relocate(pieces, others, kerf);
    if (!copies) continue;
    current[index] = null;
    current.forEach((sheet, at) => {
      if (sheet) current[at] = copies.get(sheet) ?? sheet;
    });
  }
  return current.filter((sheet): sheet is SheetLayout => sheet !== null);
}

const wasteOf = (stock: Stock, usedArea: number) =>
  round2((100 * (stock.area - usedArea)) / stock.area);

const wastePercent = (layout: SheetLayout) => wasteOf(layout.stock, layout.usedArea);

const round2 = (value: number) => Math.round(value * 100) / 100;

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
// Results

/** Joins two free rectangles sharing a whole edge when the leftover can still be cut out. */
function mergeFree(layout: SheetLayout): Rect[] {
  const free = [...layout.free];
  const pieces: Rect[] = layout.placements;
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < free.length && !merged; i += 1) {
      for (let j = 0; j < free.length && !merged; j += 1) {
        const union = i === j ? null : joinRects(free[i], free[j]);
        if (!union) continue;
        const next = free.filter((_, k) => k !== i && k !== j).concat(union);
        if (isGuillotineCuttable([...pieces, ...next])) {
          free.splice(0, free.length, ...next);
          merged = true;
        }
      }
    }
  }
  return free;
}

function joinRects(a: Rect, b: Rect): Rect | null {
  if (a.y === b.y && a.height === b.height && a.x + a.width === b.x) {
    return { x: a.x, y: a.y, width: a.width + b.width, height: a.height };
  }
  if (a.x === b.x && a.width === b.width && a.y + a.height === b.y) {
    return { x: a.x, y: a.y, width: a.width, height: a.height + b.height };
  }
  return null;
}

function isReusable(offcut: Offcut): boolean {
  const { width, height } = PACKING_DEFAULTS.minOffcut;
  return (
    (offcut.width >= width && offcut.height >= height) ||
    (offcut.width >= height && offcut.height >= width)
  );
}

/** Free rectangles as real leftovers: the kerf at their far side is lost to the saw. */
function reusableOffcuts(layout: SheetLayout, kerf: number): Offcut[] {
  return mergeFree(layout)
    .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width - kerf, height: rect.height - kerf }))
    .filter(isReusable)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

function toPackedItem(placement: Placement, kerf: number): PackedItem {
  return {
    x: placement.x,
    y: placement.y,
    width: placement.width - kerf,
    height: placement.height - kerf,
    rotated: placement.rotated,
    item: placement.piece.item,
  };
}

function toResult(layout: SheetLayout, kerf: number): PackingResult {
  const { sheet, area } = layout.stock;
  const offcuts = reusableOffcuts(layout, kerf);
  const offcutArea = offcuts.reduce((sum, offcut) => sum + offcut.width * offcut.height, 0);
  return {
    bin: { name: sheet.name, width: sheet.width, height: sheet.height, price: sheet.price },
    packedItems: layout.placements.map((placement) => toPackedItem(placement, kerf)),
    wastePercentage: wastePercent(layout),
    netWastePercentage: round2((100 * (area - layout.usedArea - offcutArea)) / area),
    reusableOffcuts: offcuts,
  };
}

// ---------------------------------------------------------------------------------------------
// Entry point

function plans(sortStrategy: SortStrategy, pieceCount: number): Plan[] {
  const orderings = [sortStrategy, ...EXTRA_ORDERINGS.filter((o) => o !== sortStrategy)];
  const ordered = orderings.map((ordering): Plan => ({
    ordering,
    mode: 'ordered',
    rules: ORDERED_RULES,
  }));
  if (pieceCount > GLOBAL_MODE_MAX_PIECES) return ordered;
  return [...ordered, { ordering: sortStrategy, mode: 'global', rules: GLOBAL_RULES }];
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
  let best: SheetLayout[] = [];
  let bestRank: number[] | null = null;
  if (pieces.length > 0) {
    for (const plan of plans(options.sortStrategy, pieces.length)) {
      const sheets = emptyWeakSheets(packRun(pieces, stocks, plan, kerf), kerf).map((sheet) =>
        improveSheet(sheet, stocks, kerf, maxWaste),
      );
      const rank = runRank(sheets, maxWaste);
      if (!bestRank || lexicographicallyLess(rank, bestRank)) {
        best = sheets;
        bestRank = rank;
      }
    }
  }
  return { packingResults: best.map((sheet) => toResult(sheet, kerf)), unfitItems };
}
