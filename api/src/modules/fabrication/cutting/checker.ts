// Checks a cutting layout the way the workshop would: every panel on the sheet, none
// overlapping, a saw kerf between neighbours, cuttable by edge-to-edge (guillotine) cuts only,
// and a panel turned only when its mesh direction allows it. An empty list means the layout is good.
import type { PackedItem, PackingResult } from '@platform/shared/contracts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const label = (placed: PackedItem) => `${placed.item.name} (item ${placed.item.itemNumber})`;

function outside(placed: PackedItem, sheet: { width: number; height: number }): boolean {
  return (
    placed.x < 0 ||
    placed.y < 0 ||
    placed.x + placed.width > sheet.width ||
    placed.y + placed.height > sheet.height
  );
}

/** The gap between two boxes along the axis where they are apart (negative when they overlap). */
function gap(a: Box, b: Box): number {
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(horizontal, vertical);
}

function rotationProblem(placed: PackedItem): string | null {
  const { item } = placed;
  const upright = placed.width === item.width && placed.height === item.height;
  const turned = placed.width === item.height && placed.height === item.width;
  if (!upright && !turned) {
    return `${label(placed)} is ${placed.width} × ${placed.height}, not ${item.width} × ${item.height}`;
  }
  if (!upright && item.rotatable === false) {
    return `${label(placed)} is turned but its mesh direction does not allow it`;
  }
  return null;
}

/** Whether boxes can be separated by edge-to-edge cuts of width `kerf`, recursively. */
export function guillotineCuttable(boxes: Box[], kerf: number): boolean {
  if (boxes.length <= 1) return true;
  for (const axis of ['x', 'y'] as const) {
    const size = axis === 'x' ? 'width' : 'height';
    const cuts = [...new Set(boxes.map((box) => box[axis] + box[size]))].sort((a, b) => a - b);
    for (const cut of cuts) {
      const before = boxes.filter((box) => box[axis] + box[size] <= cut);
      const after = boxes.filter((box) => box[axis] >= cut + kerf);
      if (before.length > 0 && after.length > 0 && before.length + after.length === boxes.length) {
        return guillotineCuttable(before, kerf) && guillotineCuttable(after, kerf);
      }
    }
  }
  return false;
}

export function checkLayout(result: PackingResult, kerf: number): string[] {
  const problems: string[] = [];
  const pieces = result.packedItems;
  for (const placed of pieces) {
    if (outside(placed, result.bin)) problems.push(`${label(placed)} is outside the sheet`);
    const rotation = rotationProblem(placed);
    if (rotation) problems.push(rotation);
  }
  for (let i = 0; i < pieces.length; i += 1) {
    for (let j = i + 1; j < pieces.length; j += 1) {
      const apart = gap(pieces[i], pieces[j]);
      if (apart < 0) problems.push(`${label(pieces[i])} overlaps ${label(pieces[j])}`);
      else if (apart < kerf) {
        problems.push(
          `${label(pieces[i])} and ${label(pieces[j])} are ${apart} mm apart, less than the ${kerf} mm kerf`,
        );
      }
    }
  }
  if (problems.length === 0 && !guillotineCuttable(pieces, kerf)) {
    problems.push('The layout cannot be cut with edge-to-edge (guillotine) cuts');
  }
  return problems;
}
