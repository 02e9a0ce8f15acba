// What the job of an approved wholesale order holds (docs/decisions/190): the order's customer,
// delivery details and every item as staff read them (names, not catalogue ids; sizes in mm;
// the price the order was approved at).
import type { OrderData, OrderPricing, SubmittedPanel } from '@platform/shared/contracts';
import type { CatalogueData } from './catalogue';

export interface JobCustomer {
  id: number;
  full_name: string;
  email: string;
  mobile: string;
}

/** One item of the order as a line of its job. */
export interface JobItemContent {
  item_number: number;
  location: string;
  product: string;
  application: string;
  colour: string;
  /** 'H × W mm' of each panel ('1200 × 900 mm'; several panels: 'Panel 1: …; Panel 2: …'). */
  sizes: string;
  quantity: number;
  /** '2 × Triple lock, 1 × Door closer'; '' when none. */
  accessories: string;
  /** Ex GST, as priced at approval; null when the item had no price. */
  price: number | null;
  notes: string;
}

export interface JobContent {
  /** Fields of the 'jobs' record (besides number, status and the links). */
  job: {
    title: string;
    customer_name: string;
    contact: string;
    contact_phone: string;
    site: string | null;
    type: 'install';
    quantity: number;
    amount: number | null;
    notes: string | null;
  };
  /** Fields of the customer record the job points at. */
  customer: { name: string; email: string; phone: string; contact_name: string };
  items: JobItemContent[];
}

const nameOf = (list: Array<{ id: number; name: string }>, id: number | null) =>
  list.find((entry) => entry.id === id)?.name ?? '';

function panelSize(panel: SubmittedPanel): string {
  const size = (value: number | null) => (value === null || value === undefined ? '?' : value);
  return `${size(panel.height)} × ${size(panel.width)} mm`;
}

/** The sizes of an item's panels, left to right. */
export function itemSizes(panels: SubmittedPanel[]): string {
  const ordered = [...panels].sort((a, b) => a.panel_position - b.panel_position);
  if (ordered.length === 1) return panelSize(ordered[0]);
  return ordered.map((panel) => `Panel ${panel.panel_position}: ${panelSize(panel)}`).join('; ');
}

export function jobContent(input: {
  orderId: number;
  orderName: string;
  notes: string;
  data: OrderData;
  customer: JobCustomer;
  catalogue: CatalogueData;
  pricing: OrderPricing;
}): JobContent {
  const { data, customer, catalogue, pricing } = input;
  const details = data.details;
  const items = data.items.map((item): JobItemContent => {
    const accessories = item.accessories
      .filter((line) => (line.quantity ?? 0) > 0)
      .map((line) => {
        const accessory = catalogue.accessories.find((entry) => entry.id === line.accessory);
        return `${line.quantity} × ${accessory?.name ?? line.code}`;
      })
      .join(', ');
    return {
      item_number: item.item_number,
      location: item.item_data.label ?? '',
      product: nameOf(catalogue.products, item.item_data.product),
      application: nameOf(catalogue.applications, item.item_data.application),
      colour: nameOf(catalogue.colours, item.item_data.color),
      sizes: itemSizes(item.panels),
      quantity: item.item_data.quantity ?? 1,
      accessories,
      price: pricing.items.find((priced) => priced.item_number === item.item_number)?.price ?? null,
      notes: item.notes ?? '',
    };
  });
  const address = (details.order_delivery_address ?? '').trim();
  return {
    job: {
      title: input.orderName || `Wholesale order #${input.orderId}`,
      customer_name: customer.full_name,
      contact: customer.full_name,
      contact_phone: details.order_phone || customer.mobile,
      site: address || null,
      type: 'install',
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amount: pricing.total_price,
      notes: input.notes || null,
    },
    customer: {
      name: customer.full_name,
      email: details.order_email || customer.email,
      phone: customer.mobile,
      contact_name: customer.full_name,
    },
    items,
  };
}
