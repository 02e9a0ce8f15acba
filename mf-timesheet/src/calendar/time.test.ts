import {
  dayjs,
  endOfDayIn,
  inZone,
  maskToMinutes,
  minutesIntoDay,
  minutesToMask,
  scheduleInstant,
  wallClockToUtc,
} from './time';

describe('time masks', () => {
  it('reads hh:mm AM/PM into minutes after midnight', () => {
    expect(maskToMinutes('12:00 AM')).toBe(0);
    expect(maskToMinutes('09:30 AM')).toBe(570);
    expect(maskToMinutes('12:30 PM')).toBe(750);
    expect(maskToMinutes('11:59 PM')).toBe(1439);
  });

  it('refuses values that do not fit the mask', () => {
    expect(maskToMinutes('9:30 AM')).toBeNull();
    expect(maskToMinutes('13:00 PM')).toBeNull();
    expect(maskToMinutes('09:60 AM')).toBeNull();
    expect(maskToMinutes('09:30')).toBeNull();
  });

  it('writes minutes in the mask', () => {
    expect(minutesToMask(0)).toBe('12:00 AM');
    expect(minutesToMask(13 * 60 + 5)).toBe('01:05 PM');
  });
});

describe('timezone conversion', () => {
  it('sends a dated time as UTC from the chosen zone', () => {
    expect(wallClockToUtc('2024-05-07', '09:00 AM', 'Australia/Sydney')).toBe(
      '2024-05-06T23:00:00.000Z',
    );
    expect(wallClockToUtc('2024-01-15', '09:00 AM', 'Australia/Sydney')).toBe(
      '2024-01-14T22:00:00.000Z',
    );
    expect(wallClockToUtc('2024-05-07', '09:00 AM', 'Australia/Perth')).toBe(
      '2024-05-07T01:00:00.000Z',
    );
  });

  it('returns null for a date or time outside the masks', () => {
    expect(wallClockToUtc('07/05/2024', '09:00 AM', 'UTC')).toBeNull();
    expect(wallClockToUtc('2024-05-07', '9 AM', 'UTC')).toBeNull();
  });

  it('shows a UTC instant in another zone', () => {
    const local = inZone('2024-05-06T23:00:00.000Z', 'Australia/Sydney');
    expect(local.format('YYYY-MM-DD HH:mm')).toBe('2024-05-07 09:00');
  });

  it('measures minutes into a day across a daylight-saving change', () => {
    // Sydney moves clocks forward at 2:00 AM on 6 October 2024: that day has 23 hours.
    expect(
      endOfDayIn('2024-10-06', 'Australia/Sydney').diff(
        dayjs.tz('2024-10-06', 'Australia/Sydney'),
        'hour',
      ),
    ).toBe(23);
    const noon = inZone('2024-10-06T01:00:00.000Z', 'Australia/Sydney');
    expect(noon.format('HH:mm')).toBe('12:00');
    expect(minutesIntoDay(noon, '2024-10-06', 'Australia/Sydney')).toBe(11 * 60);
  });

  it('places a schedule entry by its own zone', () => {
    const start = scheduleInstant('2024-05-06', '09:00', 'Australia/Sydney');
    expect(start?.toISOString()).toBe('2024-05-05T23:00:00.000Z');
    expect(start?.tz('Australia/Perth').format('HH:mm')).toBe('07:00');
    expect(scheduleInstant('2024-05-06', '9am', 'UTC')).toBeNull();
  });
});
