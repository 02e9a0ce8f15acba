import type { FilterItem } from '@platform/shared/contracts';
import type { Catalogue, FieldSpec, HeaderSpec } from './catalogue';
import { EDIT_BUTTONS, JOB_BUTTONS, JOB_ROW_BUTTONS, MODAL_BUTTONS } from './buttons';

/** Route ids of the shell's seed (api/src/modules/shell/seed-data.ts). */
export const ROUTES = {
  dashboard: 1,
  jobs: 2,
  job: 3,
  customers: 4,
  customer: 5,
  quotes: 6,
  quote: 7,
  suppliers: 8,
  runlist: 9,
  timesheet: 10,
  wholesaleOrders: 11,
  wholesaleOrder: 12,
  costing: 13,
  fabrication: 14,
  staff: 15,
  staffMember: 16,
  releaseNotes: 17,
  settings: 18,
  acmeDashboard: 101,
  acmeQuotes: 102,
  acmeQuote: 103,
  acmeReleaseNotes: 104,
} as const;

const INLINE = '/records/jobs/:id/inline';

/** A small picture for the job page's image preview button. */
const SITE_PHOTO =
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
    config: { default_value: 'open' },
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
  { field: 'amount', name: 'Amount', html_tag: 'number', size: 4, default_state_id: '2' },
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
];

