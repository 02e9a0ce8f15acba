import { sql } from 'kysely';
import { organisationTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';

export const timesheetMigrations: Migration[] = [
  {
    name: '001-entries-devices-locations-leave',
    async up(db) {
      await organisationTable(db, 'timesheet_entries', {
        user_id: 'integer not null references users.id on delete cascade',
        type: 'text not null',
        title: 'text not null',
        description: 'text',
        reason: 'text',
        source: 'text not null',
        start_at: 'timestamptz',
        end_at: 'timestamptz',
        day: 'integer',
        start_time: 'text',
        end_time: 'text',
        timezone: 'text not null',
        shift_start: 'timestamptz',
        device_token: 'text',
        appointment: 'boolean not null default false',
        geofence: 'boolean not null default false',
        created_by: 'integer',
        created_at: 'timestamptz not null default now()',
        updated_at: 'timestamptz not null default now()',
        deleted_at: 'timestamptz',
      })
        .addCheckConstraint(
          'timesheet_entries_type',
          sql`type in ('working', 'break', 'break-unpaid')`,
        )
        .addCheckConstraint(
          'timesheet_entries_source',
          sql`source in ('clock', 'manual', 'schedule')`,
        )
        .addCheckConstraint(
          'timesheet_entries_shape',
          sql`(source = 'schedule' and day between 0 and 6 and start_time is not null and end_time is not null)
            or (source <> 'schedule' and start_at is not null and (end_at is null or end_at > start_at))`,
        )
        .execute();
      await createIndex(db, 'timesheet_entries_user_start_idx', 'timesheet_entries', [
        'user_id',
        'start_at',
      ]);
      await createIndex(db, 'timesheet_entries_organisation_idx', 'timesheet_entries', [
        'organisation_id',
        'start_at',
      ]);
      // The clock runs at most once per user: one open clock row.
      await sql`create unique index timesheet_entries_one_open_clock
        on timesheet_entries (user_id)
        where source = 'clock' and end_at is null and deleted_at is null`.execute(db);

      await organisationTable(db, 'tracking_devices', {
        user_id: 'integer not null references users.id on delete cascade',
        device_token: 'text not null',
        device_model: 'text',
        device_name: 'text',
        device_type: 'text',
        is_active_tracker: 'boolean not null default false',
        tracking_enabled: 'boolean not null default false',
        created_at: 'timestamptz not null default now()',
        updated_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('tracking_devices_user_token', ['user_id', 'device_token'])
        .execute();
      await sql`create unique index tracking_devices_one_active
        on tracking_devices (user_id) where is_active_tracker`.execute(db);

      await organisationTable(db, 'location_samples', {
        user_id: 'integer not null references users.id on delete cascade',
        entry_id: 'integer references timesheet_entries.id on delete set null',
        device_token: 'text not null',
        type: 'text not null',
        latitude: 'double precision not null',
        longitude: 'double precision not null',
        accuracy: 'double precision not null',
        altitude: 'double precision',
        heading: 'double precision',
        speed: 'double precision',
        recorded_at: 'timestamptz not null',
        received_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'location_samples_user_idx', 'location_samples', [
        'user_id',
        'recorded_at',
      ]);

      await organisationTable(db, 'geofences', {
        user_id: 'integer references users.id on delete cascade',
        identifier: 'text not null',
        latitude: 'double precision not null',
        longitude: 'double precision not null',
        radius: 'integer not null',
        notify_on_entry: 'boolean not null default true',
        notify_on_exit: 'boolean not null default true',
        removed_at: 'timestamptz',
        created_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('geofences_organisation_identifier', ['organisation_id', 'identifier'])
        .execute();

      await organisationTable(db, 'leave_requests', {
        user_id: 'integer not null references users.id on delete cascade',
        type: 'text not null',
        date: 'text not null',
        status: 'text not null',
        created_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('leave_requests_user_type_date', ['user_id', 'type', 'date'])
        .execute();
    },
  },
];
