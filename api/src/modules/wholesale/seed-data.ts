/**
 * Demo data of the wholesale portal. The development link key below is seeded only outside
 * production; it opens the portal as "Harbour Trade Co" at /public/wholesale?key=<key>.
 */
export const DEMO_WHOLESALE_KEY = 'demo-wholesale-link-key-development-only';

export const DEMO_CUSTOMER = {
  full_name: 'Harbour Trade Co',
  email: 'orders@harbourtrade.test',
  mobile: '+61400111000',
  wholesale_order_limit: null,
} as const;

export const PRICING_GROUPS = ['Trade Standard', 'Trade Premium'] as const;

export const FRAME_THICKNESSES = ['11mm', '20mm', '25mm'] as const;

/** frame_thickness_ids refer to FRAME_THICKNESSES by position (1-based). */
export const APPLICATIONS = [
  {
    name: 'Hinged Door',
    type_id: 1,
    element_count: 1,
    frames: [1, 3],
    measurement_diagonal_id: 2,
    hinges: true,
    rollers: false,
    punch_only: false,
    door_side_opposite_to_lock_side: true,
  },
  {
    name: 'Sliding Door',
    type_id: 1,
    element_count: 1,
    frames: [2],
    measurement_diagonal_id: 1,
    hinges: false,
    rollers: true,
    punch_only: false,
    door_side_opposite_to_lock_side: false,
  },
  {
    name: 'French Doors',
    type_id: 1,
    element_count: 2,
    frames: [1, 3],
    measurement_diagonal_id: 2,
    hinges: true,
    rollers: false,
    punch_only: false,
    door_side_opposite_to_lock_side: true,
  },
  {
    name: 'Window Screen',
    type_id: 2,
    element_count: 1,
    frames: [],
    measurement_diagonal_id: 1,
    hinges: false,
    rollers: false,
    punch_only: false,
    door_side_opposite_to_lock_side: false,
  },
  {
    name: 'Hinged Door (Punch Only)',
    type_id: 1,
    element_count: 1,
    frames: [1],
    measurement_diagonal_id: 1,
    hinges: true,
    rollers: false,
    punch_only: true,
    door_side_opposite_to_lock_side: true,
  },
] as const;

/** Which applications each product is priced in (by position in APPLICATIONS, 1-based). */
export const PRODUCTS = [
  { name: 'Crimsafe First', applications: [1, 4] },
  { name: 'Crimsafe Regular', applications: [1, 2, 3, 4, 5] },
  { name: 'Stainless Steel 316', applications: [1, 2, 4] },
] as const;

export const COLOURS = [
  { name: 'Pearl White', hex: '#eeeee3', is_excluded: false },
  { name: 'Primrose', hex: '#e8dcb4', is_excluded: false },
  { name: 'Paperbark', hex: '#cabfa4', is_excluded: false },
  { name: 'Surfmist', hex: '#e4e2d5', is_excluded: false },
  { name: 'Monument', hex: '#323233', is_excluded: true },
  { name: 'Black', hex: '#101010', is_excluded: true },
  { name: 'Woodland Grey', hex: '#4b4c46', is_excluded: true },
  { name: 'Night Sky', hex: '#1a1b1f', is_excluded: true },
] as const;

export const LOCK_SIDES = [
  { name: 'LHS', code: 'LHS', punch_only: false },
  { name: 'RHS', code: 'RHS', punch_only: false },
  { name: 'No Lock', code: 'NONE', punch_only: false },
  { name: 'Punch Only LHS', code: 'LHS', punch_only: true },
  { name: 'Punch Only RHS', code: 'RHS', punch_only: true },
] as const;

/** colours refer to COLOURS by position; sizes are width × height with the Trade Standard price. */
export const ACCESSORIES = [
  {
    code: 'PW-S',
    name: 'PetWay Small',
    is_petway: true,
    on_diagram: true,
    heights: 0,
    widths: 0,
    sizes: [[0, 0, 95]],
  },
  {
    code: 'PW-M',
    name: 'PetWay Medium',
    is_petway: true,
    on_diagram: true,
    heights: 0,
    widths: 0,
    sizes: [[0, 0, 125]],
  },
  {
    code: 'PW-L',
    name: 'PetWay Large',
    is_petway: true,
    on_diagram: true,
    heights: 0,
    widths: 0,
    sizes: [[0, 0, 165]],
  },
  {
    code: 'LK-3',
    name: 'Triple Lock',
    is_petway: false,
    on_diagram: true,
    heights: 0,
    widths: 0,
    sizes: [[0, 0, 85]],
  },
  {
    code: 'DC-1',
    name: 'Door Closer',
    is_petway: false,
    on_diagram: false,
    heights: 0,
    widths: 0,
    sizes: [[0, 0, 45]],
  },
  {
    code: 'BS-1',
    name: 'Bug Strip',
    is_petway: false,
    on_diagram: false,
    heights: 0,
    widths: 1,
    sizes: [
      [900, 0, 18],
      [1200, 0, 22],
      [1800, 0, 30],
    ],
  },
] as const;

export const WINDOW_HEIGHTS = [600, 900, 1200, 1500, 1800] as const;
export const WINDOW_WIDTHS = [600, 900, 1200, 1500, 1800] as const;
export const DOOR_HEIGHTS = [2100, 2400] as const;
export const DOOR_WIDTHS = [700, 800, 900, 1000, 1200] as const;
export const DOUBLE_DOOR_WIDTHS = [1400, 1600, 1800, 2000] as const;

/** Price of a common size for Trade Standard, ex GST: a base plus a rate per square metre. */
export function standardPrice(productIndex: number, width: number, height: number): number {
  const base = [140, 160, 190][productIndex] ?? 160;
  const rate = [210, 240, 290][productIndex] ?? 240;
  return Math.round(base + ((width * height) / 1_000_000) * rate);
}

/** Trade Premium pays 8% less, and has no price for the largest sizes (shown black). */
export function premiumPrice(standard: number, width: number, height: number): number | null {
  if (width >= 1800 && height >= 1800) return null;
  return Math.round(standard * 0.92);
}