const JOB_HEADERS: HeaderSpec[] = [
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
      inline_edit: { type: 'select', submit_url: INLINE, data_url: '/options/job-statuses' },
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

const READ_ONLY_JOB_HEADERS: HeaderSpec[] = [
  { display_name: 'Job', field_name: 'number', user_sortable: true },
  { display_name: 'Title', field_name: 'title' },
  { display_name: 'Customer', field_name: 'customer_name' },
  { display_name: 'Status', field_name: 'status', config: { badge_color_field: 'status_colour' } },
  { display_name: 'Scheduled', field_name: 'scheduled_at', format: 'date', user_sortable: true },
  { display_name: 'Details', field_name: 'additional_field_expansion' },
];

const QUOTE_SUMMARY_HEADERS: HeaderSpec[] = [
  { display_name: 'Quote', field_name: 'number', user_sortable: true },
  { display_name: 'Title', field_name: 'title' },
  { display_name: 'Status', field_name: 'status', config: { badge_color_field: 'status_colour' } },
  {
    display_name: 'Total',
    field_name: 'total',
    alignment: 'right',
    format: 'currency',
    user_sortable: true,
  },
];

/** Jobs list, job record (tabs), run list and the dashboard. */
export function defineJobPages(cat: Catalogue): void {
  const jobList = cat.list({
    name: 'Jobs',
    url: '/records/jobs',
    headers: JOB_HEADERS,
    rowButtons: JOB_ROW_BUTTONS,
    filters: JOB_FILTERS,
    config: {
      has_filter: true,
      row_selection: { field_name: 'id', group_selection_by: 'customer_id' },
      expandable: true,
      field_colors: { priority: { high: '#fff1f0' } },
      show_total: 'amount',
      selected_total_inc_tax: true,
      selected_total_exc_tax: true,
      rows_per_page_options: [10, 25, 50, 100, 250],
    },
  });
  const managerTools = cat.buttons('Manager tools', [
    { label: 'Run list', clickFn: 'visit', icon: 'arrow_forward', config: { url: '/runlist' } },
    { label: 'Suppliers', clickFn: 'visit', config: { url: '/suppliers' } },
  ]);
  cat.multiView(ROUTES.jobs, 'Jobs', [
    { type: 'list', view: jobList, name: 'Jobs' },
    {
      type: 'buttons',
      view: managerTools,
      name: 'Manager tools',
      config: { role_ids: [1, 2], sort_priority: [{ staff_role_ids: [1, 2], priority: 1 }] },
    },
  ]);

  const jobForm = cat.form({
    name: 'Job details',
    url: '/records/jobs',
    fields: JOB_FIELDS,
    buttons: JOB_BUTTONS,
  });
  cat.multiView(101, 'Job details', [{ type: 'form', view: jobForm, name: 'Job' }]);

  const jobQuotes = cat.list({
    name: 'Quotes of a job',
    url: '/records/quotes',
    params: { job_id: ':item_id' },
    headers: QUOTE_SUMMARY_HEADERS,
    config: {
      child_multi_view_id: 172,
      new_button_multi_view_id: 171,
      show_total: 'total',
      total_is_inc_tax: true,
      hide_search: true,
    },
  });
  cat.multiView(102, 'Job quotes', [{ type: 'list', view: jobQuotes, name: 'Quotes' }]);
  cat.multiView(103, 'Job materials', [
    {
      type: 'multi_line',
      name: 'Materials',
      data: {
        url: '/records/jobs',
        field: 'materials',
        config: {
          options_url: '/options/products',
          force_selection_rules: { if_field_true: 'compulsory' },
        },
      },
      config: { show_header: true },
    },
  ]);
  const jobNotes = cat.list({
    name: 'Notes of a job',
    url: '/records/notes',
    params: { job_id: ':item_id' },
    headers: [
      { display_name: 'Note', field_name: 'text' },
      { display_name: 'By', field_name: 'author' },
      { display_name: 'When', field_name: 'created', format: 'date', user_sortable: true },
    ],
    config: {
      disable_row_click: true,
      new_button_multi_view_id: 173,
      dense: true,
      hide_search: true,
    },
  });
  cat.multiView(104, 'Job notes', [{ type: 'list', view: jobNotes, name: 'Notes' }]);

  const quoteModalForm = cat.form({
    name: 'New quote',
    url: '/records/quotes',
    fields: [
      { field: 'title', name: 'Title', html_tag: 'text', size: 12, config: { required: true } },
      {
        field: 'customer_id',
        name: 'Customer',
        html_tag: 'select',
        data_url: '/options/customers',
        size: 6,
        config: { required: true },
      },
      { field: 'job_id', name: 'Job', html_tag: 'number', size: 6, default_state_id: '2' },
      { field: 'total', name: 'Total (inc GST)', html_tag: 'number', size: 6 },
      { field: 'valid_until', name: 'Valid until', html_tag: 'date', size: 6 },
    ],
    buttons: MODAL_BUTTONS,
  });
  cat.multiView(171, 'New quote', [
    { type: 'form', view: quoteModalForm, name: 'New quote', config: { show_header: true } },
  ]);
  const quoteChildForm = cat.form({
    name: 'Quote of a job',
    url: '/records/quotes',
    fields: [
      { field: 'number', name: 'Quote', html_tag: 'text', size: 4, default_state_id: '2' },
      { field: 'title', name: 'Title', html_tag: 'text', size: 8, config: { required: true } },
      {
        field: 'status',
        name: 'Status',
        html_tag: 'select',
        size: 4,
        config: {
          options: [
            { id: 'sent', name: 'Sent' },
            { id: 'accepted', name: 'Accepted' },
            { id: 'declined', name: 'Declined' },
          ],
        },
      },
      { field: 'total', name: 'Total (inc GST)', html_tag: 'number', size: 4 },
      { field: 'valid_until', name: 'Valid until', html_tag: 'date', size: 4 },
    ],
    buttons: EDIT_BUTTONS,
  });
  cat.multiView(172, 'Quote of a job', [
    {
      type: 'view_button',
      name: 'Back to quotes',
      size: 12,
      data: { label: 'Back to quotes', path: '/jobs/:id/quotes', icon: 'arrow_back' },
    },
    { type: 'form', view: quoteChildForm, name: 'Quote', config: { show_header: true } },
  ]);
  const noteForm = cat.form({
    name: 'New note',
    url: '/records/notes',
    fields: [
      { field: 'text', name: 'Note', html_tag: 'textarea', size: 12, config: { required: true } },
      { field: 'job_id', name: 'Job', html_tag: 'number', size: 6, state_on_new_id: '3' },
    ],
    buttons: MODAL_BUTTONS,
  });
  cat.multiView(173, 'New note', [
    { type: 'form', view: noteForm, name: 'New note', config: { show_header: true } },
  ]);

  cat.tabs(ROUTES.job, 'Job', [
    { name: 'Details', path: '/details', multiViewId: 101, isDefault: true, icon: 'info' },
    { name: 'Quotes', path: '/quotes', multiViewId: 102, stateOnNew: 3 },
    { name: 'Materials', path: '/materials', multiViewId: 103, stateOnNew: 2 },
    { name: 'Notes', path: '/notes', multiViewId: 104, stateOnNew: 3 },
    { name: 'Photos', path: '/photos', multiViewId: null, stateOnNew: 3 },
  ]);
  cat.routeSettings(ROUTES.job, {
    recordType: 'jobs',
    tabConfig: { lazy_load: true, tab_parameter: 'item_id' },
    pageButtons: [
      { label: 'All jobs', action: 'visit', path: '/jobs', icon: 'arrow_upward' },
      { label: 'Site photo', action: 'imagePreview', path: SITE_PHOTO, icon: 'image' },
    ],
  });

  const runList = cat.list({
    name: 'Run list',
    url: '/records/jobs',
    headers: READ_ONLY_JOB_HEADERS,
    filters: [{ type: 'date', field: 'due_date', label: 'Due on' }],
    config: {
      has_filter: true,
      has_quick_date_filter: 'scheduled_at',
      expandable: true,
      open_on_load: true,
      dense: true,
      hide_new: true,
      row_click_url: '/jobs',
    },
  });
  cat.multiView(ROUTES.runlist, 'Run list', [
    {
      type: 'view_button',
      name: 'All jobs',
      size: 3,
      data: { label: 'All jobs', path: '/jobs', icon: 'arrow_back' },
    },
    { type: 'list', view: runList, name: 'Run list', new_line: true },
  ]);

  const wallList = (name: string, params: Record<string, unknown>) =>
    cat.list({
      name,
      url: '/records/jobs',
      params,
      headers: READ_ONLY_JOB_HEADERS,
      config: {
        hide_new: true,
        hide_search: true,
        disable_row_click: true,
        page_size: 25,
        expandable: true,
        open_on_load: true,
      },
    });
  const quotesWall = cat.list({
    name: 'Quotes waiting',
    url: '/records/quotes',
    params: { status: 'sent' },
    headers: QUOTE_SUMMARY_HEADERS,
    config: {
      hide_new: true,
      hide_search: true,
      disable_row_click: true,
      page_size: 25,
      show_total: 'total',
      total_is_inc_tax: true,
    },
  });
  cat.multiView(131, 'Scheduled jobs', [
    { type: 'list', view: wallList('Scheduled jobs', { status: 'scheduled' }) },
  ]);
  cat.multiView(132, 'Jobs in progress', [
    { type: 'list', view: wallList('Jobs in progress', { status: 'in_progress' }) },
  ]);
  cat.multiView(133, 'Quotes waiting', [{ type: 'list', view: quotesWall }]);
  for (const routeId of [ROUTES.dashboard, ROUTES.acmeDashboard]) {
    cat.tabs(routeId, 'Dashboard', [
      { name: 'Scheduled', path: '/scheduled', multiViewId: 131, isDefault: true },
      { name: 'In progress', path: '/in-progress', multiViewId: 132 },
      { name: 'Quotes waiting', path: '/quotes-waiting', multiViewId: 133 },
    ]);
    cat.routeSettings(routeId, { tabConfig: { lazy_load: true } });
  }
}
