import type { Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp, Timestamp } from '../../core/database';

export interface WholesalePricingGroupsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
}

export interface WholesaleCustomersTable {
  id: Generated<number>;
  organisation_id: number;
  pricing_group_id: number | null;
  full_name: string;
  email: string;
  /** Digits with an optional leading +, as the SMS outbox stores recipients. */
  mobile: string;
  wholesale_order_limit: number | null;
  /** The staff member who looks after the account. */
  account_owner_id: number | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** A link handed to a customer: only the SHA-256 of its key is kept. */
export interface WholesaleLinksTable {
  id: Generated<number>;
  customer_id: number;
  key_hash: string;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

/** One-time codes sent by text message, for a link (portal sign-in) or for one order. */
export interface WholesaleCodesTable {
  id: Generated<number>;
  customer_id: number;
  purpose: 'link' | 'order';
  link_id: number | null;
  order_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Customer sessions after a verified code; scoped to one customer and the link that made them. */
export interface WholesaleSessionsTable {
  id: Generated<number>;
  customer_id: number;
  link_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

export interface WholesaleApplicationsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  type_id: number;
  element_count: number;
  frame_thickness_ids: Json<number[]>;
  measurement_diagonal_id: number;
  measurement_required_id: number;
  hinges: boolean;
  rollers: boolean;
  punch_only: boolean;
  door_side_opposite_to_lock_side: boolean;
  sort: Generated<number>;
}

export interface WholesaleProductsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  sort: Generated<number>;
}

export interface WholesaleColoursTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  hex: string;
  is_excluded: boolean;
}

export interface WholesaleAccessoriesTable {
  id: Generated<number>;
  organisation_id: number;
  code: string;
  name: string;
  default_colour_id: number | null;
  colour_ids: Json<number[]>;
  default_width_id: number | null;
  is_petway: boolean;
  is_on_diagram: boolean;
  wholesale_disclaimer: string | null;
  required_height_count: number;
  required_width_count: number;
}

export interface WholesaleFrameThicknessesTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
}

export interface WholesaleLockSidesTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  code: string;
  punch_only: boolean;
  sort: Generated<number>;
}

/** A common size of a product in an application; its prices are per pricing group. */
export interface WholesaleCommonSizesTable {
  id: Generated<number>;
  organisation_id: number;
  product_id: number;
  application_id: number;
  width: number;
  height: number;
}

export interface WholesaleCommonSizePricesTable {
  id: Generated<number>;
  common_size_id: number;
  pricing_group_id: number;
  price: string | number;
}

export interface WholesaleAccessorySizesTable {
  id: Generated<number>;
  organisation_id: number;
  accessory_id: number;
  width: number;
  height: number;
}

export interface WholesaleAccessorySizePricesTable {
  id: Generated<number>;
  accessory_size_id: number;
  pricing_group_id: number;
  price: string | number;
}

export interface WholesaleOrdersTable {
  id: Generated<number>;
  organisation_id: number;
  customer_id: number;
  order_name: string;
  order_notes: string;
  status_id: number;
  is_verified: Generated<boolean>;
  order_data: string;
  order_raw_data: string;
  diagram_image: string | null;
  /** The client's id for a new order, so a retried create finds the order it already made. */
  client_ref: string | null;
  /** Ex GST, computed on the server; null while it cannot be priced. */
  total_price: string | number | null;
  /** First submit. */
  ordered_at: NullableTimestamp;
  job_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Every status change, who made it and when. */
export interface WholesaleOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  from_status: number | null;
  to_status: number;
  actor: 'customer' | 'staff';
  user_id: number | null;
  at: Timestamp;
}

/** The job an approved order became (ADR 074). */
export interface WholesaleJobsTable {
  id: Generated<number>;
  organisation_id: number;
  order_id: number;
  customer_id: number;
  /** The job's row in the view framework's records table, when that table exists. */
  record_id: number | null;
  name: string;
  total_price: string | number | null;
  created_by: number;
  created_at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    wholesale_pricing_groups: WholesalePricingGroupsTable;
    wholesale_customers: WholesaleCustomersTable;
    wholesale_links: WholesaleLinksTable;
    wholesale_codes: WholesaleCodesTable;
    wholesale_sessions: WholesaleSessionsTable;
    wholesale_applications: WholesaleApplicationsTable;
    wholesale_products: WholesaleProductsTable;
    wholesale_colours: WholesaleColoursTable;
    wholesale_accessories: WholesaleAccessoriesTable;
    wholesale_frame_thicknesses: WholesaleFrameThicknessesTable;
    wholesale_lock_sides: WholesaleLockSidesTable;
    wholesale_common_sizes: WholesaleCommonSizesTable;
    wholesale_common_size_prices: WholesaleCommonSizePricesTable;
    wholesale_accessory_sizes: WholesaleAccessorySizesTable;
    wholesale_accessory_size_prices: WholesaleAccessorySizePricesTable;
    wholesale_orders: WholesaleOrdersTable;
    wholesale_order_events: WholesaleOrderEventsTable;
    wholesale_jobs: WholesaleJobsTable;
  }
}
