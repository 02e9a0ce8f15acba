// Pages, tabs and multi-views of mf-views, and the items that only place other views.
import type { StatusBadgeValue } from './view-widgets';

/** The click actions of a custom page button (tabs page). */
export type PageButtonAction = 'visit' | 'back' | 'imagePreview';

export interface PageButton {
  label: string;
  icon?: string | null;
  /** Typed as string: the server may send anything, and anything else is a configuration error. */
  action: PageButtonAction | string;
  /** Organisation-relative path for 'visit', image address for 'imagePreview'. */
  path?: string | null;
}

/** Tab component config of a tabs page or a tabs item. */
export interface TabComponentConfig {
  lazy_load?: boolean;
  hide_field_header?: boolean;
  show_all_at_once?: boolean;
  /** Name under which the record id reaches the tab's views (default 'item_id'). */
  tab_parameter?: string;
  multi_view_id?: number | null;
}

/** GET /page-info (route_id, main_id): what the page shows around its multi-view. */
export interface PageInfoData {
  route_id: number;
  page_name: string;
  /** Title of the record the page shows (e.g. 'Job J-00042'); null on list pages and new items. */
  record_name?: string | null;
  multi_view_id?: number | null;
  page_buttons?: PageButton[];
  tab_config?: TabComponentConfig;
  /** Status of the shown record for the status badge; null means none yet ('Draft'). */
  status?: StatusBadgeValue | null;
}

/** One entry of sort_priority: the priority of an item for users of these staff roles. */
export interface SortPriority {
  staff_role_ids: number[];
  priority: number;
}

export interface MultiViewItemConfig {
  show_header?: boolean;
  /** Roles that may see the item; empty or absent means everyone. */
  role_ids?: number[];
  sort_priority?: SortPriority[];
  [key: string]: unknown;
}

/** One item of a multi-view: a widget (form, list, chart…) placed on a 12-column row. */
export interface MultiViewItem {
  id: number;
  view_id: number | null;
  /** Built-in type of the view framework, or a widget another remote provides. */
  item_type_name: string;
  /** Width out of 12 columns. */
  size: number;
  sort: number;
  new_line: boolean;
  name: string;
  /** The view definition; its shape depends on item_type_name. */
  data: Record<string, unknown>;
  config: MultiViewItemConfig;
}

/** GET /multi-view-data (multi_view_id). */
export interface MultiViewDefinition {
  multi_view_id: number;
  name: string;
  data: MultiViewItem[];
}

/** Definition of a 'multi_view' item (a multi-view nested inside another). */
export interface NestedMultiViewData {
  multi_view_id: number;
}

/** Definition of a 'view_button' item: navigates inside the organisation. */
export interface ViewButtonData {
  label: string;
  path: string;
  icon?: string | null;
}

/** Definition of a 'tabs' item: the tabs of a route shown inside a multi-view. */
export interface TabsItemData extends TabComponentConfig {
  route_id: number;
}

/** Definition of a 'custom_component' item: a widget of another remote loaded by name. */
export interface CustomComponentData {
  component: string;
  /** Remote to ask first, e.g. 'mf_quoting'. */
  remote?: string | null;
  props?: Record<string, unknown>;
}

/** One part of GET /landing-data: the status and body its own call would have answered. */
export interface LandingPart {
  status: number;
  body: unknown;
}

/** GET /landing-data's answer: a page's first calls, each as it would have answered alone (ADR 233). */
export interface LandingData {
  page_info?: LandingPart | null;
  route_tabs?: LandingPart | null;
  multi_view?: LandingPart | null;
  /**
   * A tabs page's first list's first page, asked by the server with the tab's definition (ADR
   * 248); `path` is what it asked (`firstListPath`), which the client compares with its own.
   */
  first_list?: (LandingPart & { path: string }) | null;
}

/**
 * The page a password sign-in lands on and its GET /landing-data answer, sent with the session
 * when the sign-in asks for it (`with_landing`, ADR 259): one round trip fewer to a first page.
 */
export interface SignInLanding {
  /** The landing path, as the client works it out (resolveLanding). */
  path: string;
  /** The landing call this answers; the client uses it only for the same query. */
  query: LandingQuery;
  data: LandingData;
}

/** What GET /landing-data is asked for: the route, its record, where its tabs are, which view. */
export interface LandingQuery {
  route_id: number;
  main_id?: number;
  tabs_route_id?: number;
  multi_view_id?: number;
  /** The tab the address names, and the one the `tabs` query names (the server's first guess). */
  tab?: string;
  tabs?: string;
}
