import type { FabricationItem } from '@platform/shared/contracts';
import { fabricationPanel } from '@platform/shared/testing';

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
    panels: [fabricationPanel()],
    ...overrides,
  };
}
