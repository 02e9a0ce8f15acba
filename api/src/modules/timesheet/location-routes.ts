import type { FastifyInstance } from 'fastify';
import type {
  GeofenceEvents,
  LocationStoreRequest,
  LocationStoreResult,
} from '@platform/shared/contracts';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { openClockRow } from './clock-service';
import { distanceMetres } from './rules';

/**
 * A stop sample is taken after the clock stopped (the clock never waits for the GPS), so it is
 * kept when it arrives this soon after the stop; any other sample needs the clock running.
 */
export const STOP_SAMPLE_GRACE_MS = 2 * 60_000;
/** A device clock this far ahead is not believed; the server's time is used instead. */
const FUTURE_TOLERANCE_MS = 60_000;

const NUMBER = { type: 'number' };

/** /location/store and /geofence-events. */
export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LocationStoreRequest }>(
    '/location/store',
    {
      schema: {
        body: S.obj(
          {
            device_token: S.str({ minLength: 1, maxLength: 500 }),
            type: S.str({ enum: ['start', 'break', 'stop'] }),
            location: S.obj(
              {
                latitude: { type: 'number', minimum: -90, maximum: 90 },
                longitude: { type: 'number', minimum: -180, maximum: 180 },
                accuracy: { type: 'number', minimum: 0 },
                altitude: { type: ['number', 'null'] },
                heading: { type: ['number', 'null'] },
                speed: { type: ['number', 'null'] },
                timestamp: S.str({ maxLength: 40 }),
              },
              ['latitude', 'longitude', 'accuracy'],
            ),
          },
          ['device_token', 'type', 'location'],
        ),
        response: replies(S.obj({ stored: S.bool() })),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { device_token, type, location } = request.body;
      const now = ctx.clock.now();
      let entry = await openClockRow(ctx.db, user.id);
      if (!entry && type === 'stop') {
        entry = await ctx.db
          .selectFrom('timesheet_entries')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('source', '=', 'clock')
          .where('deleted_at', 'is', null)
          .where('end_at', '>=', new Date(now.getTime() - STOP_SAMPLE_GRACE_MS))
          .orderBy('end_at', 'desc')
          .executeTakeFirst();
      }
      // Location is not stored or visible to the employer when not clocked in.
      if (!entry)
        return ok<LocationStoreResult>({ stored: false }, { suppressNotificationMessage: true });

      const taken = location.timestamp ? new Date(location.timestamp) : now;
      const recordedAt =
        Number.isNaN(taken.getTime()) || taken.getTime() > now.getTime() + FUTURE_TOLERANCE_MS
          ? now
          : taken;
      await ctx.db
        .insertInto('location_samples')
        .values({
          organisation_id: user.organisation_id,
          user_id: user.id,
          entry_id: entry.id,
          device_token,
          type,
          latitude: location.latitude,
          longitude: location.longitude,
          accuracy: location.accuracy,
          altitude: location.altitude ?? null,
          heading: location.heading ?? null,
          speed: location.speed ?? null,
          recorded_at: recordedAt,
          received_at: now,
        })
        .execute();
      const fences = await ctx.db
        .selectFrom('geofences')
        .select(['latitude', 'longitude', 'radius'])
        .where('organisation_id', '=', user.organisation_id)
        .where('removed_at', 'is', null)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
        .execute();
      if (fences.some((fence) => distanceMetres(fence, location) <= fence.radius)) {
        await ctx.db
          .updateTable('timesheet_entries')
          .set({ geofence: true })
          .where('id', '=', entry.id)
          .execute();
      }
      return ok<LocationStoreResult>({ stored: true }, { suppressNotificationMessage: true });
    },
  );

  app.get<{ Querystring: { user_id?: number; device_token?: string; identifier?: string } }>(
    '/geofence-events',
    {
      schema: {
        querystring: S.obj({
          user_id: S.int({ minimum: 1 }),
          device_token: S.str({ maxLength: 500 }),
          identifier: S.str({ maxLength: 200 }),
        }),
        response: replies(
          S.obj({
            geofences: S.arr(
              S.obj({
                identifier: S.str(),
                latitude: NUMBER,
                longitude: NUMBER,
                radius: S.int(),
                notifyOnEntry: S.bool(),
                notifyOnExit: S.bool(),
              }),
            ),
            geofence_removals: S.arr(S.obj({ identifier: S.str() })),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { user_id, identifier } = request.query;
      if (user_id !== undefined && user_id !== user.id) {
        throw new HttpError(403, 'Geofences are fetched for yourself only.');
      }
      let query = ctx.db
        .selectFrom('geofences')
        .selectAll()
        .where('organisation_id', '=', user.organisation_id)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]));
      if (identifier) query = query.where('identifier', '=', identifier);
      const rows = await query.orderBy('identifier').execute();
      const answer: GeofenceEvents = {
        geofences: rows
          .filter((row) => row.removed_at === null)
          .map((row) => ({
            identifier: row.identifier,
            latitude: row.latitude,
            longitude: row.longitude,
            radius: row.radius,
            notifyOnEntry: row.notify_on_entry,
            notifyOnExit: row.notify_on_exit,
          })),
        geofence_removals: rows
          .filter((row) => row.removed_at !== null)
          .map((row) => ({ identifier: row.identifier })),
      };
      return ok(answer, { suppressNotificationMessage: true });
    },
  );
}
