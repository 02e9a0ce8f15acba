import type { FilterItem, FilterType, ListDefinition, ListingHeader } from '@platform/shared';
import { isRecord } from '../common/records';
import { parseButtons } from '../buttons/parseButtons';
import type { Parsed } from '../form/parseForm';

const FILTER_TYPES = new Set<FilterType>([
  'date-time-range',
  'date-range',
  'date',
  'dropdown-multiple',
  'dropdown',
  'text',
]);
const ALIGNMENTS = new Set(['left', 'center', 'right']);

export function parseHeaders(raw: unknown): ListingHeader[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isRecord)
    .filter((header) => typeof header.field_name === 'string')
    .map((header, index) => ({
      header_id: Number(header.header_id ?? index + 1),
      display_name: String(header.display_name ?? header.field_name),
      field_name: String(header.field_name),
      alignment: ALIGNMENTS.has(String(header.alignment))
        ? (header.alignment as ListingHeader['alignment'])
        : 'left',
      user_sortable: Boolean(header.user_sortable),
      format: typeof header.format === 'string' ? header.format : null,
      config: isRecord(header.config) ? header.config : {},
      grid_position:
        header.grid_position === undefined || header.grid_position === null
          ? null
          : Number(header.grid_position),
      hide_on_table: Boolean(header.hide_on_table),
    }));
}

export function parseFilters(raw: unknown): FilterItem[] {
  if (!Array.isArray(raw)) return [];
  const filters: FilterItem[] = [];
  for (const filter of raw.filter(isRecord)) {
    if (!FILTER_TYPES.has(filter.type as FilterType) || typeof filter.field !== 'string') {
      console.error('[mf_views] unknown filter left out', filter);
      continue;
    }
    filters.push({
      type: filter.type as FilterType,
      field: filter.field,
      fieldID: (filter.fieldID ?? undefined) as FilterItem['fieldID'],
      label: String(filter.label ?? filter.field),
      data_url: typeof filter.data_url === 'string' ? filter.data_url : null,
      label_key: typeof filter.label_key === 'string' ? filter.label_key : 'name',
      key: typeof filter.key === 'string' ? filter.key : 'id',
    });
  }
  return filters;
}

/** Converts a 'list' item's data into a typed definition, once, at the edge. */
export function parseListDefinition(data: unknown): Parsed<ListDefinition> {
  if (!isRecord(data)) return { ok: false, error: 'the list definition is not an object' };
  if (typeof data.url !== 'string' || data.url === '')
    return { ok: false, error: 'the list has no url' };
  return {
    ok: true,
    value: {
      url: data.url.replace(/\/+$/, ''),
      params: isRecord(data.params) ? data.params : {},
      listing_id: data.listing_id === undefined ? undefined : Number(data.listing_id),
      listing_headers: parseHeaders(data.listing_headers),
      row_button_data: parseButtons(data.row_button_data),
      filters: parseFilters(data.filters),
      config: (isRecord(data.config) ? data.config : {}) as ListDefinition['config'],
    },
  };
}
