import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { organisationColumn as organisation } from '../../core/migration-columns';
import type { Migration } from '../../core/module';

const now = sql`now()`;
const id = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());
const user = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('users.id').onDelete('cascade');

export const timesheetMigrations: Migration[] = [
  {
    name: '001-entries-devices-locations-leave',
    async up(db) {
      await id(db, 'timesheet_entries')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('user_id', 'integer', user)
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('reason', 'text')
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('start_at', 'timestamptz')
        .addColumn('end_at', 'timestamptz')
        .addColumn('day', 'integer')
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('timezone', 'text', (col) => col.notNull())
        .addColumn('shift_start', 'timestamptz')
        .addColumn('device_token', 'text')
        .addColumn('appointment', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('geofence', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('deleted_at', 'timestamptz')
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
      await db.schema
        .createIndex('timesheet_entries_user_start_idx')
        .on('timesheet_entries')
        .columns(['user_id', 'start_at'])
        .execute();
      await db.schema
        .createIndex('timesheet_entries_organisation_idx')
        .on('timesheet_entries')
        .columns(['organisation_id', 'start_at'])
        .execute();
      // The clock runs at most once per user: one open clock row.
      await sql`create unique index timesheet_entries_one_open_clock
        on timesheet_entries (user_id)
        where source = 'clock' and end_at is null and deleted_at is null`.execute(db);

      await id(db, 'tracking_devices')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('user_id', 'integer', user)
        .addColumn('device_token', 'text', (col) => col.notNull())
        .addColumn('device_model', 'text')
        .addColumn('device_name', 'text')
        .addColumn('device_type', 'text')
        .addColumn('is_active_tracker', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('tracking_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('tracking_devices_user_token', ['user_id', 'device_token'])
        .execute();
      await sql`create unique index tracking_devices_one_active
        on tracking_devices (user_id) where is_active_tracker`.execute(db);

      await id(db, 'location_samples')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('user_id', 'integer', user)
        .addColumn('entry_id', 'integer', (col) =>
          col.references('timesheet_entries.id').onDelete('set null'),
        )
        .addColumn('device_token', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('latitude', 'double precision', (col) => col.notNull())
        .addColumn('longitude', 'double precision', (col) => col.notNull())
        .addColumn('accuracy', 'double precision', (col) => col.notNull())
        .addColumn('altitude', 'double precision')
        .addColumn('heading', 'double precision')
        .addColumn('speed', 'double precision')
        .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
        .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('location_samples_user_idx')
        .on('location_samples')
        .columns(['user_id', 'recorded_at'])
        .execute();

      await id(db, 'geofences')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('latitude', 'double precision', (col) => col.notNull())
        .addColumn('longitude', 'double precision', (col) => col.notNull())
        .addColumn('radius', 'integer', (col) => col.notNull())
        .addColumn('notify_on_entry', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('notify_on_exit', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('removed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('geofences_organisation_identifier', ['organisation_id', 'identifier'])
        .execute();

      await id(db, 'leave_requests')
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('user_id', 'integer', user)
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('date', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('leave_requests_user_type_date', ['user_id', 'type', 'date'])
        .execute();
    },
  },
];
