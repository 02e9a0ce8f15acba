import type { RecordData, RowSelectionConfig } from '@platform/shared';

export type SelectAllState = 'on' | 'off' | 'indeterminate';

/** The row's key for selection (row_selection.field_name, default 'id'). */
export function selectionKey(row: RecordData, config: RowSelectionConfig | undefined): string {
  return String(row[config?.field_name ?? 'id']);
}

/**
 * The row's groups: one value, or with type 'any' a list (array or comma text). Null when
 * the row has no group, which makes it unselectable.
 */
export function groupsOf(row: RecordData, config: RowSelectionConfig): string[] | null {
  const raw = row[config.group_selection_by as string];
  const values = (
    Array.isArray(raw)
      ? raw
      : config.group_selection_type === 'any'
        ? String(raw ?? '').split(',')
        : [raw]
  )
    .filter((value) => value !== null && value !== undefined)
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
  return values.length > 0 ? values : null;
}

/**
 * Whether a row may join the selection: without group_selection_by every row may; otherwise a
 * row needs a group, and must share it with the selected rows ('any': all the group lists,
 * the row's included, must have a value in common).
 */
export function canSelect(
  row: RecordData,
  selected: RecordData[],
  config: RowSelectionConfig | undefined,
): boolean {
  if (!config?.group_selection_by) return true;
  const groups = groupsOf(row, config);
  if (!groups) return false;
  let common = new Set(groups);
  for (const other of selected) {
    const theirs = groupsOf(other, config) ?? [];
    if (config.group_selection_type === 'any') {
      common = new Set(theirs.filter((value) => common.has(value)));
    } else if (theirs[0] !== groups[0]) {
      return false;
    }
  }
  return common.size > 0;
}

/** The select-all checkbox: on when every selectable row of the page is selected, off when none is. */
export function selectAllState(
  rows: RecordData[],
  selected: RecordData[],
  config: RowSelectionConfig | undefined,
): SelectAllState {
  const keys = new Set(selected.map((row) => selectionKey(row, config)));
  const onPage = rows.filter((row) => keys.has(selectionKey(row, config)));
  if (onPage.length === 0) return 'off';
  const missing = rows.some(
    (row) => !keys.has(selectionKey(row, config)) && canSelect(row, selected, config),
  );
  return missing ? 'indeterminate' : 'on';
}

/**
 * What the select-all checkbox selects: when on, nothing on the page; otherwise the selection
 * grown by every row of the page that fits it, in order.
 */
export function toggleAll(
  rows: RecordData[],
  selected: RecordData[],
  config: RowSelectionConfig | undefined,
): RecordData[] {
  if (selectAllState(rows, selected, config) === 'on') {
    const pageKeys = new Set(rows.map((row) => selectionKey(row, config)));
    return selected.filter((row) => !pageKeys.has(selectionKey(row, config)));
  }
  const keys = new Set(selected.map((row) => selectionKey(row, config)));
  const next = [...selected];
  for (const row of rows) {
    if (!keys.has(selectionKey(row, config)) && canSelect(row, next, config)) {
      next.push(row);
      keys.add(selectionKey(row, config));
    }
  }
  return next;
}
