import type { Catalogue, HeaderSpec } from './catalogue';
import { EDIT_BUTTONS } from './buttons';
import { ROUTES } from './routes';

const CUSTOMER_HEADERS: HeaderSpec[] = [
  { display_name: 'Customer', field_name: 'name', user_sortable: true },
  { display_name: 'Type', field_name: 'type', config: { badge_color_field: 'type_colour' } },
  { display_name: 'Contact', field_name: 'contact_name' },
  { display_name: 'Phone', field_name: 'phone' },
  { display_name: 'Suburb', field_name: 'suburb', user_sortable: true },
  {
    display_name: 'Balance',
    field_name: 'balance',
    alignment: 'right',
    format: 'currency',
    user_sortable: true,
  },
];

const QUOTE_HEADERS: HeaderSpec[] = [
  { display_name: 'Quote', field_name: 'number', user_sortable: true },
  { display_name: 'Title', field_name: 'title', user_sortable: true },
  { display_name: 'Customer', field_name: 'customer_name', user_sortable: true },
  {
    display_name: 'Status',
    field_name: 'status_name',
    config: { badge_color_field: 'status_colour' },
  },
  {
    display_name: 'Valid until',
    field_name: 'valid_until',
    format: 'dateonly',
    user_sortable: true,
  },
  {
    display_name: 'Total',
    field_name: 'total',
    alignment: 'right',
    format: 'currency',
    user_sortable: true,
  },
];

const QUOTE_STATUS_OPTIONS = [
  { id: 'sent', name: 'Sent' },
  { id: 'accepted', name: 'Accepted' },
  { id: 'declined', name: 'Declined' },
];

/** The new-customer wizard (ADR 140): type, site photos and access notes. */
const CUSTOMER_WIZARD = [
  {
    type: 'select',
    sort: 1,
    title: 'Customer type',
    related_fields: ['type'],
    display: 'onNew',
    data_url: '/options/customer-types',
    can_search: true,
    client_side_search: true,
    dependency: { if: 'Builder', then: ['contact_name'] },
  },
  {
    type: 'file',
    sort: 2,
    title: 'Site photos',
    related_fields: ['site_photos'],
    display: 'onNew',
    image_required: true,
    max_items: 3,
    directory: 'customers',
  },
  { type: 'text', sort: 3, title: 'Access notes', related_fields: ['notes'], display: 'onNew' },
];

