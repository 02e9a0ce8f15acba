// List items: headers, filters, config and the calls of a list (see the spec).
import type { PagingInfo, ResponseInfo } from './common';
import type { FieldValue, RecordData } from './record-data';
import type { ButtonDefinition } from './view-buttons';
import type { SelectOption } from './view-forms';

export type InlineEditType = 'text' | 'number' | 'datetime' | 'select';

export interface InlineEditConfig {
  type: InlineEditType;
  /** POST target; ':id' is replaced by the row id. */
  submit_url: string;
  data_url?: string | null;
  options?: SelectOption[];
  /**
   * A workflow endpoint (a job's status, POST /records/jobs/:id/status): the body is
   * `{ [value_key]: value }` instead of id, field and value.
   */
  value_key?: string;
}

export interface ListingHeaderConfig {
  inline_edit?: InlineEditConfig;
  tooltip_field?: string;
  tooltip_icon_colour?: string;
  tooltip_background_colour?: string;
  badge_color_field?: string;
  /** Grid-view size; the medium size is min(12, ceil(1.5 × size)). */
  size?: number;
  [key: string]: unknown;
}

/** Special header fields that are not plain columns. */
export const SPECIAL_LIST_FIELDS = {
  expansion: 'additional_field_expansion',
  rowActions: 'row_action_buttons',
  rowSelection: 'row_selection',
} as const;

export interface ListingHeader {
  header_id: number;
  display_name: string;
  field_name: string;
  alignment?: 'left' | 'center' | 'right';
  user_sortable?: boolean;
  format?: string | null;
  config?: ListingHeaderConfig;
  grid_position?: number | null;
  hide_on_table?: boolean;
}

export type FilterType =
  'date-time-range' | 'date-range' | 'date' | 'dropdown-multiple' | 'dropdown' | 'text';

export interface FilterItem {
  type: FilterType;
  field: string;
  fieldID?: string | number;
  label: string;
  data_url?: string | null;
  label_key?: string;
  key?: string;
}

/** A date span sent in filters, as UTC ISO strings. */
export interface DateSpan {
  from: string;
  to: string;
}

export type FilterValue = string | number | Array<string | number> | DateSpan;

export interface RowSelectionConfig {
  /** Row field used as the selection key (default 'id'). */
  field_name?: string;
  /** Row field holding the group; selected rows must share it. */
  group_selection_by?: string;
  /** 'any': the group values are lists that must overlap. */
  group_selection_type?: 'same' | 'any';
}

export interface ListConfig {
  row_selection?: RowSelectionConfig;
  expandable?: boolean;
  /** Row field → value → colour of the row. */
  field_colors?: Record<string, Record<string, string>>;
  /** Field whose total is shown (with GST). */
  show_total?: string | null;
  has_filter?: boolean;
  filter_api?: string | null;
  dynamic_headers_url?: string | null;
  dense?: boolean;
  remove_pagination?: boolean;
  rows_per_page_options?: number[];
  hide_new?: boolean;
  hide_search?: boolean;
  /** True, or the row field the quick day filter applies to (default 'date'). */
  has_quick_date_filter?: boolean | string;
  grid_view?: boolean;
  selected_total_inc_tax?: boolean;
  selected_total_exc_tax?: boolean;
  total_is_inc_tax?: boolean;
  open_on_load?: boolean;
  disable_row_click?: boolean;
  row_click_url?: string | null;
  new_button_url?: string | null;
  new_button_multi_view_id?: number | null;
  /** A record template: shows 'Add line', which creates a row from it. */
  new_line_object?: RecordData | null;
  /** POST target of the per-row radio (selected_product); ':name' takes the list parameter. */
  radio_button_url?: string | null;
  /**
   * The same choice as a paged select above the table (20 options at a time, with search):
   * options answer `selected: true` on the current choice; ':name' takes the list parameter.
   */
  radio_options_url?: string | null;
  /** Multi-view shown instead of the list when the route has a child_id. */
  child_multi_view_id?: number | null;
  /** Rows per page when the user has not chosen (default 10). */
  page_size?: number;
  /** Renders only the rows on screen: true, false, or automatic above 50 rows when absent. */
  virtual?: boolean;
}

/** Definition of a 'list' item. */
export interface ListDefinition {
  url: string;
  /** Parameters sent with every list call; ':name' takes the page parameter of that name. */
  params?: Record<string, FieldValue>;
  listing_id?: number;
  listing_headers: ListingHeader[];
  row_button_data?: ButtonDefinition[];
  filters?: FilterItem[];
  config?: ListConfig;
}

/** Query of a list call (GET url). Objects travel JSON-encoded in the query string. */
export interface ListQuery {
  search?: string;
  pagination_object: PagingInfo;
  filters?: Record<string, FilterValue>;
  [param: string]: unknown;
}

/** info of a list answer: paging plus the totals of show_total over every matching row. */
export interface ListResponseInfo extends ResponseInfo {
  totals?: Record<string, number>;
}

/** POST body of an inline cell save. */
export interface InlineSubmitPayload {
  id: string | number;
  field: string;
  value: FieldValue;
}

/** POST body of the per-row radio. */
export interface RadioPayload {
  value: string | number;
}
