import { addDays, dateInZone } from '@platform/shared/values';
import { rangeOf, subtractMonths } from './ranges';

const SYDNEY = 'Australia/Sydney';
/** Wednesday 11 March 2026, 12:30 in Sydney (UTC+11, daylight saving). */
const WEDNESDAY = new Date('2026-03-11T01:30:00.000Z');

describe('date range presets', () => {
  it('counts today in the given zone, not in UTC', () => {
    // 23:30 UTC on 10 March is already 11 March in Sydney.
    expect(dateInZone(new Date('2026-03-10T23:30:00.000Z'), SYDNEY)).toBe('2026-03-11');
    expect(dateInZone(new Date('2026-03-10T23:30:00.000Z'), 'UTC')).toBe('2026-03-10');
  });

  it('sends the start of the first day and the end of the last day as ISO instants', () => {
    expect(rangeOf('today', WEDNESDAY, SYDNEY)).toEqual({
      start_date: '2026-03-10T13:00:00.000Z',
      end_date: '2026-03-11T12:59:59.999Z',
    });
    expect(rangeOf('yesterday', WEDNESDAY, 'UTC')).toEqual({
      start_date: '2026-03-10T00:00:00.000Z',
      end_date: '2026-03-10T23:59:59.999Z',
    });
  });

  it('rolling week is the last 7 days including today', () => {
    expect(rangeOf('rolling_week', WEDNESDAY, 'UTC')).toEqual({
      start_date: '2026-03-05T00:00:00.000Z',
      end_date: '2026-03-11T23:59:59.999Z',
    });
  });

  it('weeks run Monday to Sunday; months and years are whole', () => {
    const days = (preset: Parameters<typeof rangeOf>[0], months?: number) => {
      const range = rangeOf(preset, WEDNESDAY, 'UTC', { months });
      return [range.start_date.slice(0, 10), range.end_date.slice(0, 10)];
    };
    expect(days('this_week')).toEqual(['2026-03-09', '2026-03-15']);
    expect(days('last_week')).toEqual(['2026-03-02', '2026-03-08']);
    expect(days('this_month')).toEqual(['2026-03-01', '2026-03-31']);
    expect(days('last_month')).toEqual(['2026-02-01', '2026-02-28']);
    expect(days('this_year')).toEqual(['2026-01-01', '2026-12-31']);
    expect(days('last_year')).toEqual(['2025-01-01', '2025-12-31']);
    expect(days('over_past_x_months', 6)).toEqual(['2025-09-11', '2026-03-11']);
  });

  it('a week containing a daylight-saving change still ends at midnight local time', () => {
    // Sydney leaves daylight saving on Sunday 5 April 2026 (UTC+11 → UTC+10).
    const range = rangeOf('this_week', new Date('2026-04-01T01:00:00.000Z'), SYDNEY);
    expect(range).toEqual({
      start_date: '2026-03-29T13:00:00.000Z',
      end_date: '2026-04-05T13:59:59.999Z',
    });
  });

  it('keeps month arithmetic inside short months and across years', () => {
    expect(subtractMonths('2026-05-31', 3)).toBe('2026-02-28');
    expect(subtractMonths('2026-01-15', 1)).toBe('2025-12-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('a custom range is the chosen days', () => {
    expect(rangeOf('custom', WEDNESDAY, 'UTC', { custom: ['2026-01-05', '2026-01-06'] })).toEqual({
      start_date: '2026-01-05T00:00:00.000Z',
      end_date: '2026-01-06T23:59:59.999Z',
    });
  });
});
