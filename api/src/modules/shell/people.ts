import type { FastifyInstance } from 'fastify';
import type { PagingInfo } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { ok, PAGINATION_SCHEMA, replies, S } from '../../core/http';
import { requireStaff, requireUser } from '../../core/auth-guard';
import { nameOrEmailContains, searchableUsers } from './search';

const STAFF_PAGE_SIZE = 20;
const STAFF_SORTS = {
  name_first: 'first_name',
  name_last: 'last_name',
  email: 'email',
  id: 'id',
} as const;

interface DeviceBody {
  device_token: string;
  device_type?: string;
  device_model?: string;
  replace_token?: string;
}

/** Australia and New Zealand first (the product's market), then every other zone the runtime knows. */
function timezones(): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  const local = all.filter((zone) => zone.startsWith('Australia/') || zone === 'Pacific/Auckland');
  return [...local, 'UTC', ...all.filter((zone) => !local.includes(zone) && zone !== 'UTC')];
}

/** Device registration, organisation settings and the staff list for mentions. */
export function registerPeople(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: DeviceBody }>(
    '/users/device_token',
    {
      schema: {
        body: S.obj(
          {
            device_token: S.str({ minLength: 1, maxLength: 500 }),
            device_type: S.str({ maxLength: 50 }),
            device_model: S.str({ maxLength: 200 }),
            replace_token: S.str({ maxLength: 500 }),
          },
          ['device_token'],
        ),
        response: replies(
          S.obj({ device_token: S.str(), device_type: S.nstr(), device_model: S.nstr() }),
        ),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { device_token, replace_token } = request.body;
      const device_type = request.body.device_type ?? null;
      const device_model = request.body.device_model ?? null;
      if (replace_token && replace_token !== device_token) {
        await ctx.db
          .deleteFrom('user_devices')
          .where('user_id', '=', user.id)
          .where('device_token', '=', replace_token)
          .execute();
      }
      await ctx.db
        .insertInto('user_devices')
        .values({
          user_id: user.id,
          device_token,
          device_type,
          device_model,
          updated_at: ctx.clock.now(),
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'device_token'])
            .doUpdateSet({ device_type, device_model, updated_at: ctx.clock.now() }),
        )
        .execute();
      return ok({ device_token, device_type, device_model }, { suppressNotificationMessage: true });
    },
  );

  app.get(
    '/organisation/settings',
    {
      schema: {
        querystring: S.empty(),
        response: replies(
          S.obj({
            organisation_id: S.int(),
            name: S.str(),
            short_code: S.str(),
            pay_cycle: S.str(),
            timezone: S.str(),
            timezones: S.arr(S.str()),
            timesheets_enabled: S.bool(),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await ctx.db
        .selectFrom('organisations as o')
        .innerJoin('users as u', 'u.organisation_id', 'o.id')
        .select([
          'o.id',
          'o.name',
          'o.short_code',
          'o.pay_cycle',
          'o.timezone',
          'o.timesheets_enabled',
          'u.timesheets_enabled as user_timesheets',
        ])
        .where('o.id', '=', user.organisation_id)
        .where('u.id', '=', user.id)
        .executeTakeFirstOrThrow();
      return ok(
        {
          organisation_id: row.id,
          name: row.name,
          short_code: row.short_code,
          pay_cycle: row.pay_cycle || 'Monday',
          timezone: row.timezone,
          timezones: timezones(),
          timesheets_enabled: row.timesheets_enabled && row.user_timesheets,
        },
        { suppressNotificationMessage: true },
      );
    },
  );

  app.get<{ Querystring: { search?: string; pagination_object?: Partial<PagingInfo> } }>(
    '/staff/all',
    {
      schema: {
        querystring: S.obj({
          search: S.str({ maxLength: 200 }),
          pagination_object: PAGINATION_SCHEMA,
        }),
        response: replies(
          S.arr(
            S.obj({
              id: S.int(),
              name: S.str(),
              email: S.str(),
              avatar: S.nstr(),
              staff_role_id: S.nint(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const paging = request.query.pagination_object ?? {};
      const pageNumber = paging.page_number ?? 1;
      const pageSize = paging.page_size ?? STAFF_PAGE_SIZE;
      const sortColumn =
        STAFF_SORTS[(paging.sort_by ?? 'name_first') as keyof typeof STAFF_SORTS] ?? 'first_name';
      const direction = paging.sort_direction === 'desc' ? 'desc' : 'asc';
      let base = searchableUsers(ctx, user.organisation_id);
      const search = request.query.search?.trim();
      if (search) base = base.where(nameOrEmailContains(search));
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'first_name', 'last_name', 'email', 'profile_picture', 'staff_role_id'])
          .orderBy(sortColumn, direction)
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return ok(
        rows.map((row) => ({
          id: row.id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          avatar: row.profile_picture,
          staff_role_id: row.staff_role_id,
        })),
        {
          pagination_object: {
            page_number: pageNumber,
            page_size: pageSize,
            total_records: Number(total.count),
            sort_by: paging.sort_by ?? 'name_first',
            sort_direction: direction,
          },
          suppressNotificationMessage: true,
        },
      );
    },
  );
}
