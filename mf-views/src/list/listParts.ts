import {
  api,
  type FieldValue,
  type FilterItem,
  type ListConfig,
  type ListingHeader,
  type SelectOption,
} from '@platform/shared';
import { parseFilters, parseHeaders } from './parseList';

async function quietly<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[mf_views] ${what} failed to load`, error);
    return null;
  }
}

/** Whether the list asks parts of its definition before its first page (`ListStore.loadDefinitionParts`). */
export function hasDefinitionParts(config: ListConfig, headers: readonly ListingHeader[]): boolean {
  return Boolean(
    config.dynamic_headers_url || config.filter_api || headers.some(isInlineSelectWithData),
  );
}

function isInlineSelectWithData(header: ListingHeader): boolean {
  return (
    header.config?.inline_edit?.type === 'select' && Boolean(header.config.inline_edit.data_url)
  );
}

/** GET dynamic_headers_url: the columns replace the configured ones (none answered: keep them). */
export function fetchDynamicHeaders(
  url: string,
  params: Record<string, FieldValue>,
): Promise<ListingHeader[] | null> {
  return quietly('dynamic headers', async () => {
    const headers = parseHeaders((await api.get<unknown>(url, { params, silent: true })).data);
    return headers.length > 0 ? headers : null;
  });
}

/** GET filter_api: filters added after the configured ones. */
export function fetchFilters(
  url: string,
  params: Record<string, FieldValue>,
): Promise<FilterItem[] | null> {
  return quietly('filters', async () =>
    parseFilters((await api.get<unknown>(url, { params, silent: true })).data),
  );
}

/** The options of every inline select column that names a data_url, by field. */
export async function fetchInlineOptions(
  headers: ListingHeader[],
): Promise<Record<string, SelectOption[]>> {
  const loaded: Record<string, SelectOption[]> = {};
  await Promise.all(
    headers.filter(isInlineSelectWithData).map(async (header) => {
      const url = header.config?.inline_edit?.data_url as string;
      const options = await quietly(`inline options of ${header.field_name}`, async () => {
        const result = await api.get<SelectOption[]>(url, { silent: true });
        return Array.isArray(result.data) ? result.data : [];
      });
      if (options) loaded[header.field_name] = options;
    }),
  );
  return loaded;
}
