import type { RecordData, RowSelectionConfig } from '@platform/shared';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  fitsSelection,
  selectAllState,
  selectionGroups,
  selectionKey,
  toggleAll,
} from './selection';

/**
 * The rows a list has selected (row_selection), across its pages. The list's store owns one and
 * tells it which rows the page shows and how the list selects; the rules are in selection.ts.
 */
export class ListSelection {
  /** The selected rows, in the order they were selected. */
  rows: RecordData[] = [];

  readonly #pageRows: () => RecordData[];
  readonly #config: () => RowSelectionConfig | undefined;

  constructor(pageRows: () => RecordData[], config: () => RowSelectionConfig | undefined) {
    this.#pageRows = pageRows;
    this.#config = config;
    makeAutoObservable<ListSelection>(this, { rows: observableRef });
  }

  get keys(): string[] {
    return this.rows.map((row) => selectionKey(row, this.#config()));
  }

  /** Computed once per selection change, so checking a row does not walk the selection. */
  get keySet(): Set<string> {
    return new Set(this.keys);
  }

  get groups() {
    return selectionGroups(this.rows, this.#config());
  }

  get selectAll() {
    return selectAllState(this.#pageRows(), this.rows, this.#config());
  }

  isSelectable(row: RecordData): boolean {
    const config = this.#config();
    return this.keySet.has(selectionKey(row, config)) || fitsSelection(row, this.groups, config);
  }

  toggleRow(row: RecordData): void {
    const config = this.#config();
    const key = selectionKey(row, config);
    if (this.keySet.has(key)) {
      this.rows = this.rows.filter((selected) => selectionKey(selected, config) !== key);
    } else if (fitsSelection(row, this.groups, config)) {
      this.rows = [...this.rows, row];
    }
  }

  toggleAllRows(): void {
    this.rows = toggleAll(this.#pageRows(), this.rows, this.#config());
  }
}
