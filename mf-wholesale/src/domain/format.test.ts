import { formatMoney, formatOrderDate } from './format';

describe('order dates', () => {
  it('converts a UTC time to the local zone and shows it as DD/MM/YYYY hh:mm A', () => {
    // Sydney in March is UTC+11.
    expect(formatOrderDate('2024-03-05T01:07:00Z', 11 * 60)).toBe('05/03/2024 12:07 PM');
    expect(formatOrderDate('2024-03-05T23:30:00Z', 11 * 60)).toBe('06/03/2024 10:30 AM');
    expect(formatOrderDate('2024-03-05T01:07:00Z', 0)).toBe('05/03/2024 01:07 AM');
  });

  it("uses the browser's zone by default", () => {
    const at = new Date('2024-03-05T01:07:00Z');
    expect(formatOrderDate(at.toISOString())).toBe(
      formatOrderDate(at.toISOString(), -at.getTimezoneOffset()),
    );
  });

  it('gives an empty text for a missing date', () => {
    expect(formatOrderDate(null)).toBe('');
  });
});

describe('money', () => {
  it('shows two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});
