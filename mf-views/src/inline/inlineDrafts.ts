import type { FieldValue, RecordData } from '@platform/shared';

/**
 * Unsaved inline edits of a list, by row and field. They live in the list's store, not in the
 * cell: a virtual list unmounts the rows scrolled out of view, and a row scrolled back shows its
 * draft again, with its save button. Not observable: a cell reads its draft only when it mounts.
 */
export class InlineDrafts {
  readonly #drafts = new Map<string, FieldValue>();

  static keyOf(row: RecordData, field: string): string {
    return `${String(row.id)}\u0000${field}`;
  }

  get(key: string): FieldValue | undefined {
    return this.#drafts.get(key);
  }

  /** Keeps a draft; `pending` false (the value is the stored one again) forgets it. */
  keep(key: string, draft: FieldValue, pending: boolean): void {
    if (pending) this.#drafts.set(key, draft);
    else this.#drafts.delete(key);
  }

  get size(): number {
    return this.#drafts.size;
  }
}
