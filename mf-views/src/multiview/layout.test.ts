import type { MultiViewItem } from '@platform/shared';
import {
  isItemVisible,
  itemSpan,
  layoutRows,
  orderItems,
  sortPriorityOf,
  type Viewer,
} from './layout';
import { viewItem } from '../testing/items';

function item(id: number, overrides: Partial<MultiViewItem> = {}): MultiViewItem {
  return viewItem('form', `Item ${id}`, {}, { id, view_id: id, sort: id, ...overrides });
}

const viewer: Viewer = { roleIds: [2, 5], staffRoleId: 7 };

describe('item visibility (role_ids)', () => {
  it('shows an item without role_ids to everyone', () => {
    expect(isItemVisible(item(1), viewer)).toBe(true);
    expect(isItemVisible(item(1, { config: { role_ids: [] } }), viewer)).toBe(true);
  });
  it('shows an item when one of its role_ids is among the user role ids', () => {
    expect(isItemVisible(item(1, { config: { role_ids: [9, 5] } }), viewer)).toBe(true);
  });
  it('hides an item when none of its role_ids match', () => {
    expect(isItemVisible(item(1, { config: { role_ids: [1, 3] } }), viewer)).toBe(false);
  });
});

describe('priority ordering (sort_priority by staff_role_id, default 999, then sort)', () => {
  it('takes the smallest priority whose staff roles include the user staff role', () => {
    const it1 = item(1, {
      config: {
        sort_priority: [
          { staff_role_ids: [7], priority: 20 },
          { staff_role_ids: [3, 7], priority: 5 },
          { staff_role_ids: [3], priority: 1 },
        ],
      },
    });
    expect(sortPriorityOf(it1, viewer)).toBe(5);
  });
  it('defaults to 999', () => {
    expect(sortPriorityOf(item(1), viewer)).toBe(999);
    expect(
      sortPriorityOf(
        item(1, { config: { sort_priority: [{ staff_role_ids: [7], priority: 1 }] } }),
        {
          roleIds: [],
          staffRoleId: null,
        },
      ),
    ).toBe(999);
  });
  it('orders by priority, then by sort, dropping invisible items', () => {
    const items = [
      item(1, { sort: 1 }),
      item(2, { sort: 2, config: { sort_priority: [{ staff_role_ids: [7], priority: 1 }] } }),
      item(3, { sort: 0 }),
      item(4, { sort: 3, config: { role_ids: [99] } }),
    ];
    expect(orderItems(items, viewer).map((i) => i.id)).toEqual([2, 3, 1]);
  });
});

describe('rows of 12 columns', () => {
  it('places items side by side until 12 columns are used', () => {
    const rows = layoutRows([item(1, { size: 6 }), item(2, { size: 6 }), item(3, { size: 4 })]);
    expect(rows.map((row) => row.map((i) => i.id))).toEqual([[1, 2], [3]]);
  });
  it('starts a new row on new_line', () => {
    const rows = layoutRows([item(1, { size: 4 }), item(2, { size: 4, new_line: true })]);
    expect(rows.map((row) => row.map((i) => i.id))).toEqual([[1], [2]]);
  });
  it('treats a missing size as the whole row and caps at 12', () => {
    expect(itemSpan(0)).toBe(12);
    expect(itemSpan(20)).toBe(12);
    expect(itemSpan(3)).toBe(3);
  });
});
