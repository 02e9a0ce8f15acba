import type { Catalogue, FieldSpec } from './catalogue';
import { defineFabricationPages } from './pages-fabrication';
import { ROUTES } from './routes';

/** Routes the views module adds for its benchmark pages (not in the menu; administrators only). */
export const BENCH_ROUTES = [
  { id: 201, path: '/bench/list', page_name: 'Benchmark: 10,000 rows', multi_view_id: 191 },
  {
    id: 202,
    path: '/bench/inline',
    page_name: 'Benchmark: 1,000 editable cells',
    multi_view_id: 192,
  },
  {
    id: 203,
    path: '/bench/form',
    page_name: 'Benchmark: 300 fields, 300 rules',
    multi_view_id: 193,
  },
] as const;

export const BENCH_FORM_FIELDS = 300;

/** Field i hides when field i-1 holds 'hide': 300 rules, one per field, indexed by source. */
export function benchFormFields(count: number = BENCH_FORM_FIELDS): FieldSpec[] {
  return Array.from({ length: count }, (_, index) => ({
    field: `f${index + 1}`,
    name: `Field ${index + 1}`,
    html_tag: 'text',
    size: 3,
    dependsOn: [
      {
        field: index === 0 ? `f${count}` : `f${index}`,
        value: 'hide',
        whenTrue: '3' as const,
        whenFalse: '1' as const,
      },
    ],
  }));
}

const INLINE_FIELDS = [
  'title',
  'site',
  'contact',
  'contact_phone',
  'other_reason',
  'urgent_reason',
  'gate_code',
  'notes',
  'invoice_number',
  'start_time',
];

