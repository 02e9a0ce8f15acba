import { sumField, taxTotals, totalText } from './totals';

/** The totals as the list shows them. */
const shown = (totals: ReturnType<typeof taxTotals>) => ({
  exc: totalText(totals.exc),
  gst: totalText(totals.gst),
  inc: totalText(totals.inc),
});

describe('totals with GST 10%', () => {
  it('adds GST to a total that excludes tax', () => {
    expect(shown(taxTotals(1000, false))).toEqual({
      exc: '$1,000.00',
      gst: '$100.00',
      inc: '$1,100.00',
    });
  });
  it('with total_is_inc_tax, exc = total / 1.1', () => {
    expect(shown(taxTotals(1100, true))).toEqual({
      exc: '$1,000.00',
      gst: '$100.00',
      inc: '$1,100.00',
    });
    expect(shown(taxTotals(100, true))).toEqual({ exc: '$90.91', gst: '$9.09', inc: '$100.00' });
  });
  it('sums a field over rows (selected totals), ignoring non-numbers', () => {
    expect(
      sumField(
        [{ amount: 10.5 }, { amount: '4.5' }, { amount: null }, { amount: 'x' }],
        'amount',
      ).toString(),
    ).toBe('15');
  });
  it('adds money exactly: 0.1 + 0.2 is 0.3 and 1,000 lines of 0.01 are 10.00', () => {
    expect(sumField([{ amount: 0.1 }, { amount: '0.2' }], 'amount').toString()).toBe('0.3');
    const cents = Array.from({ length: 1000 }, () => ({ amount: 0.01 }));
    expect(sumField(cents, 'amount').toFixed(2)).toBe('10.00');
    expect(sumField(cents, 'amount').toString()).toBe('10');
  });
  it('rounds GST on an exact total: 0.01 + 1.14 = 1.15, GST 0.115 → $0.12 (floats gave $0.11)', () => {
    const total = sumField([{ amount: 0.01 }, { amount: 1.14 }], 'amount');
    expect(shown(taxTotals(total, false))).toEqual({ exc: '$1.15', gst: '$0.12', inc: '$1.27' });
  });
});
