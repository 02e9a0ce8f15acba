import type { FilterItem } from '@platform/shared/contracts';
import type { FieldSpec, HeaderSpec } from './catalogue';

const INLINE = '/records/jobs/:id/inline';
/** A job's status moves by its workflow endpoint (ADR 196), from the form and the list alike. */
const STATUS_WORKFLOW = { submit_url: '/records/jobs/:id/status', value_key: 'status' };

/** A small picture for the job page's image preview button. */
export const SITE_PHOTO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='640' height='400'><rect width='640' height='400' fill='%23dbe7f0'/><rect x='220' y='60' width='200' height='300' fill='none' stroke='%231f5f8b' stroke-width='12'/><path d='M220 60 L420 360 M420 60 L220 360' stroke='%231f5f8b' stroke-width='3'/><text x='320' y='390' font-size='22' text-anchor='middle' fill='%231f5f8b'>Front door opening</text></svg>";

export const JOB_FIELDS: FieldSpec[] = [
  { field: 'section_job', name: 'Job', html_tag: 'heading', size: 12 },
  {
    field: 'number',
    name: 'Job number',
    html_tag: 'text',
    size: 4,
    state_on_new_id: '3',
    default_state_id: '2',
  },
  { field: 'title', name: 'Title', html_tag: 'text', size: 8, config: { required: true } },
  {
    field: 'type',
    name: 'Type',
    html_tag: 'select',
    size: 4,
    data_url: '/options/job-types',
    store_as_default: true,
  },
  {
    field: 'other_reason',
    name: 'Other reason',
    html_tag: 'text',
    size: 8,
    dependsOn: [{ field: 'type', value: 'other', whenTrue: '1', whenFalse: '3', exact: true }],
  },
  {
    field: 'status',
    name: 'Status',
    html_tag: 'select',
    size: 4,
    data_url: '/options/job-statuses',
    config: { default_value: 'open', workflow: STATUS_WORKFLOW },
  },
  {
    field: 'priority',
    name: 'Priority',
    html_tag: 'select',
    size: 4,
    config: {
      options: [
        { id: 'low', name: 'Low' },
        { id: 'normal', name: 'Normal' },
        { id: 'high', name: 'High' },
      ],
      default_value: 'normal',
    },
  },
  { field: 'urgent', name: 'Urgent', html_tag: 'switch', size: 4 },
  {
    field: 'urgent_reason',
    name: 'Why urgent',
    html_tag: 'text',
    size: 12,
    new_line: true,
    dependsOn: [{ field: 'urgent', value: '1', whenTrue: '1', whenFalse: '3', exact: true }],
  },
  { field: 'section_customer', name: 'Customer', html_tag: 'heading', size: 12 },
  {
    field: 'customer_id',
    name: 'Customer',
    html_tag: 'select',
    size: 6,
    data_url: '/options/customers',
    config: { placeholder: 'Search customers' },
  },
  {
    field: 'site',
    name: 'Site',
    html_tag: 'select',
    size: 6,
    related: [
      {
        triggers: ['customer_id'],
        url: '/relationships/customer-sites',
        isList: true,
        required: true,
      },
    ],
  },
  {
    field: 'contact',
    name: 'Contact',
    html_tag: 'text',
    size: 6,
    related: [
      {
        triggers: ['customer_id'],
        url: '/relationships/customer-contact',
        version: 2,
        required: true,
      },
    ],
  },
  { field: 'contact_phone', name: 'Contact phone', html_tag: 'text', size: 6 },
  {
    field: 'follow_up_date',
    name: 'Follow up on',
    html_tag: 'date',
    size: 6,
    dependsOn: [{ field: 'contact', value: '*', whenTrue: '1', whenFalse: '3' }],
  },
  { field: 'section_work', name: 'Work', html_tag: 'heading', size: 12 },
  { field: 'quantity', name: 'Quantity', html_tag: 'number', size: 4, config: { min: 0 } },
  {
    field: 'bulk_discount',
    name: 'Bulk discount %',
    html_tag: 'number',
    size: 4,
    dependsOn: [{ field: 'quantity', value: '>5', whenTrue: '1', whenFalse: '2' }],
  },
  {
    field: 'amount',
    name: 'Amount',
    html_tag: 'number',
    size: 4,
    default_state_id: '2',
    config: { format: 'currency' },
  },
  { field: 'due_date', name: 'Due date', html_tag: 'date', size: 4 },
  { field: 'scheduled_at', name: 'Scheduled', html_tag: 'datetime', size: 4 },
  { field: 'start_time', name: 'Start time', html_tag: 'time', size: 4 },
  { field: 'notes', name: 'Notes', html_tag: 'textarea', size: 12, new_line: true },
  {
    field: 'gate_code',
    name: 'Gate code',
    html_tag: 'text',
    size: 4,
    dependsOn: [{ field: 'notes', value: 'gate', whenTrue: '1', whenFalse: '3', exact: false }],
  },
  {
    field: 'invoice_number',
    name: 'Invoice number',
    html_tag: 'text',
    size: 4,
    state_on_new_id: '3',
    default_state_id: '2',
  },
  {
    field: 'customer_signature',
    name: 'Customer signature',
    html_tag: 'signature',
    size: 12,
    new_line: true,
    state_on_new_id: '3',
  },
  { field: 'photos', name: 'Photos', html_tag: 'file_picker', size: 12, new_line: true },
];

