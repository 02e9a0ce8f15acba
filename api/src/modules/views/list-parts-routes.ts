import type { FastifyInstance } from 'fastify';
import type { FilterItem, ListingHeader } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { ok, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { OPEN_OBJECT, repliesWith } from './schemas';

/** Supplier columns depend on the user's role: lead times are for managers (dynamic_headers_url). */
export function supplierHeaders(staffRoleId: number | null): ListingHeader[] {
  const headers: ListingHeader[] = [
    {
      header_id: 1,
      display_name: 'Supplier',
      field_name: 'name',
      user_sortable: true,
      config: { size: 8 },
      grid_position: 1,
    },
    {
      header_id: 2,
      display_name: 'Category',
      field_name: 'category',
      user_sortable: true,
      config: { size: 4 },
      grid_position: 2,
    },
    {
      header_id: 3,
      display_name: 'Email',
      field_name: 'email',
      config: { size: 6 },
      grid_position: 3,
    },
    {
      header_id: 4,
      display_name: 'Phone',
      field_name: 'phone',
      config: { size: 4 },
      grid_position: 4,
    },
  ];
  if (staffRoleId !== null && staffRoleId <= 2) {
    headers.push({
      header_id: 5,
      display_name: 'Lead time (days)',
      field_name: 'lead_time_days',
      alignment: 'right',
      user_sortable: true,
      format: 'number',
      config: { size: 2 },
      grid_position: 5,
    });
  }
  return headers;
}

/** Supplier filters come from the server (filter_api). */
export const SUPPLIER_FILTERS: FilterItem[] = [
  {
    type: 'dropdown',
    field: 'category',
    label: 'Category',
    data_url: '/options/supplier-categories',
    label_key: 'name',
    key: 'id',
  },
  { type: 'text', field: 'email', label: 'Email contains' },
];

export function registerListPartRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get(
    '/records/suppliers/headers',
    { schema: { response: repliesWith(S.arr(OPEN_OBJECT)) } },
    async (request) => {
      const user = await requireUser(request);
      return ok(supplierHeaders(user.staff_role_id));
    },
  );

  app.get(
    '/records/suppliers/filters',
    { schema: { response: repliesWith(S.arr(OPEN_OBJECT)) } },
    async (request) => {
      await requireUser(request);
      return ok(SUPPLIER_FILTERS);
    },
  );
}
