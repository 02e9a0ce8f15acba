import { makeEvent, makeScheduleEntry } from '../testing/events';
import { occurrencesOf, onDay } from './occurrences';
import { dayjs } from './time';

const ZONE = 'Australia/Sydney';
const NOW = dayjs('2024-05-07T03:00:00Z');

describe('occurrences', () => {
  it('draws an ongoing event to the current time', () => {
    const [item] = occurrencesOf(
      [makeEvent({ start_time: '2024-05-07T01:00:00Z', end_time: null })],
      {
        from: '2024-05-07',
        to: '2024-05-07',
        zone: ZONE,
        now: NOW,
        showSchedule: false,
      },
    );
    expect(item.ongoing).toBe(true);
    expect(item.end.toISOString()).toBe('2024-05-07T03:00:00.000Z');
  });

  it("repeats schedule entries on their weekday only with 'show Staff schedule'", () => {
    const entry = makeScheduleEntry({ day: 1 });
    const options = { from: '2024-05-06', to: '2024-05-19', zone: ZONE, now: NOW };
    expect(occurrencesOf([entry], { ...options, showSchedule: false })).toHaveLength(0);
    const shown = occurrencesOf([entry], { ...options, showSchedule: true });
    expect(shown.map((o) => o.start.format('YYYY-MM-DD HH:mm'))).toEqual([
      '2024-05-06 09:00',
      '2024-05-13 09:00',
    ]);
  });

  it('hides events the user may not view', () => {
    const events = [makeEvent({ can_view: false })];
    const shown = occurrencesOf(events, {
      from: '2024-05-07',
      to: '2024-05-07',
      zone: ZONE,
      now: NOW,
      showSchedule: true,
    });
    expect(shown).toHaveLength(0);
  });

  it('finds the occurrences touching one day', () => {
    const events = [
      makeEvent({ id: 1, start_time: '2024-05-06T12:00:00Z', end_time: '2024-05-06T16:00:00Z' }),
      makeEvent({ id: 2, start_time: '2024-05-07T23:00:00Z', end_time: '2024-05-08T01:00:00Z' }),
    ];
    const all = occurrencesOf(events, {
      from: '2024-05-06',
      to: '2024-05-08',
      zone: ZONE,
      now: NOW,
      showSchedule: false,
    });
    expect(onDay(all, '2024-05-07', ZONE).map((o) => o.event.id)).toEqual([1]);
    expect(onDay(all, '2024-05-08', ZONE).map((o) => o.event.id)).toEqual([2]);
  });
});
