import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../core/database';

/**
 * Every timesheet event: what the clock records ('clock'), what people enter in the calendars
 * ('manual') and the weekly staff schedule ('schedule'). Dated rows use start_at / end_at
 * (UTC); schedule rows use day with 24-hour wall-clock times in `timezone`.
 */
export interface TimesheetEntriesTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  /** 'working', 'break' or 'break-unpaid'. */
  type: string;
  title: string;
  description: string | null;
  /** Why a break was taken: 'smoko', 'lunch' or the typed text of 'other'. */
  reason: string | null;
  /** 'clock', 'manual' or 'schedule'. */
  source: string;
  start_at: NullableTimestamp;
  /** Null while the event runs. */
  end_at: NullableTimestamp;
  /** Schedule rows: 0 Sunday … 6 Saturday. */
  day: number | null;
  start_time: string | null;
  end_time: string | null;
  timezone: string;
  /** Clock rows: when the shift they belong to began (ties the rows of one clock-in together). */
  shift_start: NullableTimestamp;
  device_token: string | null;
  appointment: Generated<boolean>;
  /** Set when a location sample of the event fell inside a geofence of the organisation. */
  geofence: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** Devices a user clocks from; at most one per user is the active location tracker. */
export interface TrackingDevicesTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  device_token: string;
  device_model: string | null;
  device_name: string | null;
  device_type: string | null;
  is_active_tracker: Generated<boolean>;
  /** Whether the device can sample location (its permission was not denied). */
  tracking_enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Location samples, kept only for clocked-in time. */
export interface LocationSamplesTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  entry_id: number | null;
  device_token: string;
  /** 'start', 'break' or 'stop'. */
  type: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  altitude: number | null;
  heading: number | null;
  speed: number | null;
  recorded_at: Timestamp;
  received_at: CreatedAt;
}

export interface GeofencesTable {
  id: Generated<number>;
  organisation_id: number;
  /** Null: the geofence applies to everyone in the organisation. */
  user_id: number | null;
  identifier: string;
  latitude: number;
  longitude: number;
  radius: number;
  notify_on_entry: Generated<boolean>;
  notify_on_exit: Generated<boolean>;
  removed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface LeaveRequestsTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  /** 'emergency_sick_off'. */
  type: string;
  /** YYYY-MM-DD in the user's zone. */
  date: string;
  status: string;
  created_at: CreatedAt;
}

declare module '../../core/database' {
  interface Database {
    timesheet_entries: TimesheetEntriesTable;
    tracking_devices: TrackingDevicesTable;
    location_samples: LocationSamplesTable;
    geofences: GeofencesTable;
    leave_requests: LeaveRequestsTable;
  }
}
