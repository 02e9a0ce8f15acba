import dayjs from 'dayjs';
import { formatMoney, formatOrderDate } from './format';

describe('order dates', () => {
  it('converts a UTC time to the local zone and shows it as DD/MM/YYYY hh:mm A', () => {
    // Sydney in March is UTC+11.
    expect(formatOrderDate('2024-03-05T01:07:00Z', 'Australia/Sydney')).toBe('05/03/2024 12:07 PM');
    expect(formatOrderDate('2024-03-05T23:30:00Z', 'Australia/Sydney')).toBe('06/03/2024 10:30 AM');
    expect(formatOrderDate('2024-03-05T01:07:00Z', 'UTC')).toBe('05/03/2024 01:07 AM');
  });

  it("uses the browser's zone by default", () => {
    const at = '2024-03-05T01:07:00Z';
    expect(formatOrderDate(at)).toBe(dayjs(at).format('DD/MM/YYYY hh:mm A'));
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
