import dayjs from 'dayjs';
import { utcToWallClock, wallClockToUtc } from './zone';

describe('user zone conversions', () => {
  it('reads a picked wall-clock time in the user zone', () => {
    expect(wallClockToUtc(dayjs('2025-03-04T09:15:00'), 'Australia/Sydney')).toBe(
      '2025-03-03T22:15:00.000Z',
    );
  });
  it('shows a stored instant at the user zone wall-clock time, and round-trips', () => {
    const wall = utcToWallClock('2025-03-03T22:15:00.000Z', 'Australia/Sydney');
    expect(wall?.format('YYYY-MM-DD HH:mm')).toBe('2025-03-04 09:15');
    expect(wall && wallClockToUtc(wall, 'Australia/Sydney')).toBe('2025-03-03T22:15:00.000Z');
  });
  it('gives null for empty or invalid values', () => {
    expect(utcToWallClock('', 'Australia/Sydney')).toBeNull();
    expect(utcToWallClock('not a date', 'Australia/Sydney')).toBeNull();
  });
});
