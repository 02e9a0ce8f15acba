// Which page a tab's first list asks first, worked out from its definition alone (ADR 233), in
// one place for the shell's landing start and for the API, which asks it with the tab's
// definition in the same round trip (GET /landing-data, ADR 248). Pure: no call layer here.
import { toQueryString } from '../api/query';
import { DEFAULT_PAGE_SIZE } from '../contracts/common';
import type { FieldValue } from '../contracts/record-data';
import type { ListQuery } from '../contracts/view-lists';

/** The parameter a tab's views receive the record id in, unless the page's tab_config names one. */
export const DEFAULT_TAB_PARAMETER = 'item_id';

/**
 * Fills placeholders of a configured url or value: ':field' and '{field}' take the record's
 * value (URL-encoded in paths). Unknown placeholders stay, so the mistake is visible.
 */
export function fillTemplate(template: string, values: Record<string, unknown>): string {
  const value = (name: string, raw: string) =>
    name in values && values[name] !== null && values[name] !== undefined
      ? encodeURIComponent(String(values[name]))
      : raw;
  return template
    .replace(/\{(\w+)\}/g, (raw, name: string) => value(name, raw))
    .replace(/:(\w+)/g, (raw, name: string) => value(name, raw));
}

/** Fills the placeholders of every string in a params object. */
export function fillParams(
  params: Record<string, FieldValue> | undefined,
  values: Record<string, unknown>,
): Record<string, FieldValue> {
  const filled: Record<string, FieldValue> = {};
  for (const [key, raw] of Object.entries(params ?? {})) {
    filled[key] = typeof raw === 'string' ? decodeURIComponent(fillTemplate(raw, values)) : raw;
  }
  return filled;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a list's definition says that changes its first call: only a plain list is started. */
const ASKS_MORE_FIRST = [
  'remove_pagination',
  'dynamic_headers_url',
  'filter_api',
  'has_quick_date_filter',
  'child_multi_view_id',
] as const;

/** A list's first page: the list's url and the query its first load sends. */
export interface FirstListPage {
  url: string;
  query: ListQuery;
}

/**
 * The first page a tab's first list asks when it mounts (mf-views' ListStore.load with nothing
 * typed, sorted or filtered yet). Null when the multi-view has no list, or its list asks something
 * else first or differently (no pagination, headers or filters from the server, a quick day
 * filter, a child view): that list asks its rows itself.
 */
export function firstTabListPage(
  multiView: unknown,
  routeParams: Record<string, string>,
  tabConfig: unknown,
): FirstListPage | null {
  const items = isPlainObject(multiView) && Array.isArray(multiView.data) ? multiView.data : [];
  const list = items.find(
    (item): item is { data: Record<string, unknown> } =>
      isPlainObject(item) && item.item_type_name === 'list' && isPlainObject(item.data),
  );
  if (!list) return null;
  const { url, params, config = {} } = list.data;
  if (typeof url !== 'string' || !url || !isPlainObject(config)) return null;
  if (params !== undefined && !isPlainObject(params)) return null;
  if (ASKS_MORE_FIRST.some((name) => config[name])) return null;
  // What a tab's views see of the route (mf-views' usePanelParams): all but the tab, and the
  // record id under the tab parameter.
  const tabParameter =
    (isPlainObject(tabConfig) && typeof tabConfig.tab_parameter === 'string'
      ? tabConfig.tab_parameter
      : '') || DEFAULT_TAB_PARAMETER;
  const { tab: _openTab, ...route } = routeParams;
  const scope: Record<string, unknown> = { ...route, [tabParameter]: routeParams.id ?? '' };
  const listParams = fillParams(params as Record<string, FieldValue> | undefined, scope);
  listParams[tabParameter] = (scope[tabParameter] as FieldValue) ?? '';
  const options = Array.isArray(config.rows_per_page_options) ? config.rows_per_page_options : [];
  const pageSize = Number(config.page_size ?? options[0] ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(pageSize) || pageSize <= 0) return null;
  return {
    url,
    query: {
      ...listParams,
      search: '',
      pagination_object: { page_number: 1, page_size: pageSize },
    },
  };
}

/** The address the call layer asks for that page (api.get's url and params, encoded). */
export function firstListPath({ url, query }: FirstListPage): string {
  const search = toQueryString(query);
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}
