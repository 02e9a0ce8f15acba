import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from '../../core/database';

export interface RoutesTable {
  id: Generated<number>;
  organisation_id: number;
  /** Path without the organisation prefix, e.g. '/jobs/:id'; answers carry '/_{org}_/jobs/:id'. */
  path: string;
  page_name: string;
  return_path: string | null;
  menu_item_path: string | null;
  /** Only routes with sort above 0 appear in the menu. */
  sort: Generated<number>;
  multi_view_id: number | null;
  route_type: Generated<string>;
  requires_login: Generated<boolean>;
  has_tabs: Generated<boolean>;
  listing_headers: Json<unknown[]> | null;
  page_buttons: Json<unknown[]> | null;
  /** 'staff', 'dashboard' or 'all': who gets the route. */
  audience: Generated<string>;
  /** Comma list of staff_role_ids allowed; null allows every staff role. */
  role_ids: string | null;
}

export interface MenuItemsTable {
  id: Generated<number>;
  organisation_id: number;
  parent_id: number | null;
  route_id: number | null;
  name: string;
  icon: string | null;
  sort: Generated<number>;
}

export interface ReleaseNotesTable {
  id: Generated<number>;
  name: string;
  release_date: string;
  is_current: Generated<boolean>;
}

export interface ReleaseNoteItemsTable {
  id: Generated<number>;
  release_note_id: number;
  title: string;
  description: string;
  type_name: string;
  type_sort: number;
  sort: Generated<number>;
}

export interface ReleaseNoteFeedbackTable {
  release_note_id: number;
  user_id: number;
  organisation_id: number;
  feedback: number;
  updated_at: CreatedAt;
}

export interface UserDevicesTable {
  id: Generated<number>;
  user_id: number;
  device_token: string;
  device_type: string | null;
  device_model: string | null;
  updated_at: CreatedAt;
}

export interface UploadedFilesTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  /** Path under the upload folder, e.g. '1/uploads/3f…9a.pdf'; also the /files/ URL path. */
  path: string;
  name: string;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

/** A counter per organisation, raised by triggers on every change of its routes or menu. */
export interface RouteListVersionsTable {
  organisation_id: number;
  version: ColumnType<string, number, number>;
}

declare module '../../core/database' {
  interface Database {
    route_list_versions: RouteListVersionsTable;
    routes: RoutesTable;
    menu_items: MenuItemsTable;
    release_notes: ReleaseNotesTable;
    release_note_items: ReleaseNoteItemsTable;
    release_note_feedback: ReleaseNoteFeedbackTable;
    user_devices: UserDevicesTable;
    uploaded_files: UploadedFilesTable;
  }
}
