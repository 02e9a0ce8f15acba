import dayjs from 'dayjs';
import { pickerToUtc, utcToPicker } from './dates';

describe('user zone conversions', () => {
  it('reads a picked wall-clock time in the user zone', () => {
    expect(pickerToUtc(dayjs('2025-03-04T09:15:00'), 'Australia/Sydney')).toBe(
      '2025-03-03T22:15:00.000Z',
    );
  });
  it('shows a stored instant at the user zone wall-clock time, and round-trips', () => {
    const wall = utcToPicker('2025-03-03T22:15:00.000Z', 'Australia/Sydney');
    expect(wall?.format('YYYY-MM-DD HH:mm')).toBe('2025-03-04 09:15');
    expect(wall && pickerToUtc(wall, 'Australia/Sydney')).toBe('2025-03-03T22:15:00.000Z');
  });
  it('gives null for empty or invalid values', () => {
    expect(utcToPicker('', 'Australia/Sydney')).toBeNull();
    expect(utcToPicker('not a date', 'Australia/Sydney')).toBeNull();
  });
});
