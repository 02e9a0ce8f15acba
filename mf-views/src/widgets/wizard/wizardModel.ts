import type {
  FieldValue,
  WizardDependency,
  WizardHelperConfig,
  WizardOption,
  WizardStepType,
} from '@platform/shared';

/** Spec §5: the dependent fields' message. */
export const FILL_IN_FIELD = 'You need to fill in this field.';
/** Spec §5: more than one file on a step that is not multiple. */
export const ONE_FILE_ONLY = 'Can not upload more than one file!';
export const IMAGE_NEEDED = 'Please choose an image.';
export const IMAGES_ONLY = 'Only images can be chosen.';

export function tooManyFiles(maxItems: number): string {
  return `Can not upload more than ${maxItems} files!`;
}

/** A wizard step as the dialog uses it: a known type and one target field. */
export interface WizardStep {
  key: string;
  type: WizardStepType;
  title: string;
  sort: number;
  /** The record field the step sets. */
  field: string;
  config: WizardHelperConfig;
  dependencies: WizardDependency[];
}

/** A chosen file before upload: what validation needs to know of it. */
export interface ChosenFile {
  name: string;
  type: string;
}

const STEP_TYPES: ReadonlySet<string> = new Set(['select', 'file', 'text']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseDependency(raw: unknown): WizardDependency | null {
  if (!isObject(raw) || (typeof raw.if !== 'string' && typeof raw.if !== 'number')) return null;
  const then = Array.isArray(raw.then) ? raw.then.filter((f) => typeof f === 'string') : [];
  return then.length > 0 ? { if: raw.if, then } : null;
}

function dependenciesOf(raw: unknown): WizardDependency[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.map(parseDependency).filter((d): d is WizardDependency => d !== null);
}

function parseStep(raw: unknown, index: number): WizardStep | null {
  if (!isObject(raw) || typeof raw.type !== 'string' || !STEP_TYPES.has(raw.type)) return null;
  const fields = Array.isArray(raw.related_fields)
    ? raw.related_fields.filter((f): f is string => typeof f === 'string' && f !== '')
    : [];
  if (fields.length === 0) return null;
  const config = raw as unknown as WizardHelperConfig;
  return {
    key: `${index}:${fields[0]}`,
    type: raw.type as WizardStepType,
    title: typeof raw.title === 'string' ? raw.title : fields[0],
    sort: Number.isFinite(Number(raw.sort)) ? Number(raw.sort) : index,
    field: fields[0],
    config,
    dependencies: dependenciesOf(raw.dependency),
  };
}

/** The form's wizard config (server data) as steps in sort order; malformed entries are left out. */
export function parseWizardSteps(raw: unknown): WizardStep[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map(parseStep)
    .filter((step): step is WizardStep => step !== null)
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.sort - b.step.sort || a.index - b.index)
    .map(({ step }) => step);
}

export function isEmptyValue(value: FieldValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Steps whose field holds a value show a check icon. */
export function completedSteps(
  steps: readonly WizardStep[],
  valueOf: (field: string) => FieldValue | undefined,
): Set<string> {
  return new Set(steps.filter((step) => !isEmptyValue(valueOf(step.field))).map((s) => s.key));
}

/** Spec §4: the wizard opens by itself for a new record when a step's display is onNew or always. */
export function opensAutomatically(steps: readonly WizardStep[], isNew: boolean): boolean {
  return (
    isNew &&
    steps.some((step) => step.config.display === 'onNew' || step.config.display === 'always')
  );
}

export function sortedOptions(options: readonly WizardOption[]): WizardOption[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => (a.option.sort ?? 0) - (b.option.sort ?? 0) || a.index - b.index)
    .map(({ option }) => option);
}

/** Client-side search: options whose name holds the text, ignoring case. */
export function filterOptions(options: readonly WizardOption[], search: string): WizardOption[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...options];
  return options.filter((option) => option.name.toLowerCase().includes(wanted));
}

function sameId(a: FieldValue | undefined, b: string | number): boolean {
  return a !== undefined && a !== null && String(a) === String(b);
}

/** The fields that picking `optionId` makes required. */
export function dependentFields(step: WizardStep, optionId: string | number): string[] {
  return [
    ...new Set(step.dependencies.filter((d) => sameId(d.if, optionId)).flatMap((d) => d.then)),
  ];
}

export type PickOutcome =
  | { kind: 'cleared' }
  | { kind: 'advance'; value: string | number }
  | { kind: 'stay'; value: string | number }
  | { kind: 'ask'; value: string | number; fields: string[] };

/**
 * Spec §4: picking the chosen option again clears it; a pick with dependent fields asks for
 * them; otherwise the pick advances (the last step has nowhere to go, so it stays).
 */
export function pickOption(
  step: WizardStep,
  current: FieldValue | undefined,
  optionId: string | number,
  isLastStep: boolean,
): PickOutcome {
  if (sameId(current, optionId)) return { kind: 'cleared' };
  const fields = dependentFields(step, optionId);
  if (fields.length > 0) return { kind: 'ask', value: optionId, fields };
  return isLastStep ? { kind: 'stay', value: optionId } : { kind: 'advance', value: optionId };
}

/** Dependent fields still empty, each with the spec's message. */
export function missingDependents(
  fields: readonly string[],
  valueOf: (field: string) => FieldValue | undefined,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of fields) {
    const value = valueOf(field);
    if (isEmptyValue(typeof value === 'string' ? value.trim() : value))
      missing[field] = FILL_IN_FIELD;
  }
  return missing;
}

/** A file step takes several files when max_items allows more than one. */
export function isMultiple(step: WizardStep): boolean {
  return Number(step.config.max_items ?? 1) > 1;
}

export function isImage(file: ChosenFile): boolean {
  if (file.type !== '') return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|webp|bmp|svg)$/i.test(file.name);
}

/** Why this choice of files cannot be taken, or null. */
export function fileChoiceError(step: WizardStep, files: readonly ChosenFile[]): string | null {
  if (!isMultiple(step) && files.length > 1) return ONE_FILE_ONLY;
  const max = Number(step.config.max_items ?? 0);
  if (max > 1 && files.length > max) return tooManyFiles(max);
  if (step.config.image_required && !files.every(isImage)) return IMAGES_ONLY;
  return null;
}

/** Why the file step cannot be left forward, or null: image_required needs a file. */
export function fileStepError(
  step: WizardStep,
  chosen: readonly ChosenFile[],
  stored: FieldValue | undefined,
): string | null {
  const choiceError = fileChoiceError(step, chosen);
  if (choiceError) return choiceError;
  if (step.config.image_required && chosen.length === 0 && isEmptyValue(stored))
    return IMAGE_NEEDED;
  return null;
}

/** Index after moving by `delta`, kept inside the steps. */
export function moveStep(index: number, delta: number, count: number): number {
  return Math.max(0, Math.min(index + delta, count - 1));
}
