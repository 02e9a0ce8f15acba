// Payload types of mf-views (see the spec). The API server imports the same types.
import type { PagingInfo, ResponseInfo } from './common';

/** A value a record field may hold, as JSON carries it. */
export type FieldValue =
  string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** A record as forms and lists receive it: field name → value. */
export type RecordData = Record<string, FieldValue>;

// ---------------------------------------------------------------------------------------------
// Page, tabs and multi-views
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Buttons
// ---------------------------------------------------------------------------------------------

/** The click functions of the button bar (spec §2.8 and §7.5). */
export type ButtonClickFn =
  | 'edit'
  | 'cancel'
  | 'save'
  | 'saveAndNew'
  | 'delete'
  | 'async'
  | 'sendMail'
  | 'generateAndDownload'
  | 'createOrganisation'
  | 'nextRecord'
  | 'previousRecord'
  | 'openRecord'
  | 'openChild'
  | 'visit'
  | 'modal'
  | 'viewEvent';

export type ButtonDisplayOn = 'always' | 'edit' | 'readonly';

export interface ButtonConfig {
  /** Target of the call or navigation; the form's own url when absent. */
  url?: string | null;
  /** Fills {field} placeholders of url and params from the record. */
  parse?: boolean;
  params?: Record<string, FieldValue>;
  /** For send-mail: ask this before sending. */
  alert?: string | null;
  modal_multi_view_id?: number | null;
  /** Record field holding the id (default 'id'). */
  identifier?: string | null;
  align?: 'left' | 'center' | 'right';
  /** Sends the ids of the selected list rows. */
  use_selection?: boolean;
}

export interface ButtonDefinition {
  label: string;
  icon?: string | null;
  color?: string | null;
  title?: string | null;
  sort?: number;
  /** Typed as string: unknown functions throw only in development. */
  clickFn: ButtonClickFn | string;
  /** Record field that must be truthy for the button to show. */
  displayIfTrue?: string | null;
  displayOn?: ButtonDisplayOn;
  config?: ButtonConfig;
  confirmPrompt?: string | null;
  promptQuestion?: string | null;
  newTab?: boolean;
  disable?: boolean;
}

/** POST body of save, save-and-new and the record-changing buttons. */
export interface ObjectDataPayload {
  /** JSON string of the record. */
  object_data: string;
  save_and_new?: boolean;
  /** Answer to the button's promptQuestion. */
  prompt_answer?: string;
  /** Ids of the selected list rows (use_selection). */
  selected_ids?: Array<string | number>;
  /** True for a continuous (draft) save. */
  draft?: boolean;
}

/** Answer of a save: the stored record (its id tells a new record's id). */
export type SaveResult = RecordData & { id: number };

export interface DownloadResult {
  download_url: string;
}

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** Field kinds of a form component (its html_tag). */
export type FormFieldTag =
  | 'text'
  | 'email'
  | 'address'
  | 'number'
  | 'textarea'
  | 'select'
  | 'multiselect'
  | 'switch'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'time'
  | 'multi_line'
  | 'signature'
  | 'measurement_tool'
  | 'file_picker'
  | 'status_badge'
  | 'heading';

/** Per-field state codes ('1' visible, '2' disabled, '3' hidden). */
export type FieldStateCode = '1' | '2' | '3';

export interface Dependency {
  /** Id of the component whose value decides. */
  component_id: number;
  /** One value, a comma list, '*', or a comparison such as '>5' or '<=3'. */
  required_value: string;
  true_state: FieldStateCode;
  false_state: FieldStateCode;
  /** True: equality; false: substring match. */
  exact_match: boolean;
}

export interface Relationship {
  /** Id of the component that triggers the refetch (or several). */
  component_id: number | number[];
  /** Parameter name under which the trigger's value is sent (the trigger's field by default). */
  component_id_value?: string | null;
  /** 1: the answer is the target's value; 2: an object of field values. */
  version?: 1 | 2;
  /** True: the answer is the target's option list. */
  is_list?: boolean;
  data_url: string;
  /** Skip the call while any parameter value is undefined. */
  required?: boolean;
}

export interface SelectOption {
  id: string | number;
  name: string;
  [key: string]: FieldValue;
}

export interface FormComponentConfig {
  /** Static options of a select. */
  options?: SelectOption[];
  placeholder?: string;
  /** Zero-based step of a stepper form. */
  step?: number;
  required?: boolean;
  min?: number;
  max?: number;
  /** Value of the field on a new record. */
  default_value?: FieldValue;
  /** For multi_line fields. */
  multi_line?: MultiLineConfig;
  [key: string]: unknown;
}

