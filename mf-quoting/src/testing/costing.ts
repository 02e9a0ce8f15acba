import type { CostLine, CostingRecord } from '@platform/shared/contracts';
import { envelope, installFakeApi, type FakeApi } from '@platform/shared/testing';

export const LINE: CostLine = {
  id: 11,
  supplier_id: 1,
  supplier_name: 'Capral Aluminium',
  product_id: 5,
  group_id: null,
  product_or_group_id: 'P5',
  code: 'FR-SD65',
  product_description: 'Security door frame extrusion 6.5 m',
  pricing_type_id: 1143,
  pricing_type_short_name: 'R & W',
  formula: 'height*2+width*2',
  item_volume: 6500,
  price: '58.40',
  buffer_pct: '10.00',
  rounding_pct: '75.00',
  width: null,
  height: null,
  weight: null,
  group_items: [],
};

export const LABOUR: CostLine = {
  ...LINE,
  id: 12,
  supplier_id: 3,
  supplier_name: 'Workshop labour',
  product_id: 9,
  product_or_group_id: 'P9',
  code: 'LAB-H',
  product_description: 'Fabrication labour (hour)',
  pricing_type_id: 1087,
  pricing_type_short_name: 'Retail',
  formula: 'ceil({height}/1000)*0.5+{width}/1200+0.25+0.25',
  item_volume: 0,
  price: '65.00',
  buffer_pct: '0.00',
  rounding_pct: '0.00',
};

export const RECORD: CostingRecord = {
  id: 4,
  cost_type: 'product',
  name: 'Crimsafe Regular – Hinged Door',
  element_count: 1,
  element_split_vertical: false,
  group_by: '{"value":"mesh"}',
  config: null,
  retail: '40.00',
  wholesale: '25.00',
  retail_premium_pct: '5.00',
  wholesale_premium_pct: '0.00',
  notes: 'Checked',
  retail_pricing_completed: false,
  wholesale_pricing_completed: false,
  product_items: [LINE, LABOUR],
  brand_id: null,
  type_id: 1,
};

export const COSTING_URL = '/costing/product/3/1';

/** The calls of the costing screen, answered as the quoting API does. */
export function installCostingApi(record: CostingRecord = RECORD): FakeApi {
  return installFakeApi({
    [`GET ${COSTING_URL}`]: { body: envelope(record) },
    [`POST ${COSTING_URL}`]: (request) => {
      const data = (request.body as { object_data: Partial<CostingRecord> }).object_data;
      return { body: envelope({ ...record, ...data }, { message: 'Saving successful' }) };
    },
    'GET /pricing-types': {
      body: envelope([
        { id: 1143, name: 'Retail and Wholesale', short_name: 'R & W' },
        { id: 1087, name: 'Retail Only', short_name: 'Retail' },
        { id: 1088, name: 'Wholesale Only', short_name: 'Wholesale' },
      ]),
    },
    'GET /suppliers': {
      body: envelope([
        { id: 1, name: 'Capral Aluminium' },
        { id: 3, name: 'Workshop labour' },
      ]),
    },
    'GET /brands': { body: envelope([{ id: 1, name: 'Crimsafe' }]) },
    'GET /frame-thicknesses': { body: envelope([{ id: 1, name: '11mm' }]) },
    'GET /quotes/accessories_mandatory': {
      body: envelope([
        // No rule price: the lock's own costing (0.25 h of labour, margins 60 % / 35 %) applies.
        {
          item_number: 1,
          name: 'Triple Lock',
          price: null,
          quantity: 1,
          default_costing: {
            lines: [
              { ...LABOUR, id: 31, formula: '0.25', pricing_type_id: 1143, rounding_pct: '100.00' },
            ],
            retail: '60.00',
            wholesale: '35.00',
            retail_premium_pct: '0.00',
            wholesale_premium_pct: '0.00',
            group_by: null,
            mesh_deduction: 0,
          },
        },
        { item_number: 2, name: 'Door Closer', price: '48.00', quantity: 1 },
      ]),
    },
    'GET /quotes/mesh-deduction-value': { body: envelope({ deduction: -25 }) },
    'GET /suppliers/:id/products-for-costing': {
      body: envelope([
        {
          id: 5,
          supplier_id: 1,
          group_id: null,
          product_id: 5,
          product_or_group_id: 'P5',
          code: 'FR-SD65',
          product_description: 'Security door frame extrusion 6.5 m',
          item_volume: 6500,
          price: '58.40',
          width: null,
          height: null,
          weight: null,
          default_formula_1: 'height*2+width',
          default_formula_2: null,
          default_formula_3: null,
          group_items: [],
        },
      ]),
    },
    'GET /applications': {
      body: envelope([
        { id: 1, name: 'Hinged Door' },
        { id: 2, name: 'Sliding Door' },
        { id: 3, name: 'French Doors' },
      ]),
    },
    'POST /costing/product/3/1/clone': { body: envelope({ cloned: 2 }) },
  });
}
