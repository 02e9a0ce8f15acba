// Form items: their components, dependencies, relationships and options (see the spec).
import type { FieldValue } from './record-data';
import type { ButtonDefinition } from './view-buttons';
import type { MultiLineConfig } from './view-widgets';
import type { WizardHelperConfig } from './view-wizard';

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
  /**
   * How the value reads, as a list column's format code ('currency': 377.5 shows $377.50),
   * on a read-only form and in a number input that is not being typed in.
   */
  format?: string | null;
  /** Value of the field on a new record. */
  default_value?: FieldValue;
  /** For multi_line fields. */
  multi_line?: MultiLineConfig;
  /**
   * The field is changed by a workflow endpoint, not by the form's save (a job's status): on
   * an existing record a change is sent at once, alone, as `{ [value_key]: value }` to
   * submit_url (':id' is the record's id).
   */
  workflow?: { submit_url: string; value_key: string };
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
