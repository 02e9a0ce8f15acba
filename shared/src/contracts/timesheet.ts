// Payload types of mf-timesheet (see the spec). The API server imports the same types.

/** The clock's states. 'stop' is the inactive state (zero seconds, 'Inactive' in red). */
export type TimerType = 'working' | 'break' | 'break-unpaid' | 'stop';

export const TIMER_TYPES: readonly TimerType[] = ['working', 'break', 'break-unpaid', 'stop'];

/** Reasons offered for a break; lunch is the unpaid break, the others are paid. */
export type BreakReason = 'smoko' | 'lunch' | 'other';

export const BREAK_REASONS: readonly BreakReason[] = ['smoko', 'lunch', 'other'];

/** The clock as the server computes it: `timer_at` is the working seconds of the current shift. */
export interface Timer {
  type: TimerType;
  timer_at: number;
}

/** Answer of GET /timelog/state (and of POST /timelog/state, inside `timer`). */
export interface TimelogState {
  /** Hours the user is expected to work today; past them the extra-time ring shows. */
  total_working_hours: number;
  /** The same expectation in seconds. */
  duration: number;
  /** Whether the clock is shown to this user at all. */
  enabled: boolean;
  timer: Timer;
  /** Whether a device is tracking the user's location right now. */
  tracking_enabled: boolean;
  /** Whether the asking device (device_token) is the user's active tracker. */
  is_active_tracker: boolean;
}

/** Payload of POST /timelog/check-tracking-device. */
export interface TrackingDeviceCheckRequest {
  device_token: string;
  type: 'working' | 'stop';
}

/** Answer of POST /timelog/check-tracking-device. */
export interface TrackingDeviceCheck {
  /** True when the asking device is the active tracker (or no device is). */
  is_active_tracker: boolean;
  /** True when the active tracker is tracking location. */
  tracking_enabled: boolean;
  /** Model of the active tracker; null when unknown or when no device tracks. */
  device_model: string | null;
  active_tracking_device_token: string | null;
}

/** Payload of POST /timelog/state. */
export interface TimelogStateRequest {
  type: TimerType;
  device_token: string;
  device_type: string;
  /** Required when `type` is a break: 'smoko', 'lunch' or the typed text of 'other'. */
  reason?: string;
  /** Whether this device can sample location (permission not denied). */
  tracking_enabled?: boolean;
  is_active_tracker?: boolean;
  active_tracking_device_token?: string | null;
  /** The answer 'use this device' to a tracking conflict. */
  replace?: boolean;
  /** The answer 'keep tracking on the other device' to a tracking conflict. */
  track_on_another_device?: boolean;
}

/** Answer of POST /timelog/state. */
export interface TimelogStateResult {
  timer: Timer;
  tracking_enabled: boolean;
  is_active_tracker: boolean;
}

/** Payload of POST /create-tracking-device. */
export interface CreateTrackingDeviceRequest {
  device_token: string;
  device_model: string;
  device_name: string;
}

/** Timeframes of GET /timelog/activities. */
export type ActivityTimeframe = 'today' | 'yesterday' | 'week';

export const ACTIVITY_TIMEFRAMES: readonly ActivityTimeframe[] = ['today', 'yesterday', 'week'];

/** A row of today's timesheet; times are UTC ISO strings, `end_at` null while it runs. */
export interface ActivityRow {
  start_at: string;
  end_at: string | null;
  activity: string;
  /** Decimal hours, two places. */
  hours: number;
}

/** Kinds of location sample sent alongside clock changes. */
export type LocationSampleType = 'start' | 'break' | 'stop';

export interface LocationCoordinates {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  altitude?: number | null;
  heading?: number | null;
  speed?: number | null;
  /** When the device took the sample (UTC ISO). */
  timestamp: string;
}

/** Payload of POST /location/store. */
export interface LocationStoreRequest {
  device_token: string;
  location: LocationCoordinates;
  type: LocationSampleType;
}

/** Answer of POST /location/store: whether the sample was kept (only while clocked in). */
export interface LocationStoreResult {
  stored: boolean;
}

