/**
 * Demo routes, menus and release notes. Ids are fixed so other modules' seeds can refer to
 * them; multi_view_id values are defined by the views module (listed in api/README.md).
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

export const DEMO_ROUTES: DemoRoute[] = [
  demo({
    id: 1,
    path: '/dashboard',
    page_name: 'Dashboard',
    multi_view_id: 1,
    route_type: 'tabs',
    sort: 1,
    has_tabs: true,
    audience: 'all',
  }),
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
  demo({
    id: 7,
    path: '/quotes/:id',
    page_name: 'Quote',
    multi_view_id: 7,
    route_type: 'tabs',
    sort: 0,
    return_path: '/quotes',
    menu_item_path: '/quotes',
    has_tabs: true,
    role_ids: '1,2,3,4',
  }),
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
  {
    id: 101,
    organisation_id: 2,
    path: '/dashboard',
    page_name: 'Dashboard',
    multi_view_id: 1,
    route_type: 'tabs',
    sort: 1,
    has_tabs: true,
    audience: 'all',
  },
  {
    id: 102,
    organisation_id: 2,
    path: '/quotes',
    page_name: 'Quotes',
    multi_view_id: 6,
    route_type: 'list',
    sort: 2,
  },
  {
    id: 103,
    organisation_id: 2,
    path: '/quotes/:id',
    page_name: 'Quote',
    multi_view_id: 7,
    route_type: 'tabs',
    sort: 0,
    return_path: '/quotes',
    has_tabs: true,
  },
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

export interface DemoMenuItem {
  id: number;
  organisation_id: number;
  parent_id: number | null;
  route_id: number | null;
  name: string;
  icon: string;
  sort: number;
}

const menu = (
  id: number,
  parent: number | null,
  route: number | null,
  name: string,
  icon: string,
  sort: number,
  organisation = 1,
): DemoMenuItem => ({
  id,
  organisation_id: organisation,
  parent_id: parent,
  route_id: route,
  name,
  icon,
  sort,
});

/** Headings (no route) hold the pages beneath them through parent_id. */
export const DEMO_MENU: DemoMenuItem[] = [
  menu(1, null, 1, 'Dashboard', 'dashboard', 1),
  menu(2, null, null, 'Sales', 'shop', 2),
  menu(3, 2, 4, 'Customers', 'team', 1),
  menu(4, 2, 6, 'Quotes', 'file-text', 2),
  menu(5, 2, 13, 'Costing', 'calculator', 3),
  menu(6, null, null, 'Operations', 'tool', 3),
  menu(7, 6, 2, 'Jobs', 'profile', 1),
  menu(8, 6, 9, 'Run list', 'car', 2),
  menu(9, 6, 14, 'Fabrication sheets', 'build', 3),
  menu(10, 6, 8, 'Suppliers', 'shopping-cart', 4),
  menu(35, 6, 35, 'Reports', 'bar-chart', 5),
  menu(30, 6, 30, 'Insights', 'line-chart', 6),
  menu(11, null, null, 'Wholesale', 'gold', 4),
  menu(12, 11, 11, 'Orders', 'inbox', 1),
  menu(13, null, null, 'People', 'user', 5),
  menu(14, 13, 10, 'Timesheet', 'clock-circle', 1),
  menu(15, 13, 15, 'Staff', 'idcard', 2),
  menu(40, 13, 40, 'Planner', 'schedule', 3),
  menu(18, 13, 23, 'Staff map', 'environment', 4),
  menu(50, 13, 50, 'Team chat', 'message', 5),
  menu(16, null, 17, 'Release notes', 'notification', 6),
  menu(17, null, 18, 'Settings', 'setting', 7),
  menu(101, null, 101, 'Dashboard', 'dashboard', 1, 2),
  menu(102, null, 102, 'Quotes', 'file-text', 2, 2),
  menu(103, null, 104, 'Release notes', 'notification', 3, 2),
];

export const RELEASE_TYPES = {
  feature: { type_name: 'New feature', type_sort: 1 },
  improvement: { type_name: 'Improvement', type_sort: 2 },
  fix: { type_name: 'Bug fix', type_sort: 3 },
} as const;

type ReleaseType = keyof typeof RELEASE_TYPES;

export interface DemoReleaseNote {
  id: number;
  name: string;
  release_date: string;
  is_current: boolean;
  items: Array<{ type: ReleaseType; title: string; description: string }>;
}

export const DEMO_RELEASE_NOTES: DemoReleaseNote[] = [
  {
    id: 1,
    name: 'Version 1.0',
    release_date: '2026-01-20',
    is_current: false,
    items: [
      {
        type: 'feature',
        title: 'Quotes and jobs',
        description: 'Create quotes for screens and doors and turn them into jobs.',
      },
      {
        type: 'feature',
        title: 'Time clock',
        description: 'Start, pause and stop your working day from the top bar.',
      },
    ],
  },
  {
    id: 2,
    name: 'Version 1.1',
    release_date: '2026-03-02',
    is_current: false,
    items: [
      {
        type: 'improvement',
        title: 'Faster lists',
        description: 'Long job lists open <b>twice as fast</b>.',
      },
      {
        type: 'fix',
        title: 'Mesh cut totals',
        description: 'Totals no longer round twice on mixed mesh orders.',
      },
      {
        type: 'feature',
        title: 'Wholesale portal',
        description: 'Trade customers can order through their own link.',
      },
    ],
  },
  {
    id: 3,
    name: 'Version 1.2',
    release_date: '2026-05-11',
    is_current: true,
    items: [
      {
        type: 'feature',
        title: 'Two-step verification',
        description: 'Protect your account with a code sent to your phone.',
      },
      {
        type: 'improvement',
        title: 'Global search',
        description: 'Search pages, people and notifications from the menu.',
      },
      {
        type: 'fix',
        title: 'Notification badge',
        description: 'The unread count now updates as soon as you open a notification.',
      },
      {
        type: 'fix',
        title: 'Profile picture',
        description: 'Cropped pictures keep their colours.',
      },
    ],
  },
];

export interface DemoNotification {
  short_message: string;
  message: string;
  path: string | null;
  read: boolean;
  /** How long ago it was sent. */
  minutesAgo: number;
}

/** Fourteen for the administrator, so the popup (ten) and the inbox paging both have work. */
export function demoNotifications(userId: number): DemoNotification[] {
  const jobs = ['Smith', 'Nguyen', 'Patel', 'Brown', 'Wilson', 'Taylor', 'Lee'];
  const list: DemoNotification[] = jobs.map((name, index) => ({
    short_message: `Job for ${name} scheduled`,
    message: `The installation for <b>${name}</b> is booked for ${index + 2} days from now.`,
    path: '/jobs',
    read: index % 3 === 0,
    minutesAgo: 60 * (index + 1) * 5,
  }));
  list.push(
    {
      short_message: 'Quote accepted',
      message: 'Quote Q-1042 was accepted by the customer.',
      path: '/quotes',
      read: false,
      minutesAgo: 12,
    },
    {
      short_message: 'Welcome',
      message: 'Welcome to the platform. Open the release notes to see what is new.',
      path: '/release-notes',
      read: true,
      minutesAgo: 60 * 24 * 30,
    },
  );
  const count = userId === 1 ? 14 : 3;
  for (let index = list.length; index < count; index += 1) {
    list.push({
      short_message: `Reminder ${index - 8}`,
      message: 'Please check the measurement sheets due this week.',
      path: null,
      read: false,
      minutesAgo: 60 * 24 * (index - 6),
    });
  }
  return list.slice(0, count);
}
