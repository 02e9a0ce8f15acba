import type { FastifyInstance } from 'fastify';
import type { TimesheetSaveRequest } from '@platform/shared/contracts';
import { requireStaff } from '../../core/auth-guard';
import { ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { TimesheetSaver } from './events-save';
import { TimesheetEvents, type TimesheetListQuery } from './events-service';
import { EVENT_TYPES } from './rules';

/** Where both calendars read and write unless their item configures another path. */
export const TIMESHEET_PATH = '/timesheet';

const DATE = S.str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const EVENT_SCHEMA = S.obj({
  id: S.int(),
  user_id: S.int(),
  title: S.str(),
  description: S.nstr(),
  type: S.str(),
  start_time: S.str(),
  end_time: S.nstr(),
  day: S.nint(),
  date: S.nstr(),
  timezone: S.str(),
  currently_working: S.bool(),
  schedule: S.bool(),
  appointment: S.bool(),
  geofence: S.bool(),
  paidbreaks: S.int(),
  unpaidbreaks: S.int(),
  working: S.int(),
  can_view: S.bool(),
  can_edit: S.bool(),
  can_delete: S.bool(),
  icon: S.nstr(),
  image: S.nstr(),
  color: S.nstr(),
  background: S.nstr(),
  borders: S.nstr(),
});

/** GET, POST and DELETE on the timesheet path: the calendars' data. */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const events = new TimesheetEvents(ctx);
  const saver = new TimesheetSaver(ctx);

  app.get<{ Querystring: TimesheetListQuery }>(
    TIMESHEET_PATH,
    {
      schema: {
        querystring: S.obj(
          { date: DATE, to_date: DATE, showEvents: S.bool(), user_id: S.int({ minimum: 1 }) },
          ['date'],
        ),
        response: replies(
          S.obj({
            users: S.arr(
              S.obj({ id: S.int(), name: S.str(), timezone: S.str(), profile_picture: S.nstr() }),
            ),
            events: S.arr(EVENT_SCHEMA),
            timezones: S.arr(S.str()),
            can_create: S.bool(),
            can_manage_schedule: S.bool(),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return ok(await events.list(user, request.query), { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: TimesheetSaveRequest }>(
    TIMESHEET_PATH,
    {
      schema: {
        body: S.obj(
          {
            item_id: S.nint(),
            id: S.nint(),
            user_id: S.int({ minimum: 1 }),
            title: S.str({ maxLength: 200 }),
            description: { type: ['string', 'null'], maxLength: 2000 },
            type: S.str({ enum: EVENT_TYPES }),
            // Not anyOf: with type coercion a null day would turn into [0] (Sunday).
            day: { type: ['array', 'null'], items: S.int({ minimum: 0, maximum: 6 }), maxItems: 7 },
            start_time: S.str({ minLength: 1, maxLength: 40 }),
            end_time: { type: ['string', 'null'], maxLength: 40 },
            timezone: S.str({ minLength: 1, maxLength: 64 }),
            currently_working: S.bool(),
            date: DATE,
            to_date: DATE,
          },
          ['type', 'start_time', 'timezone'],
        ),
        response: replies(S.obj({ ids: S.arr(S.int()) })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const ids = await saver.save(user, request.body);
      return ok({ ids }, { message: 'Event saved' });
    },
  );

  app.delete<{ Querystring: { item_id: number; date?: string; to_date?: string } }>(
    TIMESHEET_PATH,
    {
      schema: {
        querystring: S.obj({ item_id: S.int({ minimum: 1 }), date: DATE, to_date: DATE }, [
          'item_id',
        ]),
        response: replies(S.obj({ item_id: S.int() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      await saver.remove(user, request.query.item_id);
      return ok({ item_id: request.query.item_id }, { message: 'Event deleted' });
    },
  );
}
