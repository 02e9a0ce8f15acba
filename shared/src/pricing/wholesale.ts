// Wholesale order prices (ADR 075, ADR 148): the one implementation, used by the API for every
// price it answers and stores.
import {
  APPLICATION_TYPE,
  COLOUR_SURCHARGE,
  WHOLESALE_PRICE_ERRORS,
  productDisplayName,
  type ItemPricing,
  type OrderData,
  type OrderItem,
  type OrderPricing,
  type PriceLine,
  type SubmittedPanel,
} from '../contracts/wholesale';
import { ceilCents, Dec } from './money';

export interface SizePrice {
  width: number;
  height: number;
  /** null when the size has no price in this pricing group. */
  price: number | null;
}

/** The prices of one pricing group and the names needed to describe them. */
export interface PriceBook {
  productSizes: Map<string, SizePrice[]>;
  accessorySizes: Map<number, SizePrice[]>;
  applications: Map<number, { name: string; type_id: number; element_count: number }>;
  products: Map<number, { name: string }>;
  colours: Map<number, { name: string; is_excluded: boolean }>;
  accessories: Map<number, { code: string; name: string }>;
}

export const NO_PRICE = 'No price is available for this size.';

export function productSizeKey(productId: number, applicationId: number): string {
  return `${productId}:${applicationId}`;
}

/**
 * Amounts are JSON numbers, but every sum and product is taken in exact decimals and rounded up
 * to whole cents (spec §9), so no binary-float error (0.1 + 0.2) reaches a price.
 */
function cents(value: Dec): number {
  return ceilCents(value).toNumber();
}

function subtotal(price: number, quantity: number): number {
  return cents(new Dec(price).times(quantity));
}

function sum(amounts: number[]): number {
  return cents(amounts.reduce((total, amount) => total.plus(amount), new Dec(0)));
}

function maxOf(values: Array<number | null>): number {
  const present = values.filter((value): value is number => typeof value === 'number');
  return present.length === 0 ? Number.NaN : Math.max(...present);
}

/**
 * A panel's height: the largest measured one. One-point panels of applications that take two
 * heights (ids 4 and 5) carry them as height_l and height_r (ADR 145).
 */
function panelHeight(panel: SubmittedPanel): number {
  return panel.mode === 'three'
    ? maxOf([panel.height_l, panel.height_m, panel.height_r])
    : maxOf([panel.height, panel.height_l, panel.height_r]);
}

/** A panel's width: the largest measured one; two widths (id 5) are width_t and width_b. */
function panelWidth(panel: SubmittedPanel): number {
  return panel.mode === 'three'
    ? maxOf([panel.width_t, panel.width_m, panel.width_b])
    : maxOf([panel.width, panel.width_t, panel.width_b]);
}

/** The opening an item fills: its tallest panel by the panels' widths side by side. */
export function itemSize(item: OrderItem): { height: number; width: number } {
  if (item.panels.length === 0) return { height: Number.NaN, width: Number.NaN };
  const height = Math.max(...item.panels.map(panelHeight));
  const width = item.panels.reduce((sum, panel) => sum + panelWidth(panel), 0);
  return { height, width };
}

/**
 * The price of the smallest common size the opening fits into (by area, then height, then
 * width). undefined when no size is big enough; null when that size has no price.
 */
export function fittingPrice(
  sizes: SizePrice[],
  height: number,
  width: number,
): number | null | undefined {
  const fits = sizes
    .filter((size) => size.height >= height && size.width >= width)
    .sort(
      (a, b) => a.width * a.height - b.width * b.height || a.height - b.height || a.width - b.width,
    );
  return fits.length === 0 ? undefined : fits[0].price;
}

function isValidAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

function failed(itemNumber: number, error: string, lines: PriceLine[] = []): ItemPricing {
  return { item_number: itemNumber, price: null, lines, error };
}

/**
 * One item's price, ex GST: its common-size price, the dark-colour surcharge ($40 per door
 * panel, $20 per window) and its accessories, all times the item's quantity (ADR 075), each
 * subtotal and the sum rounded up to cents.
 */
export function priceItem(item: OrderItem, book: PriceBook): ItemPricing {
  const data = item.item_data;
  const quantity = data.quantity ?? 0;
  const application =
    data.application === null ? undefined : book.applications.get(data.application);
  if (data.product === null || !application || quantity < 1)
    return failed(item.item_number, NO_PRICE);
  const { height, width } = itemSize(item);
  const sizes =
    book.productSizes.get(productSizeKey(data.product, data.application as number)) ?? [];
  const base = fittingPrice(sizes, height, width);
  if (base === undefined || base === null) return failed(item.item_number, NO_PRICE);
  const productName = productDisplayName(book.products.get(data.product)?.name ?? 'Item');
  const lines: PriceLine[] = [
    {
      item: `${productName} ${application.name} ${height} x ${width}`,
      price: base,
      quantity,
      subtotal: subtotal(base, quantity),
    },
  ];
  const colour = data.color === null ? undefined : book.colours.get(data.color);
  if (colour?.is_excluded) {
    const surcharge =
      application.type_id === APPLICATION_TYPE.DOOR
        ? COLOUR_SURCHARGE.perDoorPanel * Math.max(1, application.element_count)
        : COLOUR_SURCHARGE.perWindow;
    lines.push({
      item: `Colour surcharge (${colour.name})`,
      price: surcharge,
      quantity,
      subtotal: subtotal(surcharge, quantity),
    });
  }
  for (const line of item.accessories) {
    const count = (line.quantity ?? 0) * quantity;
    if (line.accessory === null || count <= 0) continue;
    const accessory = book.accessories.get(line.accessory);
    const unit = fittingPrice(
      book.accessorySizes.get(line.accessory) ?? [],
      line.heights.length > 0 ? maxOf(line.heights) : 0,
      line.widths.length > 0 ? maxOf(line.widths) : 0,
    );
    if (unit === undefined || unit === null) return failed(item.item_number, NO_PRICE, lines);
    lines.push({
      item: accessory ? `${accessory.code} ${accessory.name}` : 'Accessory',
      price: unit,
      quantity: count,
      subtotal: subtotal(unit, count),
    });
  }
  if (lines.some((line) => !isValidAmount(line.price) || !isValidAmount(line.subtotal))) {
    return failed(item.item_number, WHOLESALE_PRICE_ERRORS.item, lines);
  }
  const price = sum(lines.map((line) => line.subtotal));
  if (!isValidAmount(price)) return failed(item.item_number, WHOLESALE_PRICE_ERRORS.item, lines);
  return { item_number: item.item_number, price, lines, error: null };
}

/** Every item's price and the order total; the total is null while any item cannot be priced. */
export function priceOrder(order: OrderData, book: PriceBook): OrderPricing {
  const items = order.items.map((item) => priceItem(item, book));
  if (items.length === 0 || items.some((item) => item.price === null)) {
    return { items, total_price: null, error: items.find((item) => item.error)?.error ?? null };
  }
  const total = sum(items.map((item) => item.price ?? 0));
  if (!isValidAmount(total))
    return { items, total_price: null, error: WHOLESALE_PRICE_ERRORS.total };
  return { items, total_price: total, error: null };
}
