import type { TimesheetEvent } from '@platform/shared';

/** A timesheet event as the server sends it, with every flag set to its common value. */
export function makeEvent(overrides: Partial<TimesheetEvent> = {}): TimesheetEvent {
  return {
    id: 1,
    user_id: 1,
    title: 'Working',
    description: null,
    type: 'working',
    start_time: '2024-05-06T23:00:00.000Z',
    end_time: '2024-05-07T07:00:00.000Z',
    day: null,
    date: '2024-05-07',
    timezone: 'Australia/Sydney',
    currently_working: false,
    schedule: false,
    appointment: false,
    geofence: false,
    paidbreaks: 0,
    unpaidbreaks: 0,
    working: 0,
    can_view: true,
    can_edit: true,
    can_delete: true,
    icon: null,
    image: null,
    color: null,
    background: null,
    borders: null,
    ...overrides,
  };
}

/** A schedule entry: weekday and 24-hour wall-clock times. */
export function makeScheduleEntry(overrides: Partial<TimesheetEvent> = {}): TimesheetEvent {
  return makeEvent({
    schedule: true,
    date: null,
    day: 1,
    start_time: '09:00',
    end_time: '17:00',
    ...overrides,
  });
}
