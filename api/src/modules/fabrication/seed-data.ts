import type {
  FabricationAccessory,
  FabricationPanel,
  ItemDataRow,
} from '@platform/shared/contracts';

/** Demo roles (docs/decisions/063): administrator 1, manager 2, sales 3, measurer 4, fitter 5. */
export const ROLE_RIGHTS: Array<{ role_id: number; rights: string[] }> = [
  { role_id: 1, rights: ['fabrication.view', 'fabrication.edit', 'fabrication.mesh_cuts'] },
  { role_id: 2, rights: ['fabrication.view', 'fabrication.edit'] },
  { role_id: 4, rights: ['fabrication.view'] },
  // The workshop: fitters cut the mesh, so they see the suggested cuts.
  { role_id: 5, rights: ['fabrication.view', 'fabrication.edit', 'fabrication.mesh_cuts'] },
];

export const SS_MESH = '316 SS 0.9mm';
export const PERFORATED = 'Perforated Aluminium 1.2mm';
export const FIBREGLASS = 'Fibreglass 18x14';

/** Stock the workshop cuts from: rolls cut to sheet lengths, priced per sheet (ex GST). */
export const MESH_STOCK = [
  { mesh_size: SS_MESH, name: 'SS roll 1000 × 2500', width: 1000, height: 2500, price: '186.00' },
  { mesh_size: SS_MESH, name: 'SS roll 1250 × 2500', width: 1250, height: 2500, price: '229.00' },
  { mesh_size: SS_MESH, name: 'SS roll 1500 × 3000', width: 1500, height: 3000, price: '318.00' },
  {
    mesh_size: PERFORATED,
    name: 'Perf sheet 1200 × 2400',
    width: 1200,
    height: 2400,
    price: '142.00',
  },
  {
    mesh_size: PERFORATED,
    name: 'Perf sheet 1500 × 3000',
    width: 1500,
    height: 3000,
    price: '209.00',
  },
  {
    mesh_size: FIBREGLASS,
    name: 'Fibreglass roll 1200 × 3000',
    width: 1200,
    height: 3000,
    price: '38.50',
  },
  {
    mesh_size: FIBREGLASS,
    name: 'Fibreglass roll 1500 × 3000',
    width: 1500,
    height: 3000,
    price: '46.00',
  },
];

/** A panel as the seed writes it: what differs from the defaults that seed.ts fills in. */
type PanelSpec = Partial<FabricationPanel> & Pick<FabricationPanel, 'height' | 'width'>;

export interface ItemSpec {
  mesh_size: string;
  notes: string;
  product: string;
  colour: { name: string; hex: string };
  panels: PanelSpec[];
  accessories: FabricationAccessory[];
  extra?: ItemDataRow[];
}

export interface JobSpec {
  organisation_id: number;
  job_number: string;
  title: string;
  customer_name: string;
  due_date: string;
  items: ItemSpec[];
}

const BLACK = { name: 'Black Satin', hex: '#1f1f1f' };
const MONUMENT = { name: 'Monument', hex: '#36393b' };
const PEARL = { name: 'Pearl White', hex: '#f2f0e9' };

const accessory = (
  code: string,
  name: string,
  qty: number,
  extra: Partial<FabricationAccessory> = {},
): FabricationAccessory => ({
  code,
  name,
  colour: extra.colour ?? 'Black',
  size: extra.size ?? null,
  qty,
  is_on_diagram: extra.is_on_diagram ?? false,
});

