import { FRENCH_DOOR, SINGLE_DOOR, WINDOW } from '../testing/fixtures';
import {
  ItemNotFoundError,
  addItem,
  canAddItem,
  copyItem,
  emptyItem,
  fitPanelsToApplication,
  hasMeasurements,
  itemLimit,
  removeItem,
  switchPanelMode,
} from './items';

function sheet(count: number) {
  return Array.from({ length: count }, (_, index) => emptyItem(index + 1));
}

describe('item sheet: add and delete', () => {
  it('a new item gets the previous item number plus one', () => {
    const items = addItem(sheet(2), 150);
    expect(items.map((item) => item.item_number)).toEqual([1, 2, 3]);
    expect(items[2].item_data.item_number).toBe(3);
  });

  it('renumbers from 1 after a deletion', () => {
    const items = sheet(3);
    items[2].item_data.label = 'Back door';
    const left = removeItem(items, 2);
    expect(left.map((item) => item.item_number)).toEqual([1, 2]);
    expect(left[1].item_data).toMatchObject({ label: 'Back door', item_number: 2 });
  });

  it('never deletes the last remaining item', () => {
    expect(removeItem(sheet(1), 1)).toHaveLength(1);
  });
});

describe('item sheet: item limit', () => {
  it("is the customer's wholesale_order_limit, else 150", () => {
    expect(itemLimit(10)).toBe(10);
    expect(itemLimit(null)).toBe(150);
    expect(itemLimit(0)).toBe(150);
  });

  it('adding and copying stop at the limit', () => {
    const full = sheet(3);
    expect(canAddItem(full, 3)).toBe(false);
    expect(addItem(full, 3)).toHaveLength(3);
    expect(copyItem(full, 1, 3)).toHaveLength(3);
    expect(canAddItem(full, 4)).toBe(true);
  });
});

describe('item sheet: copy', () => {
  function original(quantity: number | null) {
    const item = emptyItem(1);
    item.item_data = {
      ...item.item_data,
      label: 'Front door',
      product: 10,
      application: 1,
      color: 20,
      quantity,
    };
    item.panels.panel_one[0] = {
      ...item.panels.panel_one[0],
      height: 2100,
      width: 900,
      diagonal_measurement_left: 2250,
      diagonal_measurement_right: 2252,
      lock_side: 1,
    };
    return item;
  }

  it('clears the location and the dimensions and keeps the rest', () => {
    const [, copy] = copyItem([original(3)], 1, 150);
    expect(copy.item_number).toBe(2);
    expect(copy.item_data).toMatchObject({
      label: '',
      product: 10,
      application: 1,
      color: 20,
      item_number: 2,
    });
    expect(copy.panels.panel_one[0]).toMatchObject({
      height: null,
      width: null,
      diagonal_measurement_left: null,
      diagonal_measurement_right: null,
      lock_side: 1,
    });
  });

  it('gives the copy quantity 1 when the original had more than 1, otherwise empty', () => {
    expect(copyItem([original(3)], 1, 150)[1].item_data.quantity).toBe(1);
    expect(copyItem([original(1)], 1, 150)[1].item_data.quantity).toBeNull();
  });

  it('does not change the original', () => {
    const items = [original(3)];
    copyItem(items, 1, 150);
    expect(items[0].item_data.label).toBe('Front door');
    expect(items[0].panels.panel_one[0].height).toBe(2100);
  });

  it('reports an item that cannot be found', () => {
    expect(() => copyItem(sheet(1), 7, 150)).toThrow(ItemNotFoundError);
  });
});

describe('item sheet: panels', () => {
  it('switching between one and three measurements clears every measured value', () => {
    const item = emptyItem(1);
    item.panels.panel_one[0] = {
      ...item.panels.panel_one[0],
      height: 2100,
      width: 900,
      swings: 'inswing',
    };
    expect(hasMeasurements(item)).toBe(true);
    const three = switchPanelMode(item, 'three');
    expect(three.panels).toMatchObject({ is_one: false, is_three: true, panel_one: [] });
    expect(three.panels.panel_three[0]).toMatchObject({
      height: null,
      width: null,
      swings: 'inswing',
    });
    expect(hasMeasurements(three)).toBe(false);
  });

  it('an item has as many panels as its application has elements', () => {
    const item = fitPanelsToApplication(emptyItem(1), FRENCH_DOOR);
    expect(item.panels.panel_one).toHaveLength(2);
    expect(fitPanelsToApplication(item, WINDOW).panels.panel_one).toHaveLength(1);
  });

  it('hinges default to 3 and rollers to 4 where the application has them', () => {
    const door = fitPanelsToApplication(emptyItem(1), SINGLE_DOOR);
    expect(door.panels.panel_one[0]).toMatchObject({
      hinges: 3,
      rollers: null,
      swings: 'outswing',
    });
    const sliding = fitPanelsToApplication(emptyItem(1), { ...WINDOW, rollers: true });
    expect(sliding.panels.panel_one[0]).toMatchObject({ hinges: null, rollers: 4 });
  });

  it('drops a frame thickness the new application does not offer', () => {
    const item = emptyItem(1);
    item.item_data.frame_thickness = 2;
    expect(fitPanelsToApplication(item, SINGLE_DOOR).item_data.frame_thickness).toBe(2);
    expect(fitPanelsToApplication(item, WINDOW).item_data.frame_thickness).toBeNull();
  });
});
