import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { isDate } from '@platform/shared/values';
import type { GeocodeProvider } from './gazetteer';
import { locationsOn } from './locations';

export const GEOCODE_LIMIT_DEFAULT = 8;
export const GEOCODE_LIMIT_MAX = 20;

const PLACE = S.obj({
  label: S.str(),
  locality: S.str(),
  state: S.str(),
  postcode: S.str(),
  lat: { type: 'number' },
  lng: { type: 'number' },
});

/** GET /geocode (address search) and GET /map/locations (the map widget's data). */
export function registerGeoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  geocoder: () => GeocodeProvider,
): void {
  app.get<{ Querystring: { q: string; limit?: number } }>(
    '/geocode',
    {
      schema: {
        querystring: S.obj(
          {
            q: S.str({ minLength: 2, maxLength: 100 }),
            limit: S.int({ minimum: 1, maximum: GEOCODE_LIMIT_MAX }),
          },
          ['q'],
        ),
        response: replies(S.arr(PLACE)),
      },
    },
    async (request) => {
      await requireStaff(request);
      const places = await geocoder().search(
        request.query.q,
        request.query.limit ?? GEOCODE_LIMIT_DEFAULT,
      );
      return ok(places, { suppressNotificationMessage: true });
    },
  );

  app.get<{ Querystring: { date: string; user_id?: number } }>(
    '/map/locations',
    {
      schema: {
        querystring: S.obj({ date: S.str({ maxLength: 10 }), user_id: S.int({ minimum: 1 }) }, [
          'date',
        ]),
        response: replies(S.any()),
      },
    },
    async (request) => {
      const viewer = await requireStaff(request);
      const { date, user_id: userId } = request.query;
      if (!isDate(date)) throw new HttpError(400, 'The date must be a day written YYYY-MM-DD.');
      if (userId !== undefined) {
        const person = await ctx.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .where('organisation_id', '=', viewer.organisation_id)
          .executeTakeFirst();
        if (!person) throw new HttpError(404, 'This person is not in your organisation.');
      }
      return ok(await locationsOn(ctx, viewer, { date, userId }), {
        suppressNotificationMessage: true,
      });
    },
  );
}
