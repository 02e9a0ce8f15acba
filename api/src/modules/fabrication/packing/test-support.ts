// Test fixtures shared by the packing tests, so every test builds its panels the same way.
import type { PackItem } from '@platform/shared/contracts';
import { toPiece, type Piece } from './stock';

/**
 * A panel of one mesh size. `rotatable` is left out unless given (the packer then treats the
 * panel as turnable, as the API does for a panel without a mesh direction); `extra` overrides any
 * field, and the name follows the panel id.
 */
export function packItem(
  width: number,
  height: number,
  extra: Partial<PackItem> & { index?: number } = {},
): PackItem {
  const { index, ...fields } = extra;
  const panelId = fields.panelId ?? index ?? 1;
  const item: PackItem = {
    name: `P${panelId}`,
    panelId,
    itemNumber: 1,
    meshSize: 'm',
    width,
    height,
    ...fields,
  };
  if (item.rotatable === undefined) delete item.rotatable;
  return item;
}

/** A panel as the packer's piece: grown by the kerf, `index` its position in the job. */
export function packPiece(
  width: number,
  height: number,
  index: number,
  kerf: number,
  rotatable?: boolean,
): Piece {
  return toPiece(packItem(width, height, { index, rotatable }), index, kerf);
}

/**
 * `count` panels of one mesh size from a fixed seed (a linear congruential generator): doors and
 * windows 300–1000 × 400–2000 mm in 10 mm steps, 70 % of them turnable, four to an item.
 */
export function seededPanels(count: number, seed: number, meshSize: string): PackItem[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, index) =>
    packItem(300 + Math.round(next() * 70) * 10, 400 + Math.round(next() * 160) * 10, {
      name: `Panel ${index + 1}`,
      panelId: index + 1,
      itemNumber: 1 + Math.floor(index / 4),
      meshSize,
      rotatable: next() < 0.7,
    }),
  );
}

export { BENCH_SEED, benchPanels } from './bench-panels';
