import { makeScheduleEntry } from '../testing/events';
import { disabledDays } from './allowance';

const MONDAY = 1;
const TUESDAY = 2;

describe('schedule day allowance', () => {
  const entries = [
    makeScheduleEntry({ id: 1, day: MONDAY, type: 'working' }),
    makeScheduleEntry({
      id: 2,
      day: MONDAY,
      type: 'break-unpaid',
      start_time: '12:00',
      end_time: '12:30',
    }),
    makeScheduleEntry({
      id: 3,
      day: TUESDAY,
      type: 'break',
      start_time: '10:00',
      end_time: '10:10',
    }),
    makeScheduleEntry({
      id: 4,
      day: TUESDAY,
      type: 'break',
      start_time: '15:00',
      end_time: '15:10',
    }),
  ];

  it('working type disables days already marked used', () => {
    expect([...disabledDays('working', entries, null)]).toEqual([MONDAY]);
  });

  it('a break type disables days whose allowance for that break is used', () => {
    expect([...disabledDays('break-unpaid', entries, null)]).toEqual([MONDAY]);
    expect([...disabledDays('break', entries, null)]).toEqual([TUESDAY]);
  });

  it('does not count the entry being edited', () => {
    expect(disabledDays('working', entries, 1).size).toBe(0);
    expect(disabledDays('break', entries, 4).size).toBe(0);
  });

  it('disables nothing before a type is chosen', () => {
    expect(disabledDays(null, entries, null).size).toBe(0);
  });
});
