import type { PackingResult } from '@platform/shared/contracts';
import { binPicture, clampWaste, firstNumber, toPackItems } from './meshItems';

describe('mesh rows to packing items', () => {
  it('reads height and width from the first digits, else 0', () => {
    expect(firstNumber('1200')).toBe(1200);
    expect(firstNumber('1200mm')).toBe(1200);
    expect(firstNumber('approx 950 x 20')).toBe(950);
    expect(firstNumber('TBC')).toBe(0);
    expect(firstNumber(null)).toBe(0);
  });

  it('lets a panel turn only when its mesh direction is Any, and sets unsized rows apart', () => {
    const { items, unsized } = toPackItems([
      {
        item_number: 1,
        panel_id: 11,
        height: '957',
        width: '834',
        mesh_size: 'SS',
        mesh_direction_name: 'Vertical',
        notes: 'Bottom infill',
      },
      {
        item_number: 3,
        panel_id: 31,
        height: '1224mm',
        width: '1524',
        mesh_size: 'FG',
        mesh_direction_name: 'Any',
        notes: null,
      },
      { item_number: 4, panel_id: 41, height: 'TBC', width: '800', mesh_size: 'FG', notes: null },
    ]);
    expect(items).toEqual([
      {
        name: 'Item 1, panel 11 (Bottom infill)',
        panelId: 11,
        itemNumber: 1,
        meshSize: 'SS',
        height: 957,
        width: 834,
        rotatable: false,
      },
      {
        name: 'Item 3, panel 31',
        panelId: 31,
        itemNumber: 3,
        meshSize: 'FG',
        height: 1224,
        width: 1524,
        rotatable: true,
      },
    ]);
    expect(unsized.map((item) => [item.panelId, item.height, item.width])).toEqual([[41, 0, 800]]);
  });

  it('keeps Maximum Waste % between 0 and 60, 35 by default', () => {
    expect(clampWaste(75)).toBe(60);
    expect(clampWaste(-3)).toBe(0);
    expect(clampWaste(null)).toBe(35);
    expect(clampWaste(20)).toBe(20);
  });
});

describe('binPicture', () => {
  it('fits the sheet in the 600 × 400 canvas inside a 10 px margin, keeping proportions', () => {
    const result: PackingResult = {
      bin: { name: 'SS roll 1000 × 2500', width: 2500, height: 1000, price: '186.00' },
      packedItems: [
        {
          x: 0,
          y: 0,
          width: 1000,
          height: 500,
          rotated: false,
          item: { name: 'P', panelId: 11, itemNumber: 1, meshSize: 'SS', height: 500, width: 1000 },
        },
      ],
      wastePercentage: 80,
      netWastePercentage: 10,
      reusableOffcuts: [{ x: 1003, y: 0, width: 1497, height: 1000 }],
    };
    const picture = binPicture(result);
    expect(picture.sheet).toEqual({ x: 10, y: 10, width: 580, height: 232 });
    expect(picture.pieces[0]).toMatchObject({
      x: 10,
      y: 10,
      width: 232,
      height: 116,
      label: '1/11 500×1000',
    });
    expect(picture.offcuts).toHaveLength(1);
  });
});
