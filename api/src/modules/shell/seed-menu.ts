/** Demo menus. Ids are fixed; route_id names a demo route (seed-routes.ts). */
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
