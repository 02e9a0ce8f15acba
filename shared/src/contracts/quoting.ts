// Payload types of mf-quoting (spec quoting-fabrication-wholesale.md §3, §7). The API server
// imports the same types. Money and percentages travel as decimal strings ("35.00") so that no
// binary float is ever on a price path; the pricing core (@platform/shared/pricing) reads them
// with decimal.js.

/** Pricing types (§3): which column of the costing a cost line counts in. */
export const PRICING_TYPE = {
  retailAndWholesale: 1143,
  retailOnly: 1087,
  wholesaleOnly: 1088,
} as const;
export type PricingTypeId = (typeof PRICING_TYPE)[keyof typeof PRICING_TYPE];

/** Salary types (§3). */
export const SALARY_TYPE = { flat: 1176, computed: 1177, custom: 1178 } as const;
export type SalaryTypeId = (typeof SALARY_TYPE)[keyof typeof SALARY_TYPE];

/** Salary role ids (§6): 3 sales; 4 and 5 measurer. */
export const SALARY_ROLES = { sales: [3], measurer: [4, 5] } as const;

/** Modal ids of the cost-line side panel (§4 Costing). */
export const COST_LINE_MODAL = { new: -1, clone: -2 } as const;

export type CostType = 'product' | 'accessory';

/** One size of a supplier group (for example one mesh roll width); §3 Cost line group_items. */
export interface GroupItem {
  height: number;
  width: number;
  item_volume: number;
  price: string;
  code: string;
  product_description: string;
  weight: number | null;
}

/** A cost line of a costing (§3). A negative id marks a line not saved yet. */
export interface CostLine {
  id: number;
  supplier_id: number;
  supplier_name: string;
  product_id: number | null;
  group_id: number | null;
  /** "P{id}" for a supplier product, "G{id}" for a supplier group. */
  product_or_group_id: string;
  code: string;
  product_description: string;
  pricing_type_id: PricingTypeId;
  pricing_type_short_name: string;
  formula: string;
  item_volume: number;
  price: string;
  buffer_pct: string;
  rounding_pct: string;
  width: number | null;
  height: number | null;
  weight: number | null;
  group_items: GroupItem[];
}

/** The costing of one product (optionally for one application) or one accessory (§3). */
export interface CostingRecord {
  id: number;
  cost_type: CostType;
  name: string;
  element_count: number;
  element_split_vertical: boolean;
  /** JSON string such as '{"value":"mesh"}'; "mesh" makes mesh deduction apply. */
  group_by: string | null;
  config: Record<string, unknown> | null;
  /** Margin percentages. */
  retail: string;
  wholesale: string;
  retail_premium_pct: string;
  wholesale_premium_pct: string;
  notes: string;
  retail_pricing_completed: boolean;
  wholesale_pricing_completed: boolean;
  product_items: CostLine[];
  /** Products: the brand and type that the mandatory accessories and mesh deduction use. */
  brand_id?: number | null;
  type_id?: number | null;
  /** The server's totals at the record's default test size (recomputed by the server on save). */
  totals?: CostingTotals;
}

/** What POST {costing path} sends (§7): object_data. */
export interface CostingSave {
  object_data: Pick<
    CostingRecord,
    | 'id'
    | 'retail'
    | 'wholesale'
    | 'retail_premium_pct'
    | 'wholesale_premium_pct'
    | 'product_items'
    | 'notes'
    | 'retail_pricing_completed'
    | 'wholesale_pricing_completed'
  >;
}

/** One side (retail or wholesale) of the costing totals; money as decimal strings, 2 places. */
export interface CostingSideTotals {
  cost: string;
  margin: string;
  price: string;
  premium: string;
  with_premium: string;
  inc_gst: string;
  accessories: string;
  /**
   * Lines of this side that could not be priced (quantity INVALID, TEST SIZING INVALID) and so
   * are not in `cost`: a figure with a count above 0 is incomplete and says so (issue 37).
   */
  lines_not_priced: number;
  /** Mandatory accessories with neither a rule price nor a default price: not in `accessories`. */
  accessories_not_priced: number;
}

export interface CostingTotals {
  retail: CostingSideTotals;
  wholesale: CostingSideTotals;
}

/** The test size a costing is priced at (§2, §9: default height 2100, width 600). */
export interface TestSize {
  height: number;
  width: number;
  frame_thickness_id: number | null;
  brand_id: number | null;
}

export interface PricingType {
  id: PricingTypeId;
  name: string;
  short_name: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface Application extends NamedOption {
  product_id: number;
  type_id: 1 | 2;
  element_count: number;
  frame_thickness_ids: number[];
  measurement_diagonal_id: 1 | 2;
  hinges: number;
  rollers: number;
  punch_only: boolean;
  door_side_opposite_to_lock_side: boolean;
  measurement_required_id: number;
}

/** GET /suppliers/{id}/products-for-costing rows (§3 Supplier product option plus display). */
export interface SupplierProductOption {
  id: number;
  supplier_id: number;
  group_id: number | null;
  product_id: number | null;
  product_or_group_id: string;
  code: string;
  product_description: string;
  item_volume: number;
  price: string;
  width: number | null;
  height: number | null;
  weight: number | null;
  default_formula_1: string | null;
  default_formula_2: string | null;
  default_formula_3: string | null;
  group_items: GroupItem[];
}

/** GET /quotes/accessories_mandatory rows (§3 Mandatory accessory, plus the item number). */
export interface MandatoryAccessory {
  item_number: number;
  name: string;
  /** The rule's price ex GST; null shows "None (use default)": the accessory's own price applies. */
  price: string | null;
  quantity: number;
  /**
   * The accessory's own costing, whose price is the default when the rule has none (ADR 186);
   * null when the accessory has no costing. Sent only with rules that have no price.
   */
  default_costing?: AccessoryDefaultCosting | null;
}

/** An accessory's costing as the default price of a mandatory accessory needs it. */
export interface AccessoryDefaultCosting {
  lines: CostLine[];
  retail: string;
  wholesale: string;
  retail_premium_pct: string;
  wholesale_premium_pct: string;
  group_by: string | null;
  mesh_deduction: number;
}

/** Clone request (§7): object_data is a JSON string of {accessories} or {product, applications}. */
export interface CloneRequest {
  object_data: string;
}

/** A commission bracket (customCommissionTableData row). */
export interface CommissionBracket {
  profit_bracket: string;
  commission_pct: string;
}

/** The staff salary record (§3). Money as decimal strings. */
export interface StaffSalary {
  user_id: number;
  name: string;
  user_role_ids: number[];
  sales_base: string;
  measurer_base: string;
  allowance: string;
  note: string;
  superannuation: string;
  total: string;
  monthly: string;
  sales_salary_type_id: SalaryTypeId | null;
  sales_flat_commission_pct: string;
  customCommissionTableData: CommissionBracket[];
  measurer_fixed_amt: string;
  super_pct: string;
  base_salary_min: string;
  base_salary_max: string;
  allowance_min: string;
  allowance_max: string;
  min_commission_rate_of_min_salary: string;
  min_commission_rate_of_max_salary: string;
  commission_increments_pct_of_base_commission: string;
  profit_bracket_increments: string;
  profit_bracket_min_pct_of_salary: string;
  max_profit_bracket: string;
}

export interface SalarySave {
  object_data: Pick<
    StaffSalary,
    | 'sales_base'
    | 'measurer_base'
    | 'allowance'
    | 'note'
    | 'sales_salary_type_id'
    | 'sales_flat_commission_pct'
    | 'customCommissionTableData'
    | 'measurer_fixed_amt'
    | 'super_pct'
  >;
}
