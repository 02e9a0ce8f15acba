// Prices of wholesale items and orders as the server computes them (ADR 075, ADR 148).

export const WHOLESALE_PRICE_ERRORS = {
  item: 'Item price calculation error: Invalid price',
  total: 'Total price calculation error: Invalid total price',
} as const;

/** Quote surcharges for the excluded (dark) colours, ex GST. */
export const COLOUR_SURCHARGE = { perDoorPanel: 40, perWindow: 20 } as const;

/** One row of the "Price Breakdown" table. */
export interface PriceLine {
  item: string;
  price: number;
  quantity: number;
  subtotal: number;
}

export interface ItemPricing {
  item_number: number;
  /** Ex GST; null when it could not be priced. */
  price: number | null;
  lines: PriceLine[];
  error: string | null;
}

export interface OrderPricing {
  items: ItemPricing[];
  total_price: number | null;
  error: string | null;
}