export interface FormComponent {
  id: number;
  field: string;
  name: string;
  html_tag: FormFieldTag | string;
  component_type_id?: number | null;
  component_subtype_id?: number | null;
  /** State on a new record; falls back to default_state_id. */
  state_on_new_id?: FieldStateCode | null;
  default_state_id?: FieldStateCode | null;
  sort: number;
  /** Width out of 12 columns. */
  size: number;
  new_line?: boolean;
  attributes?: Record<string, unknown>;
  config?: FormComponentConfig;
  /** Paged options source of a select. */
  data_url?: string | null;
  relationships?: Relationship[];
  dependencies?: Dependency[];
  /** The last saved value becomes the default of new records. */
  store_as_default?: boolean;
}

export interface FormStep {
  title: string;
}

/** Kinds of wizard step (spec §3 'Wizard helper config'). */
export type WizardStepType = 'select' | 'file' | 'text';

/** When the wizard opens by itself: both open it for a new record (spec §4). */
export type WizardDisplay = 'onNew' | 'always';

export interface WizardOption {
  id: string | number;
  name: string;
  sort?: number;
  /** Picture shown on the option. */
  icon_image?: string | null;
}

/** Picking option `if` makes the record fields `then` required before the wizard moves on. */
export interface WizardDependency {
  if: string | number;
  then: string[];
}

/** One step of a form's wizard; it sets the record field `related_fields[0]`. */
export interface WizardHelperConfig {
  type: WizardStepType | string;
  sort: number;
  title: string;
  icon?: string | null;
  related_fields: string[];
  display?: WizardDisplay | null;
  /** Select steps: a search box. */
  can_search?: boolean;
  /** Select steps: the search filters the loaded options instead of asking data_url. */
  client_side_search?: boolean;
  /** Select steps: GET source answering options (with `search`). */
  data_url?: string | null;
  /** Select steps: fixed options. */
  options?: WizardOption[];
  /** File steps: at least one file is needed and every file must be an image. */
  image_required?: boolean;
  /** File steps: most files; more than 1 makes the step multiple. */
  max_items?: number | null;
  /** File steps: upload directory (default: the organisation id / route id). */
  directory?: string | null;
  dependency?: WizardDependency | WizardDependency[] | null;
}

export interface FormConfig {
  always_edit?: boolean;
  /** Saves a draft after each change (debounced). */
  continuous_save?: boolean;
  /** Compact rendering inside another view. */
  inline?: boolean;
  steps?: FormStep[];
  /** Fixed params sent with the record GET. */
  params?: Record<string, FieldValue>;
  /** List path to return to when a new item is cancelled (the route's return path by default). */
  list_url?: string | null;
  /** Steps of the wizard dialog that fills this form's fields (ADR 140). */
  wizard?: WizardHelperConfig[];
  /** Title of the wizard dialog (default 'Wizard'). */
  wizard_title?: string | null;
}

/** Definition of a 'form' item. */
export interface FormDefinition {
  /** Record path without the id, e.g. '/records/jobs'. */
  url: string;
  components: FormComponent[];
  buttons?: ButtonDefinition[];
  config?: FormConfig;
}

/** GET /dropdown-options: one request per select url with the current value. */
export interface DropdownOptionsRequest {
  data_url: string;
  value?: FieldValue;
  page_size: number;
}

export interface OptionsPage {
  options: SelectOption[];
  total: number;
}

/** Answer of GET /dropdown-options: first page per data_url (with the selected values included). */
export type DropdownOptionsResult = Record<string, OptionsPage>;

/** POST body of a relationship's data_url. */
export interface RelationshipPayload {
  trigger_field: string;
  [field: string]: FieldValue;
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

export type InlineEditType = 'text' | 'number' | 'datetime' | 'select';

export interface InlineEditConfig {
  type: InlineEditType;
  /** POST target; ':id' is replaced by the row id. */
  submit_url: string;
  data_url?: string | null;
  options?: SelectOption[];
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

// ---------------------------------------------------------------------------------------------
// Multi-line editor and status badge
// ---------------------------------------------------------------------------------------------

export interface MultiLineConfig {
  /** Lines are free text instead of picked options. */
  no_options?: boolean;
  multi_view_id?: number | null;
  /** Options whose named field is true are always on a line and cannot be removed. */
  force_selection_rules?: { if_field_true?: string | null };
  new_line_object?: Partial<MultiLineItem> | null;
  /** Options source when not no_options. */
  options_url?: string | null;
}

export interface MultiLineItem {
  id: string | number;
  name: string;
  /** Defaults to 1. */
  quantity: number;
  disable?: boolean;
}

/** Definition of a 'multi_line' item: one field of a record edited as lines. */
export interface MultiLineData {
  url: string;
  field: string;
  config?: MultiLineConfig;
}

export interface StatusBadgeValue {
  name: string;
  color: string;
}

/** Definition of a 'status_badge' item: a fixed status, or the record's status from page info. */
export interface StatusBadgeData {
  status?: StatusBadgeValue | null;
}
