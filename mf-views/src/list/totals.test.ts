import { mediumSize, sumField, taxTotals } from './totals';

describe('totals with GST 10%', () => {
  it('adds GST to a total that excludes tax', () => {
    expect(taxTotals(1000, false)).toEqual({ exc: 1000, gst: 100, inc: 1100 });
  });
  it('with total_is_inc_tax, exc = total / 1.1', () => {
    expect(taxTotals(1100, true)).toEqual({ exc: 1000, gst: 100, inc: 1100 });
    expect(taxTotals(100, true)).toEqual({ exc: 90.91, gst: 9.09, inc: 100 });
  });
  it('sums a field over rows (selected totals), ignoring non-numbers', () => {
    expect(
      sumField([{ amount: 10.5 }, { amount: '4.5' }, { amount: null }, { amount: 'x' }], 'amount'),
    ).toBe(15);
  });
});

describe('column size mapping', () => {
  it.each([
    [1, 2],
    [2, 3],
    [4, 6],
    [7, 11],
    [8, 12],
    [12, 12],
  ])('size %p maps to a medium size of %p', (size, medium) => {
    expect(mediumSize(size)).toBe(medium);
  });
});
