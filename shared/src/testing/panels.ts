import type { FabricationPanel } from '../contracts';

/**
 * A 2100 × 900 hinged door panel, lock on the right at 1050, three hinges: the one panel the
 * diagram and fabrication tests share; each test overrides what it looks at.
 */
export function fabricationPanel(overrides: Partial<FabricationPanel> = {}): FabricationPanel {
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
