import type { Catalogue } from './catalogue';
import { EDIT_BUTTONS, JOB_BUTTONS, JOB_ROW_BUTTONS, MODAL_BUTTONS } from './buttons';
import {
  JOB_FIELDS,
  JOB_FILTERS,
  JOB_HEADERS,
  QUOTE_SUMMARY_HEADERS,
  READ_ONLY_JOB_HEADERS,
  SITE_PHOTO,
} from './job-specs';
import { ROUTES } from './routes';

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
      {
        field: 'total',
        name: 'Total (inc GST)',
        html_tag: 'number',
        size: 6,
        config: { format: 'currency' },
      },
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
      {
        field: 'total',
        name: 'Total (inc GST)',
        html_tag: 'number',
        size: 4,
        config: { format: 'currency' },
      },
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

  const jobItems = cat.list({
    name: 'Items of a job',
    url: '/records/job_items',
    params: { job_id: ':item_id' },
    headers: [
      { display_name: 'Item', field_name: 'item_number' },
      { display_name: 'Location', field_name: 'location' },
      { display_name: 'Product', field_name: 'product' },
      { display_name: 'Application', field_name: 'application' },
      { display_name: 'Sizes (H × W)', field_name: 'sizes' },
      { display_name: 'Colour', field_name: 'colour' },
      { display_name: 'Qty', field_name: 'quantity', alignment: 'right' },
      { display_name: 'Accessories', field_name: 'accessories' },
      {
        display_name: 'Price (ex GST)',
        field_name: 'price',
        alignment: 'right',
        format: 'currency',
      },
    ],
    config: {
      disable_row_click: true,
      hide_new: true,
      hide_search: true,
      show_total: 'price',
      dense: true,
    },
  });
  cat.multiView(105, 'Job items', [{ type: 'list', view: jobItems, name: 'Items' }]);

  // The job's photos on a tab of their own, added and removed there (the field crew may).
  const jobPhotos = cat.form({
    name: 'Job photos',
    url: '/records/jobs',
    fields: [{ field: 'photos', name: 'Photos', html_tag: 'file_picker', size: 12 }],
    buttons: EDIT_BUTTONS,
  });
  cat.multiView(106, 'Job photos', [{ type: 'form', view: jobPhotos, name: 'Photos' }]);

  cat.tabs(ROUTES.job, 'Job', [
    { name: 'Details', path: '/details', multiViewId: 101, isDefault: true, icon: 'info' },
    { name: 'Quotes', path: '/quotes', multiViewId: 102, stateOnNew: 3 },
    { name: 'Materials', path: '/materials', multiViewId: 103, stateOnNew: 2 },
    { name: 'Job notes', path: '/notes', multiViewId: 104, stateOnNew: 3 },
    { name: 'Photos', path: '/photos', multiViewId: 106, stateOnNew: 3 },
    { name: 'Items', path: '/items', multiViewId: 105, stateOnNew: 3 },
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
