import type { WidgetMap } from '@platform/shared';

/**
 * Widgets this remote lends to other areas (looked up by the view framework's registry and by
 * the shell's top bar). Each loads on first use, in its own chunk.
 */
const widgets: WidgetMap = {
  clock: () => import('./clock/ClockWidget').then((m) => ({ default: m.ClockWidget })),
  timesheet_calendar: () =>
    import('./timesheet-view/TimesheetView').then((m) => ({ default: m.TimesheetView })),
  staff_calendar: () =>
    import('./staff-calendar/StaffCalendar').then((m) => ({ default: m.StaffCalendar })),
  time_picker: () =>
    import('./time-picker/TimePickerWidget').then((m) => ({ default: m.TimePickerWidget })),
  todays_timesheet: () =>
    import('./activity/TodaysTimesheet').then((m) => ({ default: m.TodaysTimesheet })),
};

export default widgets;
