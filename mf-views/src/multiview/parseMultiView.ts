import type {
  MultiViewDefinition,
  MultiViewItem,
  MultiViewItemConfig,
  SortPriority,
} from '@platform/shared';
import { isRecord } from '../common/records';

function numberList(raw: unknown): number[] {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : raw === undefined || raw === null
        ? []
        : [raw];
  return list
    .map((value) => (typeof value === 'string' ? value.trim() : value))
    .filter((value) => value !== '' && value !== null && value !== undefined)
    .map(Number)
    .filter((value) => Number.isFinite(value));
}

function parsePriorities(raw: unknown): SortPriority[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((entry) => ({
    staff_role_ids: numberList(entry.staff_role_ids ?? entry.staff_role_id),
    priority: Number(entry.priority ?? 999),
  }));
}

function parseConfig(raw: unknown): MultiViewItemConfig {
  const config = isRecord(raw) ? raw : {};
  return {
    ...config,
    show_header: Boolean(config.show_header),
    role_ids: numberList(config.role_ids),
    sort_priority: parsePriorities(config.sort_priority),
  };
}

function parseItem(raw: unknown, index: number): MultiViewItem | null {
  if (!isRecord(raw)) return null;
  const viewId =
    raw.view_id === null || raw.view_id === undefined || raw.view_id === ''
      ? null
      : Number(raw.view_id);
  return {
    id: Number(raw.id ?? index + 1),
    view_id: viewId,
    item_type_name: String(raw.item_type_name ?? ''),
    size: Number(raw.size ?? 12),
    sort: Number(raw.sort ?? index),
    new_line: Boolean(raw.new_line),
    name: String(raw.name ?? ''),
    data: isRecord(raw.data) ? raw.data : {},
    config: parseConfig(raw.config),
  };
}

/** Converts an answer of /multi-view-data into typed items, once, at the edge. */
export function parseMultiView(raw: unknown, multiViewId: number): MultiViewDefinition {
  const body = isRecord(raw) ? raw : {};
  const items = Array.isArray(body.data) ? body.data : Array.isArray(raw) ? raw : [];
  return {
    multi_view_id: Number(body.multi_view_id ?? multiViewId),
    name: String(body.name ?? ''),
    data: items.map(parseItem).filter((item): item is MultiViewItem => item !== null),
  };
}
