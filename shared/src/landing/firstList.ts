import {
  api,
  DEFAULT_PAGE_SIZE,
  type FieldValue,
  type ListQuery,
  type RecordData,
} from '@platform/shared';
import type { PageCall } from './pageCalls';

/** The parameter a tab's views receive the record id in, unless the page's tab_config names one. */
export const DEFAULT_TAB_PARAMETER = 'item_id';
/** Extra attempts of a list's page call (mf-views' list). */
export const LIST_PAGE_RETRIES = 3;

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

/** GET of one page of a list: the call mf-views' list makes (ListPages), keyed by its query. */
export function listPageCall(
  url: string,
  query: ListQuery,
  retries = LIST_PAGE_RETRIES,
  silent = false,
): PageCall<RecordData[]> {
  return {
    key: `GET ${url}?${JSON.stringify(query)}`,
    request: () => api.get<RecordData[]>(url, { params: query, retries, silent, reuseSeconds: 0 }),
  };
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

/**
 * The first page a tab's first list asks when it mounts (ListStore.load with nothing typed,
 * sorted or filtered yet), so the records can be asked with the definition (ADR 233). Null when
 * the multi-view has no list, or its list asks something else first or differently (no
 * pagination, headers or filters from the server, a quick day filter, a child view): that list
 * asks its rows itself, as before.
 */
export function firstTabListCall(
  multiView: unknown,
  routeParams: Record<string, string>,
  tabConfig: unknown,
): PageCall<RecordData[]> | null {
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
  return listPageCall(url, {
    ...listParams,
    search: '',
    pagination_object: { page_number: 1, page_size: pageSize },
  });
}
