// Guillotine packing of mesh panels onto stock sheets: every cut runs edge to edge of the piece
// it splits, a saw kerf separates pieces, panels rotate only when their mesh direction allows,
// and the sheets chosen minimise the total price (docs/decisions/110).
import type {
  MeshSizePacking,
  Offcut,
  PackItem,
  PackedItem,
  PackingResult,
  SortStrategy,
} from '@platform/shared/contracts';

export interface StockSheet {
  name: string;
  width: number;
  height: number;
  /** Decimal dollars, e.g. "84.50". */
  price: string;
}

export interface PackOptions {
  kerf: number;
  maxWastePercentage: number;
  sortStrategy: SortStrategy;
  /** Smallest reusable offcut (either orientation). */
  minOffcut?: { width: number; height: number };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

type FitRule = 'area' | 'short-side';
type SplitRule = 'shorter-leftover' | 'max-area';

interface Heuristic {
  fit: FitRule;
  split: SplitRule;
}

interface SheetLayout {
  stock: StockSheet;
  placed: PackedItem[];
  free: Rect[];
}

const DEFAULT_OFFCUT = { width: 250, height: 550 };
const HEURISTICS: Heuristic[] = [
  { fit: 'area', split: 'shorter-leftover' },
  { fit: 'area', split: 'max-area' },
  { fit: 'short-side', split: 'shorter-leftover' },
  { fit: 'short-side', split: 'max-area' },
];

export const cents = (price: string): number => Math.round(Number(price) * 100);
const area = (rect: { width: number; height: number }) => rect.width * rect.height;

/** The placements an item may take: as measured, and turned 90° when its mesh allows it. */
function orientations(item: PackItem): Array<{ width: number; height: number; rotated: boolean }> {
  const upright = { width: item.width, height: item.height, rotated: false };
  if (item.rotatable === false || item.width === item.height) return [upright];
  return [upright, { width: item.height, height: item.width, rotated: true }];
}

export function fitsSheet(item: PackItem, stock: { width: number; height: number }): boolean {
  return orientations(item).some((o) => o.width <= stock.width && o.height <= stock.height);
}

function score(rect: Rect, width: number, height: number, fit: FitRule): number {
  if (fit === 'area') return area(rect) - width * height;
  return Math.min(rect.width - width, rect.height - height);
}

/** Splits `rect` after placing a width × height piece at its top-left corner; kerf goes in the cut. */
function split(rect: Rect, width: number, height: number, kerf: number, rule: SplitRule): Rect[] {
  const rightWidth = rect.width - width - kerf;
  const belowHeight = rect.height - height - kerf;
  const horizontalFirst =
    rule === 'shorter-leftover'
      ? rect.width - width < rect.height - height
      : rect.width * belowHeight >= rightWidth * rect.height;
  // Horizontal first: the cut under the piece runs the full width; the right part is piece-high.
  const right: Rect = {
    x: rect.x + width + kerf,
    y: rect.y,
    width: rightWidth,
    height: horizontalFirst ? height : rect.height,
  };
  const below: Rect = {
    x: rect.x,
    y: rect.y + height + kerf,
    width: horizontalFirst ? rect.width : width,
    height: belowHeight,
  };
  return [right, below].filter((part) => part.width > 0 && part.height > 0);
}

/** Places one item on a sheet, or returns false when no free rectangle holds it. */
function place(layout: SheetLayout, item: PackItem, kerf: number, heuristic: Heuristic): boolean {
  let best: {
    index: number;
    width: number;
    height: number;
    rotated: boolean;
    score: number;
  } | null = null;
  layout.free.forEach((rect, index) => {
    for (const o of orientations(item)) {
      if (o.width > rect.width || o.height > rect.height) continue;
      const value = score(rect, o.width, o.height, heuristic.fit);
      if (best === null || value < best.score) best = { index, ...o, score: value };
    }
  });
  if (best === null) return false;
  const chosen: { index: number; width: number; height: number; rotated: boolean } = best;
  const rect = layout.free[chosen.index];
  layout.placed.push({
    x: rect.x,
    y: rect.y,
    width: chosen.width,
    height: chosen.height,
    rotated: chosen.rotated,
    item,
  });
  layout.free.splice(
    chosen.index,
    1,
    ...split(rect, chosen.width, chosen.height, kerf, heuristic.split),
  );
  return true;
}

/** Fills one sheet of `stock` from `items` in order; returns the sheet and what did not go on it. */
function fillSheet(stock: StockSheet, items: PackItem[], kerf: number, heuristic: Heuristic) {
  const layout: SheetLayout = {
    stock,
    placed: [],
    free: [{ x: 0, y: 0, width: stock.width, height: stock.height }],
  };
  const rest: PackItem[] = [];
  for (const item of items) if (!place(layout, item, kerf, heuristic)) rest.push(item);
  return { layout, rest };
}

const usedArea = (layout: SheetLayout) => layout.placed.reduce((sum, p) => sum + area(p), 0);
const wasteOf = (layout: SheetLayout) => 100 * (1 - usedArea(layout) / area(layout.stock));

function ordered(items: PackItem[], strategy: SortStrategy, key: 'area' | 'height'): PackItem[] {
  const measure = (item: PackItem) =>
    key === 'area' ? area(item) : Math.max(item.height, item.width) * 1e6 + area(item);
  const sign = strategy === 'ASC' ? 1 : -1;
  return [...items].sort(
    (a, b) =>
      sign * (measure(a) - measure(b)) || a.itemNumber - b.itemNumber || a.panelId - b.panelId,
  );
}

/**
 * Chooses the next sheet: the stock size with the lowest price per square millimetre of panels
 * it holds, preferring layouts within the waste limit; when everything left fits on one sheet,
 * the cheapest sheet that holds it all.
 */
function nextSheet(
  stock: StockSheet[],
  items: PackItem[],
  options: PackOptions,
  heuristic: Heuristic,
  finishEarly: boolean,
) {
  const tries = stock
    .map((sheet) => fillSheet(sheet, items, options.kerf, heuristic))
    .filter((attempt) => attempt.layout.placed.length > 0);
  const finishing = finishEarly ? tries.filter((attempt) => attempt.rest.length === 0) : [];
  const withinLimit = (attempt: (typeof tries)[number]) =>
    wasteOf(attempt.layout) <= options.maxWastePercentage;
  const pool = finishing.length > 0 ? finishing : tries;
  const preferred = pool.some(withinLimit) ? pool.filter(withinLimit) : pool;
  const costPerArea = (attempt: (typeof tries)[number]) =>
    finishing.length > 0
      ? cents(attempt.layout.stock.price)
      : cents(attempt.layout.stock.price) / usedArea(attempt.layout);
  return preferred.reduce((best, attempt) =>
    costPerArea(attempt) < costPerArea(best) ? attempt : best,
  );
}

function packWith(
  items: PackItem[],
  stock: StockSheet[],
  options: PackOptions,
  heuristic: Heuristic,
  finishEarly: boolean,
) {
  const sheets: SheetLayout[] = [];
  let rest = items;
  while (rest.length > 0) {
    const next = nextSheet(stock, rest, options, heuristic, finishEarly);
    sheets.push(next.layout);
    rest = next.rest;
  }
  return sheets.map((sheet) => downsized(sheet, stock, options.kerf, heuristic));
}

/** The same panels on the cheapest stock sheet that still holds them all. */
function downsized(sheet: SheetLayout, stock: StockSheet[], kerf: number, heuristic: Heuristic) {
  const items = sheet.placed.map((placed) => placed.item);
  let best = sheet;
  for (const other of stock) {
    if (cents(other.price) >= cents(best.stock.price)) continue;
    const attempt = fillSheet(other, items, kerf, heuristic);
    if (attempt.rest.length === 0) best = attempt.layout;
  }
  return best;
}

const totalCents = (sheets: SheetLayout[]) =>
  sheets.reduce((sum, sheet) => sum + cents(sheet.stock.price), 0);
const overLimit = (sheets: SheetLayout[], limit: number) =>
  sheets.filter((sheet) => wasteOf(sheet) > limit).length;

function isReusable(rect: Rect, min: { width: number; height: number }): boolean {
  return (
    (rect.width >= min.width && rect.height >= min.height) ||
    (rect.width >= min.height && rect.height >= min.width)
  );
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

function toResult(
  layout: SheetLayout,
  minOffcut: { width: number; height: number },
): PackingResult {
  const sheetArea = area(layout.stock);
  const reusableOffcuts: Offcut[] = layout.free
    .filter((rect) => isReusable(rect, minOffcut))
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
  const offcutArea = reusableOffcuts.reduce((sum, rect) => sum + area(rect), 0);
  const used = usedArea(layout);
  return {
    bin: {
      name: layout.stock.name,
      width: layout.stock.width,
      height: layout.stock.height,
      price: layout.stock.price,
    },
    packedItems: layout.placed,
    wastePercentage: twoDecimals((100 * (sheetArea - used)) / sheetArea),
    netWastePercentage: twoDecimals((100 * (sheetArea - used - offcutArea)) / sheetArea),
    reusableOffcuts,
  };
}

/**
 * Packs the panels of one mesh size. Tries the requested order first, then the other orders and
 * split rules, and keeps the layout with the fewest sheets over the waste limit, then the lowest
 * total price, then the fewest sheets. A sheet over the limit is kept rather than dropping a
 * panel that physically fits: the workshop still has to cut it (the waste shows on the canvas).
 */
export function packSheets(
  items: PackItem[],
  stock: StockSheet[],
  options: PackOptions,
): MeshSizePacking {
  const minOffcut = options.minOffcut ?? DEFAULT_OFFCUT;
  const usable = stock.filter((sheet) => sheet.width > 0 && sheet.height > 0);
  const unfitItems = items.filter((item) => !usable.some((sheet) => fitsSheet(item, sheet)));
  const fitting = items.filter((item) => !unfitItems.includes(item));
  if (fitting.length === 0) return { packingResults: [], unfitItems };
  const other: SortStrategy = options.sortStrategy === 'ASC' ? 'DESC' : 'ASC';
  const orders = [
    ordered(fitting, options.sortStrategy, 'area'),
    ordered(fitting, 'DESC', 'height'),
    ordered(fitting, other, 'area'),
  ];
  let best: SheetLayout[] | null = null;
  for (const order of orders) {
    for (const heuristic of HEURISTICS) {
      for (const finishEarly of [true, false]) {
        const sheets = packWith(order, usable, options, heuristic, finishEarly);
        if (best === null || better(sheets, best, options.maxWastePercentage)) best = sheets;
      }
    }
  }
  return { packingResults: best!.map((sheet) => toResult(sheet, minOffcut)), unfitItems };
}

function better(candidate: SheetLayout[], current: SheetLayout[], limit: number): boolean {
  const keys = (sheets: SheetLayout[]) => [
    overLimit(sheets, limit),
    totalCents(sheets),
    sheets.length,
  ];
  const [a, b] = [keys(candidate), keys(current)];
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index] < b[index];
  }
  return false;
}
