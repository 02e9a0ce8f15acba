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

/** The rule as the spec states it, row by row against the whole selection (quadratic on purpose). */
function canSelectByDefinition(
  row: RecordData,
  selected: RecordData[],
  config: RowSelectionConfig,
): boolean {
  const groups = groupsOf(row, config);
  if (!groups) return false;
  if (config.group_selection_type === 'any') {
    return groups.some((value) =>
      selected.every((other) => (groupsOf(other, config) ?? []).includes(value)),
    );
  }
  return selected.every((other) => (groupsOf(other, config) ?? [])[0] === groups[0]);
}

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('selection summary agrees with the rule, and select-all is linear', () => {
  const makeRows = (next: () => number, count: number): RecordData[] =>
    Array.from({ length: count }, (_, i) => ({
      id: i,
      customer_id: next() < 0.1 ? null : Math.floor(next() * 3),
      sites: Array.from(
        { length: Math.floor(next() * 3) },
        () => `s${Math.floor(next() * 4)}`,
      ).join(','),
    }));

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('matches the definition on random pages (seed %i)', (seed) => {
    const next = random(seed);
    for (const config of [same, any]) {
      const rows = makeRows(next, 30);
      const selected = rows.filter(() => next() < 0.2).slice(0, 3);
      for (const row of rows) {
        expect([seed, row.id, canSelect(row, selected, config)]).toEqual([
          seed,
          row.id,
          canSelectByDefinition(row, selected, config),
        ]);
      }
      const all = toggleAll(rows, [], config);
      for (let i = 0; i < all.length; i++) {
        expect(canSelectByDefinition(all[i], all.slice(0, i), config)).toBe(true);
      }
    }
  });

  it('reads each row’s groups a bounded number of times, whatever the page size', () => {
    const reads = (count: number) => {
      let counter = 0;
      const rows = Array.from({ length: count }, (_, i) => {
        const row: RecordData = { id: i };
        Object.defineProperty(row, 'sites', {
          enumerable: true,
          get: () => {
            counter += 1;
            return `s${i % 2},s2`;
          },
        });
        return row;
      });
      const selected = toggleAll(rows, [], any);
      selectAllState(rows, selected, any);
      return counter / count;
    };
    // Reads per row stay the same from 200 to 2,000 rows: linear, not growing with n.
    expect(reads(2000)).toBeLessThanOrEqual(reads(200) + 0.01);
    expect(reads(2000)).toBeLessThan(6);
  });
});
