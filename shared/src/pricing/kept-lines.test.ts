import type { CostLine, GroupItem } from '../contracts/quoting';
import { costLine as line, MESH_ROLLS } from '../testing/costLines';
import { KeptLinePrices, priceLines, SIZING_INVALID, type LinesInput } from './costing';

// A screen's line prices kept from one recalculation to the next (ADR 220): a size change
// prices again only the lines that read the size, and every figure and step is the same as
// pricing every line afresh.

/** The 1000 × 2400 roll only. */
const ROLLS: GroupItem[] = [MESH_ROLLS[1]];

const mesh = (overrides: Partial<CostLine> = {}) =>
  line({
    id: 2,
    product_id: null,
    group_id: 4,
    product_or_group_id: 'G4',
    code: 'MESH',
    formula: '{mesh_height}*{mesh_width}',
    item_volume: 0,
    price: '0.00',
    rounding_pct: '0.00',
    group_items: ROLLS,
    ...overrides,
  });

function costing(lines: CostLine[], height = 2100): LinesInput {
  return { lines, size: { height, width: 600 }, meshDeduction: 25, groupByMesh: true };
}

describe('line prices kept between recalculations', () => {
  const frame = line({ id: 1 });
  const labour = line({ id: 3, code: 'LAB-H', formula: '1.5', item_volume: 0, price: '65.00' });
  const sill = line({ id: 4, code: 'SILL', formula: 'width*2' });
  const meshLine = mesh();
  const lines = [frame, meshLine, labour, sill];

  it('prices again only the lines whose price reads the changed height', () => {
    const kept = new KeptLinePrices();
    const before = priceLines(costing(lines), kept);
    const after = priceLines(costing(lines, 2000), kept);
    // The labour hours and the width-only sill keep their result; the frame and the mesh do not.
    expect(after[2]).toBe(before[2]);
    expect(after[3]).toBe(before[3]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    // And every figure and step is what pricing every line afresh gives.
    expect(after).toEqual(priceLines(costing(lines, 2000)));
    expect(after.map((result) => result.steps)).toEqual(
      priceLines(costing(lines, 2000)).map((result) => result.steps),
    );
  });

  it('keeps every result when the size comes back to an equal one', () => {
    const kept = new KeptLinePrices();
    const first = priceLines(costing(lines), kept);
    const again = priceLines(costing(lines), kept);
    again.forEach((result, index) => expect(result).toBe(first[index]));
  });

  it('prices a group line again when the size chooses its item, whatever its formula reads', () => {
    const kept = new KeptLinePrices();
    const fixed = mesh({ formula: '1' });
    expect(priceLines(costing([fixed]), kept)[0].sizing).toBe('ok');
    // 3000 + 25 fits no roll either way round.
    const [tooTall] = priceLines(costing([fixed], 3000), kept);
    expect(tooTall.sizing).toBe(SIZING_INVALID);
    expect(tooTall).toEqual(priceLines(costing([fixed], 3000))[0]);
  });

  it('prices a line again when one of its own fields changes, even in place', () => {
    const kept = new KeptLinePrices();
    const edited = line({ id: 5, formula: '2', item_volume: 0, price: '10.00' });
    const [before] = priceLines(costing([edited]), kept);
    expect(before.cost).toBe('22.00');
    edited.price = '12.00';
    const [after] = priceLines(costing([edited], 2000), kept);
    expect(after.cost).toBe('26.40');
    expect(after).toEqual(priceLines(costing([edited], 2000))[0]);
  });

  it('prices a line again when its mesh deduction changes', () => {
    const kept = new KeptLinePrices();
    const [before] = priceLines(costing([meshLine]), kept);
    const [after] = priceLines({ ...costing([meshLine]), meshDeduction: -25 }, kept);
    expect(after).not.toBe(before);
    expect(after).toEqual(priceLines({ ...costing([meshLine]), meshDeduction: -25 })[0]);
  });
});
