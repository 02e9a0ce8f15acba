// Independent checker of a mesh cutting layout: panels inside the sheet, no overlaps, a saw kerf
// between pieces a cut separates, only guillotine (edge-to-edge) cuts, and no turned panel whose
// mesh direction is fixed. Returns readable problems; an empty list means the layout is valid.
import type { Offcut, PackedItem, PackingResult } from '@platform/shared/contracts';
import { PACKING_DEFAULTS } from './constants';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Tolerance for comparing millimetre positions computed with fractional kerfs. */
const EPSILON = 1e-6;

const label = (placed: PackedItem) =>
  `"${placed.item.name}" (item ${placed.item.itemNumber}, panel ${placed.item.panelId})`;

const mm = (value: number) => `${Number(value.toFixed(3))} mm`;

/** Distance between two intervals along one axis; negative when they overlap. */
function gap(startA: number, endA: number, startB: number, endB: number): number {
  return Math.max(startB - endA, startA - endB);
}

function outsideSheet(placed: PackedItem, sheet: { width: number; height: number }): boolean {
  return (
    placed.x < -EPSILON ||
    placed.y < -EPSILON ||
    placed.x + placed.width > sheet.width + EPSILON ||
    placed.y + placed.height > sheet.height + EPSILON
  );
}

function boundsProblems(result: PackingResult): string[] {
  const { width, height } = result.bin;
  return result.packedItems
    .filter((placed) => placed.width <= 0 || placed.height <= 0 || outsideSheet(placed, result.bin))
    .map((placed) => `${label(placed)} lies outside the ${width} × ${height} sheet`);
}

function rotationProblems(placed: PackedItem): string[] {
  const { item } = placed;
  const expected = placed.rotated
    ? { width: item.height, height: item.width }
    : { width: item.width, height: item.height };
  const problems: string[] = [];
  if (placed.rotated && item.rotatable === false) {
    problems.push(`${label(placed)} is rotated but its mesh direction is fixed`);
  }
  if (placed.width !== expected.width || placed.height !== expected.height) {
    problems.push(
      `${label(placed)} is placed ${placed.width} × ${placed.height} but measures ` +
        `${item.width} × ${item.height}${placed.rotated ? ' (rotated)' : ''}`,
    );
  }
  return problems;
}

/** Overlaps, and pieces closer than a kerf where a cut must pass between them. */
function spacingProblems(placedItems: PackedItem[], kerf: number): string[] {
  const problems: string[] = [];
  for (let i = 0; i < placedItems.length; i += 1) {
    for (let j = i + 1; j < placedItems.length; j += 1) {
      const a = placedItems[i];
      const b = placedItems[j];
      const apart = Math.max(
        gap(a.x, a.x + a.width, b.x, b.x + b.width),
        gap(a.y, a.y + a.height, b.y, b.y + b.height),
      );
      if (apart < -EPSILON) problems.push(`${label(a)} overlaps ${label(b)}`);
      else if (apart < kerf - EPSILON) {
        problems.push(
          `${label(a)} and ${label(b)} are ${mm(Math.max(apart, 0))} apart, less than the ${mm(kerf)} kerf`,
        );
      }
    }
  }
  return problems;
}

/**
 * A straight cut across the whole group along one axis with at least `kerf` between the two
 * sides, or null. Pieces sorted by their start; a cut fits after the prefix whose furthest end
 * leaves room before the next piece starts.
 */
function findCut(rects: Rect[], kerf: number, axis: 'x' | 'y'): [Rect[], Rect[]] | null {
  const size = axis === 'x' ? 'width' : 'height';
  const sorted = [...rects].sort((a, b) => a[axis] - b[axis]);
  let reach = -Infinity;
  for (let i = 0; i < sorted.length - 1; i += 1) {
    reach = Math.max(reach, sorted[i][axis] + sorted[i][size]);
    if (reach + kerf <= sorted[i + 1][axis] + EPSILON) {
      return [sorted.slice(0, i + 1), sorted.slice(i + 1)];
    }
  }
  return null;
}

/**
 * True when the rectangles can be separated by guillotine cuts only: some full-length cut that
 * crosses no rectangle splits the group, and each side splits again, down to single pieces.
 * Any valid cut may be taken first: a subset of a guillotine layout is itself guillotine.
 */
export function isGuillotineCuttable(rects: Rect[], kerf = 0): boolean {
  const groups: Rect[][] = [rects];
  while (groups.length > 0) {
    const group = groups.pop() as Rect[];
    if (group.length <= 1) continue;
    const cut = findCut(group, kerf, 'x') ?? findCut(group, kerf, 'y');
    if (!cut) return false;
    groups.push(cut[0], cut[1]);
  }
  return true;
}

const reusable = (rect: Rect) => {
  const { width, height } = PACKING_DEFAULTS.minOffcut;
  return (
    (rect.width >= width - EPSILON && rect.height >= height - EPSILON) ||
    (rect.width >= height - EPSILON && rect.height >= width - EPSILON)
  );
};

const offcutLabel = (offcut: Rect) =>
  `${mm(offcut.width)} × ${mm(offcut.height)} offcut at (${offcut.x}, ${offcut.y})`;

