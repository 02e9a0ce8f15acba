import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { SearchResult } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import type { Database } from '../../core/database';
import { ok, replies, S, type JsonSchema } from '../../core/http';
import { DASHBOARD_USER_TYPE_ID, requireUser } from '../../core/auth-guard';
import { searchResult, type SearchProvider } from '../../core/search';
import { prefixPath, visibleRoutes } from './route-list';

export const SEARCH_RESULTS_PER_GROUP = 5;
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 200;

/** A group's caption: how many matched ('3 found', '1000+ found'). */
export function foundCaption(total: number, capped = false): string {
  return `${total}${capped ? '+' : ''} found`;
}

/** 'a%b' → 'a\%b': user text is matched literally inside ILIKE patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The organisation's active users that searches may name (dashboard users are not people). */
export function searchableUsers(ctx: AppContext, organisationId: number) {
  return ctx.db
    .selectFrom('users')
    .where('organisation_id', '=', organisationId)
    .where('active', '=', true)
    .where('user_type_id', '!=', DASHBOARD_USER_TYPE_ID);
}

/** A where-clause: the user's full name or e-mail contains `text`, matched literally. */
export function nameOrEmailContains(text: string) {
  const pattern = likePattern(text);
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(
        eb.fn('concat_ws', [eb.val(' '), eb.ref('first_name'), eb.ref('last_name')]),
        'ilike',
        pattern,
      ),
      eb('email', 'ilike', pattern),
    ]);
}

const RESULT_PROPERTIES: Record<string, JsonSchema> = {
  label: S.str(),
  caption: S.str(),
  type_name: S.str(),
  path: S.nstr(),
  item_class: S.str(),
  disable: S.bool(),
};
const SEARCH_RESULT_SCHEMA = S.obj({
  ...RESULT_PROPERTIES,
  children: S.arr(S.obj(RESULT_PROPERTIES)),
});

function pagesProvider(ctx: AppContext): SearchProvider {
  return {
    group: 'Pages',
    order: 10,
    async search(text, user, limit) {
      const needle = text.toLowerCase();
      const routes = await visibleRoutes(ctx, user);
      return routes
        .filter(
          (route) => !route.path.includes(':') && route.page_name.toLowerCase().includes(needle),
        )
        .slice(0, limit)
        .map((route) => searchResult('page', route.page_name, route.path, route.path));
    },
  };
}

function peopleProvider(ctx: AppContext): SearchProvider {
  return {
    group: 'People',
    order: 20,
    async search(text, user, limit) {
      if (user.user_type_id === DASHBOARD_USER_TYPE_ID) return [];
      const rows = await searchableUsers(ctx, user.organisation_id)
        .select(['id', 'first_name', 'last_name', 'email'])
        .where(nameOrEmailContains(text))
        .orderBy('first_name')
        .limit(limit)
        .execute();
      return rows.map((row) =>
        searchResult(
          'person',
          `${row.first_name} ${row.last_name}`.trim(),
          row.email,
          prefixPath(user.organisation_short_code, `/staff/${row.id}`),
        ),
      );
    },
  };
}

function notificationsProvider(ctx: AppContext): SearchProvider {
  return {
    group: 'Notifications',
    order: 90,
    async search(text, user, limit) {
      const pattern = likePattern(text);
      const rows = await ctx.db
        .selectFrom('notifications')
        .select(['id', 'short_message', 'message'])
        .where('user_id', '=', user.id)
        .where('organisation_id', '=', user.organisation_id)
        .where((eb) =>
          eb.or([eb('short_message', 'ilike', pattern), eb('message', 'ilike', pattern)]),
        )
        .orderBy('sent_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) =>
        searchResult(
          'notification',
          row.short_message,
          row.message.replace(/<[^>]*>/g, '').slice(0, 80),
          `/notifications/${row.id}/details`,
        ),
      );
    },
  };
}

export function registerSearchProviders(ctx: AppContext): void {
  ctx.search.register(pagesProvider(ctx));
  ctx.search.register(peopleProvider(ctx));
  ctx.search.register(notificationsProvider(ctx));
}

/**
 * GET /search: one group per provider that found something. A group is a disabled heading
 * (type_name 'group') whose children are the results; providers of records add how many
 * matched as its caption ('12 found').
 */
export function registerSearch(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { search?: string } }>(
    '/search',
    {
      schema: {
        querystring: S.obj({ search: S.str({ maxLength: MAX_SEARCH_LENGTH }) }),
        response: replies(S.arr(SEARCH_RESULT_SCHEMA)),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const text = (request.query.search ?? '').trim();
      if (text.length < MIN_SEARCH_LENGTH) return ok([], { suppressNotificationMessage: true });
      const groups = await Promise.all(
        ctx.search.list().map(async (provider): Promise<SearchResult | null> => {
          const found = await provider.search(text, user, SEARCH_RESULTS_PER_GROUP);
          const children = Array.isArray(found) ? found : found.results;
          if (children.length === 0) return null;
          const total = Array.isArray(found) ? found.length : found.total;
          const capped = !Array.isArray(found) && Boolean(found.capped);
          return {
            label: provider.group,
            caption: Array.isArray(found) ? undefined : foundCaption(total, capped),
            type_name: 'group',
            path: null,
            item_class: 'search-group',
            disable: true,
            children,
          };
        }),
      );
      return ok(
        groups.filter((group): group is SearchResult => group !== null),
        { suppressNotificationMessage: true },
      );
    },
  );
}
