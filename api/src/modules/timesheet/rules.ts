import type { TimesheetEventType } from '@platform/shared/contracts';
import type { AuthUser } from '../../core/sessions';
import { clockMinutes } from '@platform/shared/values';

/** Mirrors BREAK_ALLOWANCE of the contracts (the API imports types only from the kernel). */
export const BREAK_ALLOWANCE: Record<Exclude<TimesheetEventType, 'working'>, number> = {
  break: 2,
  'break-unpaid': 1,
};

export const EVENT_TYPES: TimesheetEventType[] = ['working', 'break', 'break-unpaid'];

export const TYPE_TITLES: Record<TimesheetEventType, string> = {
  working: 'Working',
  break: 'Paid break',
  'break-unpaid': 'Unpaid break',
};

export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** Hours expected of a day without a schedule entry. */
export const DEFAULT_WORKING_HOURS = 8;

/** Administrator and manager roles (api/src/modules/core/seed-data.ts: STAFF_ROLES). */
const MANAGING_ROLES = new Set([1, 2]);

/** Managers run the timesheets of everyone in their organisation. */
export function isManager(
  user: Pick<AuthUser, 'staff_role_id' | 'user_role_ids' | 'is_super_admin'>,
): boolean {
  if (user.is_super_admin) return true;
  if (user.staff_role_id !== null && MANAGING_ROLES.has(user.staff_role_id)) return true;
  return user.user_role_ids
    .split(',')
    .map((part) => Number(part.trim()))
    .some((role) => MANAGING_ROLES.has(role));
}

export interface EventPermissions {
  can_view: boolean;
  can_edit: boolean;
  can_delete: boolean;
}

/**
 * Who may do what with an event (docs/decisions/063-timesheet-permissions.md): managers
 * everything in their organisation; other staff see their own events and change only those
 * they entered themselves. What the clock recorded and the schedule stay as they are for them.
 */
export function eventPermissions(
  viewer: Pick<AuthUser, 'id' | 'staff_role_id' | 'user_role_ids' | 'is_super_admin'>,
  event: { user_id: number; source: string },
): EventPermissions {
  if (isManager(viewer)) return { can_view: true, can_edit: true, can_delete: true };
  const own = event.user_id === viewer.id;
  const changeable = own && event.source === 'manual';
  return { can_view: own, can_edit: changeable, can_delete: changeable };
}

/** Whether a schedule day can take one more entry of `type` (one working entry, breaks by allowance). */
export function scheduleDayAllows(
  type: TimesheetEventType,
  usage: Record<TimesheetEventType, number>,
): boolean {
  if (type === 'working') return usage.working === 0;
  return usage[type] < BREAK_ALLOWANCE[type];
}

/** Schedule entries of a kind compete for time: working with working, breaks with breaks. */
export function scheduleCompetes(a: string, b: string): boolean {
  return (a === 'working') === (b === 'working');
}

export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Hours expected on a weekday from its schedule: the working entry less the unpaid breaks
 * inside it (paid breaks are paid). Without a working entry, the default day.
 */
export function expectedHours(
  entries: Array<{ type: string; start_time: string; end_time: string }>,
): number {
  const minutes = (entry: { start_time: string; end_time: string }) =>
    Math.max(0, clockMinutes(entry.end_time) - clockMinutes(entry.start_time));
  const working = entries.filter((entry) => entry.type === 'working');
  if (working.length === 0) return DEFAULT_WORKING_HOURS;
  const worked = working.reduce((sum, entry) => sum + minutes(entry), 0);
  const unpaid = entries
    .filter((entry) => entry.type === 'break-unpaid')
    .reduce((sum, entry) => sum + minutes(entry), 0);
  return Math.round((Math.max(0, worked - unpaid) / 60) * 100) / 100;
}

/** Metres between two points on Earth (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radius = 6_371_000;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * radius * Math.asin(Math.sqrt(h));
}
