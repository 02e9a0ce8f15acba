import { S, type JsonSchema } from '../../core/http';

const DECIMAL = { type: ['string', 'number'], pattern: '^-?\\d+(\\.\\d+)?$' } as const;
const money = (): JsonSchema => ({ ...DECIMAL });

export const GROUP_ITEM_SCHEMA = S.obj({
  height: { type: 'number' },
  width: { type: 'number' },
  item_volume: { type: 'number' },
  price: S.str(),
  code: S.str(),
  product_description: S.str(),
  weight: { type: ['number', 'null'] },
});

export const COST_LINE_SCHEMA = S.obj({
  id: S.int(),
  supplier_id: S.int(),
  supplier_name: S.str(),
  product_id: S.nint(),
  group_id: S.nint(),
  product_or_group_id: S.str(),
  code: S.str(),
  product_description: S.str(),
  pricing_type_id: S.int(),
  pricing_type_short_name: S.str(),
  formula: S.str(),
  item_volume: { type: 'number' },
  price: S.str(),
  buffer_pct: S.str(),
  rounding_pct: S.str(),
  width: { type: ['number', 'null'] },
  height: { type: ['number', 'null'] },
  weight: { type: ['number', 'null'] },
  group_items: S.arr(GROUP_ITEM_SCHEMA),
});

const SIDE_SCHEMA = S.obj({
  cost: S.str(),
  margin: S.str(),
  price: S.str(),
  premium: S.str(),
  with_premium: S.str(),
  inc_gst: S.str(),
  accessories: S.str(),
  lines_not_priced: S.int(),
  accessories_not_priced: S.int(),
});

/** A mandatory accessory's own costing: its default price when the rule has none (ADR 186). */
export const DEFAULT_COSTING_SCHEMA: JsonSchema = {
  ...S.obj({
    lines: S.arr(COST_LINE_SCHEMA),
    retail: S.str(),
    wholesale: S.str(),
    retail_premium_pct: S.str(),
    wholesale_premium_pct: S.str(),
    group_by: S.nstr(),
    mesh_deduction: { type: 'number' },
  }),
  type: ['object', 'null'],
};

export const COSTING_SCHEMA = S.obj({
  id: S.int(),
  cost_type: S.str(),
  name: S.str(),
  element_count: S.int(),
  element_split_vertical: S.bool(),
  group_by: S.nstr(),
  config: { type: ['object', 'null'], additionalProperties: true },
  retail: S.str(),
  wholesale: S.str(),
  retail_premium_pct: S.str(),
  wholesale_premium_pct: S.str(),
  notes: S.str(),
  retail_pricing_completed: S.bool(),
  wholesale_pricing_completed: S.bool(),
  product_items: S.arr(COST_LINE_SCHEMA),
  brand_id: S.nint(),
  type_id: S.nint(),
  totals: S.obj({ retail: SIDE_SCHEMA, wholesale: SIDE_SCHEMA }),
});

/** What a save may send: the line's display fields are ignored (the server reads its items). */
const SAVE_LINE_SCHEMA = S.obj(
  {
    id: S.int(),
    supplier_id: S.int({ minimum: 1 }),
    product_or_group_id: S.str({ pattern: '^[PG][0-9]+$' }),
    pricing_type_id: S.int(),
    formula: S.str({ minLength: 1, maxLength: 500 }),
    buffer_pct: money(),
    rounding_pct: money(),
  },
  ['supplier_id', 'product_or_group_id', 'pricing_type_id', 'formula'],
);

export const COSTING_SAVE_SCHEMA = S.obj(
  {
    object_data: S.obj(
      {
        id: S.int(),
        retail: money(),
        wholesale: money(),
        retail_premium_pct: money(),
        wholesale_premium_pct: money(),
        notes: S.str({ maxLength: 5000 }),
        retail_pricing_completed: S.bool(),
        wholesale_pricing_completed: S.bool(),
        product_items: { ...S.arr(SAVE_LINE_SCHEMA), maxItems: 500 },
      },
      [
        'retail',
        'wholesale',
        'retail_premium_pct',
        'wholesale_premium_pct',
        'retail_pricing_completed',
        'wholesale_pricing_completed',
        'product_items',
      ],
    ),
  },
  ['object_data'],
);

export const COSTING_PARAMS = S.obj(
  {
    cost_type: { type: 'string', enum: ['product', 'accessory'] },
    id: S.int({ minimum: 1 }),
    child_id: S.int({ minimum: 1 }),
  },
  ['cost_type', 'id'],
);

export const BRACKET_SCHEMA = S.obj({ profit_bracket: money(), commission_pct: money() }, [
  'profit_bracket',
  'commission_pct',
]);

export const SALARY_SCHEMA = S.obj({
  user_id: S.int(),
  name: S.str(),
  user_role_ids: S.arr(S.int()),
  sales_base: S.str(),
  measurer_base: S.str(),
  allowance: S.str(),
  note: S.str(),
  superannuation: S.str(),
  total: S.str(),
  monthly: S.str(),
  sales_salary_type_id: S.nint(),
  sales_flat_commission_pct: S.str(),
  customCommissionTableData: S.arr(BRACKET_SCHEMA),
  measurer_fixed_amt: S.str(),
  super_pct: S.str(),
  base_salary_min: S.str(),
  base_salary_max: S.str(),
  allowance_min: S.str(),
  allowance_max: S.str(),
  min_commission_rate_of_min_salary: S.str(),
  min_commission_rate_of_max_salary: S.str(),
  commission_increments_pct_of_base_commission: S.str(),
  profit_bracket_increments: S.str(),
  profit_bracket_min_pct_of_salary: S.str(),
  max_profit_bracket: S.str(),
});

export const SALARY_SAVE_SCHEMA = S.obj(
  {
    object_data: S.obj(
      {
        sales_base: money(),
        measurer_base: money(),
        allowance: money(),
        note: S.str({ maxLength: 5000 }),
        sales_salary_type_id: S.nint(),
        sales_flat_commission_pct: money(),
        customCommissionTableData: { ...S.arr(BRACKET_SCHEMA), maxItems: 100 },
        measurer_fixed_amt: money(),
        super_pct: money(),
      },
      [
        'sales_base',
        'measurer_base',
        'allowance',
        'sales_salary_type_id',
        'sales_flat_commission_pct',
        'customCommissionTableData',
        'measurer_fixed_amt',
        'super_pct',
      ],
    ),
  },
  ['object_data'],
);
