import type { RecordData, RowSelectionConfig } from '@platform/shared';
import { canSelect, groupsOf, selectAllState, toggleAll } from './selection';

const same: RowSelectionConfig = { group_selection_by: 'customer_id' };
const any: RowSelectionConfig = { group_selection_by: 'sites', group_selection_type: 'any' };

describe('row selection with group_selection_by', () => {
  const a1 = { id: 1, customer_id: 10 };
  const a2 = { id: 2, customer_id: 10 };
  const b1 = { id: 3, customer_id: 20 };
  const none = { id: 4, customer_id: null };

  it('lets any row with a group start the selection', () => {
    expect(canSelect(b1, [], same)).toBe(true);
  });
  it('requires the group value of the existing selection', () => {
    expect(canSelect(a2, [a1], same)).toBe(true);
    expect(canSelect(b1, [a1], same)).toBe(false);
  });
  it('disables rows without a group', () => {
    expect(canSelect(none, [], same)).toBe(false);
    expect(groupsOf(none, same)).toBeNull();
  });
  it('allows every row without group_selection_by', () => {
    expect(canSelect(none, [a1], undefined)).toBe(true);
  });
});

describe("type 'any': group lists must overlap", () => {
  const r1 = { id: 1, sites: [1, 2] };
  const r2 = { id: 2, sites: '2,3' };
  const r3 = { id: 3, sites: [3] };
  const r4 = { id: 4, sites: [] };
  it('accepts a row whose list overlaps the selection', () => {
    expect(canSelect(r2, [r1], any)).toBe(true);
    expect(canSelect(r3, [r1], any)).toBe(false);
  });
  it('needs a value common to all selected lists', () => {
    expect(canSelect(r3, [r1, r2], any)).toBe(false);
    expect(canSelect(r3, [r2], any)).toBe(true);
  });
  it('disables a row with an empty list', () => {
    expect(canSelect(r4, [], any)).toBe(false);
  });
});

describe('select-all checkbox', () => {
  const rows: RecordData[] = [
    { id: 1, customer_id: 10 },
    { id: 2, customer_id: 10 },
    { id: 3, customer_id: 20 },
  ];
  it('is off, indeterminate or on', () => {
    expect(selectAllState(rows, [], same)).toBe('off');
    expect(selectAllState(rows, [rows[0]], same)).toBe('indeterminate');
    // Row 3 cannot join a selection of customer 10, so the page is fully selected.
    expect(selectAllState(rows, [rows[0], rows[1]], same)).toBe('on');
    expect(selectAllState(rows, [rows[0], rows[1]], undefined)).toBe('indeterminate');
  });
  it('selects every row that fits, then clears the page', () => {
    const selected = toggleAll(rows, [], same);
    expect(selected.map((row) => row.id)).toEqual([1, 2]);
    expect(toggleAll(rows, selected, same)).toEqual([]);
    expect(toggleAll(rows, [], undefined).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});
