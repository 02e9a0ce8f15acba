// Over 400 lines on purpose: one MobX store holds a form's observable state and every action on it (ADR 189).
import {
  FIELD_STATE,
  api,
  bus,
  isApiError,
  notify,
  showErrorCode,
  storage,
  type FieldStateCode,
  type FieldValue,
  type FormComponent,
  type FormDefinition,
  type RecordData,
  type SelectOption,
} from '@platform/shared';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { Debouncer } from '../common/debounce';
import { isNewRecordId, isRecord, NEW_ID } from '../common/records';
import {
  FORM_CHANGE_DEBOUNCE_MS,
  OBJECT_DATA_DEBOUNCE_MS,
  SWITCH_CHANGE_DEBOUNCE_MS,
} from '../common/timings';
import { DependencyIndex } from './dependencies';
import { resolveFieldState } from './fieldState';
import { PagedOptions } from './pagedOptions';
import { fetchRelationship, saveDraft, seedDropdownOptions } from './formCalls';
import { indexRelationships, relationshipPayload, type BoundRelationship } from './relationships';
import { submitInline } from '../inline/inlineSave';

export { DRAFT_SAVE_FAILED } from './formCalls';

/** Field kinds whose changes apply at once (no form-change debounce). */
const INSTANT_TAGS = new Set(['switch', 'checkbox']);

export interface FormStoreOptions {
  definition: FormDefinition;
  /** The record shown; missing, 'new' or <= 0 means a new item. */
  recordId: string | null;
  /** A present but empty tab parameter: the form does not load. */
  skipLoad?: boolean;
  /** Sent with the record GET besides the definition's fixed params. */
  params?: Record<string, FieldValue>;
  /** Told when a 206 answer means a modal form must close. */
  onLocked?: () => void;
  /** Values a new record starts with when a field has that name (e.g. job_id from a modal's params). */
  defaults?: Record<string, string>;
}

function valuesEqual(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null || a === '') && (b === undefined || b === null || b === ''))
    return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function defaultsKey(url: string, field: string): string {
  return `views.default:${url}:${field}`;
}

/**
 * One form's state: values, per-field states, options, edit mode and the change tracker.
 * Each field reads only its own entries, so typing re-renders the field being typed in and
 * the fields whose dependency outcome changes.
 */
export class FormStore {
  readonly definition: FormDefinition;
  readonly components: FormComponent[];
  readonly values = observable.map<string, FieldValue>({}, { deep: false });
  readonly states = observable.map<string, FieldStateCode>();
  /** Options a relationship answered, per field. */
  readonly listOptions = observable.map<string, SelectOption[]>({}, { deep: false });
  readonly pagedOptions = new Map<string, PagedOptions>();
  readonly changed = observable.set<string>();
  /** Fields whose workflow change is on its way: their input waits for the answer. */
  readonly workflowBusy = observable.set<string>();

  recordId: string | null;
  original: RecordData = {};
  /** The record as siblings see it, refreshed 200 ms after changes. */
  objectData: RecordData = {};
  editMode = false;
  loading = false;
  loaded = false;
  /** A 206 answer disabled the whole form. */
  locked = false;
  failed = false;
  step = 0;
  readonly skipLoad: boolean;

  readonly #byField = new Map<string, FormComponent>();
  readonly #dependencies: DependencyIndex;
  readonly #relationships: Map<number, BoundRelationship[]>;
  readonly #changeDebounce = new Debouncer();
  readonly #objectDataDebounce = new Debouncer();
  readonly #pendingChanges = new Set<string>();
  readonly #params: Record<string, FieldValue>;
  readonly #onLocked?: () => void;
  readonly #defaults: Record<string, string>;
  #disposed = false;

  constructor(options: FormStoreOptions) {
    this.definition = options.definition;
    this.components = options.definition.components;
    this.recordId = options.recordId;
    this.skipLoad = Boolean(options.skipLoad);
    this.#params = options.params ?? {};
    this.#onLocked = options.onLocked;
    this.#defaults = options.defaults ?? {};
    for (const component of this.components) this.#byField.set(component.field, component);
    this.#dependencies = new DependencyIndex(this.components);
    this.#relationships = indexRelationships(this.components);
    for (const component of this.components) {
      if (component.data_url && !this.pagedOptions.has(component.field)) {
        this.pagedOptions.set(component.field, new PagedOptions(component.data_url));
      }
    }
    makeObservable<FormStore>(this, {
      recordId: observable,
      original: observableRef,
      objectData: observableRef,
      editMode: observable,
      loading: observable,
      loaded: observable,
      locked: observable,
      failed: observable,
      step: observable,
      isNew: computed,
      editable: computed,
      dirty: computed,
      setValue: action,
      startEdit: action,
      discardChanges: action,
      applySaved: action,
      resetToNew: action,
      setStep: action,
    });
    this.#fill(this.isNew ? this.#newRecordValues() : {});
  }

