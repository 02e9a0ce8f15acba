import type { MultiViewItem } from '@platform/shared';

/**
 * A multi-view item for a test: a full-width item (id 1, view 1, sort 0) of the given type, name
 * and definition data; `fields` overrides any of its other fields.
 */
export function viewItem(
  type: string,
  name: string,
  data: Record<string, unknown> = {},
  fields: Partial<MultiViewItem> = {},
): MultiViewItem {
  return {
    id: 1,
    view_id: 1,
    item_type_name: type,
    size: 12,
    sort: 0,
    new_line: false,
    name,
    data,
    config: {},
    ...fields,
  };
}

/** A form item of a multi-view (id 5, the 'Job' form), with the given definition data. */
export function formItem(data: Record<string, unknown>): MultiViewItem {
  return viewItem('form', 'Job', data, { id: 5, view_id: 50, sort: 1 });
}
