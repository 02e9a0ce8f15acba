import type { FastifyInstance } from 'fastify';
import type { EmergencySickOffRequest, LeaveRequest } from '@platform/shared/contracts';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { isManager } from './rules';
import { timesheetProfile, today } from './profile';
import { daysBetween, isDate } from '@platform/shared/values';

/** An emergency sick day is for now: at most this many days before or after today. */
export const SICK_DAY_WINDOW_DAYS = 7;

function readableDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The date of object_data, which buttons may send JSON-encoded. */
function requestedDate(body: EmergencySickOffRequest): string {
  let data: unknown = body.object_data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      data = null;
    }
  }
  const date = (data as { date?: unknown } | null)?.date;
  if (typeof date !== 'string' || !isDate(date)) {
    throw new HttpError(422, 'Please choose the date of the sick day.', {
      errors: { 'object_data.date': ['A date written YYYY-MM-DD is required.'] },
    });
  }
  return date;
}

/** POST /leave-requests/emergency_sick_off: a sick day applied for now, told to the managers. */
export function registerLeaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: EmergencySickOffRequest }>(
    '/leave-requests/emergency_sick_off',
    {
      schema: {
        body: S.obj({ object_data: { anyOf: [{ type: 'object' }, S.str({ maxLength: 1000 })] } }, [
          'object_data',
        ]),
        response: replies(S.obj({ id: S.int(), type: S.str(), date: S.str(), status: S.str() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const date = requestedDate(request.body);
      const profile = await timesheetProfile(ctx.db, user);
      const distance = Math.abs(daysBetween(today(ctx.clock.now(), profile.zone), date));
      if (distance > SICK_DAY_WINDOW_DAYS) {
        throw new HttpError(
          422,
          `An emergency sick day must be within ${SICK_DAY_WINDOW_DAYS} days of today.`,
        );
      }
      const inserted = await ctx.db
        .insertInto('leave_requests')
        .values({
          organisation_id: user.organisation_id,
          user_id: user.id,
          type: 'emergency_sick_off',
          date,
          status: 'approved',
          created_at: ctx.clock.now(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'type', 'date']).doNothing())
        .returning(['id'])
        .executeTakeFirst();
      if (!inserted)
        throw new HttpError(409, `Sick leave is already applied for ${readableDate(date)}.`);

      const managers = await ctx.db
        .selectFrom('users')
        .select(['id', 'staff_role_id', 'user_role_ids', 'is_super_admin'])
        .where('organisation_id', '=', user.organisation_id)
        .where('active', '=', true)
        .where('id', '<>', user.id)
        .execute();
      for (const manager of managers.filter((candidate) => isManager(candidate))) {
        await ctx.notifications.create({
          organisationId: user.organisation_id,
          userId: manager.id,
          shortMessage: `${user.name} is off sick`,
          message: `${user.name} applied for an emergency sick day on ${readableDate(date)}.`,
          path: null,
        });
      }
      const answer: LeaveRequest = {
        id: inserted.id,
        type: 'emergency_sick_off',
        date,
        status: 'approved',
      };
      return ok(answer, { message: `Sick leave applied for ${readableDate(date)}` });
    },
  );
}
