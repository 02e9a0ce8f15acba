import type { TimerType } from '../../contracts/timesheet';

/** Events owned by mf-timesheet. Add members to this union; never reuse another area's type names. */
export type TimesheetEvents =
  /** The clock changed state on this page (also after a refresh showed another device's change). */
  | { type: 'timesheet/clock-changed'; state: TimerType; timerAt: number }
  /** Timesheet events were saved or deleted; calendars showing that range reload. */
  | { type: 'timesheet/events-changed'; userIds: number[] }
  /** An emergency sick day was applied for the signed-in user. */
  | { type: 'timesheet/sick-day-applied'; date: string };