/** Distance between two rectangles: the larger of the gaps across and down; negative if they overlap. */
const apart = (a: Rect, b: Rect) =>
  Math.max(
    gap(a.x, a.x + a.width, b.x, b.x + b.width),
    gap(a.y, a.y + a.height, b.y, b.y + b.height),
  );

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON;

/**
 * A reusable rectangle, cuttable with the panels and the other offcuts, that covers no panel and
 * holds more area than the offcuts it contains: an offcut that could be added or grown. Edges
 * are tried where an edge of the sheet, a panel (a kerf away) or an offcut lies.
 */
function missedOffcut(result: PackingResult, kerf: number): Rect | null {
  const { width, height } = result.bin;
  const panels: Rect[] = result.packedItems;
  const offcuts: Rect[] = result.reusableOffcuts;
  const all = [...panels, ...offcuts];
  const starts = (axis: 'x' | 'y', size: 'width' | 'height') =>
    [...new Set([0, ...all.map((r) => r[axis] + r[size] + kerf), ...offcuts.map((r) => r[axis])])]
      .filter((v) => v >= 0)
      .sort((a, b) => a - b);
  const ends = (axis: 'x' | 'y', size: 'width' | 'height', limit: number) =>
    [
      ...new Set([
        limit,
        ...all.map((r) => r[axis] - kerf),
        ...offcuts.map((r) => r[axis] + r[size]),
      ]),
    ]
      .filter((v) => v <= limit)
      .sort((a, b) => a - b);
  const lefts = starts('x', 'width');
  const tops = starts('y', 'height');
  const rights = ends('x', 'width', width);
  const bottoms = ends('y', 'height', height);
  for (const left of lefts) {
    for (const right of rights) {
      if (right - left < PACKING_DEFAULTS.minOffcut.width - EPSILON) continue;
      for (const top of tops) {
        for (const bottom of bottoms) {
          const rect = { x: left, y: top, width: right - left, height: bottom - top };
          if (!reusable(rect)) continue;
          // Taller rectangles from this top only meet more panels.
          if (panels.some((panel) => apart(panel, rect) < kerf - EPSILON)) break;
          const held = offcuts.filter((offcut) => inside(offcut, rect));
          const others = offcuts.filter((offcut) => !held.includes(offcut));
          if (others.some((offcut) => apart(offcut, rect) < kerf - EPSILON)) continue;
          const heldArea = held.reduce((sum, offcut) => sum + offcut.width * offcut.height, 0);
          if (rect.width * rect.height <= heldArea + EPSILON) continue;
          if (isGuillotineCuttable([...panels, ...others, rect], kerf)) return rect;
        }
      }
    }
  }
  return null;
}

/**
 * Problems of the reusable offcuts: each big enough, on the sheet, cuttable with the panels a
 * kerf apart, and none missed (no larger cuttable offcut where they are or beside them).
 */
export function offcutProblems(result: PackingResult, kerf: number): string[] {
  const problems: string[] = [];
  const offcuts: Offcut[] = result.reusableOffcuts;
  for (const offcut of offcuts) {
    if (!reusable(offcut))
      problems.push(`the ${offcutLabel(offcut)} is smaller than a reusable offcut`);
    if (offcut.width <= 0 || offcut.height <= 0 || outsideSheet(offcut as PackedItem, result.bin)) {
      problems.push(`the ${offcutLabel(offcut)} lies outside the sheet`);
    }
  }
  const pieces: Rect[] = [...result.packedItems, ...offcuts];
  for (let i = 0; i < pieces.length; i += 1) {
    for (let j = Math.max(i + 1, result.packedItems.length); j < pieces.length; j += 1) {
      if (apart(pieces[i], pieces[j]) < kerf - EPSILON) {
        problems.push(`the ${offcutLabel(pieces[j])} is less than a kerf from another piece`);
      }
    }
  }
  if (problems.length > 0) return problems;
  if (!isGuillotineCuttable(pieces, kerf)) {
    return [`the offcuts on "${result.bin.name}" cannot be cut out with the panels`];
  }
  const missed = missedOffcut(result, kerf);
  return missed ? [`a cuttable ${offcutLabel(missed)} was not reported`] : [];
}

/** Every problem of one sheet's layout; an empty list means it can be cut as drawn. */
export function checkLayout(result: PackingResult, kerf: number): string[] {
  const placed = result.packedItems;
  const bounds = boundsProblems(result);
  const rotation = placed.flatMap(rotationProblems);
  const spacing = spacingProblems(placed, kerf);
  const problems = [...bounds, ...rotation, ...spacing];
  // Overlapping pieces can never be separated; the cut check then adds nothing useful. When only
  // the kerf is short, the cut structure is still checked, without the kerf, to tell both apart.
  const overlapping = spacing.some((problem) => problem.includes(' overlaps '));
  if (!overlapping) {
    const cutKerf = spacing.length > 0 ? 0 : kerf;
    if (!isGuillotineCuttable(placed, cutKerf)) {
      problems.push(
        `the layout on "${result.bin.name}" cannot be cut with edge-to-edge (guillotine) cuts` +
          (cutKerf > 0 ? ` leaving a ${mm(cutKerf)} kerf` : ''),
      );
    }
  }
  return problems.length > 0 ? problems : offcutProblems(result, kerf);
}
