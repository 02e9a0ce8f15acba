import type { Insertable } from 'kysely';
import type { AppContext } from '../../core/module';
import { activityLabel } from './state-machine';
import type { TimesheetEntriesTable } from './tables';
import { addDays, dateInZone, wallToUtc, weekdayOf } from '@platform/shared/values';

/** Demo organisation 1 and its people (api/src/modules/core/seed-data.ts). */
const DEMO_ORGANISATION_ID = 1;
const DEMO_ZONE = 'Australia/Sydney';
/** Staff who get a weekly schedule; the measurer and the fitter also get last week's times. */
const SCHEDULED_STAFF = [1, 2, 3, 4, 6];
const RECORDED_STAFF = [3, 4];
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Monday to Friday: 8:00–16:30 with a morning smoko and lunch. */
const SCHEDULE = [
  { type: 'working', title: 'Working', start_time: '08:00', end_time: '16:30' },
  { type: 'break', title: 'Smoko', start_time: '10:00', end_time: '10:10' },
  { type: 'break-unpaid', title: 'Lunch', start_time: '12:00', end_time: '12:30' },
] as const;

/** A recorded day: working, smoko, working, lunch, working (times in the demo zone). */
const RECORDED_DAY = [
  { type: 'working', reason: null, from: '07:58', to: '10:00' },
  { type: 'break', reason: 'smoko', from: '10:00', to: '10:10' },
  { type: 'working', reason: null, from: '10:10', to: '12:00' },
  { type: 'break-unpaid', reason: 'lunch', from: '12:00', to: '12:30' },
  { type: 'working', reason: null, from: '12:30', to: '16:34' },
] as const;

/** The demo office, as a geofence for everyone in the organisation. */
const DEMO_GEOFENCE = {
  identifier: 'Factory',
  latitude: -33.8688,
  longitude: 151.2093,
  radius: 250,
};

async function hasRows(ctx: AppContext, userId: number, source: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('timesheet_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .executeTakeFirst();
  return row !== undefined;
}

/** One demo entry of `userId`'s in the demo organisation and zone, written at `now`. */
async function insertDemoEntry(
  ctx: AppContext,
  userId: number,
  now: Date,
  entry: Omit<
    Insertable<TimesheetEntriesTable>,
    'organisation_id' | 'user_id' | 'timezone' | 'created_at' | 'updated_at'
  >,
): Promise<void> {
  await ctx.db
    .insertInto('timesheet_entries')
    .values({
      ...entry,
      organisation_id: DEMO_ORGANISATION_ID,
      user_id: userId,
      timezone: DEMO_ZONE,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Demo timesheets: a weekly schedule for the demo staff, the last seven days recorded by the
 * clock for the measurer and the fitter (never today, so today starts clean), and a geofence.
 * People who already have rows are left as they are.
 */
export async function seedTimesheet(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const existing = new Set(
    (
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('organisation_id', '=', DEMO_ORGANISATION_ID)
        .execute()
    ).map((row) => row.id),
  );

  for (const userId of SCHEDULED_STAFF.filter((id) => existing.has(id))) {
    if (await hasRows(ctx, userId, 'schedule')) continue;
    for (const day of WEEKDAYS) {
      for (const entry of SCHEDULE) {
        await insertDemoEntry(ctx, userId, now, {
          type: entry.type,
          title: entry.title,
          source: 'schedule',
          day,
          start_time: entry.start_time,
          end_time: entry.end_time,
        });
      }
    }
  }

  const today = dateInZone(now, DEMO_ZONE);
  for (const userId of RECORDED_STAFF.filter((id) => existing.has(id))) {
    if (await hasRows(ctx, userId, 'clock')) continue;
    for (let back = 7; back >= 1; back -= 1) {
      const date = addDays(today, -back);
      if (!WEEKDAYS.includes(weekdayOf(date))) continue;
      const shiftStart = wallToUtc(date, RECORDED_DAY[0].from, DEMO_ZONE);
      for (const period of RECORDED_DAY) {
        await insertDemoEntry(ctx, userId, now, {
          type: period.type,
          title: activityLabel(period.type, period.reason),
          reason: period.reason,
          source: 'clock',
          start_at: wallToUtc(date, period.from, DEMO_ZONE),
          end_at: wallToUtc(date, period.to, DEMO_ZONE),
          shift_start: shiftStart,
          device_token: 'demo-phone',
        });
      }
    }
  }

  await ctx.db
    .insertInto('geofences')
    .values({ organisation_id: DEMO_ORGANISATION_ID, ...DEMO_GEOFENCE, created_at: now })
    .onConflict((conflict) => conflict.columns(['organisation_id', 'identifier']).doNothing())
    .execute();
}
