import { makeEvent, makeScheduleEntry } from '../testing/events';
import { occurrencesOf } from './occurrences';
import { EMPTY_TOTALS, formatTotal, payCycleDay, payWeek, totalsBetween } from './totals';
import { dayjs, endOfDayIn, startOfDayIn } from './time';

const ZONE = 'Australia/Sydney';
const NOW = dayjs('2024-05-07T03:00:00.000Z');

function dayTotals(events: ReturnType<typeof makeEvent>[], date: string) {
  const occurrences = occurrencesOf(events, {
    from: date,
    to: date,
    zone: ZONE,
    now: NOW,
    showSchedule: true,
  });
  return totalsBetween(occurrences, startOfDayIn(date, ZONE), endOfDayIn(date, ZONE));
}

describe('hour totals', () => {
  it('adds work, paid and unpaid breaks; paid work is work plus paid breaks', () => {
    const events = [
      // 09:00–12:00, 12:00–12:30 lunch, 12:30–15:00, 15:00–15:10 smoko (Sydney, UTC+10)
      makeEvent({ id: 1, start_time: '2024-05-06T23:00:00Z', end_time: '2024-05-07T02:00:00Z' }),
      makeEvent({
        id: 2,
        type: 'break-unpaid',
        start_time: '2024-05-07T02:00:00Z',
        end_time: '2024-05-07T02:30:00Z',
      }),
      makeEvent({ id: 3, start_time: '2024-05-07T02:30:00Z', end_time: '2024-05-07T05:00:00Z' }),
      makeEvent({
        id: 4,
        type: 'break',
        start_time: '2024-05-07T05:00:00Z',
        end_time: '2024-05-07T05:10:00Z',
      }),
    ];
    expect(dayTotals(events, '2024-05-07')).toEqual({
      work: 330,
      paidBreak: 10,
      unpaidBreak: 30,
      paidWork: 340,
    });
  });

  it('counts an ongoing event up to now', () => {
    const events = [makeEvent({ start_time: '2024-05-07T01:00:00Z', end_time: null })];
    expect(dayTotals(events, '2024-05-07').work).toBe(120);
  });

  it('counts only the part of an event inside the day', () => {
    // 22:00 on the 6th to 02:00 on the 7th, Sydney time
    const events = [
      makeEvent({ start_time: '2024-05-06T12:00:00Z', end_time: '2024-05-06T16:00:00Z' }),
    ];
    expect(dayTotals(events, '2024-05-07').work).toBe(120);
    expect(dayTotals(events, '2024-05-06').work).toBe(120);
  });

  it('leaves schedule entries out of the totals', () => {
    expect(dayTotals([makeScheduleEntry({ day: 2 })], '2024-05-07')).toEqual(EMPTY_TOTALS);
  });

  it("formats totals as 'H hours M minutes (decimal)'", () => {
    expect(formatTotal(450)).toBe('7 hours 30 minutes (7.50)');
    expect(formatTotal(0)).toBe('0 hours 0 minutes (0.00)');
    expect(formatTotal(100.4)).toBe('1 hours 40 minutes (1.67)');
  });
});

describe('pay cycle', () => {
  it('starts on Monday by default', () => {
    expect(payCycleDay(undefined)).toBe('Monday');
    expect(payCycleDay('someday')).toBe('Monday');
    expect(payCycleDay('wednesday')).toBe('Wednesday');
  });

  it('finds the pay week holding a date', () => {
    // 2024-05-07 is a Tuesday.
    expect(payWeek('2024-05-07', 'Monday')).toEqual({ from: '2024-05-06', to: '2024-05-12' });
    expect(payWeek('2024-05-07', 'Wednesday')).toEqual({ from: '2024-05-01', to: '2024-05-07' });
    expect(payWeek('2024-05-06', 'Monday')).toEqual({ from: '2024-05-06', to: '2024-05-12' });
  });
});
