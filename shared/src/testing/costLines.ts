// Cost lines for the pricing tests: a frame extrusion line to override, and the mesh rolls a
// group line chooses from (the kernel's pricing tests share them).
import type { CostLine, GroupItem } from '../contracts/quoting';

export const MESH_ROLLS: GroupItem[] = [
  {
    height: 2500,
    width: 1250,
    item_volume: 3125000,
    price: '235.00',
    code: 'SS1250',
    product_description: '316 SS 1250 × 2500',
    weight: null,
  },
  {
    height: 2400,
    width: 1000,
    item_volume: 2400000,
    price: '180.00',
    code: 'SS1000',
    product_description: '316 SS 1000 × 2400',
    weight: null,
  },
];

export function costLine(overrides: Partial<CostLine>): CostLine {
  return {
    id: 1,
    supplier_id: 1,
    supplier_name: 'Capral',
    product_id: 10,
    group_id: null,
    product_or_group_id: 'P10',
    code: 'FR-01',
    product_description: 'Frame extrusion 6.5 m',
    pricing_type_id: 1143,
    pricing_type_short_name: 'R&W',
    formula: 'height*2+width*2',
    item_volume: 6500,
    price: '42.50',
    buffer_pct: '10.00',
    rounding_pct: '75.00',
    width: null,
    height: null,
    weight: null,
    group_items: [],
    ...overrides,
  };
}
