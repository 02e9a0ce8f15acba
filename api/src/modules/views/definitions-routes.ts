import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type {
  ButtonDefinition,
  FormComponent,
  ListingHeader,
  MultiViewItem,
  RouteTab,
} from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { HttpError, ok, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { routeVisibleTo } from '../shell/route-list';
import { recordType } from './record-types';
import { RecordsStore } from './records-store';
import type {
  ButtonsTable,
  FormComponentsTable,
  ListingHeadersTable,
  RouteSettingsTable,
} from './tables';
import { ReadCache } from '../../core/table-changes';

type RouteSettingsRow = Selectable<RouteSettingsTable>;
import { OPEN_OBJECT, repliesWith } from './schemas';

function toComponent(row: Selectable<FormComponentsTable>): FormComponent {
  return {
    id: row.id,
    field: row.field,
    name: row.name,
    html_tag: row.html_tag,
    component_type_id: row.component_type_id,
    component_subtype_id: row.component_subtype_id,
    state_on_new_id: row.state_on_new_id as FormComponent['state_on_new_id'],
    default_state_id: row.default_state_id as FormComponent['default_state_id'],
    sort: row.sort,
    size: row.size,
    new_line: row.new_line,
    attributes: row.attributes ?? {},
    config: row.config ?? {},
    data_url: row.data_url,
    relationships: (row.relationships ?? []) as FormComponent['relationships'],
    dependencies: (row.dependencies ?? []) as FormComponent['dependencies'],
    store_as_default: row.store_as_default,
  };
}

function toHeader(row: Selectable<ListingHeadersTable>): ListingHeader {
  return {
    header_id: row.id,
    display_name: row.display_name,
    field_name: row.field_name,
    alignment: row.alignment as ListingHeader['alignment'],
    user_sortable: row.user_sortable,
    format: row.format,
    config: row.config ?? {},
    grid_position: row.grid_position,
    hide_on_table: row.hide_on_table,
  };
}

function toButton(row: Selectable<ButtonsTable>): ButtonDefinition {
  return {
    label: row.label,
    icon: row.icon,
    color: row.color,
    title: row.title,
    sort: row.sort,
    clickFn: row.click_fn,
    displayIfTrue: row.display_if_true,
    displayOn: row.display_on as ButtonDefinition['displayOn'],
    config: row.config ?? {},
    confirmPrompt: row.confirm_prompt,
    promptQuestion: row.prompt_question,
    newTab: row.new_tab,
    disable: row.disable,
  };
}

/** A multi-view with every item's view definition assembled from its tables. */
export async function loadMultiView(ctx: AppContext, organisationId: number, multiViewId: number) {
  const multiView = await ctx.db
    .selectFrom('multi_views')
    .select(['id', 'name'])
    .where('id', '=', multiViewId)
    .where((eb) =>
      eb.or([eb('organisation_id', 'is', null), eb('organisation_id', '=', organisationId)]),
    )
    .executeTakeFirst();
  if (!multiView) return null;
  const items = await ctx.db
    .selectFrom('multi_view_items')
    .selectAll()
    .where('multi_view_id', '=', multiViewId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const viewIds = [
    ...new Set(items.map((item) => item.view_id).filter((id): id is number => id !== null)),
  ];
  const [views, components, headers, buttons] = viewIds.length
    ? await Promise.all([
        ctx.db.selectFrom('views').selectAll().where('id', 'in', viewIds).execute(),
        ctx.db
          .selectFrom('form_components')
          .selectAll()
          .where('view_id', 'in', viewIds)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        ctx.db
          .selectFrom('listing_headers')
          .selectAll()
          .where('view_id', 'in', viewIds)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        ctx.db
          .selectFrom('buttons')
          .selectAll()
          .where('view_id', 'in', viewIds)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ])
    : [[], [], [], []];
  const data: MultiViewItem[] = items.map((item) => {
    const view = views.find((candidate) => candidate.id === item.view_id);
    const definition: Record<string, unknown> = { ...(view?.definition ?? {}) };
    const own = (rows: Array<{ view_id: number }>) =>
      rows.filter((row) => row.view_id === item.view_id);
    if (view?.view_type === 'form') {
      definition.components = own(components).map((row) =>
        toComponent(row as Selectable<FormComponentsTable>),
      );
      definition.buttons = (own(buttons) as Array<Selectable<ButtonsTable>>)
        .filter((row) => row.placement === 'bar')
        .map(toButton);
    } else if (view?.view_type === 'list') {
      definition.listing_headers = own(headers).map((row) =>
        toHeader(row as Selectable<ListingHeadersTable>),
      );
      definition.row_button_data = (own(buttons) as Array<Selectable<ButtonsTable>>)
        .filter((row) => row.placement === 'row')
        .map(toButton);
      definition.listing_id = view.id;
    } else if (view?.view_type === 'buttons') {
      definition.buttons = (own(buttons) as Array<Selectable<ButtonsTable>>).map(toButton);
    }
    return {
      id: item.id,
      view_id: item.view_id,
      item_type_name: item.item_type_name,
      size: item.size,
      sort: item.sort,
      new_line: item.new_line,
      name: item.name,
      data: { ...definition, ...item.data },
      config: item.config,
    };
  });
  return { multi_view_id: multiView.id, name: multiView.name, data };
}

async function visibleRoute(ctx: AppContext, user: AuthUser, routeId: number) {
  const route = await ctx.db
    .selectFrom('routes')
    .select(['id', 'page_name', 'audience', 'role_ids'])
    .where('id', '=', routeId)
    .where('organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  if (!route || !routeVisibleTo(route, user))
    throw new HttpError(404, 'Error, route does not exist.');
  return route;
}

/** GET /multi-view-data, GET /route-tabs/{routeId}, and what views add to GET /page-info. */
export function registerDefinitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { multi_view_id: number } }>(
    '/multi-view-data',
    {
      schema: {
        querystring: S.obj({ multi_view_id: S.int({ minimum: 1 }) }, ['multi_view_id']),
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const multiView = await loadMultiView(ctx, user.organisation_id, request.query.multi_view_id);
      if (!multiView) throw new HttpError(404, 'This view does not exist.');
      return ok(multiView);
    },
  );

  app.get<{ Params: { routeId: number } }>(
    '/route-tabs/:routeId',
    {
      schema: {
        params: S.obj({ routeId: S.int({ minimum: 1 }) }, ['routeId']),
        response: repliesWith(S.arr(OPEN_OBJECT)),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await visibleRoute(ctx, user, request.params.routeId);
      const rows = await ctx.db
        .selectFrom('route_tabs')
        .selectAll()
        .where('route_id', '=', request.params.routeId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const tabs: RouteTab[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        path: row.path,
        icon: row.icon,
        enabled: row.enabled ? 'True' : 'False',
        default: row.is_default,
        multi_view_id: row.multi_view_id,
        page_name: row.page_name,
        default_tab: row.is_default,
        state_on_new_id: row.state_on_new_id,
      }));
      return ok(tabs);
    },
  );

  const records = new RecordsStore(ctx);
  // Kept while their rows are unchanged, where writes are counted (docs/decisions/175).
  const routeSettings = new ReadCache<RouteSettingsRow | undefined>(ctx.tableChanges, [
    'route_settings',
  ]);
  const recordTitles = new ReadCache<{ name: string; status?: unknown } | null>(ctx.tableChanges, [
    'records',
  ]);
  ctx.pageInfo.register(async (page, { routeId, mainId, user }) => {
    const settings = await routeSettings.get(String(routeId), () =>
      ctx.db
        .selectFrom('route_settings')
        .selectAll()
        .where('route_id', '=', routeId)
        .executeTakeFirst(),
    );
    if (!settings) return {};
    const extra: Record<string, unknown> = {};
    if (settings.tab_config) extra.tab_config = settings.tab_config;
    if (settings.page_buttons)
      extra.page_buttons = [...page.page_buttons, ...settings.page_buttons];
    const type = settings.record_type ? recordType(settings.record_type) : undefined;
    if (type && mainId !== null && mainId > 0) {
      const title = await recordTitles.get(
        `${user.organisation_id}:${type.name}:${mainId}`,
        async () => {
          const data = await records.find(user.organisation_id, type.name, mainId);
          if (!data) return null;
          return {
            name: type.title(data, mainId),
            ...(type.status ? { status: type.status(data) } : {}),
          };
        },
      );
      if (title) {
        extra.record_name = title.name;
        if ('status' in title) extra.status = title.status;
      }
    } else if (type) {
      extra.record_name = `New ${type.label.toLowerCase()}`;
      if (type.status) extra.status = null;
    }
    return extra;
  });
}
