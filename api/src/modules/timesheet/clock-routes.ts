import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ActivityRow,
  ActivityTimeframe,
  CreateTrackingDeviceRequest,
  TimelogStateRequest,
  TrackingDeviceCheckRequest,
} from '@platform/shared/contracts';
import { requireStaff, requireUser } from '../../core/auth-guard';
import { ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { ClockService, type RequestDevice } from './clock-service';
import { payWeek, timesheetProfile, today } from './profile';
import { activityLabel, hoursBetween } from './state-machine';
import { addDays, endOfDay, startOfDay } from '@platform/shared/values';

const TIMER_TYPES = ['working', 'break', 'break-unpaid', 'stop'];
const TOKEN = S.str({ minLength: 1, maxLength: 500 });

const TIMER_SCHEMA = S.obj({ type: S.str(), timer_at: S.int() });
const CHECK_SCHEMA = S.obj({
  is_active_tracker: S.bool(),
  tracking_enabled: S.bool(),
  device_model: S.nstr(),
  active_tracking_device_token: S.nstr(),
});

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null;
}

/** The device of a request: the token from the payload, type and model from the call headers. */
function deviceOf(request: FastifyRequest, token: string, type?: string): RequestDevice {
  return {
    token,
    type: type ?? header(request, 'x-device-type'),
    model: header(request, 'x-device-model'),
  };
}

/** /timelog/* and /create-tracking-device: the time clock and its tracking devices. */
export function registerClockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const clock = new ClockService(ctx);

  app.get<{ Querystring: { device_token?: string } }>(
    '/timelog/state',
    {
      schema: {
        querystring: S.obj({ device_token: S.str({ maxLength: 500 }) }),
        response: replies(
          S.obj({
            total_working_hours: { type: 'number' },
            duration: S.int(),
            enabled: S.bool(),
            timer: TIMER_SCHEMA,
            tracking_enabled: S.bool(),
            is_active_tracker: S.bool(),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const token = request.query.device_token || header(request, 'x-device-token');
      return ok(await clock.state(user, token), { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: TimelogStateRequest }>(
    '/timelog/state',
    {
      schema: {
        body: S.obj(
          {
            type: S.str({ enum: TIMER_TYPES }),
            device_token: TOKEN,
            device_type: S.str({ maxLength: 50 }),
            reason: S.str({ maxLength: 200 }),
            tracking_enabled: S.bool(),
            is_active_tracker: S.bool(),
            active_tracking_device_token: { type: ['string', 'null'], maxLength: 500 },
            replace: S.bool(),
            track_on_another_device: S.bool(),
          },
          ['type', 'device_token'],
        ),
        response: replies(
          S.obj({ timer: TIMER_SCHEMA, tracking_enabled: S.bool(), is_active_tracker: S.bool() }),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { device_token, device_type } = request.body;
      const result = await clock.change(
        user,
        request.body,
        deviceOf(request, device_token, device_type),
      );
      return ok(result, { suppressNotificationMessage: true });
    },
  );

  app.post<{ Body: TrackingDeviceCheckRequest }>(
    '/timelog/check-tracking-device',
    {
      schema: {
        body: S.obj({ device_token: TOKEN, type: S.str({ enum: ['working', 'stop'] }) }, [
          'device_token',
        ]),
        response: replies(CHECK_SCHEMA),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return ok(await clock.check(user, request.body.device_token), {
        suppressNotificationMessage: true,
      });
    },
  );

  app.post<{ Body: CreateTrackingDeviceRequest }>(
    '/create-tracking-device',
    {
      schema: {
        body: S.obj(
          {
            device_token: TOKEN,
            device_model: S.str({ maxLength: 200 }),
            device_name: S.str({ maxLength: 200 }),
          },
          ['device_token'],
        ),
        response: replies(S.obj({ device_token: S.str() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { device_token, device_model, device_name } = request.body;
      await clock.registerDevice(user, {
        token: device_token,
        type: header(request, 'x-device-type'),
        model: device_model || header(request, 'x-device-model'),
        name: device_name || null,
      });
      return ok({ device_token }, { suppressNotificationMessage: true });
    },
  );

  app.get<{ Querystring: { timeframe?: ActivityTimeframe } }>(
    '/timelog/activities',
    {
      schema: {
        querystring: S.obj({
          timeframe: S.str({ enum: ['today', 'yesterday', 'week'], default: 'today' }),
        }),
        response: replies(
          S.arr(
            S.obj({
              start_at: S.str(),
              end_at: S.nstr(),
              activity: S.str(),
              hours: { type: 'number' },
            }),
          ),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const profile = await timesheetProfile(ctx.db, user);
      const now = ctx.clock.now();
      const day = today(now, profile.zone);
      const range =
        request.query.timeframe === 'yesterday'
          ? { from: addDays(day, -1), to: addDays(day, -1) }
          : request.query.timeframe === 'week'
            ? payWeek(day, profile.payCycle)
            : { from: day, to: day };
      const rows = await ctx.db
        .selectFrom('timesheet_entries')
        .select(['type', 'reason', 'start_at', 'end_at'])
        .where('user_id', '=', user.id)
        .where('organisation_id', '=', user.organisation_id)
        .where('source', '<>', 'schedule')
        .where('deleted_at', 'is', null)
        .where('start_at', '<', endOfDay(range.to, profile.zone))
        .where((eb) =>
          eb.or([
            eb('end_at', 'is', null),
            eb('end_at', '>', startOfDay(range.from, profile.zone)),
          ]),
        )
        .orderBy('start_at')
        .execute();
      const activities: ActivityRow[] = rows.map((row) => {
        const start = row.start_at as Date;
        return {
          start_at: start.toISOString(),
          end_at: row.end_at ? row.end_at.toISOString() : null,
          activity: activityLabel(row.type, row.reason),
          hours: hoursBetween(start, row.end_at ?? now),
        };
      });
      return ok(activities, { suppressNotificationMessage: true });
    },
  );
}
