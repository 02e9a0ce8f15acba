// Demo data of the quoting module: suppliers with realistic items, costings, salaries.

export const SUPPLIERS = [
  {
    name: 'Capral Aluminium',
    products: [
      {
        code: 'FR-SD65',
        description: 'Security door frame extrusion 6.5 m',
        price: '58.40',
        item_volume: 6500,
        formulas: ['height*2+width*2', 'height*2+width', null],
      },
      {
        code: 'MR-65',
        description: 'Midrail extrusion 6.5 m',
        price: '32.10',
        item_volume: 6500,
        formulas: ['width', 'width*2', null],
      },
      {
        code: 'FR-WS58',
        description: 'Window screen frame 5.8 m',
        price: '21.90',
        item_volume: 5800,
        formulas: ['height*2+width*2', null, null],
      },
      {
        code: 'CS-4',
        description: 'Corner stakes (set of 4)',
        price: '6.80',
        item_volume: 0,
        formulas: ['1', null, null],
      },
    ],
    groups: [],
  },
  {
    name: 'Locker Group',
    products: [
      {
        code: 'SCR-100',
        description: 'Tamper-proof screws (box of 100)',
        price: '24.00',
        item_volume: 100,
        formulas: ['ceil((height*2+width*2)/150)', null, null],
      },
      {
        code: 'WDG-50',
        description: 'Mesh wedge 50 m roll',
        price: '38.50',
        item_volume: 50000,
        formulas: ['height*2+width*2', null, null],
      },
    ],
    groups: [
      {
        code: 'SS316-09',
        description: '316 stainless steel mesh 0.9 mm',
        formulas: ['{mesh_height}*{mesh_width}', null, null],
        items: [
          {
            code: 'SS316-1000',
            description: '316 SS 0.9 mm sheet 1000 × 2400',
            width: 1000,
            height: 2400,
            price: '180.00',
          },
          {
            code: 'SS316-1250',
            description: '316 SS 0.9 mm sheet 1250 × 2500',
            width: 1250,
            height: 2500,
            price: '235.00',
          },
          {
            code: 'SS316-1500',
            description: '316 SS 0.9 mm sheet 1500 × 3000',
            width: 1500,
            height: 3000,
            price: '320.00',
          },
        ],
      },
      {
        code: 'FG-1816',
        description: 'Fibreglass insect mesh 18 × 16',
        formulas: ['{mesh_height}*{mesh_width}', null, null],
        items: [
          {
            code: 'FG-1200',
            description: 'Fibreglass 1200 × 3000 cut',
            width: 1200,
            height: 3000,
            price: '45.00',
          },
          {
            code: 'FG-1500',
            description: 'Fibreglass 1500 × 3000 cut',
            width: 1500,
            height: 3000,
            price: '55.00',
          },
        ],
      },
    ],
  },
  {
    name: 'Workshop labour',
    products: [
      {
        code: 'LAB-H',
        description: 'Fabrication labour (hour)',
        price: '65.00',
        item_volume: 0,
        formulas: ['1.5', '2', '0.75'],
      },
    ],
    groups: [],
  },
] as const;

export const BRANDS = ['Crimsafe', 'Prowler Proof'] as const;

type SeedLine = {
  code: string;
  pricing_type_id: number;
  formula: string;
  buffer_pct: string;
  rounding_pct: string;
};

const frame: SeedLine = {
  code: 'FR-SD65',
  pricing_type_id: 1143,
  formula: 'height*2+width*2',
  buffer_pct: '10',
  rounding_pct: '75',
};
const stakes: SeedLine = {
  code: 'CS-4',
  pricing_type_id: 1143,
  formula: '1',
  buffer_pct: '0',
  rounding_pct: '0',
};
const screws: SeedLine = {
  code: 'SCR-100',
  pricing_type_id: 1143,
  formula: 'ceil((height*2+width*2)/150)',
  buffer_pct: '5',
  rounding_pct: '50',
};
const mesh: SeedLine = {
  code: 'SS316-09',
  pricing_type_id: 1143,
  formula: '{mesh_height}*{mesh_width}',
  buffer_pct: '0',
  rounding_pct: '0',
};
// Labour is paid by the part hour: never rounded up to a whole hour, so rounding_pct 100
// (at 0 every part of an item is charged in full: spec §9, ADR 185).
const labour = (hours: string, type = 1087): SeedLine => ({
  code: 'LAB-H',
  pricing_type_id: type,
  formula: hours,
  buffer_pct: '0',
  rounding_pct: '100',
});

