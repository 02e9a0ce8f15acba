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
 * What the selected rows have in common, summed up once so that each row is checked in constant
 * time (select-all over n rows is linear, not n²): with type 'any', the group values every selected
 * row has; otherwise the first group of each selected row (all must be the same one). Null while
 * nothing is selected.
 */
export type SelectionGroups = Set<string> | null;

/** A row's first group when it has none: never equal to a real group. */
const NO_GROUP = '\u0000none';

function joinGroups(
  common: SelectionGroups,
  row: RecordData,
  config: RowSelectionConfig,
): Set<string> {
  const theirs = groupsOf(row, config) ?? [];
  if (config.group_selection_type === 'any') {
    return common === null ? new Set(theirs) : new Set(theirs.filter((value) => common.has(value)));
  }
  const first = theirs[0] ?? NO_GROUP;
  return common === null ? new Set([first]) : new Set([...common, first]);
}

export function selectionGroups(
  selected: RecordData[],
  config: RowSelectionConfig | undefined,
): SelectionGroups {
  if (!config?.group_selection_by) return null;
  let common: SelectionGroups = null;
  for (const row of selected) common = joinGroups(common, row, config);
  return common;
}

/** canSelect against a summary made by selectionGroups. */
export function fitsSelection(
  row: RecordData,
  common: SelectionGroups,
  config: RowSelectionConfig | undefined,
): boolean {
  if (!config?.group_selection_by) return true;
  const groups = groupsOf(row, config);
  if (!groups) return false;
  if (common === null) return true;
  if (config.group_selection_type === 'any') return groups.some((value) => common.has(value));
  return common.size === 1 && common.has(groups[0]);
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
  return fitsSelection(row, selectionGroups(selected, config), config);
}

/** The select-all checkbox: on when every selectable row of the page is selected, off when none is. */
export function selectAllState(
  rows: RecordData[],
  selected: RecordData[],
  config: RowSelectionConfig | undefined,
): SelectAllState {
  const keys = new Set(selected.map((row) => selectionKey(row, config)));
  const onPage = rows.some((row) => keys.has(selectionKey(row, config)));
  if (!onPage) return 'off';
  const common = selectionGroups(selected, config);
  const missing = rows.some(
    (row) => !keys.has(selectionKey(row, config)) && fitsSelection(row, common, config),
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
  let common = selectionGroups(selected, config);
  for (const row of rows) {
    if (!keys.has(selectionKey(row, config)) && fitsSelection(row, common, config)) {
      next.push(row);
      keys.add(selectionKey(row, config));
      if (config?.group_selection_by) common = joinGroups(common, row, config);
    }
  }
  return next;
}
