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
