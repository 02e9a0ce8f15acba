import { action, makeObservable, observableRef } from 'mobx';
import type { RecordData } from '@platform/shared';
import type { FormStore } from '../form/FormStore';
import type { ViewParams } from '../registry/params';

export interface ViewScopeOptions {
  params: ViewParams;
  /** Name of the tab parameter; present but empty means record views do not load. */
  tabParameter?: string;
  /** Hides the item headers (tab config hide_field_header). */
  hideItemHeaders?: boolean;
  /** Set when the multi-view shows in a modal: a save or a 206 closes it. */
  closeModal?: () => void;
}

/**
 * What the items of one multi-view share: the record form (so a separate button bar can save
 * it) and the list selection (so buttons can send the selected ids).
 */
export class ViewScope {
  form: FormStore | null = null;
  selection: RecordData[] = [];
  readonly params: ViewParams;
  readonly tabParameter?: string;
  readonly hideItemHeaders: boolean;
  readonly closeModal?: () => void;

  constructor(options: ViewScopeOptions) {
    this.params = options.params;
    this.tabParameter = options.tabParameter;
    this.hideItemHeaders = Boolean(options.hideItemHeaders);
    this.closeModal = options.closeModal;
    makeObservable(this, {
      form: observableRef,
      selection: observableRef,
      registerForm: action,
      setSelection: action,
    });
  }

  get inModal(): boolean {
    return this.closeModal !== undefined;
  }

  /** The first form of the multi-view is its record form; returns the unregistration. */
  registerForm(form: FormStore): () => void {
    if (!this.form) this.form = form;
    return action(() => {
      if (this.form === form) this.form = null;
    });
  }

  setSelection(rows: RecordData[]): void {
    this.selection = rows;
  }

  /** The record id of the views: child_id wins over id. */
  get recordId(): string | null {
    return this.params.child_id || this.params.id || null;
  }

  /** A tab parameter that is present but empty: record views must not load. */
  get skipRecordLoad(): boolean {
    return this.tabParameter !== undefined && this.params[this.tabParameter] === '';
  }
}
