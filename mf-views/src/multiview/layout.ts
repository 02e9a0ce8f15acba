import type { MultiViewItem } from '@platform/shared';
import { DEFAULT_SORT_PRIORITY, MULTI_VIEW_COLUMNS } from '../common/timings';

/** Who is looking: the parts of the user that decide visibility and order. */
export interface Viewer {
  roleIds: number[];
  staffRoleId: number | null;
}

/** Shown when the item sets no role_ids, or one of them is among the user's roles (spec §6). */
export function isItemVisible(item: Pick<MultiViewItem, 'config'>, viewer: Viewer): boolean {
  const roles = item.config?.role_ids ?? [];
  return roles.length === 0 || roles.some((role) => viewer.roleIds.includes(role));
}

/** The smallest sort_priority that names the user's staff role, else 999. */
export function sortPriorityOf(item: Pick<MultiViewItem, 'config'>, viewer: Viewer): number {
  let best = DEFAULT_SORT_PRIORITY;
  if (viewer.staffRoleId === null) return best;
  for (const entry of item.config?.sort_priority ?? []) {
    if (entry.staff_role_ids.includes(viewer.staffRoleId) && entry.priority < best)
      best = entry.priority;
  }
  return best;
}

/** The visible items in display order: priority first, then sort (stable otherwise). */
export function orderItems(items: MultiViewItem[], viewer: Viewer): MultiViewItem[] {
  return items
    .filter((item) => isItemVisible(item, viewer))
    .map((item, index) => ({ item, index, priority: sortPriorityOf(item, viewer) }))
    .sort((a, b) => a.priority - b.priority || a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);
}

/** An item's width in columns: 1 to 12, with a missing or invalid size taking the whole row. */
export function itemSpan(size: number | null | undefined): number {
  if (!size || !Number.isFinite(size) || size <= 0) return MULTI_VIEW_COLUMNS;
  return Math.min(MULTI_VIEW_COLUMNS, Math.round(size));
}

/**
 * Lays items out on rows of 12 columns: an item starts a new row when it has new_line or
 * when it would not fit beside the items already on the row.
 */
export function layoutRows<T extends Pick<MultiViewItem, 'size' | 'new_line'>>(items: T[]): T[][] {
  const rows: T[][] = [];
  let used = MULTI_VIEW_COLUMNS;
  for (const item of items) {
    const span = itemSpan(item.size);
    if (item.new_line || used + span > MULTI_VIEW_COLUMNS || rows.length === 0) {
      rows.push([item]);
      used = span;
    } else {
      rows[rows.length - 1].push(item);
      used += span;
    }
  }
  return rows;
}