  get isNew(): boolean {
    return isNewRecordId(this.recordId);
  }

  /** Editable in edit mode, in always-edit mode, or for a new item; never after a 206. */
  get editable(): boolean {
    if (this.locked) return false;
    return this.editMode || Boolean(this.definition.config?.always_edit) || this.isNew;
  }

  get dirty(): boolean {
    return this.changed.size > 0;
  }

  get collectionUrl(): string {
    return this.definition.url;
  }

  get recordUrl(): string {
    return `${this.definition.url}/${this.isNew ? NEW_ID : encodeURIComponent(String(this.recordId))}`;
  }

  get steps() {
    return this.definition.config?.steps ?? [];
  }

  component(field: string): FormComponent | undefined {
    return this.#byField.get(field);
  }

  /** The whole record as it stands now (for saving). */
  record(): RecordData {
    return Object.fromEntries(this.values.entries());
  }

  stateOf(field: string): FieldStateCode {
    return this.states.get(field) ?? FIELD_STATE.VISIBLE;
  }

  /** Loads the record (existing items) and the first page of every paged select. */
  async load(): Promise<void> {
    if (this.skipLoad) return;
    runInAction(() => (this.loading = true));
    try {
      if (!this.isNew) await this.#loadRecord();
      await seedDropdownOptions(this.pagedOptions, (field) => this.values.get(field));
    } finally {
      runInAction(() => {
        this.loading = false;
        this.loaded = true;
      });
    }
  }