export const JOB_HEADERS: HeaderSpec[] = [
  { display_name: 'Job', field_name: 'number', user_sortable: true },
  {
    display_name: 'Title',
    field_name: 'title',
    user_sortable: true,
    config: { inline_edit: { type: 'text', submit_url: INLINE } },
  },
  {
    display_name: 'Customer',
    field_name: 'customer_name',
    user_sortable: true,
    config: {
      tooltip_field: 'contact_phone',
      tooltip_icon_colour: '#1f5f8b',
      tooltip_background_colour: '#1f5f8b',
    },
  },
  {
    display_name: 'Status',
    field_name: 'status',
    config: {
      inline_edit: { type: 'select', ...STATUS_WORKFLOW, data_url: '/options/job-statuses' },
    },
  },
  {
    display_name: 'Priority',
    field_name: 'priority',
    config: { badge_color_field: 'priority_colour' },
  },
  { display_name: 'Due', field_name: 'due_date', user_sortable: true, format: 'dateonly' },
  {
    display_name: 'Scheduled',
    field_name: 'scheduled_at',
    config: { inline_edit: { type: 'datetime', submit_url: INLINE } },
  },
  {
    display_name: 'Qty',
    field_name: 'quantity',
    alignment: 'right',
    config: { inline_edit: { type: 'number', submit_url: INLINE } },
  },
  {
    display_name: 'Amount',
    field_name: 'amount',
    alignment: 'right',
    user_sortable: true,
    format: 'currency',
  },
  { display_name: 'Details', field_name: 'additional_field_expansion' },
  { display_name: 'Actions', field_name: 'row_action_buttons', alignment: 'right' },
];

export const JOB_FILTERS: FilterItem[] = [
  { type: 'date-range', field: 'due_date', label: 'Due date' },
  { type: 'date-time-range', field: 'scheduled_at', label: 'Scheduled' },
  {
    type: 'dropdown',
    field: 'status',
    label: 'Status',
    data_url: '/options/job-statuses',
    label_key: 'name',
    key: 'id',
  },
  {
    type: 'dropdown-multiple',
    field: 'customer_id',
    label: 'Customers',
    data_url: '/options/customers',
    label_key: 'name',
    key: 'id',
  },
  { type: 'text', field: 'site', label: 'Site' },
];

export const READ_ONLY_JOB_HEADERS: HeaderSpec[] = [
  { display_name: 'Job', field_name: 'number', user_sortable: true },
  { display_name: 'Title', field_name: 'title' },
  { display_name: 'Customer', field_name: 'customer_name' },
  {
    display_name: 'Status',
    field_name: 'status_name',
    config: { badge_color_field: 'status_colour' },
  },
  { display_name: 'Scheduled', field_name: 'scheduled_at', format: 'date', user_sortable: true },
  { display_name: 'Details', field_name: 'additional_field_expansion' },
];

export const QUOTE_SUMMARY_HEADERS: HeaderSpec[] = [
  { display_name: 'Quote', field_name: 'number', user_sortable: true },
  { display_name: 'Title', field_name: 'title' },
  {
    display_name: 'Status',
    field_name: 'status_name',
    config: { badge_color_field: 'status_colour' },
  },
  {
    display_name: 'Total',
    field_name: 'total',
    alignment: 'right',
    format: 'currency',
    user_sortable: true,
  },
];
