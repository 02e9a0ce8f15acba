import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../../core/database';

/** A view: what a multi-view item shows (form, list, buttons…) and its definition. */
export interface ViewsTable {
  id: number;
  /** 'form', 'list', 'buttons', or any widget type. */
  view_type: string;
  name: string;
  /** url, config, filters, params… (components, headers and buttons live in their tables). */
  definition: Json<Record<string, unknown>>;
}

export interface MultiViewsTable {
  id: number;
  /** Null: shared by every organisation (product configuration). */
  organisation_id: number | null;
  name: string;
}

export interface MultiViewItemsTable {
  id: number;
  multi_view_id: number;
  view_id: number | null;
  item_type_name: string;
  size: number;
  sort: number;
  new_line: boolean;
  name: string;
  /** Merged over the view's definition (item-specific settings). */
  data: Json<Record<string, unknown>>;
  config: Json<Record<string, unknown>>;
}

export interface RouteTabsTable {
  id: number;
  route_id: number;
  name: string;
  path: string;
  icon: string | null;
  enabled: boolean;
  is_default: boolean;
  multi_view_id: number | null;
  page_name: string;
  state_on_new_id: number | null;
  sort: number;
}

/** What the views module adds to a route's page info. */
export interface RouteSettingsTable {
  route_id: number;
  tab_config: Json<Record<string, unknown>> | null;
  page_buttons: Json<unknown[]> | null;
  /** Record type of the route's :id ('jobs', 'customers'…), for record_name and status. */
  record_type: string | null;
}

export interface FormComponentsTable {
  id: number;
  view_id: number;
  field: string;
  name: string;
  html_tag: string;
  component_type_id: number | null;
  component_subtype_id: number | null;
  state_on_new_id: string | null;
  default_state_id: string | null;
  sort: number;
  size: number;
  new_line: boolean;
  attributes: Json<Record<string, unknown>> | null;
  config: Json<Record<string, unknown>> | null;
  data_url: string | null;
  relationships: Json<unknown[]> | null;
  dependencies: Json<unknown[]> | null;
  store_as_default: boolean;
}

export interface ListingHeadersTable {
  id: number;
  view_id: number;
  display_name: string;
  field_name: string;
  alignment: string;
  user_sortable: boolean;
  format: string | null;
  config: Json<Record<string, unknown>> | null;
  grid_position: number | null;
  hide_on_table: boolean;
  sort: number;
}

export interface ButtonsTable {
  id: number;
  view_id: number;
  /** 'bar' (the view's own buttons) or 'row' (list row buttons). */
  placement: string;
  label: string;
  icon: string | null;
  color: string | null;
  title: string | null;
  sort: number;
  click_fn: string;
  display_if_true: string | null;
  display_on: string;
  config: Json<Record<string, unknown>> | null;
  confirm_prompt: string | null;
  prompt_question: string | null;
  new_tab: boolean;
  disable: boolean;
}

/** Demo records of every type (jobs, customers, quotes…), one JSON document each (ADR 051). */
export interface RecordsTable {
  id: Generated<number>;
  organisation_id: number;
  record_type: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A counter per organisation and record type, raised by a trigger on every change of `records`. */
export interface RecordFieldVersionsTable {
  organisation_id: number;
  record_type: string;
  field: string;
  version: ColumnType<string, number, number>;
}

/**
 * A "Generate and download" link (docs/decisions/187): only the sha-256 of its token is kept,
 * for one organisation's record, until it is used once or expires.
 */
export interface DocumentLinksTable {
  token_hash: string;
  organisation_id: number;
  record_type: string;
  record_id: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

declare module '../../core/database' {
  interface Database {
    document_links: DocumentLinksTable;
    record_field_versions: RecordFieldVersionsTable;
    views: ViewsTable;
    multi_views: MultiViewsTable;
    multi_view_items: MultiViewItemsTable;
    route_tabs: RouteTabsTable;
    route_settings: RouteSettingsTable;
    form_components: FormComponentsTable;
    listing_headers: ListingHeadersTable;
    buttons: ButtonsTable;
    records: RecordsTable;
  }
}
