// Reusable offcuts of a packed sheet: the set of leftovers at least PACKING_DEFAULTS.minOffcut
// (either way round) of largest total area that guillotine cuts with the kerf can take out
// together with the panels (issue 39). Free rectangles left by the fill follow its own split
// lines; here the empty space is cut again from scratch, across those lines.
//
// Works in the packer's grown space (sheet and panels grown by one kerf on their right and
// bottom, see ./sheet.ts): there a guillotine cut between two pieces needs no gap at all, and a
// leftover of grown size w × h is a real offcut of (w − kerf) × (h − kerf).
import type { Offcut } from '@platform/shared/contracts';
import { isGuillotineCuttable, type Rect } from './checker';
import { PACKING_DEFAULTS } from './constants';

/** Regions the search may look at per sheet before it settles for the fill's own free space. */
export const OFFCUT_SEARCH_BUDGET = 20_000;

/** True when an offcut (real size) is big enough to keep, either way round. */
export function isReusable(offcut: { width: number; height: number }): boolean {
  const { width, height } = PACKING_DEFAULTS.minOffcut;
  return (
    (offcut.width >= width && offcut.height >= height) ||
    (offcut.width >= height && offcut.height >= width)
  );
}

interface Found {
  /** Total real area of the offcuts (each loses a kerf at its far sides). */
  area: number;
  offcuts: Rect[];
}

const NOTHING: Found = { area: 0, offcuts: [] };

class OverBudget extends Error {}

/** More area wins, then fewer (so larger) offcuts. */
const better = (a: Found, b: Found) =>
  a.area > b.area || (a.area === b.area && a.offcuts.length < b.offcuts.length);

const areaOf = (rect: Rect) => rect.width * rect.height;

/**
 * Positions of a full cut across `region` along `axis` that crosses no piece and leaves pieces
 * or free space on both sides: each gap between the pieces' extents is cut at both its ends
 * (there the free space on one side is as large as it can be).
 */
function cutPositions(region: Rect, inside: Rect[], axis: 'x' | 'y'): number[] {
  const size = axis === 'x' ? 'width' : 'height';
  const start = region[axis];
  const end = start + region[size];
  const sorted = [...inside].sort((a, b) => a[axis] - b[axis]);
  const cuts = new Set<number>();
  let reach = start;
  for (const piece of sorted) {
    if (piece[axis] >= reach) {
      cuts.add(reach);
      cuts.add(piece[axis]);
    }
    reach = Math.max(reach, piece[axis] + piece[size]);
  }
  cuts.add(reach);
  return [...cuts].filter((cut) => cut > start && cut < end).sort((a, b) => a - b);
}

function splitAt(region: Rect, axis: 'x' | 'y', cut: number): [Rect, Rect] {
  if (axis === 'x') {
    const left = cut - region.x;
    return [
      { ...region, width: left },
      { x: cut, y: region.y, width: region.width - left, height: region.height },
    ];
  }
  const top = cut - region.y;
  return [
    { ...region, height: top },
    { x: region.x, y: cut, width: region.width, height: region.height - top },
  ];
}

/**
 * The reusable offcuts of largest total area on a sheet of grown size `width` × `height` holding
 * the grown `pieces`, as grown rectangles; null when the search needed more than `budget` regions.
 * Every guillotine structure whose cuts lie at the pieces' gap ends is searched, region by region
 * (memoised: a region holds the same pieces however it was reached).
 */
export function cuttableOffcuts(
  width: number,
  height: number,
  pieces: Rect[],
  kerf: number,
  budget = OFFCUT_SEARCH_BUDGET,
): Rect[] | null {
  const min = PACKING_DEFAULTS.minOffcut;
  const short = Math.min(min.width, min.height) + kerf;
  const long = Math.max(min.width, min.height) + kerf;
  const keeps = (rect: Rect) =>
    isReusable({ width: rect.width - kerf, height: rect.height - kerf });
  const couldHold = (rect: Rect) =>
    Math.min(rect.width, rect.height) >= short && Math.max(rect.width, rect.height) >= long;
  const realArea = (rect: Rect) => (rect.width - kerf) * (rect.height - kerf);
  const memo = new Map<string, Found>();
  let work = 0;

  const search = (region: Rect, inside: Rect[]): Found => {
    if (inside.length === 0) {
      return keeps(region) ? { area: realArea(region), offcuts: [region] } : NOTHING;
    }
    if (!couldHold(region)) return NOTHING;
    const free = areaOf(region) - inside.reduce((sum, piece) => sum + areaOf(piece), 0);
    if (free < short * long) return NOTHING;
    const key = `${region.x},${region.y},${region.width},${region.height}`;
    const known = memo.get(key);
    if (known) return known;
    work += 1;
    if (work > budget) throw new OverBudget();
    let best = NOTHING;
    for (const axis of ['x', 'y'] as const) {
      for (const cut of cutPositions(region, inside, axis)) {
        const [first, second] = splitAt(region, axis, cut);
        const before = inside.filter((piece) => piece[axis] < cut);
        const after = inside.filter((piece) => piece[axis] >= cut);
        const a = search(first, before);
        const b = search(second, after);
        const found = { area: a.area + b.area, offcuts: [...a.offcuts, ...b.offcuts] };
        if (better(found, best)) best = found;
      }
    }
    memo.set(key, best);
    return best;
  };

  try {
    return search({ x: 0, y: 0, width, height }, pieces).offcuts;
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
}

/** Grown rectangles as real offcuts (the kerf at their far side is lost to the saw), in reading order. */
export function toOffcuts(rects: Rect[], kerf: number): Offcut[] {
  return rects
    .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width - kerf, height: rect.height - kerf }))
    .filter(isReusable)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The fill's own free rectangles, two joined where they share a whole edge and the leftover can
 * still be cut out: the fallback when the search runs out of budget.
 */
export function mergeFree(pieces: Rect[], freeRects: Rect[]): Rect[] {
  const free = [...freeRects];
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

export function joinRects(a: Rect, b: Rect): Rect | null {
  if (a.y === b.y && a.height === b.height && a.x + a.width === b.x) {
    return { x: a.x, y: a.y, width: a.width + b.width, height: a.height };
  }
  if (a.x === b.x && a.width === b.width && a.y + a.height === b.y) {
    return { x: a.x, y: a.y, width: a.width, height: a.height + b.height };
  }
  return null;
}
