import type { Catalogue, ItemSpec } from './catalogue';
import { DEMO_ROUTES } from '../../shell/seed-routes';
import { ROUTES } from './routes';

/** The development gallery's multi-view (`/dev/widgets`, mf-views `widget_gallery`). */
export const GALLERY_MULTI_VIEW_ID = 29;

/** Demo items for the built-in types no seeded page uses yet, and for the remotes' other widgets. */
const EXTRA_DEMOS: ItemSpec[] = [
  {
    type: 'status_badge',
    name: 'Status badge',
    data: { status: { name: 'Approved', color: 'green' } },
  },
  {
    // Not a page that reads at its own path (release notes would ask for /dev/widgets).
    type: 'multi_view',
    name: 'Nested multi-view (the staff list)',
    data: { multi_view_id: ROUTES.staff },
  },
  { type: 'tabs', name: 'Tabs of a job', data: { route_id: ROUTES.job } },
  {
    type: 'measurement_tool',
    name: 'Measurement tool (two-leaf door)',
    data: {
      line_options: [
        { id: 1, name: 'Width', is_horizontal: true, position_pct: 8, sort: 1 },
        { id: 2, name: 'Height', is_horizontal: false, position_pct: 4, sort: 2 },
        {
          id: 3,
          name: 'Diagonal',
          is_horizontal: true,
          position_pct: 0,
          diagonal_position: 100,
          text_position: 30,
          sort: 3,
        },
        {
          id: 4,
          name: 'Leaf width',
          is_horizontal: true,
          position_pct: 92,
          sort: 4,
          per_element_if: 'verticalSplit',
        },
        {
          id: 5,
          name: 'Leaf height',
          is_horizontal: false,
          position_pct: 50,
          sort: 5,
          per_element_if: true,
        },
      ],
      value: {
        items: { '-1_1': [{ type_id: 1, name: 'Width', value: 1640, adjustment_id: null }] },
        data: {
          height: 2040,
          width: 1640,
          element_count: 2,
          element_split_vertical: true,
          center_of_tongue: true,
          lock: { panel_id: 1, lock_on_right: false },
        },
        config: {},
      },
    },
  },
  { type: 'file_picker', name: 'File picker (photos and documents)', data: {} },
  // Widgets the remotes lend that no seeded page places (the top bar, forms and the profile
  // page use them): shown here too, so every type the platform offers can be seen working.
  { type: 'clock', name: 'Clock (as in the top bar)', data: {} },
  { type: 'time_picker', name: 'Time picker', data: { value: '07:30', label: 'Start time' } },
  { type: 'todays_timesheet', name: "Today's timesheet", data: {} },
  { type: 'profile_picture', name: 'Profile picture', data: {} },
];

/**
 * Widgets that read at their page's own path unless told where (spec: release notes, costing),
 * and the data key that tells them: in the gallery they are given their page's path.
 */
export const PAGE_PATH_KEYS: Record<string, string> = {
  release_notes: 'data_url',
  costing: 'api_url',
};

/**
 * Where the gallery finds a demo record for a widget copied from a record page: the record
 * page's path → the list of such records (the gallery shows each widget with the first one).
 * Other record pages use the demo's first job.
 */
export const RECORD_LISTS: Record<string, string> = {
  '/jobs/:id': '/records/jobs',
  '/staff/:id': '/options/staff',
  '/fabrication/:id': '/fabrication/jobs',
};

/** The data key telling the gallery which list holds its item's record ('' = no record). */
export const GALLERY_RECORD_KEY = 'gallery_record_list';

/** The path of the page that shows a multi-view: as its route, or as a tab of a route. */
function pagePathOf(cat: Catalogue, multiViewId: unknown): string | null {
  const direct = DEMO_ROUTES.find((route) => route.multi_view_id === multiViewId);
  if (direct) return direct.path;
  const tab = cat.rows.route_tabs.find((row) => row.multi_view_id === multiViewId);
  return DEMO_ROUTES.find((route) => route.id === tab?.route_id)?.path ?? null;
}

/**
 * One item per widget type: a copy of the first item of that type in the pages defined so far
 * (same view, data and config), so the gallery shows each widget as a real page configures it
 * and a new widget appears there as soon as a page uses it. Defined after every other page.
 */
export function defineWidgetGallery(cat: Catalogue): void {
  const firstOfType = new Map<string, Record<string, unknown>>();
  for (const item of cat.rows.multi_view_items) {
    const type = String(item.item_type_name);
    if (!firstOfType.has(type)) firstOfType.set(type, item);
  }
  const parse = (value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : {};
  const copies: ItemSpec[] = [...firstOfType.entries()].map(([type, item]) => {
    const data = parse(item.data);
    const key = PAGE_PATH_KEYS[type];
    const path = pagePathOf(cat, item.multi_view_id);
    if (key && data[key] === undefined && path && !path.includes(':')) data[key] = path;
    data[GALLERY_RECORD_KEY] = path?.includes(':id')
      ? (RECORD_LISTS[path] ?? RECORD_LISTS['/jobs/:id'])
      : '';
    return {
      type,
      view: item.view_id as number | null,
      name: String(item.name || type),
      data,
      config: parse(item.config),
    };
  });
  const extras = EXTRA_DEMOS.filter((demo) => !firstOfType.has(demo.type));
  cat.multiView(
    GALLERY_MULTI_VIEW_ID,
    'Widget gallery',
    [...copies, ...extras].sort((a, b) => a.type.localeCompare(b.type)),
  );
}
