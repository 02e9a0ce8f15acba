import fc from 'fast-check';
import { isDateOnly, isInstant } from '.';

describe('isDateOnly', () => {
  it('accepts real calendar dates only', () => {
    expect(isDateOnly('2026-12-03')).toBe(true);
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2026-13-01')).toBe(false);
    expect(isDateOnly('2026-04-31')).toBe(false);
    expect(isDateOnly('03/12/2026')).toBe(false);
    expect(isDateOnly('2026-12-03T00:00:00Z')).toBe(false);
    expect(isDateOnly('garbage')).toBe(false);
    expect(isDateOnly(20261203)).toBe(false);
  });

  it('agrees with the calendar for every day of four centuries', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2299-12-31'), noInvalidDate: true }),
        (date) => isDateOnly(date.toISOString().slice(0, 10)),
      ),
      { seed: 20261125, numRuns: 200 },
    );
  });
});

describe('isInstant', () => {
  it('needs a zone and a real date and time', () => {
    expect(isInstant('2026-03-11T01:30:00.000Z')).toBe(true);
    expect(isInstant('2026-03-11T12:30+11:00')).toBe(true);
    expect(isInstant('2026-03-11T01:30:00')).toBe(false);
    expect(isInstant('2026-02-30T01:30:00Z')).toBe(false);
    expect(isInstant('2026-03-11T25:00:00Z')).toBe(false);
    expect(isInstant('Infinity')).toBe(false);
  });
});
