/** A common-size price table: heights down, widths across (both ascending, numerically). */
export interface PriceGrid {
  heights: number[];
  widths: number[];
  /** null: the size exists without a price; undefined: no such size. */
  price(height: number, width: number): number | null | undefined;
}

export interface SizeRow {
  width: number;
  height: number;
  common_size_prices: { price: number | null };
}

const ascending = (a: number, b: number) => a - b;

export function priceGrid(rows: SizeRow[]): PriceGrid {
  const prices = new Map<string, number | null>();
  const heights = new Set<number>();
  const widths = new Set<number>();
  for (const row of rows) {
    const height = Number(row.height);
    const width = Number(row.width);
    heights.add(height);
    widths.add(width);
    const price = row.common_size_prices?.price;
    prices.set(`${height}x${width}`, price === null || price === undefined ? null : Number(price));
  }
  return {
    heights: [...heights].sort(ascending),
    widths: [...widths].sort(ascending),
    price: (height, width) => prices.get(`${height}x${width}`),
  };
}

/** The accessory viewer shows a missing price as -1 (spec §2). */
export const MISSING_ACCESSORY_PRICE = -1;

export function accessoryPrice(grid: PriceGrid, height: number, width: number): number {
  return grid.price(height, width) ?? MISSING_ACCESSORY_PRICE;
}
