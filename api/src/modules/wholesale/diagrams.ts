// Every saved item's diagram is drawn here, from the item's own sizes, with the kernel's panel
// diagram (ADR 156). A diagram the client sends is never stored: an SVG can carry scripts, and
// the server's drawing needs no checking because it contains nothing but what it drew.
import type { OrderData } from '@platform/shared/contracts';
import { wholesaleItemSvg } from '@platform/shared/diagram';
import type { CatalogueData } from './catalogue';

/** The order with each item's diagram_image replaced by the server's SVG (null without sizes). */
export function withDiagrams(data: OrderData, catalogue: CatalogueData): OrderData {
  return {
    ...data,
    items: data.items.map((item) => ({
      ...item,
      diagram_image: wholesaleItemSvg(
        {
          item_number: item.item_number,
          item_data: item.item_data,
          panels: item.panels,
          accessories: item.accessories,
        },
        catalogue,
      ),
    })),
  };
}
