/** One entry of GET /sales/{id}/sales_timeline (spec §3 "Timeline item", plus kind and user). */
export interface TimelineEntry {
  id: string;
  kind?: string;
  heading: string;
  date: string;
  message?: string;
  user?: string | null;
  color?: string;
  icon?: string;
  isDisabled?: boolean;
  badge?: { label: string; color?: string; textColor?: string } | null;
}

export type TimelineOrientation = 'vertical' | 'horizontal';

/** 'horizontal' when the item's data says so (`orientation`, or `mode` as older views spell it). */
export function timelineOrientation(data: Record<string, unknown>): TimelineOrientation {
  const value = data.orientation ?? data.mode;
  return value === 'horizontal' ? 'horizontal' : 'vertical';
}

/**
 * The record the timeline belongs to: the route's `id`, else the tab parameter `item_id`, else a
 * fixed `record_id` of the item's data (a timeline placed on a page without a record).
 */
export function timelineRecordId(
  params: Record<string, string>,
  data: Record<string, unknown> = {},
): string | null {
  const fixed = data.record_id;
  const id =
    params.id ??
    params.item_id ??
    (typeof fixed === 'number' || typeof fixed === 'string' ? String(fixed) : undefined);
  return id && /^\d+$/.test(id) ? id : null;
}

/** Where the items come from: the item's `url` (':id' filled) or the spec's sales timeline. */
export function timelineUrl(data: Record<string, unknown>, id: string): string {
  if (typeof data.url === 'string' && data.url.trim() !== '') {
    return data.url.replace(':id', encodeURIComponent(id));
  }
  return `/sales/${encodeURIComponent(id)}/sales_timeline`;
}

/** Colours by kind, for an item the server sent without one. */
export const KIND_COLORS: Record<string, string> = {
  created: '#1677ff',
  quoted: '#722ed1',
  measured: '#13c2c2',
  approved: '#52c41a',
  note: '#8c8c8c',
  status_change: '#fa8c16',
};

/** Icon names by kind, for an item the server sent without one. */
export const KIND_ICONS: Record<string, string> = {
  created: 'plus',
  quoted: 'file-text',
  measured: 'column-width',
  approved: 'check',
  note: 'message',
  status_change: 'swap',
};

export function entryColor(entry: TimelineEntry): string {
  if (entry.isDisabled) return 'gray';
  return entry.color || KIND_COLORS[entry.kind ?? ''] || 'blue';
}

export function entryIconName(entry: TimelineEntry): string {
  return entry.icon || KIND_ICONS[entry.kind ?? ''] || 'clock';
}
