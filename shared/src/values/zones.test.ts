import {
  addDays,
  dateInZone,
  endOfDay,
  isDate,
  isTimeZone,
  offsetMinutes,
  startOfDay,
  wallToUtc,
  weekdayOf,
} from './zones';

describe('timezone conversion on the server', () => {
  it('turns a wall-clock time in a zone into UTC, across daylight saving', () => {
    expect(wallToUtc('2024-05-07', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2024-05-06T23:00:00.000Z',
    );
    expect(wallToUtc('2024-01-15', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2024-01-14T22:00:00.000Z',
    );
    expect(wallToUtc('2024-05-07', '09:00', 'Australia/Perth').toISOString()).toBe(
      '2024-05-07T01:00:00.000Z',
    );
    expect(wallToUtc('2024-05-07', '09:00', 'UTC').toISOString()).toBe('2024-05-07T09:00:00.000Z');
  });

  it('knows the offset of a zone at an instant', () => {
    expect(offsetMinutes(new Date('2024-05-07T00:00:00Z'), 'Australia/Sydney')).toBe(600);
    expect(offsetMinutes(new Date('2024-01-07T00:00:00Z'), 'Australia/Sydney')).toBe(660);
  });

  it('reads the calendar date of an instant in a zone', () => {
    expect(dateInZone(new Date('2024-05-06T15:00:00Z'), 'Australia/Sydney')).toBe('2024-05-07');
    expect(dateInZone(new Date('2024-05-06T15:00:00Z'), 'UTC')).toBe('2024-05-06');
  });

  it('gives a day 23 hours when clocks move forward', () => {
    const hours =
      (endOfDay('2024-10-06', 'Australia/Sydney').getTime() -
        startOfDay('2024-10-06', 'Australia/Sydney').getTime()) /
      3_600_000;
    expect(hours).toBe(23);
  });

  it('checks dates and zones', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('07/05/2024')).toBe(false);
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(weekdayOf('2024-05-06')).toBe(1);
  });
});
