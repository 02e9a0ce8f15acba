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

/**
 * An always-editing form of a job (id 5, view 50): a Title field, then `field` (id 2) full width,
 * and a Save button.
 */
export function oneFieldForm(name: string, field: Record<string, unknown>): MultiViewItem {
  return viewItem(
    'form',
    name,
    {
      url: '/records/jobs',
      config: { always_edit: true },
      components: [
        { id: 1, field: 'title', name: 'Title', html_tag: 'text', sort: 1, size: 6 },
        { id: 2, sort: 2, size: 12, ...field },
      ],
      buttons: [{ label: 'Save', clickFn: 'save', displayOn: 'edit' }],
    },
    { id: 5, view_id: 50, sort: 1 },
  );
}
