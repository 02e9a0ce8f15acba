import type { Insertable, Kysely } from 'kysely';
import type { TimesheetEventType, TimesheetSaveRequest } from '@platform/shared/contracts';
import type { Database } from '../../core/database';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { EVENTS_HUB_EVENT, TimesheetEvents, type EntryRow } from './events-service';
import type { TimesheetEntriesTable } from './tables';
import {
  WEEKDAY_LABELS,
  eventPermissions,
  isManager,
  overlaps,
  scheduleCompetes,
  scheduleDayAllows,
} from './rules';
import { clockMinutes, isClockTime, isTimeZone } from '@platform/shared/values';

type Db = Kysely<Database>;

/** A recorded event may not last longer than this. */
const MAX_EVENT_MS = 7 * 24 * 3_600_000;

function invalid(message: string, field: string): HttpError {
  return new HttpError(422, message, { errors: { [field]: [message] } });
}

type NewEntry = Omit<
  Insertable<TimesheetEntriesTable>,
  'organisation_id' | 'user_id' | 'created_by' | 'created_at'
> & { updated_at: Date };

/** Inserts an entry of `userId`'s that the viewer writes now (its `updated_at`); its id. */
async function insertEntry(trx: Db, viewer: AuthUser, userId: number, entry: NewEntry) {
  const row = await trx
    .insertInto('timesheet_entries')
    .values({
      ...entry,
      organisation_id: viewer.organisation_id,
      user_id: userId,
      created_by: viewer.id,
      created_at: entry.updated_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function daysOf(value: TimesheetSaveRequest['day']): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return [...new Set(list.map(Number))].filter(
    (day) => Number.isInteger(day) && day >= 0 && day <= 6,
  );
}

/** Saving and deleting timesheet events, with the slot, allowance and permission rules. */
export class TimesheetSaver {
  private readonly events: TimesheetEvents;

  constructor(private readonly ctx: AppContext) {
    this.events = new TimesheetEvents(ctx);
  }

  /** Creates or updates; schedule entries are created once per chosen weekday. Returns the ids. */
  async save(viewer: AuthUser, body: TimesheetSaveRequest): Promise<number[]> {
    const manager = isManager(viewer);
    const itemId = Number(body.item_id ?? body.id ?? 0);
    const existing = itemId > 0 ? await this.events.row(viewer, itemId) : null;
    if (existing && !eventPermissions(viewer, existing).can_edit) {
      throw new HttpError(403, 'You cannot change this event.');
    }
    const userId = existing?.user_id ?? body.user_id ?? viewer.id;
    if (userId !== viewer.id && !manager)
      throw new HttpError(403, 'You can only enter your own times.');
    await this.events.people(viewer, userId);
    if (!isTimeZone(body.timezone)) throw invalid('Please choose a valid timezone.', 'timezone');

    const schedule = existing ? existing.source === 'schedule' : daysOf(body.day).length > 0;
    const ids = await this.ctx.db
      .transaction()
      .execute((trx) =>
        schedule
          ? this.saveSchedule(trx, viewer, manager, userId, body, existing)
          : this.saveDated(trx, viewer, userId, body, existing),
      );
    this.ctx.hub.publishToOrganisation(viewer.organisation_id, EVENTS_HUB_EVENT, {
      user_ids: [userId],
    });
    return ids;
  }

  async remove(viewer: AuthUser, itemId: number): Promise<void> {
    const row = await this.events.row(viewer, itemId);
    if (!eventPermissions(viewer, row).can_delete)
      throw new HttpError(403, 'You cannot delete this event.');
    const now = this.ctx.clock.now();
    await this.ctx.db
      .updateTable('timesheet_entries')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    this.ctx.hub.publishToOrganisation(viewer.organisation_id, EVENTS_HUB_EVENT, {
      user_ids: [row.user_id],
    });
  }

  private async saveSchedule(
    trx: Db,
    viewer: AuthUser,
    manager: boolean,
    userId: number,
    body: TimesheetSaveRequest,
    existing: EntryRow | null,
  ): Promise<number[]> {
    if (!manager) throw new HttpError(403, 'Only a manager can change the staff schedule.');
    const days = daysOf(body.day);
    if (days.length === 0) throw invalid('Please select a day', 'day');
    const endTime = body.end_time ?? '';
    if (!isClockTime(body.start_time))
      throw invalid('The start time must be written HH:mm.', 'start_time');
    if (!isClockTime(endTime)) throw invalid('The end time must be written HH:mm.', 'end_time');
    const start = clockMinutes(body.start_time);
    const end = clockMinutes(endTime);
    if (end <= start) throw invalid('The end time must be after the start time.', 'end_time');

    const others = (await this.events.scheduleOf(viewer.organisation_id, [userId], trx)).filter(
      (row) => row.id !== existing?.id,
    );
    for (const day of days) {
      const sameDay = others.filter((row) => row.day === day);
      const usage = { working: 0, break: 0, 'break-unpaid': 0 };
      for (const row of sameDay) usage[row.type as TimesheetEventType] += 1;
      if (!scheduleDayAllows(body.type, usage)) {
        const what =
          body.type === 'working' ? 'a working entry' : 'its allowed breaks of that type';
        throw invalid(`${WEEKDAY_LABELS[day]} already has ${what}.`, 'day');
      }
      const clash = sameDay.some(
        (row) =>
          scheduleCompetes(row.type, body.type) &&
          overlaps(
            start,
            end,
            clockMinutes(row.start_time ?? '00:00'),
            clockMinutes(row.end_time ?? '00:00'),
          ),
      );
      if (clash)
        throw invalid(`That time is already used on ${WEEKDAY_LABELS[day]}.`, 'start_time');
    }

    const now = this.ctx.clock.now();
    const values = {
      type: body.type,
      title: this.events.title(body),
      description: body.description ?? null,
      start_time: body.start_time,
      end_time: endTime,
      timezone: body.timezone,
      updated_at: now,
    };
    const ids: number[] = [];
    let toInsert = days;
    if (existing) {
      await trx
        .updateTable('timesheet_entries')
        .set({ ...values, day: days[0] })
        .where('id', '=', existing.id)
        .execute();
      ids.push(existing.id);
      toInsert = days.slice(1);
    }
    for (const day of toInsert) {
      ids.push(await insertEntry(trx, viewer, userId, { ...values, source: 'schedule', day }));
    }
    return ids;
  }

  private async saveDated(
    trx: Db,
    viewer: AuthUser,
    userId: number,
    body: TimesheetSaveRequest,
    existing: EntryRow | null,
  ): Promise<number[]> {
    const now = this.ctx.clock.now();
    const start = new Date(body.start_time);
    if (Number.isNaN(start.getTime())) throw invalid('Please select a start time.', 'start_time');
    const ongoing = body.currently_working === true || !body.end_time;
    const end = ongoing ? null : new Date(body.end_time as string);
    if (end && (Number.isNaN(end.getTime()) || end <= start)) {
      throw invalid('The end time must be after the start time.', 'end_time');
    }
    if (end && end.getTime() - start.getTime() > MAX_EVENT_MS) {
      throw invalid('An event cannot last longer than a week.', 'end_time');
    }
    if (ongoing && start > now)
      throw invalid('Someone can only be working from a time that has passed.', 'start_time');

    // An ongoing event runs to now, for overlaps as on the calendar.
    const until = (value: Date | null, from: Date) =>
      value ?? new Date(Math.max(now.getTime(), from.getTime() + 1));
    const others = await trx
      .selectFrom('timesheet_entries')
      .select(['id', 'start_at', 'end_at'])
      .where('user_id', '=', userId)
      .where('source', '<>', 'schedule')
      .where('deleted_at', 'is', null)
      .where('start_at', '<', until(end, start))
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', start)]))
      .execute();
    const clashes = others.filter(
      (row) =>
        row.id !== existing?.id &&
        overlaps(
          start.getTime(),
          until(end, start).getTime(),
          (row.start_at as Date).getTime(),
          until(row.end_at, row.start_at as Date).getTime(),
        ),
    );
    if (clashes.length > 0) throw invalid('That time is already used.', 'start_time');
    if (ongoing) {
      const running = await trx
        .selectFrom('timesheet_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('source', '<>', 'schedule')
        .where('end_at', 'is', null)
        .where('deleted_at', 'is', null)
        .where('id', '<>', existing?.id ?? 0)
        .executeTakeFirst();
      if (running) throw new HttpError(409, 'That person is already working.');
    }

    const values = {
      type: body.type,
      title: this.events.title(body),
      description: body.description ?? null,
      start_at: start,
      end_at: end,
      timezone: body.timezone,
      updated_at: now,
    };
    if (existing) {
      await trx
        .updateTable('timesheet_entries')
        .set(values)
        .where('id', '=', existing.id)
        .execute();
      return [existing.id];
    }
    return [await insertEntry(trx, viewer, userId, { ...values, source: 'manual' })];
  }
}
