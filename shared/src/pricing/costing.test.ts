import fc from 'fast-check';
import type { CostLine } from '../contracts/quoting';
import {
  ACCESSORY_DEFAULT_PRICE_TEXT,
  chooseGroupItem,
  DEFAULT_TEST_SIZE,
  priceAtSizes,
  priceCosting,
  priceLines,
  roundUnits,
  SIZING_INVALID,
  type CostingInput,
} from './costing';
import { explainSide } from './explain';
import { Dec } from './money';
import { costLine as line, MESH_ROLLS } from '../testing/costLines';

const LINES: CostLine[] = [
  line({ id: 1 }),
  line({
    id: 2,
    product_id: null,
    group_id: 4,
    product_or_group_id: 'G4',
    code: 'MESH',
    formula: '{mesh_height}*{mesh_width}',
    item_volume: 0,
    price: '0.00',
    buffer_pct: '0.00',
    rounding_pct: '0.00',
    group_items: MESH_ROLLS,
  }),
  line({
    id: 3,
    formula: '1.5',
    item_volume: 0,
    price: '65.00',
    buffer_pct: '0',
    rounding_pct: '0',
    pricing_type_id: 1087,
  }),
  line({
    id: 4,
    formula: '4',
    item_volume: 0,
    price: '0.35',
    buffer_pct: '0',
    rounding_pct: '0',
    pricing_type_id: 1088,
  }),
];

const INPUT: CostingInput = {
  lines: LINES,
  margins: {
    retail: '40.00',
    wholesale: '25.00',
    retail_premium_pct: '5.00',
    wholesale_premium_pct: '0.00',
  },
  size: { ...DEFAULT_TEST_SIZE },
  meshDeduction: 25,
  groupByMesh: true,
  mandatoryAccessories: [
    { item_number: 1, name: 'Triple lock', price: '12.50', quantity: 2 },
    { item_number: 2, name: 'Door closer', price: null, quantity: 1 },
  ],
};

