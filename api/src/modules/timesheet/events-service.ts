import type { Kysely, Selectable } from 'kysely';
import type {
  TimesheetEvent,
  TimesheetEventType,
  TimesheetResponse,
  TimesheetSaveRequest,
  TimesheetUser,
} from '@platform/shared/contracts';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { timesheetProfile } from './profile';
import { TYPE_TITLES, eventPermissions, isManager, type EventPermissions } from './rules';
import type { TimesheetEntriesTable } from './tables';
import {
  addDays,
  dateInZone,
  daysBetween,
  endOfDay,
  isDate,
  startOfDay,
} from '@platform/shared/values';

export type EntryRow = Selectable<TimesheetEntriesTable>;

/** Longest range one GET may ask for. */
export const MAX_RANGE_DAYS = 62;
/** Hub event sent to the organisation after events changed. */
export const EVENTS_HUB_EVENT = 'timesheet.events';

export interface TimesheetListQuery {
  date: string;
  to_date?: string;
  showEvents?: boolean;
  user_id?: number;
}

type Counts = Record<TimesheetEventType, number>;

function emptyCounts(): Counts {
  return { working: 0, break: 0, 'break-unpaid': 0 };
}

/** Turns a stored row into the event the calendars read. */
export function toEvent(
  row: EntryRow,
  permissions: EventPermissions,
  counts: Counts,
): TimesheetEvent {
  const schedule = row.source === 'schedule';
  const start = row.start_at;
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    description: row.description,
    type: row.type as TimesheetEventType,
    start_time: schedule ? (row.start_time ?? '') : (start as Date).toISOString(),
    end_time: schedule ? row.end_time : row.end_at ? row.end_at.toISOString() : null,
    day: schedule ? row.day : null,
    date: schedule || !start ? null : dateInZone(start, row.timezone),
    timezone: row.timezone,
    currently_working: !schedule && row.end_at === null,
    schedule,
    appointment: row.appointment,
    geofence: row.geofence,
    paidbreaks: counts.break,
    unpaidbreaks: counts['break-unpaid'],
    working: counts.working,
    ...permissions,
    icon: row.source === 'clock' ? 'clock-circle' : null,
    image: null,
    color: null,
    background: null,
    borders: null,
  };
}

/** Reading the timesheets of the organisation's people. */
export class TimesheetEvents {
  constructor(private readonly ctx: AppContext) {}

  /** The people a viewer's calendar shows: one person, or everyone for a manager. */
  async people(viewer: AuthUser, userId: number | undefined): Promise<TimesheetUser[]> {
    const manager = isManager(viewer);
    if (userId !== undefined && userId !== viewer.id && !manager) {
      throw new HttpError(403, 'You can only see your own timesheet.');
    }
    let query = this.ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'timezone', 'profile_picture'])
      .where('organisation_id', '=', viewer.organisation_id)
      .where('active', '=', true)
      .where('user_type_id', '<>', DASHBOARD_USER_TYPE_ID);
    if (userId !== undefined) query = query.where('id', '=', userId);
    else if (!manager) query = query.where('id', '=', viewer.id);
    const rows = await query.orderBy('first_name').orderBy('last_name').execute();
    if (userId !== undefined && rows.length === 0)
      throw new HttpError(404, 'That person was not found.');
    const profile = await timesheetProfile(this.ctx.db, viewer);
    return rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      timezone: row.timezone || profile.organisationZone,
      profile_picture: row.profile_picture,
    }));
  }

  async list(viewer: AuthUser, query: TimesheetListQuery): Promise<TimesheetResponse> {
    const toDate = query.to_date ?? query.date;
    if (!isDate(query.date) || !isDate(toDate))
      throw new HttpError(422, 'Dates must be real dates written YYYY-MM-DD.');
    const span = daysBetween(query.date, toDate);
    if (span < 0 || span > MAX_RANGE_DAYS) {
      throw new HttpError(
        422,
        `Choose a range of at most ${MAX_RANGE_DAYS} days that ends after it starts.`,
      );
    }
    const profile = await timesheetProfile(this.ctx.db, viewer);
    const users = await this.people(viewer, query.user_id);
    const ids = users.map((user) => user.id);
    // A calendar may show another zone than the viewer's; a day either side covers every zone.
    const from = startOfDay(addDays(query.date, -1), profile.zone);
    const to = endOfDay(addDays(toDate, 1), profile.zone);
    const dated = ids.length
      ? await this.ctx.db
          .selectFrom('timesheet_entries')
          .selectAll()
          .where('organisation_id', '=', viewer.organisation_id)
          .where('user_id', 'in', ids)
          .where('source', '<>', 'schedule')
          .where('deleted_at', 'is', null)
          .where('start_at', '<', to)
          .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', from)]))
          .orderBy('start_at')
          .execute()
      : [];
    const schedule =
      query.showEvents && ids.length ? await this.scheduleOf(viewer.organisation_id, ids) : [];

    const counts = new Map<string, Counts>();
    const countKey = (row: EntryRow) =>
      row.source === 'schedule'
        ? `${row.user_id}:day:${row.day}`
        : `${row.user_id}:date:${dateInZone(row.start_at as Date, row.timezone)}`;
    for (const row of [...dated, ...schedule]) {
      const key = countKey(row);
      const count = counts.get(key) ?? emptyCounts();
      count[row.type as TimesheetEventType] += 1;
      counts.set(key, count);
    }
    const events = [...dated, ...schedule]
      .map((row) =>
        toEvent(row, eventPermissions(viewer, row), counts.get(countKey(row)) ?? emptyCounts()),
      )
      .filter((event) => event.can_view);

    const manager = isManager(viewer);
    const zones = [profile.zone, profile.organisationZone, ...users.map((user) => user.timezone)];
    return {
      users,
      events,
      timezones: [...new Set(zones)],
      can_create: manager || ids.every((id) => id === viewer.id),
      can_manage_schedule: manager,
    };
  }

  /** Schedule rows of people; inside a transaction pass its handle (PGlite is one connection). */
  scheduleOf(
    organisationId: number,
    userIds: number[],
    db: Kysely<Database> = this.ctx.db,
  ): Promise<EntryRow[]> {
    return db
      .selectFrom('timesheet_entries')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('user_id', 'in', userIds)
      .where('source', '=', 'schedule')
      .where('deleted_at', 'is', null)
      .orderBy('day')
      .orderBy('start_time')
      .execute();
  }

  /** A row of the organisation that the viewer may see, or 404. */
  async row(viewer: AuthUser, id: number): Promise<EntryRow> {
    const row = await this.ctx.db
      .selectFrom('timesheet_entries')
      .selectAll()
      .where('id', '=', id)
      .where('organisation_id', '=', viewer.organisation_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || !eventPermissions(viewer, row).can_view)
      throw new HttpError(404, 'That event was not found.');
    return row;
  }

  title(body: TimesheetSaveRequest): string {
    const given = body.title?.trim();
    return given ? given.slice(0, 200) : TYPE_TITLES[body.type];
  }
}