export interface Geofence {
  identifier: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
  notifyOnEntry: boolean;
  notifyOnExit: boolean;
}

export interface GeofenceRemoval {
  identifier: string;
}

/** Answer of GET /geofence-events. */
export interface GeofenceEvents {
  geofences: Geofence[];
  geofence_removals: GeofenceRemoval[];
}

/** A geofence crossing as a device reports it. */
export interface GeofenceCrossing {
  identifier: string;
  action: 'ENTER' | 'EXIT';
}

/** Payload of POST /leave-requests/emergency_sick_off (object_data may also come JSON-encoded). */
export interface EmergencySickOffRequest {
  object_data: { date: string } | string;
}

export interface LeaveRequest {
  id: number;
  type: 'emergency_sick_off';
  /** YYYY-MM-DD. */
  date: string;
  status: 'approved';
}

/** The types of a timesheet event; a paid break is 'break', an unpaid one 'break-unpaid'. */
export type TimesheetEventType = 'working' | 'break' | 'break-unpaid';

export const TIMESHEET_EVENT_TYPES: readonly TimesheetEventType[] = [
  'working',
  'break',
  'break-unpaid',
];

/**
 * A timesheet event. Dated events carry UTC ISO `start_time`/`end_time` and `date`; schedule
 * entries carry `day` (0 Sunday … 6 Saturday) with 24-hour 'HH:mm' times in `timezone`.
 */
export interface TimesheetEvent {
  id: number;
  user_id: number;
  title: string;
  description: string | null;
  type: TimesheetEventType;
  start_time: string;
  /** Blank while the event is ongoing. */
  end_time: string | null;
  day: number | null;
  /** YYYY-MM-DD in the event's timezone; null for schedule entries. */
  date: string | null;
  timezone: string;
  currently_working: boolean;
  schedule: boolean;
  appointment: boolean;
  /** The event was recorded by the clock at a known place. */
  geofence: boolean;
  /** Schedule entries: paid breaks, unpaid breaks and working entries on the same day. */
  paidbreaks: number;
  unpaidbreaks: number;
  working: number;
  can_view: boolean;
  can_edit: boolean;
  can_delete: boolean;
  icon: string | null;
  image: string | null;
  color: string | null;
  background: string | null;
  borders: string | null;
}

/** A person shown by the timesheet views. */
export interface TimesheetUser {
  id: number;
  name: string;
  timezone: string;
  profile_picture: string | null;
}

/** Answer of GET on a timesheet path. */
export interface TimesheetResponse {
  users: TimesheetUser[];
  events: TimesheetEvent[];
  timezones: string[];
  can_create: boolean;
  /** Whether the caller may change schedule entries (managers only). */
  can_manage_schedule: boolean;
}

/** Query of GET on a timesheet path: dates are YYYY-MM-DD, inclusive. */
export interface TimesheetQuery {
  date: string;
  to_date?: string;
  showEvents?: boolean;
  user_id?: number;
}

/** Payload of POST on a timesheet path (create when item_id is missing or not positive). */
export interface TimesheetSaveRequest {
  item_id?: number | null;
  id?: number | null;
  user_id?: number;
  title?: string;
  description?: string | null;
  type: TimesheetEventType;
  /** Schedule entries: one or more weekdays (0 Sunday … 6 Saturday). */
  day?: number[] | null;
  /** UTC ISO for dated events; 'HH:mm' for schedule entries. */
  start_time: string;
  end_time?: string | null;
  timezone: string;
  currently_working?: boolean;
  date: string;
  to_date: string;
}

/** Query of DELETE on a timesheet path. */
export interface TimesheetDeleteRequest {
  item_id: number;
  date: string;
  to_date: string;
}

/** Weekday names a pay cycle may start on. */
export type WeekdayName =
  'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

export const WEEKDAY_NAMES: readonly WeekdayName[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const DEFAULT_PAY_CYCLE: WeekdayName = 'Monday';

/** Breaks a schedule day allows per type (see docs/decisions on the allowance rule). */
export const BREAK_ALLOWANCE: Readonly<Record<Exclude<TimesheetEventType, 'working'>, number>> = {
  break: 2,
  'break-unpaid': 1,
};
