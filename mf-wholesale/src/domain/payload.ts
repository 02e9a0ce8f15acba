import type {
  AccessoryLine,
  OrderData,
  OrderDetailsValues,
  OrderItem,
  OrderRawData,
  PanelMode,
  PanelValues,
  RawOrderItem,
  WholesaleApplication,
} from '@platform/shared/wholesale';
import type { Catalogue } from './catalogue';
import { emptyItem, renumber } from './items';
import { MEASURED_FIELDS, panelMode, panelsOf, visiblePanelFields } from './visibility';

/**
 * Accessories as listed (spec §5): lines with a quantity of zero or less are hidden, and those
 * shown on the diagram come first (otherwise in entry order).
 */
export function displayAccessories(lines: AccessoryLine[], catalogue: Catalogue): AccessoryLine[] {
  return lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => (line.quantity ?? 0) > 0)
    .sort((a, b) => {
      const aFirst = catalogue.accessory(a.line.accessory)?.is_on_diagram ? 0 : 1;
      const bFirst = catalogue.accessory(b.line.accessory)?.is_on_diagram ? 0 : 1;
      return aFirst - bFirst || a.index - b.index;
    })
    .map(({ line }) => line);
}

/**
 * A panel as submitted: measurements its application does not take (left from another
 * application) are cleared, so they can neither price nor print.
 */
function submittedPanel(
  panel: PanelValues,
  application: WholesaleApplication | undefined,
  mode: PanelMode,
): PanelValues {
  const shown = new Set(visiblePanelFields(application, mode, panel));
  const cleared = MEASURED_FIELDS.filter((field) => !shown.has(field));
  return { ...panel, ...Object.fromEntries(cleared.map((field) => [field, null])) };
}

/** The submitted form of an item: panels flattened with their 1-based position. */
export function toOrderItem(item: RawOrderItem, catalogue: Catalogue): OrderItem {
  const mode = panelMode(item);
  const application = catalogue.applicationOf(item);
  return {
    id: item.id,
    item_number: item.item_number,
    notes: item.notes,
    item_data: { ...item.item_data },
    panels: panelsOf(item).map((panel, index) => ({
      ...submittedPanel(panel, application, mode),
      panel_position: index + 1,
      mode,
    })),
    accessories: displayAccessories(item.accessories, catalogue),
    // The server draws and stores every item's diagram on save (ADR 156); the client sends none.
    diagram_image: null,
  };
}

export function toOrderData(
  details: OrderDetailsValues,
  items: RawOrderItem[],
  catalogue: Catalogue,
): OrderData {
  return { details: { ...details }, items: items.map((item) => toOrderItem(item, catalogue)) };
}

export function emptyDetails(customer?: {
  full_name: string;
  email: string;
  mobile: string;
}): OrderDetailsValues {
  return {
    order_name: '',
    order_email: customer?.email ?? '',
    order_phone: customer?.mobile ?? '',
    order_reference: customer?.full_name ?? '',
    order_notes: '',
    order_delivery_address: '',
  };
}

function isRawItem(value: unknown): value is RawOrderItem {
  const item = value as RawOrderItem | null;
  return Boolean(item && typeof item === 'object' && item.item_data && item.panels);
}

/**
 * Reads order_raw_data. Anything unreadable gives a sheet with one empty item, so a damaged
 * record still opens.
 */
export function parseRawData(text: string | null | undefined): OrderRawData | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<OrderRawData>;
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isRawItem) : [];
    return {
      details: parsed.details ?? emptyDetails(),
      items: items.length > 0 ? renumber(items) : [emptyItem(1)],
    };
  } catch {
    return null;
  }
}
