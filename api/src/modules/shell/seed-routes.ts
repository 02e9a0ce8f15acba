/**
 * Demo routes (pages). Ids are fixed so other modules' seeds can refer to them; multi_view_id
 * values are defined by the views module (listed in api/README.md).
 */
export interface DemoRoute {
  id: number;
  organisation_id: number;
  path: string;
  page_name: string;
  multi_view_id: number;
  route_type: string;
  sort: number;
  return_path?: string;
  menu_item_path?: string;
  has_tabs?: boolean;
  audience?: 'staff' | 'dashboard' | 'all';
  role_ids?: string;
}

const demo = (route: Omit<DemoRoute, 'organisation_id'>): DemoRoute => ({
  organisation_id: 1,
  ...route,
});

/** Administrator 1, manager 2, sales 3, measurer 4, fitter 5. */
const OFFICE = '1,2,3';

/** Each organisation's first page, for staff and dashboard users alike. */
const DASHBOARD = {
  path: '/dashboard',
  page_name: 'Dashboard',
  multi_view_id: 1,
  route_type: 'tabs',
  sort: 1,
  has_tabs: true,
  audience: 'all',
} as const;

/** A quote's page, opened from the quotes list and back to it. */
const QUOTE = {
  path: '/quotes/:id',
  page_name: 'Quote',
  multi_view_id: 7,
  route_type: 'tabs',
  sort: 0,
  return_path: '/quotes',
  has_tabs: true,
} as const;

export const DEMO_ROUTES: DemoRoute[] = [
  demo({ id: 1, ...DASHBOARD }),
  demo({ id: 2, path: '/jobs', page_name: 'Jobs', multi_view_id: 2, route_type: 'list', sort: 2 }),
  demo({
    id: 3,
    path: '/jobs/:id',
    page_name: 'Job',
    multi_view_id: 3,
    route_type: 'tabs',
    sort: 0,
    return_path: '/jobs',
    menu_item_path: '/jobs',
    has_tabs: true,
  }),
  demo({
    id: 4,
    path: '/customers',
    page_name: 'Customers',
    multi_view_id: 4,
    route_type: 'list',
    sort: 3,
    role_ids: OFFICE,
  }),
  demo({
    id: 5,
    path: '/customers/:id',
    page_name: 'Customer',
    multi_view_id: 5,
    route_type: 'tabs',
    sort: 0,
    return_path: '/customers',
    menu_item_path: '/customers',
    has_tabs: true,
    role_ids: OFFICE,
  }),
  demo({
    id: 6,
    path: '/quotes',
    page_name: 'Quotes',
    multi_view_id: 6,
    route_type: 'list',
    sort: 4,
    role_ids: '1,2,3,4',
  }),
  demo({ id: 7, ...QUOTE, menu_item_path: '/quotes', role_ids: '1,2,3,4' }),
  demo({
    id: 8,
    path: '/suppliers',
    page_name: 'Suppliers',
    multi_view_id: 8,
    route_type: 'list',
    sort: 5,
    role_ids: '1,2',
  }),
  demo({
    id: 9,
    path: '/runlist',
    page_name: 'Run list',
    multi_view_id: 9,
    route_type: 'page',
    sort: 6,
  }),
  demo({
    id: 10,
    path: '/timesheet',
    page_name: 'Timesheet',
    multi_view_id: 10,
    route_type: 'page',
    sort: 7,
  }),
  demo({
    id: 11,
    path: '/wholesale-orders',
    page_name: 'Wholesale orders',
    multi_view_id: 11,
    route_type: 'list',
    sort: 8,
    role_ids: OFFICE,
  }),
  demo({
    id: 12,
    path: '/wholesale-orders/:id',
    page_name: 'Wholesale order',
    multi_view_id: 12,
    route_type: 'tabs',
    sort: 0,
    return_path: '/wholesale-orders',
    menu_item_path: '/wholesale-orders',
    has_tabs: true,
    role_ids: OFFICE,
  }),
  demo({
    id: 13,
    path: '/costing',
    page_name: 'Costing',
    multi_view_id: 13,
    route_type: 'page',
    sort: 9,
    role_ids: '1,2',
  }),
  demo({
    id: 14,
    path: '/fabrication',
    page_name: 'Fabrication sheets',
    multi_view_id: 14,
    route_type: 'list',
    sort: 10,
    role_ids: '1,2,4,5',
  }),
  demo({
    id: 15,
    path: '/staff',
    page_name: 'Staff',
    multi_view_id: 15,
    route_type: 'list',
    sort: 11,
    role_ids: '1,2',
  }),
  demo({
    id: 16,
    path: '/staff/:id',
    page_name: 'Staff member',
    multi_view_id: 16,
    route_type: 'tabs',
    sort: 0,
    return_path: '/staff',
    menu_item_path: '/staff',
    has_tabs: true,
    role_ids: '1,2',
  }),
  ...(
    [
      [19, '/costing/product/:id', 'Product costing'],
      [20, '/costing/product/:id/:child_id', 'Product costing'],
      [21, '/costing/accessory/:id', 'Accessory costing'],
    ] as const
  ).map(([id, path, page_name]) =>
    demo({
      id,
      path,
      page_name,
      multi_view_id: id,
      route_type: 'page',
      sort: 0,
      return_path: '/costing',
      menu_item_path: '/costing',
      role_ids: '1,2',
    }),
  ),
  demo({
    id: 22,
    path: '/fabrication/:id',
    page_name: 'Fabrication job',
    multi_view_id: 22,
    route_type: 'tabs',
    sort: 0,
    return_path: '/fabrication',
    menu_item_path: '/fabrication',
    has_tabs: true,
    role_ids: '1,2,4,5',
  }),
  demo({
    id: 23,
    path: '/staff-map',
    page_name: 'Staff map',
    multi_view_id: 23,
    route_type: 'page',
    sort: 11,
    role_ids: '1,2',
  }),
  demo({
    id: 50,
    path: '/team-chat',
    page_name: 'Team chat',
    multi_view_id: 50,
    route_type: 'page',
    sort: 12,
  }),
  demo({
    id: 35,
    path: '/reports',
    page_name: 'Reports',
    multi_view_id: 35,
    route_type: 'page',
    sort: 14,
    role_ids: OFFICE,
  }),
  demo({
    id: 30,
    path: '/insights',
    page_name: 'Insights',
    multi_view_id: 30,
    route_type: 'page',
    sort: 14,
    role_ids: '1,2',
  }),
  demo({
    id: 17,
    path: '/release-notes',
    page_name: 'Release notes',
    multi_view_id: 17,
    route_type: 'page',
    sort: 12,
  }),
  demo({
    id: 18,
    path: '/settings',
    page_name: 'Settings',
    multi_view_id: 18,
    route_type: 'tabs',
    sort: 13,
    has_tabs: true,
    role_ids: '1',
  }),
  demo({
    id: 40,
    path: '/planner',
    page_name: 'Planner',
    multi_view_id: 40,
    route_type: 'page',
    sort: 14,
    role_ids: '1,2,3,4,5',
  }),
  { id: 101, organisation_id: 2, ...DASHBOARD },
  {
    id: 102,
    organisation_id: 2,
    path: '/quotes',
    page_name: 'Quotes',
    multi_view_id: 6,
    route_type: 'list',
    sort: 2,
  },
  { id: 103, organisation_id: 2, ...QUOTE },
  {
    id: 104,
    organisation_id: 2,
    path: '/release-notes',
    page_name: 'Release notes',
    multi_view_id: 17,
    route_type: 'page',
    sort: 3,
  },
];
