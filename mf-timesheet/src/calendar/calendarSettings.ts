import type { WidgetInput } from '@platform/shared';
import { configBoolean, configList, configNumber, configString } from '../widgets/widgetConfig';
import { timeInterval, type TimeInterval } from './slots';
import type { TimeFormat } from './time';
import type { CalendarView } from './TimesheetStore';

/** Where both calendars read and write when no path is configured. */
export const DEFAULT_TIMESHEET_URL = '/timesheet';

export interface CalendarSettings {
  url: string;
  interval: TimeInterval;
  timeFormat: TimeFormat;
  views: CalendarView[];
  defaultView: CalendarView;
  /** The canCreate setting; the server's can_create must also allow it. */
  canCreate: boolean;
  viewDays: number;
  userId: number | undefined;
}

const STAFF_VIEWS: CalendarView[] = ['hourly', 'day', 'calendar'];
const TIMESHEET_VIEWS: CalendarView[] = ['hourly', 'day', 'multi-day'];

function viewName(value: string, allowed: CalendarView[]): CalendarView | null {
  const normal = value.toLowerCase().replace(/[\s_]/g, '-');
  const alias = normal === 'week' ? 'calendar' : normal === 'multiday' ? 'multi-day' : normal;
  return allowed.includes(alias as CalendarView) ? (alias as CalendarView) : null;
}

/** Reads a calendar's multi-view item config once, at the edge. */
export function readCalendarSettings(
  input: WidgetInput,
  kind: 'staff' | 'timesheet',
): CalendarSettings {
  const { settings: config, params, rest } = input;
  const allowed = kind === 'staff' ? STAFF_VIEWS : TIMESHEET_VIEWS;
  const listed = (configList(config, 'view_types', 'viewTypes', 'views') ?? [])
    .map((value) => viewName(value, allowed))
    .filter((value): value is CalendarView => value !== null);
  const views = listed.length > 0 ? [...new Set(listed)] : allowed;
  const wanted = viewName(configString(config, 'default_view', 'defaultView', 'view') ?? '', views);
  const format = configString(config, 'time_format', 'timeFormat');
  // On a staff member's page the record is the person: the route's id or the host's recordId.
  const userId =
    configNumber(config, 'user_id', 'userId') ??
    Number(params.user_id ?? params.id ?? rest.recordId);
  return {
    url: configString(config, 'url', 'data_url', 'api_url', 'path') ?? DEFAULT_TIMESHEET_URL,
    interval: timeInterval(configNumber(config, 'time_interval', 'timeInterval', 'interval')),
    timeFormat: format === '24hr' || format === '24' ? '24hr' : 'ampm',
    views,
    defaultView:
      wanted ??
      (kind === 'staff' ? 'calendar' : views.includes('multi-day') ? 'multi-day' : views[0]),
    canCreate: configBoolean(config, 'canCreate', 'can_create') ?? true,
    viewDays: configNumber(config, 'viewDays', 'view_days') ?? 7,
    userId: Number.isFinite(userId) && userId > 0 ? userId : undefined,
  };
}
