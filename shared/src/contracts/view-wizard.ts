// The wizard of a form: the steps that fill its fields (spec §3 'Wizard helper config', ADR 140).

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