/** Customers, quotes and suppliers. */
export function defineSalesPages(cat: Catalogue): void {
  const customers = cat.list({
    name: 'Customers',
    url: '/records/customers',
    headers: CUSTOMER_HEADERS,
    filters: [
      {
        type: 'dropdown',
        field: 'type',
        label: 'Type',
        data_url: '/options/customer-types',
        label_key: 'name',
        key: 'id',
      },
      { type: 'text', field: 'suburb', label: 'Suburb' },
    ],
    config: { has_filter: true, rows_per_page_options: [10, 25, 50] },
  });
  cat.multiView(ROUTES.customers, 'Customers', [
    { type: 'list', view: customers, name: 'Customers' },
  ]);

  const customerForm = cat.form({
    name: 'Customer details',
    url: '/records/customers',
    config: { wizard: CUSTOMER_WIZARD, wizard_title: 'New customer' },
    fields: [
      { field: 'name', name: 'Name', html_tag: 'text', size: 8, config: { required: true } },
      {
        field: 'type',
        name: 'Type',
        html_tag: 'select',
        size: 4,
        data_url: '/options/customer-types',
        store_as_default: true,
      },
      { field: 'contact_name', name: 'Contact', html_tag: 'text', size: 6 },
      { field: 'email', name: 'Email', html_tag: 'email', size: 6 },
      { field: 'phone', name: 'Phone', html_tag: 'text', size: 6 },
      { field: 'suburb', name: 'Suburb', html_tag: 'address', size: 6 },
      {
        field: 'balance',
        name: 'Balance',
        html_tag: 'number',
        size: 4,
        default_state_id: '2',
        state_on_new_id: '3',
        config: { format: 'currency' },
      },
      {
        field: 'active',
        name: 'Active',
        html_tag: 'switch',
        size: 4,
        config: { default_value: true },
      },
      { field: 'notes', name: 'Notes', html_tag: 'textarea', size: 12, new_line: true },
      // The wizard's photos are shown and kept on the record, not only stored (issue 35, item 7).
      {
        field: 'site_photos',
        name: 'Site photos',
        html_tag: 'file_picker',
        size: 12,
        new_line: true,
      },
      {
        field: 'terms_signature',
        name: 'Trade terms signature',
        html_tag: 'signature',
        size: 12,
        new_line: true,
      },
    ],
    buttons: [
      ...EDIT_BUTTONS,
      { label: 'Save and new', clickFn: 'saveAndNew', displayOn: 'edit', sort: 14 },
    ],
  });
  cat.multiView(111, 'Customer details', [{ type: 'form', view: customerForm, name: 'Customer' }]);
  const customerJobs = cat.list({
    name: 'Jobs of a customer',
    url: '/records/jobs',
    params: { customer_id: ':item_id' },
    headers: [
      { display_name: 'Job', field_name: 'number', user_sortable: true },
      { display_name: 'Title', field_name: 'title' },
      {
        display_name: 'Status',
        field_name: 'status',
        config: { badge_color_field: 'status_colour' },
      },
      { display_name: 'Amount', field_name: 'amount', alignment: 'right', format: 'currency' },
    ],
    config: { hide_new: true, row_click_url: '/jobs', show_total: 'amount' },
  });
  cat.multiView(112, 'Customer jobs', [{ type: 'list', view: customerJobs, name: 'Jobs' }]);
  const customerQuotes = cat.list({
    name: 'Quotes of a customer',
    url: '/records/quotes',
    params: { customer_id: ':item_id' },
    headers: QUOTE_HEADERS.filter((header) => header.field_name !== 'customer_name'),
    config: { hide_new: true, row_click_url: '/quotes' },
  });
  cat.multiView(113, 'Customer quotes', [{ type: 'list', view: customerQuotes, name: 'Quotes' }]);
  cat.tabs(ROUTES.customer, 'Customer', [
    { name: 'Details', path: '/details', multiViewId: 111, isDefault: true },
    { name: 'Jobs', path: '/jobs', multiViewId: 112, stateOnNew: 3 },
    { name: 'Quotes', path: '/quotes', multiViewId: 113, stateOnNew: 2 },
  ]);
  // Not lazy: every tab of a customer loads at once.
  cat.routeSettings(ROUTES.customer, { recordType: 'customers', tabConfig: { lazy_load: false } });

  const quotes = cat.list({
    name: 'Quotes',
    url: '/records/quotes',
    headers: QUOTE_HEADERS,
    filters: [
      { type: 'date-range', field: 'valid_until', label: 'Valid until' },
      {
        type: 'dropdown-multiple',
        field: 'status',
        label: 'Status',
        data_url: '/options/quote-statuses',
        label_key: 'name',
        key: 'id',
      },
    ],
    config: {
      has_filter: true,
      row_selection: {
        field_name: 'id',
        group_selection_by: 'regions',
        group_selection_type: 'any',
      },
      show_total: 'total',
      total_is_inc_tax: true,
      selected_total_inc_tax: true,
      selected_total_exc_tax: true,
    },
  });
  const quoteTools = cat.buttons('Quote tools', [
    {
      label: 'Email selected',
      clickFn: 'async',
      icon: 'mail',
      confirmPrompt: 'Email the selected quotes to their customers?',
      config: { url: '/records/quotes/bulk-email', use_selection: true, align: 'left' },
    },
  ]);
  cat.multiView(ROUTES.quotes, 'Quotes', [
    { type: 'buttons', view: quoteTools, name: 'Quote tools' },
    { type: 'list', view: quotes, name: 'Quotes' },
  ]);

  const quoteForm = cat.form({
    name: 'Quote details',
    url: '/records/quotes',
    config: {
      continuous_save: true,
      steps: [{ title: 'Customer' }, { title: 'Pricing' }, { title: 'Notes' }],
    },
    fields: [
      {
        field: 'number',
        name: 'Quote',
        html_tag: 'text',
        size: 4,
        default_state_id: '2',
        state_on_new_id: '3',
        config: { step: 0 },
      },
      {
        field: 'title',
        name: 'Title',
        html_tag: 'text',
        size: 8,
        config: { step: 0, required: true },
      },
      {
        field: 'customer_id',
        name: 'Customer',
        html_tag: 'select',
        size: 6,
        data_url: '/options/customers',
        config: { step: 0, required: true },
      },
      {
        field: 'status',
        name: 'Status',
        html_tag: 'select',
        size: 6,
        config: { step: 0, options: QUOTE_STATUS_OPTIONS, default_value: 'sent' },
      },
      {
        field: 'total',
        name: 'Total (inc GST)',
        html_tag: 'number',
        size: 6,
        config: { step: 1, format: 'currency' },
      },
      { field: 'valid_until', name: 'Valid until', html_tag: 'date', size: 6, config: { step: 1 } },
      { field: 'notes', name: 'Notes', html_tag: 'textarea', size: 12, config: { step: 2 } },
    ],
    buttons: [
      ...EDIT_BUTTONS,
      {
        label: 'Email quote',
        clickFn: 'sendMail',
        displayOn: 'readonly',
        icon: 'mail',
        config: {
          url: '/records/quotes/:id/email',
          parse: true,
          alert: 'Email this quote to the customer?',
        },
      },
      {
        label: 'Quote PDF',
        clickFn: 'generateAndDownload',
        displayOn: 'readonly',
        newTab: true,
        icon: 'download',
        config: { url: '/records/quotes/:id/pdf', parse: true },
      },
    ],
  });
  cat.multiView(121, 'Quote details', [{ type: 'form', view: quoteForm, name: 'Quote' }]);
  const quoteOptions = cat.list({
    name: 'Quote options',
    url: '/records/quote_options',
    params: { quote_id: ':item_id' },
    headers: [
      { display_name: 'Product', field_name: 'name' },
      { display_name: 'Description', field_name: 'description' },
      { display_name: 'Price', field_name: 'price', alignment: 'right', format: 'currency' },
    ],
    config: {
      radio_button_url: '/records/quotes/:item_id/select-product',
      radio_options_url: '/records/quotes/:item_id/product-options',
      disable_row_click: true,
      hide_new: true,
      new_line_object: { name: 'New option', price: 0 },
    },
  });
  cat.multiView(122, 'Quote options', [{ type: 'list', view: quoteOptions, name: 'Options' }]);
  cat.multiView(123, 'Quote lines', [
    {
      type: 'multi_line',
      name: 'Lines',
      data: {
        url: '/records/quotes',
        field: 'lines',
        config: {
          options_url: '/options/products',
          force_selection_rules: { if_field_true: 'compulsory' },
        },
      },
      config: { show_header: true },
    },
  ]);
  for (const routeId of [ROUTES.quote, ROUTES.acmeQuote]) {
    cat.tabs(routeId, 'Quote', [
      { name: 'Details', path: '/details', multiViewId: 121, isDefault: true },
      { name: 'Options', path: '/options', multiViewId: 122, stateOnNew: 3 },
      { name: 'Lines', path: '/lines', multiViewId: 123, stateOnNew: 2 },
    ]);
    cat.routeSettings(routeId, { recordType: 'quotes', tabConfig: { lazy_load: true } });
  }

  const suppliers = cat.list({
    name: 'Suppliers',
    url: '/records/suppliers',
    headers: [],
    config: {
      grid_view: true,
      dynamic_headers_url: '/records/suppliers/headers',
      filter_api: '/records/suppliers/filters',
      has_filter: true,
      disable_row_click: true,
      hide_new: true,
      dense: true,
    },
  });
  cat.multiView(ROUTES.suppliers, 'Suppliers', [
    { type: 'list', view: suppliers, name: 'Suppliers' },
  ]);
}
