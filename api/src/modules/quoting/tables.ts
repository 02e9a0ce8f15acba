import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../core/database';

type Numeric = string | number;

export interface QuotingSuppliersTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
}

/** A supplier's group of interchangeable sizes (e.g. mesh rolls); its items are products with group_id. */
export interface QuotingSupplierGroupsTable {
  id: Generated<number>;
  organisation_id: number;
  supplier_id: number;
  code: string;
  description: string;
  default_formula_1: string | null;
  default_formula_2: string | null;
  default_formula_3: string | null;
}

export interface QuotingSupplierProductsTable {
  id: Generated<number>;
  organisation_id: number;
  supplier_id: number;
  group_id: number | null;
  code: string;
  description: string;
  price: Numeric;
  item_volume: Numeric;
  width: number | null;
  height: number | null;
  weight: Numeric | null;
  default_formula_1: string | null;
  default_formula_2: string | null;
  default_formula_3: string | null;
}

export interface QuotingBrandsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
}

/** One costing: a product (optionally for one application) or an accessory. */
export interface QuotingCostingsTable {
  id: Generated<number>;
  organisation_id: number;
  cost_type: 'product' | 'accessory';
  product_id: number | null;
  application_id: number | null;
  accessory_id: number | null;
  brand_id: number | null;
  group_by: string | null;
  retail: Numeric;
  wholesale: Numeric;
  retail_premium_pct: Numeric;
  wholesale_premium_pct: Numeric;
  notes: string;
  retail_pricing_completed: boolean;
  wholesale_pricing_completed: boolean;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface QuotingCostLinesTable {
  id: Generated<number>;
  organisation_id: number;
  costing_id: number;
  position: number;
  supplier_id: number;
  product_id: number | null;
  group_id: number | null;
  pricing_type_id: number;
  formula: string;
  buffer_pct: Numeric;
  rounding_pct: Numeric;
}

/** Accessories a product must be quoted with, by brand, product, type and size range. */
export interface QuotingMandatoryAccessoriesTable {
  id: Generated<number>;
  organisation_id: number;
  accessory_id: number;
  brand_id: number | null;
  product_id: number | null;
  type_id: number | null;
  min_height: number | null;
  max_height: number | null;
  min_width: number | null;
  max_width: number | null;
  price: Numeric | null;
  quantity: number;
}

export interface QuotingMeshDeductionsTable {
  id: Generated<number>;
  organisation_id: number;
  brand_id: number | null;
  product_id: number | null;
  type_id: number | null;
  frame_thickness_id: number | null;
  deduction: Numeric;
}

export interface QuotingSalarySettingsTable {
  organisation_id: number;
  base_salary_min: Numeric;
  base_salary_max: Numeric;
  allowance_min: Numeric;
  allowance_max: Numeric;
  min_commission_rate_of_min_salary: Numeric;
  min_commission_rate_of_max_salary: Numeric;
  commission_increments_pct_of_base_commission: Numeric;
  profit_bracket_increments: Numeric;
  profit_bracket_min_pct_of_salary: Numeric;
  max_profit_bracket: Numeric;
  default_super_pct: Numeric;
}

export interface QuotingSalariesTable {
  user_id: number;
  organisation_id: number;
  sales_base: Numeric;
  measurer_base: Numeric;
  allowance: Numeric;
  note: string;
  sales_salary_type_id: number | null;
  sales_flat_commission_pct: Numeric;
  custom_table: Json<Array<{ profit_bracket: string; commission_pct: string }>>;
  measurer_fixed_amt: Numeric;
  super_pct: Numeric;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** Who changed which costing or salary field, from what to what, when. */
export interface QuotingAuditTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  entity: 'costing' | 'salary';
  entity_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  at: Timestamp;
}

declare module '../../core/database' {
  interface Database {
    quoting_suppliers: QuotingSuppliersTable;
    quoting_supplier_groups: QuotingSupplierGroupsTable;
    quoting_supplier_products: QuotingSupplierProductsTable;
    quoting_brands: QuotingBrandsTable;
    quoting_costings: QuotingCostingsTable;
    quoting_cost_lines: QuotingCostLinesTable;
    quoting_mandatory_accessories: QuotingMandatoryAccessoriesTable;
    quoting_mesh_deductions: QuotingMeshDeductionsTable;
    quoting_salary_settings: QuotingSalarySettingsTable;
    quoting_salaries: QuotingSalariesTable;
    quoting_audit: QuotingAuditTable;
  }
}