/** Costings by product name and application name (or accessory code). */
export const COSTINGS = [
  {
    product: 'Crimsafe Regular',
    application: 'Hinged Door',
    group_by: '{"value":"mesh"}',
    margins: ['45.00', '28.00', '5.00', '0.00'],
    notes: 'Hinged door: frame by perimeter, 316 mesh sheet, screws by perimeter.',
    lines: [frame, mesh, stakes, screws, labour('1.5'), labour('1.25', 1088)],
  },
  {
    product: 'Crimsafe Regular',
    application: 'Sliding Door',
    group_by: '{"value":"mesh"}',
    margins: ['45.00', '28.00', '5.00', '0.00'],
    notes: '',
    lines: [frame, mesh, stakes, screws, labour('1.75')],
  },
  {
    product: 'Stainless Steel 316',
    application: 'Window Screen',
    group_by: '{"value":"mesh"}',
    margins: ['50.00', '30.00', '0.00', '0.00'],
    notes: '',
    lines: [{ ...frame, code: 'FR-WS58' }, mesh, stakes, labour('0.75')],
  },
] as const;

export const ACCESSORY_COSTINGS = [
  { code: 'LK-3', margins: ['60.00', '35.00', '0.00', '0.00'], lines: [labour('0.25', 1143)] },
  { code: 'DC-1', margins: ['55.00', '30.00', '0.00', '0.00'], lines: [labour('0.2', 1143)] },
] as const;

/** Mandatory accessory rules: every door gets a triple lock; doors over 2000 high a closer. */
export const MANDATORY = [
  { code: 'LK-3', type_id: 1, min_height: null, price: null, quantity: 1 },
  { code: 'DC-1', type_id: 1, min_height: 2000, price: '48.00', quantity: 1 },
] as const;

/** Mesh deduction (mm added to each side of the opening) by frame thickness position. */
export const MESH_DEDUCTIONS = [
  { frame: 1, deduction: '-22.00' },
  { frame: 2, deduction: '-30.00' },
  { frame: null, deduction: '-25.00' },
] as const;

export const SALARY_SETTINGS = {
  base_salary_min: '50000.00',
  base_salary_max: '90000.00',
  allowance_min: '0.00',
  allowance_max: '20000.00',
  min_commission_rate_of_min_salary: '10.00',
  min_commission_rate_of_max_salary: '6.00',
  commission_increments_pct_of_base_commission: '10.00',
  profit_bracket_increments: '10000.00',
  profit_bracket_min_pct_of_salary: '50.00',
  max_profit_bracket: '150000.00',
  default_super_pct: '12.00',
} as const;

/** Salaries by demo e-mail: one of each salary type and a measurer. */
export const SALARIES = [
  {
    email: 'sales@demo.test',
    sales_base: '60000',
    measurer_base: '50000',
    allowance: '5000',
    type: 1176,
    flat: '12',
    table: [],
  },
  {
    email: 'twostep@demo.test',
    sales_base: '70000',
    measurer_base: '50000',
    allowance: '6000',
    type: 1177,
    flat: '0',
    table: [],
  },
  {
    email: 'legacy@demo.test',
    sales_base: '55000',
    measurer_base: '50000',
    allowance: '4000',
    type: 1178,
    flat: '0',
    table: [
      { profit_bracket: '20000.00', commission_pct: '8.00' },
      { profit_bracket: '40000.00', commission_pct: '10.00' },
      { profit_bracket: '80000.00', commission_pct: '12.50' },
    ],
  },
  {
    email: 'measurer@demo.test',
    sales_base: '50000',
    measurer_base: '62000',
    allowance: '3000',
    type: null,
    flat: '0',
    table: [],
    fixed: '45.00',
  },
] as const;
