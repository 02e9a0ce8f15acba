import type { FabricationItem, FabricationPanel } from '@platform/shared/contracts';

/** A 2100 × 900 hinged door panel; tests change what they look at. */
export function panel(overrides: Partial<FabricationPanel> = {}): FabricationPanel {
  return {
    id: 11,
    height: 2100,
    width: 900,
    height1: null,
    height2: null,
    height3: null,
    width1: null,
    width2: null,
    width3: null,
    lock_is_right: true,
    lock_from_bottom: 1050,
    pet_way_size: null,
    pet_way_position: null,
    hinges_required: 3,
    rollers_required: 0,
    swing: 'Outswing',
    lock_side: 'Right',
    mesh_direction_name: 'Vertical',
    out_of_square: false,
    midrails: [],
    frame_thickness_name: '45 mm',
    frame_diagram_url: null,
    product_name: 'Hinged security door',
    colour_name: 'Black Satin',
    colour_hex: '#1f1f1f',
    diagonal_measurement_left: null,
    diagonal_measurement_right: null,
    method: 'Face fit',
    ...overrides,
  };
}

export function item(overrides: Partial<FabricationItem> = {}): FabricationItem {
  return {
    id: 1,
    item_number: 1,
    notes: 'Front door. Check the threshold is level.',
    item_data: [
      { name: 'Product', value: 'Hinged security door', background: '#e6f4ff', border: '#91caff' },
      { name: 'Colour', value: 'Black Satin', color: '#ffffff', background: '#1f1f1f' },
      { name: 'Mesh', value: '316 SS 0.9mm' },
    ],
    override_diagram: null,
    mesh_border: '#52c41a',
    mesh_background: '#f6ffed',
    product_border: '#1677ff',
    product_background: '#e6f4ff',
    accessories: [
      {
        code: 'LK-TRI',
        name: 'Triple lock',
        colour: 'Black',
        size: null,
        qty: 1,
        is_on_diagram: true,
      },
      {
        code: 'DC-01',
        name: 'Door closer',
        colour: 'Black',
        size: null,
        qty: 1,
        is_on_diagram: false,
      },
    ],
    panels: [panel()],
    ...overrides,
  };
}
