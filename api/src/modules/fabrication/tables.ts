import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../core/database';
import type {
  FabricationAccessory,
  FabricationPanel,
  ItemDataRow,
  OverrideDiagram,
  PackResponse,
} from '@platform/shared/contracts';

type Numeric = string | number;

/** A job in the workshop: what the fabrication sheets, mesh schedule and accessories belong to. */
export interface FabricationJobsTable {
  id: Generated<number>;
  organisation_id: number;
  job_number: string;
  title: string;
  customer_name: string;
  due_date: string | null;
  status: string;
  created_at: Timestamp;
}

/**
 * One item (a door or window of one or more panels). Panels and accessories are stored with the
 * item as documents: they are always read and written together with it.
 */
export interface FabricationItemsTable {
  id: Generated<number>;
  organisation_id: number;
  job_id: number;
  item_number: number;
  notes: string;
  mesh_size: string;
  item_data: Json<ItemDataRow[]>;
  panels: Json<FabricationPanel[]>;
  accessories: Json<FabricationAccessory[]>;
  override_diagram: ColumnType<OverrideDiagram | null, string | null, string | null>;
  mesh_border: string | null;
  mesh_background: string | null;
  product_border: string | null;
  product_background: string | null;
}

export interface FabricationJobNotesTable {
  id: Generated<number>;
  organisation_id: number;
  job_id: number;
  notes: string;
  created_by: number;
  updated_at: Timestamp;
}

/** Stock sheets of mesh the workshop cuts from, per mesh size (rolls are cut to sheet lengths). */
export interface FabricationMeshStockTable {
  id: Generated<number>;
  organisation_id: number;
  mesh_size: string;
  name: string;
  width: number;
  height: number;
  price: Numeric;
}

/** Rights given to a staff role within an organisation (docs/decisions/110). */
export interface FabricationRoleRightsTable {
  organisation_id: number;
  role_id: number;
  right_name: string;
}

export type PackingJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A pack run off the request (docs/decisions/188): any API process reads and cancels it. */
export interface PackingJobsTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  status: PackingJobStatus;
  progress: ColumnType<number, number | undefined, number>;
  request: Json<Record<string, unknown>>;
  search_ms: number | null;
  result: Json<PackResponse> | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    packing_jobs: PackingJobsTable;
    fabrication_jobs: FabricationJobsTable;
    fabrication_items: FabricationItemsTable;
    fabrication_job_notes: FabricationJobNotesTable;
    fabrication_mesh_stock: FabricationMeshStockTable;
    fabrication_role_rights: FabricationRoleRightsTable;
  }
}
