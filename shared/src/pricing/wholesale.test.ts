import fc from 'fast-check';
import type { OrderItem, SubmittedPanel } from '../contracts/wholesale';
import { windowPanel } from '../testing/wholesale-order';
import {
  NO_PRICE,
  fittingPrice,
  itemSize,
  priceItem,
  priceOrder,
  productSizeKey,
  type PriceBook,
} from './wholesale';

function panel(values: Partial<SubmittedPanel>): SubmittedPanel {
  return { ...windowPanel(null, null), swings: null, panel_position: 1, mode: 'one', ...values };
}

function item(
  values: Partial<OrderItem['item_data']> = {},
  panels = [panel({ height: 1150, width: 880 })],
): OrderItem {
  return {
    id: 1,
    item_number: 1,
    notes: '',
    item_data: {
      item_number: 1,
      label: '',
      product: 1,
      application: 4,
      color: 20,
      quantity: 2,
      frame_thickness: null,
      petway_panel: null,
      petway_position: null,
      reference: '',
      ...values,
    },
    panels,
    accessories: [],
    diagram_image: null,
  };
}

function book(windowPrice: number | null = 200): PriceBook {
  return {
    productSizes: new Map([
      [
        productSizeKey(1, 4),
        [
          { width: 900, height: 1200, price: windowPrice },
          { width: 600, height: 600, price: 100 },
          { width: 1200, height: 1200, price: 260 },
        ],
      ],
      [productSizeKey(1, 3), [{ width: 1800, height: 2100, price: 700 }]],
    ]),
    accessorySizes: new Map([
      [30, [{ width: 0, height: 0, price: 95 }]],
      [
        31,
        [
          { width: 900, height: 0, price: 18 },
          { width: 1200, height: 0, price: 22 },
        ],
      ],
    ]),
    applications: new Map([
      [4, { name: 'Window Screen', type_id: 2, element_count: 1 }],
      [3, { name: 'French Doors', type_id: 1, element_count: 2 }],
    ]),
    products: new Map([[1, { name: 'Crimsafe First' }]]),
    colours: new Map([
      [20, { name: 'Pearl White', is_excluded: false }],
      [21, { name: 'Monument', is_excluded: true }],
    ]),
    accessories: new Map([
      [30, { code: 'PW-S', name: 'PetWay Small' }],
      [31, { code: 'BS-1', name: 'Bug Strip' }],
    ]),
  };
}

describe('common-size prices', () => {
  it('uses the smallest common size the opening fits', () => {
    const sizes = book().productSizes.get(productSizeKey(1, 4))!;
    expect(fittingPrice(sizes, 1150, 880)).toBe(200);
    expect(fittingPrice(sizes, 500, 500)).toBe(100);
    expect(fittingPrice(sizes, 1200, 1000)).toBe(260);
    expect(fittingPrice(sizes, 1300, 880)).toBeUndefined();
  });

  it('measures a multi-panel opening as the tallest panel by the panels side by side', () => {
    const size = itemSize(
      item({}, [
        panel({ height: 2050, width: 850 }),
        panel({ height: 2060, width: 860, panel_position: 2 }),
      ]),
    );
    expect(size).toEqual({ height: 2060, width: 1710 });
  });

  it('uses the largest of three-point measurements', () => {
    const size = itemSize(
      item({}, [
        panel({
          mode: 'three',
          height_l: 1190,
          height_m: 1195,
          height_r: 1188,
          width_t: 870,
          width_m: 875,
          width_b: 872,
        }),
      ]),
    );
    expect(size).toEqual({ height: 1195, width: 875 });
  });

  it('uses the larger of two one-point heights and widths (measurement ids 4 and 5)', () => {
    const size = itemSize(
      item({}, [panel({ height_l: 1190, height_r: 1195, width_t: 870, width_b: 875 })]),
    );
    expect(size).toEqual({ height: 1195, width: 875 });
  });
});