  /** A field changed: the value applies at once, rules indexed by source re-run, the rest is debounced. */
  setValue(field: string, value: FieldValue): void {
    this.values.set(field, value);
    if (valuesEqual(value, this.original[field])) this.changed.delete(field);
    else this.changed.add(field);
    const component = this.#byField.get(field);
    if (!component) return;
    for (const target of this.#dependencies.targetsOf(component.id)) this.#resolveState(target);
    this.#pendingChanges.add(field);
    const delay = INSTANT_TAGS.has(component.html_tag)
      ? SWITCH_CHANGE_DEBOUNCE_MS
      : FORM_CHANGE_DEBOUNCE_MS;
    this.#changeDebounce.schedule(() => this.#afterChanges(), delay);
    this.#objectDataDebounce.schedule(() => this.#publishObjectData(), OBJECT_DATA_DEBOUNCE_MS);
  }

  /**
   * A field changed by its workflow endpoint (config.workflow: a job's status, ADR 196). On an
   * existing record the change is sent at once, alone: the stored value becomes the original
   * (the form's later save sends it back unchanged); a refusal shows the server's message and
   * puts the stored value back. A new record keeps the value for its first save.
   */
  async changeByWorkflow(field: string, value: FieldValue): Promise<boolean> {
    const workflow = this.#byField.get(field)?.config?.workflow;
    if (!workflow || this.isNew) {
      this.setValue(field, value);
      return true;
    }
    runInAction(() => {
      this.setValue(field, value);
      this.workflowBusy.add(field);
    });
    const result = await submitInline(
      { type: 'select', submit_url: workflow.submit_url, value_key: workflow.value_key },
      { ...this.record(), id: this.recordId },
      field,
      value,
    );
    if (this.#disposed) return result.ok;
    runInAction(() => {
      this.workflowBusy.delete(field);
      if (result.ok) this.original = { ...this.original, [field]: result.value };
      this.setValue(field, result.ok ? result.value : this.original[field]);
    });
    if (!result.ok) {
      notify.error(result.message);
      return false;
    }
    if (result.message) notify.success(result.message);
    bus.publish('views/record-saved', { url: this.definition.url, id: this.recordId ?? '' });
    return true;
  }

  /** Required visible fields without a value, by name. */
  missingRequired(): string[] {
    return this.components
      .filter(
        (component) =>
          component.config?.required && this.stateOf(component.field) !== FIELD_STATE.HIDDEN,
      )
      .filter((component) => {
        const value = this.values.get(component.field);
        return (
          value === null ||
          value === undefined ||
          value === '' ||
          (Array.isArray(value) && value.length === 0)
        );
      })
      .map((component) => component.name);
  }

  startEdit(): void {
    if (!this.locked) this.editMode = true;
  }

  /** Ends edit mode, restoring the loaded values. */
  discardChanges(): void {
    this.#changeDebounce.cancel();
    this.#pendingChanges.clear();
    this.#fill(this.isNew ? this.#newRecordValues() : this.original);
    this.editMode = false;
  }

  /** After a save: the stored record becomes the original and edit mode ends. */
  applySaved(saved: RecordData): void {
    this.#changeDebounce.flush();
    const merged = { ...this.record(), ...saved };
    for (const component of this.components) {
      if (component.store_as_default)
        storage.set(defaultsKey(this.definition.url, component.field), merged[component.field]);
    }
    if (this.isNew && saved.id !== undefined && saved.id !== null) this.recordId = String(saved.id);
    this.#fill(merged);
    this.editMode = false;
    bus.publish('views/record-saved', { url: this.definition.url, id: this.recordId ?? '' });
  }

  /** Save and new: an empty record again. */
  resetToNew(): void {
    this.recordId = null;
    this.step = 0;
    this.editMode = false;
    this.#fill(this.#newRecordValues());
  }

  setStep(step: number): void {
    this.step = Math.max(0, Math.min(step, Math.max(0, this.steps.length - 1)));
  }

  /** The component's value, for dependencies (which name their source by id). */
  valueOfComponent = (componentId: number): FieldValue | undefined => {
    const field = this.#dependencies.fieldOf(componentId);
    return field === undefined ? undefined : this.values.get(field);
  };

  dispose(): void {
    this.#disposed = true;
    this.#changeDebounce.cancel();
    this.#objectDataDebounce.cancel();
    for (const options of this.pagedOptions.values()) options.dispose();
  }

  async #loadRecord(): Promise<void> {
    const params = { ...this.definition.config?.params, ...this.#params };
    try {
      const result = await api.get<unknown>(this.recordUrl, { params, reuseSeconds: 0 });
      if (this.#disposed) return;
      if (result.status === 206) {
        runInAction(() => (this.locked = true));
        this.#onLocked?.();
      }
      if (!isRecord(result.data)) {
        showErrorCode('E021');
        runInAction(() => (this.failed = true));
        return;
      }
      const record = result.data;
      runInAction(() => this.#fill(record));
    } catch (error) {
      if (isApiError(error) && error.cancelled) return;
      runInAction(() => (this.failed = true));
    }
  }

  /** Replaces every value and the original, and re-resolves every field state. */
  #fill(record: RecordData): void {
    this.original = { ...record };
    this.values.replace(record);
    this.changed.clear();
    for (const component of this.components) this.#resolveState(component);
    this.objectData = this.original;
  }

  #resolveState(component: FormComponent): void {
    const state = resolveFieldState(component, this.isNew, this.valueOfComponent);
    if (this.states.get(component.field) !== state) this.states.set(component.field, state);
  }

  #newRecordValues(): RecordData {
    const values: RecordData = {};
    for (const component of this.components) {
      const stored = component.store_as_default
        ? storage.get<FieldValue>(defaultsKey(this.definition.url, component.field))
        : null;
      const given = this.#defaults[component.field];
      const fallback = component.config?.default_value;
      if (given !== undefined && given !== '') {
        values[component.field] = /^-?\d+(\.\d+)?$/.test(given) ? Number(given) : given;
      } else if (stored !== null && stored !== undefined) values[component.field] = stored;
      else if (fallback !== undefined) values[component.field] = fallback;
    }
    return values;
  }

  #publishObjectData(): void {
    runInAction(() => (this.objectData = this.record()));
  }

  #afterChanges(): void {
    if (this.#disposed) return;
    const fields = [...this.#pendingChanges];
    this.#pendingChanges.clear();
    for (const field of fields) {
      const component = this.#byField.get(field);
      if (!component) continue;
      for (const bound of this.#relationships.get(component.id) ?? [])
        void this.#refetch(bound, field);
    }
    if (this.definition.config?.continuous_save && this.editable && !this.isNew && this.dirty) {
      void saveDraft(this.recordUrl, this.record());
    }
  }

  async #refetch(bound: BoundRelationship, triggerField: string): Promise<void> {
    const payload = relationshipPayload(
      bound.relationship,
      triggerField,
      this.#dependencies.fieldOf.bind(this.#dependencies),
      (field) => this.values.get(field),
    );
    if (!payload) return;
    const effect = await fetchRelationship(bound, payload);
    if (!effect || this.#disposed) return;
    runInAction(() => {
      if (effect.kind === 'options') this.listOptions.set(effect.field, effect.options);
      if (effect.kind === 'values') {
        for (const [field, value] of Object.entries(effect.values)) {
          if (this.#byField.has(field)) this.setValue(field, value);
        }
      }
    });
  }
}
