import { MESH_PACKING } from '@platform/shared';
import type { MeshRow, PackItem, PackedItem, PackingResult } from '@platform/shared/contracts';

export const UNFIT_HEADING = 'Could not pack the following panels with the given constraints:';

/** The first run of digits in a size ("1200mm" → 1200, "approx. 950" → 950), else 0 (spec §5). */
export function firstNumber(value: string | number | null | undefined): number {
  const match = /\d+/.exec(String(value ?? ''));
  return match ? Number(match[0]) : 0;
}

/** Mesh rows as packing items; a row without a usable size cannot be sent and is listed as unfit. */
export function toPackItems(rows: MeshRow[]): { items: PackItem[]; unsized: PackItem[] } {
  const all = rows.map((row, index) => ({
    name: `Item ${row.item_number}, panel ${row.panel_id}${row.notes ? ` (${row.notes})` : ''}`,
    panelId: row.panel_id,
    itemNumber: row.item_number,
    meshSize: row.mesh_size,
    height: firstNumber(row.height),
    width: firstNumber(row.width),
    rotatable: row.mesh_direction_name === undefined ? true : row.mesh_direction_name === 'Any',
    key: index,
  }));
  const strip = ({ key: _key, ...item }: PackItem & { key: number }): PackItem => item;
  return {
    items: all.filter((item) => item.height > 0 && item.width > 0).map(strip),
    unsized: all.filter((item) => item.height <= 0 || item.width <= 0).map(strip),
  };
}

/** Maximum Waste %: a number from 0 to 60 (default 35). */
export function clampWaste(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MESH_PACKING.defaultMaxWaste;
  return Math.min(MESH_PACKING.maxWasteLimit, Math.max(0, value));
}

export interface CanvasRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BinPicture {
  sheet: CanvasRect;
  pieces: Array<CanvasRect & { label: string; placed: PackedItem }>;
  offcuts: CanvasRect[];
}

/** A bin scaled into the 600 × 400 canvas inside its 10 px margin, keeping proportions. */
export function binPicture(result: PackingResult): BinPicture {
  const { width, height, margin } = MESH_PACKING.canvas;
  const scale = Math.min(
    (width - 2 * margin) / result.bin.width,
    (height - 2 * margin) / result.bin.height,
  );
  const rect = (r: { x: number; y: number; width: number; height: number }): CanvasRect => ({
    x: margin + r.x * scale,
    y: margin + r.y * scale,
    width: r.width * scale,
    height: r.height * scale,
  });
  return {
    sheet: rect({ x: 0, y: 0, width: result.bin.width, height: result.bin.height }),
    pieces: result.packedItems.map((placed) => ({
      ...rect(placed),
      label: `${placed.item.itemNumber}/${placed.item.panelId} ${placed.height}×${placed.width}`,
      placed,
    })),
    offcuts: result.reusableOffcuts.map(rect),
  };
}
