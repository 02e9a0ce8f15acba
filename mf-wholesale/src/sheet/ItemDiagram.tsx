import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import type { RawOrderItem } from '@platform/shared/wholesale';
import { svgDataUrl, wholesaleItemSvg } from '@platform/shared/diagram';
import type { Catalogue } from '../domain/catalogue';
import { toOrderItem } from '../domain/payload';

export interface ItemDiagramProps {
  item: RawOrderItem;
  catalogue: Catalogue;
}

/**
 * The item's panel diagram (ADR 156), redrawn whenever the item changes: the same drawing the
 * server stores with the item on save, made from the panels as they are submitted (sizes its
 * application does not take left out). Shown as an image, so nothing inside it can run.
 */
export const ItemDiagram = observer(function ItemDiagram({ item, catalogue }: ItemDiagramProps) {
  const submitted = toOrderItem(item, catalogue);
  const svg = wholesaleItemSvg(submitted, {
    lock_sides: catalogue.lockSides,
    accessories: catalogue.accessories,
    colours: catalogue.colours,
  });
  const src = useMemo(() => (svg ? svgDataUrl(svg) : null), [svg]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={`Diagram of item ${item.item_number}`}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', maxHeight: 360 }}
    />
  );
});