/** Pages whose content comes from other areas' widgets, the settings and staff pages, and the benchmark pages. */
export function defineOtherPages(cat: Catalogue): void {
  cat.multiView(ROUTES.timesheet, 'Timesheet', [{ type: 'timesheet_calendar', name: 'Timesheet' }]);
  cat.multiView(ROUTES.staffMap, 'Staff map', [
    {
      type: 'map',
      name: 'Where the team was',
      data: { api_url: '/map/locations', live: false },
      config: { role_ids: [1, 2] },
    },
  ]);
  cat.multiView(ROUTES.wholesaleOrders, 'Wholesale orders', [
    { type: 'wholesale_orders', name: 'Wholesale orders' },
  ]);
  cat.multiView(141, 'Wholesale order', [{ type: 'wholesale_orders', name: 'Wholesale orders' }]);
  cat.tabs(ROUTES.wholesaleOrder, 'Wholesale order', [
    { name: 'Orders', path: '/orders', multiViewId: 141, isDefault: true },
  ]);
  cat.multiView(ROUTES.costing, 'Costing', [{ type: 'costing', name: 'Costing' }]);
  const costingOf = (costType: 'product' | 'accessory', cloneUrl: string) => [
    { type: 'costing', name: 'Costing', data: { cost_type: costType, clone_url: cloneUrl } },
  ];
  cat.multiView(
    ROUTES.productCosting,
    'Product costing',
    costingOf('product', '/costing/product/:id/clone'),
  );
  cat.multiView(
    ROUTES.applicationCosting,
    'Product costing',
    costingOf('product', '/costing/product/:id/:child_id/clone'),
  );
  cat.multiView(
    ROUTES.accessoryCosting,
    'Accessory costing',
    costingOf('accessory', '/costing/accessory/:id/clone'),
  );
  defineFabricationPages(cat);
  cat.multiView(ROUTES.releaseNotes, 'Release notes', [
    { type: 'release_notes', name: 'Release notes' },
  ]);

  const staff = cat.list({
    name: 'Staff',
    url: '/options/staff',
    headers: [{ display_name: 'Name', field_name: 'name' }],
    config: { hide_new: true },
  });
  cat.multiView(ROUTES.staff, 'Staff', [{ type: 'list', view: staff, name: 'Staff' }]);
  cat.multiView(151, 'Staff calendar', [
    { type: 'staff_calendar', name: 'Calendar', data: { user_id: ':id' } },
  ]);
  cat.multiView(152, 'Staff salary', [
    { type: 'salary', name: 'Salary', data: { user_id: ':id' } },
  ]);
  cat.tabs(ROUTES.staffMember, 'Staff member', [
    { name: 'Calendar', path: '/calendar', multiViewId: 151, isDefault: true },
    { name: 'Salary', path: '/salary', multiViewId: 152 },
  ]);

  const organisationForm = cat.form({
    name: 'New organisation',
    url: '/records/organisation_requests',
    config: { always_edit: true },
    fields: [
      {
        field: 'name',
        name: 'Organisation name',
        html_tag: 'text',
        size: 6,
        config: { required: true },
      },
      {
        field: 'short_code',
        name: 'Short code',
        html_tag: 'text',
        size: 3,
        config: { required: true, placeholder: 'e.g. northside' },
      },
      {
        field: 'timezone',
        name: 'Time zone',
        html_tag: 'text',
        size: 3,
        config: { default_value: 'Australia/Sydney' },
      },
    ],
    buttons: [
      {
        label: 'Create organisation',
        clickFn: 'createOrganisation',
        color: 'primary',
        confirmPrompt: 'Create this organisation?',
      },
    ],
  });
  cat.multiView(161, 'Organisations', [
    {
      type: 'form',
      view: organisationForm,
      name: 'Create an organisation',
      config: { show_header: true },
    },
  ]);
  cat.multiView(162, 'Calendar settings', [
    {
      type: 'custom_component',
      name: 'Default calendar',
      data: { component: 'default_calendar', remote: 'mf_auth' },
      config: { show_header: true },
    },
    // A configured item without a view: only debug mode shows it (E034).
    { type: 'form', view: null, name: 'Unfinished view' },
  ]);
  cat.multiView(163, 'Accounting', [
    { type: 'accounting_connect', name: 'Accounting', config: { role_ids: [1, 2] } },
  ]);
  cat.tabs(ROUTES.settings, 'Settings', [
    { name: 'Organisations', path: '/organisations', multiViewId: 161, isDefault: true },
    { name: 'Calendar', path: '/calendar', multiViewId: 162 },
    { name: 'Accounting', path: '/accounting', multiViewId: 163 },
  ]);

  const benchList = cat.list({
    name: 'All jobs',
    url: '/records/jobs',
    headers: [
      { display_name: 'Job', field_name: 'number', user_sortable: true },
      { display_name: 'Title', field_name: 'title' },
      { display_name: 'Customer', field_name: 'customer_name' },
      {
        display_name: 'Status',
        field_name: 'status',
        config: { badge_color_field: 'status_colour' },
      },
      { display_name: 'Amount', field_name: 'amount', alignment: 'right', format: 'currency' },
    ],
    config: { remove_pagination: true, hide_new: true, disable_row_click: true, virtual: true },
  });
  cat.multiView(191, 'Benchmark list', [{ type: 'list', view: benchList }]);
  const benchInline = cat.list({
    name: 'Bulk edit',
    url: '/records/jobs',
    headers: [
      { display_name: 'Job', field_name: 'number' },
      ...INLINE_FIELDS.map((field) => ({
        display_name: field,
        field_name: field,
        config: { inline_edit: { type: 'text' as const, submit_url: '/records/jobs/:id/inline' } },
      })),
    ],
    config: {
      page_size: 100,
      rows_per_page_options: [100],
      hide_new: true,
      disable_row_click: true,
      virtual: false,
    },
  });
  cat.multiView(192, 'Benchmark inline', [{ type: 'list', view: benchInline }]);
  const benchForm = cat.form({
    name: 'Benchmark form',
    url: '/records/bench_forms',
    config: { always_edit: true },
    fields: benchFormFields(),
  });
  cat.multiView(193, 'Benchmark form', [{ type: 'form', view: benchForm }]);
}