describe('pricing a costing', () => {
  const result = priceCosting(INPUT);

  it('defaults to the spec test size and prices each line through quantity, buffer and rounding', () => {
    expect(DEFAULT_TEST_SIZE).toEqual({ height: 2100, width: 600 });
    const [frame, mesh, labour, screws] = result.lines;
    // 5400 mm ÷ 6500 = 0.8308 lengths; +10 % = 0.9138; ≥ 75 % of a length → one whole length.
    expect(frame).toMatchObject({ itemQuantity: '5400', quantity: '0.8308', cost: '42.50' });
    expect(frame.steps.map((step) => step.label)).toEqual([
      'Item quantity',
      'Quantity',
      'Buffer',
      'Rounding',
      'Cost',
    ]);
    // Mesh deduction 25 is added: 2125 × 625 on the smallest roll that holds it (1000 × 2400):
    // 0.5534 of a roll at rounding 0 % is charged as the full roll (spec §9; was 99.61 when 0 %
    // meant "never round", issue 37).
    expect(mesh.chosenGroupItem?.code).toBe('SS1000');
    expect(mesh).toMatchObject({ itemQuantity: '1328125', quantity: '0.5534', cost: '180.00' });
    expect(labour).toMatchObject({ cost: '97.50', retail: '97.50', wholesale: null });
    expect(screws).toMatchObject({ cost: '1.40', retail: null, wholesale: '1.40' });
  });

  it('totals each side: cost, margin, price, premium, with premium, Inc GST rounded up, accessories', () => {
    // Retail 42.50 + 180.00 + 97.50 = 320.00; × 40 % = 128.00; 448.00; × 5 % = 22.40; 470.40;
    // × 1.1 = 517.44. The closer has no rule price and no costing of its own: left out, and
    // counted (issue 37), never a silent 0. Lock: 12.50 × 2 × 1.1 = 27.50.
    expect(result.totals.retail).toEqual({
      cost: '320.00',
      margin: '128.00',
      price: '448.00',
      premium: '22.40',
      with_premium: '470.40',
      inc_gst: '517.44',
      accessories: '27.50',
      lines_not_priced: 0,
      accessories_not_priced: 1,
    });
    // Wholesale 42.50 + 180.00 + 1.40 = 223.90; × 25 % = 55.975 → 55.98; 279.88; × 1.1 =
    // 307.868 → 307.87.
    expect(result.totals.wholesale).toEqual({
      cost: '223.90',
      margin: '55.98',
      price: '279.88',
      premium: '0.00',
      with_premium: '279.88',
      inc_gst: '307.87',
      accessories: '27.50',
      lines_not_priced: 0,
      accessories_not_priced: 1,
    });
    expect(ACCESSORY_DEFAULT_PRICE_TEXT).toBe('None (use default)');
  });

  it('totals lines priced beforehand (priceLines) exactly as it prices them itself', () => {
    const lines = priceLines(INPUT);
    expect(lines).toEqual(result.lines);
    // Other margins and no accessories, the same priced lines: 320.00 × 50 % = 160.00; 480.00;
    // × 5 % = 24.00; 504.00; × 1.1 = 554.40.
    const other = {
      ...INPUT,
      margins: { ...INPUT.margins, retail: '50.00' },
      mandatoryAccessories: [],
    };
    const reused = priceCosting(other, lines);
    expect(reused).toEqual(priceCosting(other));
    expect(reused.lines).toBe(lines);
    expect(reused.totals.retail).toMatchObject({
      cost: '320.00',
      inc_gst: '554.40',
      accessories: '0.00',
    });
  });

  it('explains a side total step by step', () => {
    const steps = explainSide(result, 'retail', INPUT.margins);
    expect(steps.map((step) => [step.label, step.value])).toEqual([
      ['Cost', '320.00'],
      ['Margin', '128.00'],
      ['Price', '448.00'],
      ['Premium', '22.40'],
      ['With premium', '470.40'],
      ['Inc GST', '517.44'],
      ['Accessories', '27.50 inc GST'],
    ]);
    expect(steps[5].formula).toBe('470.40 × 1.1, rounded up to the cent');
    expect(steps[6].formula).toBe(
      '(12.50 × 2) × 1.1, rounded up to the cent (1 accessory not priced, left out)',
    );
    expect(steps[6].children?.[1]).toMatchObject({
      label: 'Door closer',
      formula: 'no rule price and no default price: left out',
      value: 'not priced',
    });
  });

  it('marks a group line whose rolls are all too small as TEST SIZING INVALID', () => {
    const wide = priceCosting({ ...INPUT, size: { height: 2600, width: 1300 } });
    expect(wide.lines[1]).toMatchObject({ sizing: SIZING_INVALID, priced: false, retail: null });
    expect(wide.totals.retail.lines_not_priced).toBe(1);
    expect(SIZING_INVALID).toBe('TEST SIZING INVALID');
  });

  it('splits the size between elements to choose a roll', () => {
    const threePanels = priceCosting({
      ...INPUT,
      size: { height: 2100, width: 2700 },
      elementCount: 3,
      elementSplitVertical: true,
    });
    expect(threePanels.lines[1].chosenGroupItem?.code).toBe('SS1000');
  });

  it('gives INVALID with the reason for a formula that cannot be evaluated', () => {
    const bad = priceCosting({ ...INPUT, lines: [line({ formula: '{depth}*2' })] });
    expect(bad.lines[0]).toMatchObject({ quantity: 'INVALID', priced: false, wholesale: null });
    expect(bad.totals.wholesale.lines_not_priced).toBe(1);
    expect(bad.lines[0].quantityError).toMatch(/Unknown placeholder \{depth\}/);
  });

  it('prices what-if sizes side by side, at most five', () => {
    const sizes = [1, 2, 3, 4, 5, 6].map((n) => ({ height: 1800 + n * 100, width: 300 + n * 100 }));
    const rows = priceAtSizes(INPUT, sizes);
    expect(rows).toHaveLength(5);
    expect(rows[2].totals).toEqual(result.totals);
    expect(Number(rows[4].totals.retail.inc_gst)).toBeGreaterThan(
      Number(rows[0].totals.retail.inc_gst),
    );
  });
});

