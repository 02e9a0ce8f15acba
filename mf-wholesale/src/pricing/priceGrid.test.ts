import { accessoryPrice, priceGrid } from './priceGrid';

const row = (width: number, height: number, price: number | null) => ({
  width,
  height,
  common_size_prices: { price },
});

describe('price tables', () => {
  it('sort widths and heights numerically, not as text', () => {
    const grid = priceGrid([
      row(1200, 900, 1),
      row(600, 2100, 2),
      row(900, 600, 3),
      row(1800, 1200, 4),
    ]);
    expect(grid.widths).toEqual([600, 900, 1200, 1800]);
    expect(grid.heights).toEqual([600, 900, 1200, 2100]);
  });

  it('tell a size without a price from a size that does not exist', () => {
    const grid = priceGrid([row(600, 600, null), row(900, 600, 150)]);
    expect(grid.price(600, 600)).toBeNull();
    expect(grid.price(600, 900)).toBe(150);
    expect(grid.price(900, 900)).toBeUndefined();
  });

  it('show a missing accessory price as -1', () => {
    const grid = priceGrid([row(900, 0, null), row(1200, 0, 22)]);
    expect(accessoryPrice(grid, 0, 900)).toBe(-1);
    expect(accessoryPrice(grid, 0, 1200)).toBe(22);
    expect(accessoryPrice(grid, 5, 5)).toBe(-1);
  });
});
