import type { Catalogue } from './catalogue';
import { ROUTES } from './routes';

/** Multi-views of a fabrication job's tabs. */
const FABRICATION_TABS = { sheets: 181, mesh: 182, accessories: 183 } as const;

/** The workshop's jobs list (a row opens the job) and each job's sheets, mesh schedule and accessories (mf-fabrication). */
export function defineFabricationPages(cat: Catalogue): void {
  const jobs = cat.list({
    name: 'Fabrication jobs',
    url: '/fabrication/jobs',
    headers: [
      { display_name: 'Job', field_name: 'job_number' },
      { display_name: 'Title', field_name: 'title' },
      { display_name: 'Customer', field_name: 'customer_name' },
      { display_name: 'Due', field_name: 'due_date', format: 'dateonly' },
      { display_name: 'Items', field_name: 'items', alignment: 'right' },
      { display_name: 'Panels', field_name: 'panels', alignment: 'right' },
      { display_name: 'Status', field_name: 'status' },
    ],
    config: { hide_new: true },
  });
  cat.multiView(ROUTES.fabrication, 'Fabrication jobs', [
    { type: 'list', view: jobs, name: 'Fabrication jobs' },
  ]);
  cat.multiView(FABRICATION_TABS.sheets, 'Fabrication sheets', [
    {
      type: 'fabrication_sheet',
      name: 'Fabrication sheets',
      data: { api_url: '/fabrication/jobs/:id/items' },
    },
  ]);
  cat.multiView(FABRICATION_TABS.mesh, 'Mesh schedule', [
    {
      type: 'mesh_schedule',
      name: 'Mesh schedule',
      data: { api_url: '/fabrication/jobs/:id/mesh' },
    },
  ]);
  cat.multiView(FABRICATION_TABS.accessories, 'Accessories', [
    {
      type: 'accessories_list',
      name: 'Accessories',
      data: {
        api_url: '/fabrication/jobs/:id/accessories',
        api_url_notes: '/fabrication/jobs/:id/notes',
      },
    },
  ]);
  cat.tabs(ROUTES.fabricationJob, 'Fabrication job', [
    { name: 'Sheets', path: '/sheets', multiViewId: FABRICATION_TABS.sheets, isDefault: true },
    { name: 'Mesh', path: '/mesh', multiViewId: FABRICATION_TABS.mesh },
    { name: 'Accessories', path: '/accessories', multiViewId: FABRICATION_TABS.accessories },
  ]);
}
