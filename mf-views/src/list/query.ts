import dayjs, { type Dayjs } from 'dayjs';
import {
  pickerToUtc,
  type DateSpan,
  type FilterItem,
  type FilterValue,
  type ListQuery,
  type PagingInfo,
} from '@platform/shared';

/** How date filters read (spec §2.9). */
export const FILTER_DATE_FORMAT = 'DD-MM-YYYY';
export const FILTER_DATE_TIME_FORMAT = 'DD-MM-YYYY hh:mm A';

/** A calendar day as the UTC instants of its start and end in the user's zone. */
export function dayRange(day: Dayjs, timeZone?: string | null): DateSpan {
  return {
    from: pickerToUtc(day.startOf('day'), timeZone),
    to: pickerToUtc(day.endOf('day'), timeZone),
  };
}

/** What a filter widget holds before it is sent. */
export type FilterInput =
  string | number | Array<string | number> | Dayjs | [Dayjs | null, Dayjs | null] | null;

function isDayPair(value: FilterInput): value is [Dayjs | null, Dayjs | null] {
  return (
    Array.isArray(value) && value.length === 2 && value.every((v) => v === null || dayjs.isDayjs(v))
  );
}

/**
 * The value a filter sends, or undefined when it is empty. A date range sends the start of its
 * first day and the end of its last day in UTC; a date-time range sends its instants.
 */
export function filterValueOf(
  type: FilterItem['type'],
  input: FilterInput | undefined,
  timeZone?: string | null,
): FilterValue | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  switch (type) {
    case 'date':
      return dayjs.isDayjs(input) ? dayRange(input, timeZone) : undefined;
    case 'date-range':
      if (!isDayPair(input) || !input[0] || !input[1]) return undefined;
      return {
        from: pickerToUtc(input[0].startOf('day'), timeZone),
        to: pickerToUtc(input[1].endOf('day'), timeZone),
      };
    case 'date-time-range':
      if (!isDayPair(input) || !input[0] || !input[1]) return undefined;
      return { from: pickerToUtc(input[0], timeZone), to: pickerToUtc(input[1], timeZone) };
    case 'dropdown-multiple':
      return Array.isArray(input) && input.length > 0
        ? (input as Array<string | number>)
        : undefined;
    default:
      return typeof input === 'string' || typeof input === 'number' ? input : undefined;
  }
}

export interface ListQueryState {
  search: string;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  filters: Record<string, FilterValue>;
  /** Parsed parameters of the page (record id, tab parameter…). */
  params?: Record<string, unknown>;
}

/** The query of a list call: search, pagination_object, filters and parsed parameters. */
export function buildListQuery(state: ListQueryState): ListQuery {
  const pagination: PagingInfo = { page_number: state.page, page_size: state.pageSize };
  if (state.sortBy) {
    pagination.sort_by = state.sortBy;
    pagination.sort_direction = state.sortDirection ?? 'asc';
  }
  const query: ListQuery = { ...state.params, search: state.search, pagination_object: pagination };
  if (Object.keys(state.filters).length > 0) query.filters = state.filters;
  return query;
}

export interface PagingState {
  pageCount: number;
  hasNext: boolean;
  hasPrevious: boolean;
}

/** Next and previous availability of a page (spec §4 Pagination). */
export function pagingState(page: number, pageSize: number, total: number): PagingState {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return { pageCount, hasNext: page < pageCount, hasPrevious: page > 1 };
}

/** A list query as a stable cache key. */
export function queryKey(url: string, query: ListQuery): string {
  return `${url}?${JSON.stringify(query)}`;
}