describe('the rounding rule', () => {
  it.each([
    // One item or more is charged as it is: the rule speaks of a cost below one item's price.
    ['2.8', '75', '2.8'],
    ['1.76', '75', '1.76'],
    ['3', '75', '3'],
    // Below one item: at or above rounding % of it → the full item.
    ['0.75', '75', '1'],
    ['0.74', '75', '0.74'],
    // 0 %: every part of an item is at or above 0 % of it; 100 %: never.
    ['0.5', '0', '1'],
    ['0.0001', '0', '1'],
    ['0.9', '100', '0.9'],
    ['0', '0', '0'],
  ])('%s units at %s %% → %s', (units, pct, expected) => {
    expect(roundUnits(new Dec(units), pct).toString()).toBe(expected);
  });
});

describe('choosing a group item', () => {
  it('takes the smallest volume that holds the size, also turned round', () => {
    expect(chooseGroupItem(MESH_ROLLS, 2300, 900)?.code).toBe('SS1000');
    expect(chooseGroupItem(MESH_ROLLS, 900, 2300)?.code).toBe('SS1000');
    expect(chooseGroupItem(MESH_ROLLS, 2450, 1100)?.code).toBe('SS1250');
    expect(chooseGroupItem(MESH_ROLLS, 2600, 1300)).toBeNull();
  });
});

describe('pricing properties', () => {
  const money = fc.integer({ min: 0, max: 100000 }).map((cents) => (cents / 100).toFixed(2));
  const percent = fc.integer({ min: 0, max: 100 }).map(String);
  const size = fc.record({
    height: fc.integer({ min: 300, max: 3000 }),
    width: fc.integer({ min: 300, max: 3000 }),
  });
  const monotoneFormula = fc.constantFrom(
    'height*width',
    'height*2+width*2',
    '{mesh_height}*{mesh_width}',
    'ceil(height/1000)*2',
  );
  const costLine = fc.record({
    formula: monotoneFormula,
    price: money,
    item_volume: fc.constantFrom(0, 1000, 6500, 2400000),
    buffer_pct: percent,
    rounding_pct: percent,
    pricing_type_id: fc.constantFrom(1143, 1087, 1088) as fc.Arbitrary<1143 | 1087 | 1088>,
  });
  const options = { seed: 20261125, numRuns: 200 };

  it('never gives a negative total, and Inc GST is with-premium × 1.1 rounded up to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(costLine, { maxLength: 12 }),
        size,
        percent,
        percent,
        (lines, testSize, margin, premium) => {
          const { totals } = priceCosting({
            ...INPUT,
            lines: lines.map((fields, index) => line({ ...fields, id: index + 1 })),
            size: testSize,
            margins: {
              retail: margin,
              wholesale: margin,
              retail_premium_pct: premium,
              wholesale_premium_pct: premium,
            },
          });
          for (const side of [totals.retail, totals.wholesale]) {
            for (const figure of Object.values(side)) expect(new Dec(figure).gte(0)).toBe(true);
            const expected = new Dec(side.with_premium)
              .times('1.1')
              .toDecimalPlaces(2, Dec.ROUND_CEIL);
            expect(side.inc_gst).toBe(expected.toFixed(2));
          }
        },
      ),
      options,
    );
  });

  it('a line never costs less at a larger test size (monotone formulas)', () => {
    fc.assert(
      fc.property(
        costLine,
        size,
        fc.nat(1500),
        fc.nat(1500),
        (fields, small, addHeight, addWidth) => {
          const cost = (testSize: { height: number; width: number }) =>
            new Dec(
              priceCosting({ ...INPUT, lines: [line(fields)], size: testSize }).lines[0].cost,
            );
          const larger = { height: small.height + addHeight, width: small.width + addWidth };
          expect(cost(larger).gte(cost(small))).toBe(true);
        },
      ),
      options,
    );
  });

  it('turning the test size round never changes a group item that fits both ways', () => {
    const item = fc.record({
      height: fc.integer({ min: 300, max: 3000 }),
      width: fc.integer({ min: 300, max: 3000 }),
      item_volume: fc.integer({ min: 1, max: 9000000 }),
      price: money,
      code: fc.string({ minLength: 1, maxLength: 4 }),
      product_description: fc.constant('roll'),
      weight: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), size, (items, testSize) => {
        const upright = chooseGroupItem(items, testSize.height, testSize.width);
        const turned = chooseGroupItem(items, testSize.width, testSize.height);
        expect(turned).toBe(upright);
      }),
      options,
    );
  });
});
