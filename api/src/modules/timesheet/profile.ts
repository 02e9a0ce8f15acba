import type { Kysely } from 'kysely';
import type { Database } from '../../core/database';
import type { AuthUser } from '../../core/sessions';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';
import { addDays, dateInZone, weekdayOf } from '@platform/shared/values';

/** What the timesheet calls need to know about the signed-in person and their organisation. */
export interface TimesheetProfile {
  /** The person's zone, else the organisation's: their days are counted in it. */
  zone: string;
  organisationZone: string;
  /** The clock shows only when the organisation and the person have timesheets enabled. */
  enabled: boolean;
  payCycle: string;
}

export async function timesheetProfile(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<TimesheetProfile> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select([
      'u.timezone',
      'u.timesheets_enabled as user_enabled',
      'o.timezone as organisation_zone',
      'o.timesheets_enabled as organisation_enabled',
      'o.pay_cycle',
    ])
    .where('u.id', '=', user.id)
    .where('u.organisation_id', '=', user.organisation_id)
    .executeTakeFirstOrThrow();
  return {
    zone: row.timezone || row.organisation_zone,
    organisationZone: row.organisation_zone,
    enabled:
      row.organisation_enabled && row.user_enabled && user.user_type_id !== DASHBOARD_USER_TYPE_ID,
    payCycle: row.pay_cycle || 'Monday',
  };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The pay week (first and last date) holding `date`, starting on the pay cycle's weekday. */
export function payWeek(date: string, payCycle: string): { from: string; to: string } {
  const index = WEEKDAYS.indexOf(payCycle.trim().toLowerCase());
  const start = index === -1 ? 1 : index;
  const back = (weekdayOf(date) - start + 7) % 7;
  const from = addDays(date, -back);
  return { from, to: addDays(from, 6) };
}

export function today(now: Date, zone: string): string {
  return dateInZone(now, zone);
}