describe('item prices', () => {
  it('prices the item times its quantity, ex GST, with a breakdown line', () => {
    const priced = priceItem(item(), book());
    expect(priced).toEqual({
      item_number: 1,
      price: 400,
      error: null,
      lines: [
        {
          item: 'Screw Clamp 0.8mm Window Screen 1150 x 880',
          price: 200,
          quantity: 2,
          subtotal: 400,
        },
      ],
    });
  });

  it('adds $20 per window in an excluded colour and $40 per door panel', () => {
    const window = priceItem(item({ color: 21, quantity: 1 }), book());
    expect(window.price).toBe(220);
    expect(window.lines[1]).toEqual({
      item: 'Colour surcharge (Monument)',
      price: 20,
      quantity: 1,
      subtotal: 20,
    });
    const door = priceItem(
      item({ application: 3, color: 21, quantity: 1 }, [
        panel({ height: 2000, width: 850 }),
        panel({ height: 2000, width: 850, panel_position: 2 }),
      ]),
      book(),
    );
    expect(door.price).toBe(700 + 2 * 40);
  });

  it('adds the accessories, per item, at their fitting size', () => {
    const priced = priceItem(
      {
        ...item({ quantity: 2 }),
        accessories: [
          {
            accessory: 30,
            code: 'PW-S',
            color: null,
            size: 9,
            quantity: 1,
            heights: [],
            widths: [],
          },
          {
            accessory: 31,
            code: 'BS-1',
            color: null,
            size: 1,
            quantity: 1,
            heights: [],
            widths: [1000],
          },
          {
            accessory: 31,
            code: 'BS-1',
            color: null,
            size: 1,
            quantity: 0,
            heights: [],
            widths: [900],
          },
        ],
      },
      book(),
    );
    expect(priced.lines.slice(1)).toEqual([
      { item: 'PW-S PetWay Small', price: 95, quantity: 2, subtotal: 190 },
      { item: 'BS-1 Bug Strip', price: 22, quantity: 2, subtotal: 44 },
    ]);
    expect(priced.price).toBe(400 + 190 + 44);
  });

  it('has no price when no common size is big enough or the size has no price', () => {
    expect(priceItem(item({}, [panel({ height: 3000, width: 900 })]), book()).error).toBe(NO_PRICE);
    expect(priceItem(item(), book(null))).toMatchObject({ price: null, error: NO_PRICE });
  });

  it('reports a negative or non-numeric price as "Item price calculation error: Invalid price"', () => {
    expect(priceItem(item(), book(-5))).toMatchObject({
      price: null,
      error: 'Item price calculation error: Invalid price',
    });
    expect(priceItem(item(), book(Number.NaN)).error).toBe(
      'Item price calculation error: Invalid price',
    );
  });
});

describe('order totals', () => {
  it('adds the item prices', () => {
    const order = {
      details: {} as never,
      items: [item(), { ...item({ quantity: 1 }), item_number: 2 }],
    };
    expect(priceOrder(order, book())).toMatchObject({ total_price: 600, error: null });
  });

  it('has no total while an item cannot be priced', () => {
    const order = {
      details: {} as never,
      items: [item(), item({}, [panel({ height: 5000, width: 1 })])],
    };
    expect(priceOrder(order, book())).toMatchObject({ total_price: null, error: NO_PRICE });
  });

  it('reports a total that is not a valid number as "Total price calculation error: Invalid total price"', () => {
    const huge = book();
    // Each item is a valid amount, but their sum overflows to a non-number.
    huge.productSizes.set(productSizeKey(1, 4), [{ width: 900, height: 1200, price: 1e308 }]);
    const order = {
      details: {} as never,
      items: [item({ quantity: 1 }), { ...item({ quantity: 1 }), item_number: 2 }],
    };
    const priced = priceOrder(order, huge);
    expect(priced.items.every((entry) => entry.error === null)).toBe(true);
    expect(priced).toMatchObject({
      total_price: null,
      error: 'Total price calculation error: Invalid total price',
    });
  });
});

describe('prices in exact cents', () => {
  /** An order of one window item per price, each priced at that many cents. */
  function pricedOrder(entries: Array<{ cents: number; quantity: number }>) {
    const priced = book();
    priced.productSizes.set(
      productSizeKey(1, 4),
      entries.map((entry, index) => ({
        width: 900 + index,
        height: 1200,
        price: entry.cents / 100,
      })),
    );
    const items = entries.map((entry, index) => ({
      ...item({ quantity: entry.quantity }, [panel({ height: 1200, width: 900 + index })]),
      item_number: index + 1,
    }));
    return priceOrder({ details: {} as never, items }, priced);
  }

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    const priced = pricedOrder([
      { cents: 10, quantity: 1 },
      { cents: 20, quantity: 1 },
    ]);
    expect(priced.total_price).toBe(0.3);
  });

  it('rounds a price of a fraction of a cent up to the next cent', () => {
    const sizes = [{ width: 900, height: 1200, price: 10.101 }];
    const priced = book();
    priced.productSizes.set(productSizeKey(1, 4), sizes);
    expect(priceItem(item({ quantity: 1 }), priced).price).toBe(10.11);
    expect(priceItem(item({ quantity: 3 }), priced).price).toBe(30.31);
  });

  it('totals are the exact sum of whole cents, never carrying float error', () => {
    const entry = fc.record({
      cents: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 12 }), (entries) => {
        const priced = pricedOrder(entries);
        const exactCents = entries.reduce((sum, e) => sum + e.cents * e.quantity, 0);
        expect(priced.total_price).toBe(exactCents / 100);
        expect(String(priced.total_price)).toMatch(/^\d+(\.\d{1,2})?$/);
        priced.items.forEach((entryPricing, index) => {
          expect(entryPricing.price).toBe((entries[index].cents * entries[index].quantity) / 100);
        });
      }),
    );
  });
});
