import { makeEvent, makeScheduleEntry } from '../testing/events';
import {
  FORM_MESSAGES,
  datedUsedSpans,
  initialValues,
  scheduleUsedSpans,
  toSavePayload,
  validateEventForm,
  type EventFormValues,
} from './eventForm';
import { dayjs } from './time';

const ZONE = 'Australia/Sydney';
const RANGE = { from: '2024-05-06', to: '2024-05-12' };

function values(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    type: 'working',
    days: [],
    date: '2024-05-07',
    start: '09:00 AM',
    end: '05:00 PM',
    currentlyWorking: false,
    ...overrides,
  };
}

describe('event form validation', () => {
  it("requires a type: 'Please select a type'", () => {
    expect(validateEventForm(values({ type: null }), 'dated').type).toBe('Please select a type');
  });

  it("requires a day: 'Please select a day'", () => {
    expect(validateEventForm(values({ days: [] }), 'schedule').day).toBe('Please select a day');
    expect(validateEventForm(values({ date: '' }), 'dated').day).toBe(FORM_MESSAGES.day);
    expect(validateEventForm(values({ days: [1] }), 'schedule')).toEqual({});
  });

  it('needs no end time while currently working', () => {
    expect(validateEventForm(values({ end: '' }), 'dated').end).toBe(FORM_MESSAGES.end);
    expect(validateEventForm(values({ end: '', currentlyWorking: true }), 'dated')).toEqual({});
  });

  it('refuses an end before the start', () => {
    expect(validateEventForm(values({ end: '08:00 AM' }), 'dated').end).toBe(FORM_MESSAGES.end);
  });
});

describe('event form values', () => {
  it('opens empty on create: no date, not currently working', () => {
    expect(initialValues(null, 'dated', ZONE)).toEqual({
      type: null,
      days: [],
      date: '',
      start: '',
      end: '',
      currentlyWorking: false,
    });
  });

  it('opens an event in the calendar zone', () => {
    const event = makeEvent({ start_time: '2024-05-06T23:00:00Z', end_time: null });
    expect(initialValues(event, 'dated', ZONE)).toMatchObject({
      date: '2024-05-07',
      start: '09:00 AM',
      end: '',
      currentlyWorking: true,
    });
  });

  it('opens a schedule entry with its weekday and times', () => {
    const entry = makeScheduleEntry({ day: 3, start_time: '13:30', end_time: '17:00' });
    expect(initialValues(entry, 'schedule', ZONE)).toMatchObject({
      days: [3],
      start: '01:30 PM',
      end: '05:00 PM',
    });
  });
});

describe('save payload', () => {
  const context = { event: null, zone: ZONE, userId: 7, range: RANGE };

  it('sends dated times converted to UTC, with date and to_date', () => {
    expect(toSavePayload(values(), 'dated', context)).toEqual({
      item_id: null,
      id: null,
      user_id: 7,
      title: 'Working',
      description: null,
      type: 'working',
      day: null,
      start_time: '2024-05-06T23:00:00.000Z',
      end_time: '2024-05-07T07:00:00.000Z',
      timezone: ZONE,
      currently_working: false,
      date: '2024-05-06',
      to_date: '2024-05-12',
    });
  });

  it('sends no end time when currently working', () => {
    const payload = toSavePayload(values({ currentlyWorking: true }), 'dated', context);
    expect(payload.end_time).toBeNull();
    expect(payload.currently_working).toBe(true);
  });

  it('sends 24-hour HH:mm for day-based schedule entries', () => {
    const payload = toSavePayload(
      values({ type: 'break-unpaid', days: [5, 1], start: '12:00 PM', end: '12:30 PM' }),
      'schedule',
      context,
    );
    expect(payload).toMatchObject({
      day: [1, 5],
      start_time: '12:00',
      end_time: '12:30',
      title: 'Unpaid break',
      type: 'break-unpaid',
    });
  });

  it('keeps the id and title of an edited event', () => {
    const event = makeEvent({ id: 42, title: 'Site visit', user_id: 3 });
    const payload = toSavePayload(values(), 'dated', { ...context, event });
    expect(payload).toMatchObject({ item_id: 42, id: 42, title: 'Site visit', user_id: 3 });
  });
});

describe('used time slots', () => {
  const now = dayjs('2024-05-07T04:00:00Z');

  it('takes the spans of the chosen date from recorded events, leaving out the edited one', () => {
    const events = [
      makeEvent({ id: 1, start_time: '2024-05-06T23:00:00Z', end_time: '2024-05-07T02:00:00Z' }),
      makeEvent({ id: 2, start_time: '2024-05-07T03:00:00Z', end_time: null }),
      makeEvent({
        id: 3,
        user_id: 99,
        start_time: '2024-05-07T05:00:00Z',
        end_time: '2024-05-07T06:00:00Z',
      }),
    ];
    expect(datedUsedSpans(events, '2024-05-07', ZONE, 1, null, now)).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 840 },
    ]);
    expect(datedUsedSpans(events, '2024-05-07', ZONE, 1, 1, now)).toEqual([
      { start: 780, end: 840 },
    ]);
  });

  it('blocks schedule slots only with entries of the same kind on the chosen days', () => {
    const entries = [
      makeScheduleEntry({ id: 1, day: 1, type: 'working', start_time: '09:00', end_time: '17:00' }),
      makeScheduleEntry({ id: 2, day: 1, type: 'break', start_time: '10:00', end_time: '10:15' }),
      makeScheduleEntry({ id: 3, day: 2, type: 'break', start_time: '15:00', end_time: '15:15' }),
    ];
    expect(scheduleUsedSpans(entries, [1], 'break-unpaid', 1, null)).toEqual([
      { start: 600, end: 615 },
    ]);
    expect(scheduleUsedSpans(entries, [1, 2], 'working', 1, null)).toEqual([
      { start: 540, end: 1020 },
    ]);
    expect(scheduleUsedSpans(entries, [1, 2], 'break', 1, null)).toEqual([
      { start: 600, end: 615 },
      { start: 900, end: 915 },
    ]);
  });
});
