import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import type { PageInfo } from '../../core/page-info';
import { ReadCache } from '../../core/table-changes';
import { prefixPath, routeVisibleTo } from './route-list';

const PAGE_INFO_SCHEMA = S.obj(
  {
    route_id: S.int(),
    page_name: S.str(),
    return_path: S.nstr(),
    menu_item_path: S.nstr(),
    multi_view_id: S.nint(),
    route_type: S.str(),
    page_buttons: S.arr({}),
    record_name: S.nstr(),
  },
  [],
  // Contributors (the views module) may add fields of their own.
  { additionalProperties: true },
);

function readRoute(ctx: AppContext, organisationId: number, routeId: number) {
  return ctx.db
    .selectFrom('routes')
    .select([
      'id',
      'page_name',
      'return_path',
      'menu_item_path',
      'multi_view_id',
      'route_type',
      'page_buttons',
      'audience',
      'role_ids',
    ])
    .where('id', '=', routeId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** GET /page-info: the page name, return path and buttons of a route the user may open. */
export function registerPageInfo(app: FastifyInstance, ctx: AppContext): void {
  // A route's row is kept while `routes` is unchanged, where writes are counted (ADR 175).
  const routes = new ReadCache<Awaited<ReturnType<typeof readRoute>>>(ctx.tableChanges, ['routes']);
  app.get<{ Querystring: { route_id: number; main_id?: number } }>(
    '/page-info',
    {
      schema: {
        querystring: S.obj({ route_id: S.int({ minimum: 1 }), main_id: S.int() }, ['route_id']),
        response: replies(PAGE_INFO_SCHEMA),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const route = await routes.get(`${user.organisation_id}:${request.query.route_id}`, () =>
        readRoute(ctx, user.organisation_id, request.query.route_id),
      );
      if (!route || !routeVisibleTo(route, user))
        throw new HttpError(404, 'Error, route does not exist.');
      const base: PageInfo = {
        route_id: route.id,
        page_name: route.page_name,
        return_path: prefixPath(user.organisation_short_code, route.return_path),
        menu_item_path: prefixPath(user.organisation_short_code, route.menu_item_path),
        multi_view_id: route.multi_view_id,
        route_type: route.route_type,
        page_buttons: route.page_buttons ?? [],
        record_name: null,
      };
      const mainId = request.query.main_id ?? null;
      const page = await ctx.pageInfo.complete(base, { routeId: route.id, mainId, user });
      return ok(page, {
        page_name: page.page_name,
        page_buttons: page.page_buttons,
        ...(page.record_name ? { record_name: page.record_name } : {}),
        suppressNotificationMessage: true,
      });
    },
  );
}
