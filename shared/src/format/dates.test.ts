import { DATE_FORMAT } from '../contracts';
import { formatDate, localToUtc, utcToLocal } from './dates';

describe('dates', () => {
  it("uses the spec's date format 'DD/MM/YYYY hh:mma' by default", () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY hh:mma');
    expect(formatDate(new Date(2024, 0, 5, 14, 7))).toBe('05/01/2024 02:07pm');
  });

  it('gives blank for empty or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(utcToLocal('')).toBeNull();
    expect(localToUtc('nope', 'Australia/Sydney')).toBeNull();
  });

  it('reads a UTC server time in the user’s zone', () => {
    expect(utcToLocal('2024-01-15 22:00:00', 'Australia/Sydney')?.format('YYYY-MM-DD HH:mm')).toBe(
      '2024-01-16 09:00',
    );
  });

  it('turns a wall-clock time in the user’s zone into UTC', () => {
    expect(localToUtc('2024-05-01 09:00', 'Australia/Sydney')).toBe('2024-04-30T23:00:00.000Z');
    expect(localToUtc('2024-01-16 09:00', 'Australia/Sydney')).toBe('2024-01-15T22:00:00.000Z');
  });

  it('round-trips local → UTC → local', () => {
    const utc = localToUtc('2024-07-01 17:45', 'Australia/Perth');
    expect(utcToLocal(utc, 'Australia/Perth')?.format('YYYY-MM-DD HH:mm')).toBe('2024-07-01 17:45');
  });
});
