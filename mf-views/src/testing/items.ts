import type { MultiViewItem } from '@platform/shared';

/** A form item of a multi-view (id 5, the 'Job' form), with the given definition data. */
export function formItem(data: Record<string, unknown>): MultiViewItem {
  return {
    id: 5,
    view_id: 50,
    item_type_name: 'form',
    size: 12,
    sort: 1,
    new_line: false,
    name: 'Job',
    data,
    config: {},
  };
}