export const JOBS: JobSpec[] = [
  {
    organisation_id: 1,
    job_number: 'J-1042',
    title: 'Front and back security doors, lounge window',
    customer_name: 'Nguyen Family',
    due_date: '2026-12-03',
    items: [
      {
        mesh_size: SS_MESH,
        notes: 'Front door. Fit to existing timber jamb; check the threshold is level.',
        product: 'Hinged security door',
        colour: BLACK,
        panels: [
          {
            height: 2100,
            width: 900,
            lock_is_right: true,
            lock_from_bottom: 1050,
            hinges_required: 3,
            swing: 'Outswing',
            lock_side: 'Right',
            midrails: [{ from_bottom: 1000 }],
            pet_way_size: 'M',
            pet_way_position: 'bottom-centre',
            diagonal_measurement_left: 2284,
            diagonal_measurement_right: 2286,
            method: 'Face fit',
          },
        ],
        accessories: [
          accessory('LK-TRI', 'Triple lock, keyed alike', 1, { is_on_diagram: true }),
          accessory('HG-100', 'Heavy-duty hinge 100 mm', 3, { is_on_diagram: true }),
          accessory('PW-M', 'PetWay pet door, medium', 1, { is_on_diagram: true, colour: 'Grey' }),
          accessory('DC-01', 'Door closer', 1),
          accessory('BS-2100', 'Brush seal', 1, { size: '2100 mm' }),
        ],
      },
      {
        mesh_size: SS_MESH,
        notes: 'Back door to the deck.',
        product: 'Hinged security door',
        colour: BLACK,
        panels: [
          {
            height: 2080,
            width: 860,
            lock_from_bottom: 1030,
            hinges_required: 3,
            swing: 'Outswing',
            lock_side: 'Left',
            diagonal_measurement_left: 2251,
            diagonal_measurement_right: 2252,
            method: 'Reveal fit',
          },
        ],
        accessories: [
          accessory('LK-SGL', 'Single lock', 1, { is_on_diagram: true }),
          accessory('HG-100', 'Heavy-duty hinge 100 mm', 3, { is_on_diagram: true }),
          accessory('DC-01', 'Door closer', 0),
        ],
      },
      {
        mesh_size: FIBREGLASS,
        notes: 'Lounge window, fixed screen.',
        product: 'Fixed window screen',
        colour: PEARL,
        panels: [
          {
            height: 1200,
            width: 1500,
            mesh_direction_name: 'Any',
            method: 'Clip fit',
          },
        ],
        accessories: [accessory('CL-04', 'Window clips', 6, { colour: 'White' })],
      },
    ],
  },
  {
    organisation_id: 1,
    job_number: 'J-1043',
    title: 'Three-panel stacker door and bedroom windows',
    customer_name: 'Harbour View Apartments',
    due_date: '2026-12-08',
    items: [
      {
        mesh_size: SS_MESH,
        notes: 'Stacker door, unit 4. Rollers on the bottom track.',
        product: 'Sliding stacker door',
        colour: MONUMENT,
        panels: [0, 1, 2].map((index) => ({
          height: 2100,
          width: 1000,
          height1: 2100,
          height2: 2098,
          height3: 2101,
          lock_is_right: index !== 0,
          lock_from_bottom: index === 1 ? 1000 : null,
          rollers_required: 4,
          lock_side: index === 1 ? 'Right' : null,
          midrails: [{ from_bottom: 900 }],
          method: 'Track fit',
        })),
        accessories: [
          accessory('RL-4', 'Sliding door roller set', 3),
          accessory('LK-SLD', 'Sliding door lock', 1, { is_on_diagram: true }),
          accessory('TR-3000', 'Bottom track', 1, { size: '3000 mm', colour: 'Monument' }),
        ],
      },
      {
        mesh_size: PERFORATED,
        notes: 'Bedroom windows, units 4 and 5.',
        product: 'Security window screen',
        colour: MONUMENT,
        panels: [0, 1].map(() => ({
          height: 900,
          width: 1200,
          mesh_direction_name: 'Any',
          method: 'Reveal fit',
        })),
        accessories: [accessory('SC-10', 'Tamper-proof screws', 16, { colour: 'Silver' })],
      },
    ],
  },
  {
    organisation_id: 1,
    job_number: 'J-1044',
    title: 'Café patio doors',
    customer_name: 'Coastal Café',
    due_date: '2026-12-15',
    items: [
      {
        mesh_size: PERFORATED,
        notes: 'Double doors, opening measured out of square: scribe the frame.',
        product: 'French security doors',
        colour: PEARL,
        panels: [false, true].map((right) => ({
          height: 2050,
          width: 800,
          lock_is_right: right,
          lock_from_bottom: 1000,
          hinges_required: 4,
          swing: 'Inswing',
          lock_side: right ? 'Right' : 'Left',
          mesh_direction_name: 'Horizontal',
          midrails: [{ from_bottom: 1000 }, { from_left: 400 }],
          diagonal_measurement_left: 2196,
          diagonal_measurement_right: 2205,
          method: 'Face fit',
        })),
        accessories: [
          accessory('LK-TRI', 'Triple lock, keyed alike', 1, { is_on_diagram: true }),
          accessory('FB-01', 'Flush bolt', 2, { is_on_diagram: true }),
          accessory('HG-100', 'Heavy-duty hinge 100 mm', 8, { is_on_diagram: true }),
        ],
      },
      {
        mesh_size: FIBREGLASS,
        notes: 'Kitchen servery window.',
        product: 'Fixed window screen',
        colour: PEARL,
        panels: [{ height: 600, width: 1800, mesh_direction_name: 'Any' }],
        accessories: [accessory('CL-04', 'Window clips', 8, { colour: 'White' })],
      },
      {
        mesh_size: FIBREGLASS,
        notes: 'Picture window: wider than the 1500 roll. Order an 1800 roll or add a mullion.',
        product: 'Fixed window screen',
        colour: PEARL,
        panels: [{ height: 2400, width: 1800, mesh_direction_name: 'Any' }],
        accessories: [accessory('CL-04', 'Window clips', 10, { colour: 'White' })],
      },
    ],
  },
  {
    organisation_id: 2,
    job_number: 'A-2001',
    title: 'Acme showroom door',
    customer_name: 'Acme walk-in',
    due_date: '2026-12-04',
    items: [
      {
        mesh_size: SS_MESH,
        notes: 'Showroom sample.',
        product: 'Hinged security door',
        colour: BLACK,
        panels: [{ height: 2040, width: 820, lock_from_bottom: 1000, hinges_required: 3 }],
        accessories: [accessory('LK-SGL', 'Single lock', 1)],
      },
    ],
  },
];
