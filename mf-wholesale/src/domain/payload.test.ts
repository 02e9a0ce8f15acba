import { Catalogue } from './catalogue';
import { CATALOGUE, OPTIONS, WINDOW } from '../testing/fixtures';
import { emptyAccessoryLine, emptyItem, switchPanelMode } from './items';
import { displayAccessories, parseRawData, toOrderItem } from './payload';

const [PETWAY, BUG_STRIP, LOCK] = OPTIONS.accessories;

describe('accessory listing', () => {
  it('hides quantities of zero or less and lists diagram accessories first', () => {
    const lines = [
      { ...emptyAccessoryLine(BUG_STRIP), quantity: 2 },
      { ...emptyAccessoryLine(LOCK), quantity: 0 },
      { ...emptyAccessoryLine(PETWAY), quantity: 1 },
      { ...emptyAccessoryLine(LOCK), quantity: -1 },
      { ...emptyAccessoryLine(LOCK), quantity: 1 },
    ];
    expect(displayAccessories(lines, CATALOGUE).map((line) => [line.code, line.quantity])).toEqual([
      ['PW-S', 1],
      ['LK-1', 1],
      ['BR-1', 2],
    ]);
  });
});

describe('submitted item', () => {
  it('flattens the active panels with positions starting at 1', () => {
    const item = switchPanelMode(emptyItem(1), 'three');
    item.panels.panel_three.push({ ...item.panels.panel_three[0] });
    const submitted = toOrderItem(item, CATALOGUE);
    expect(submitted.panels.map((panel) => [panel.panel_position, panel.mode])).toEqual([
      [1, 'three'],
      [2, 'three'],
    ]);
  });

  it('clears measurements the application does not take (here two heights, id 4)', () => {
    const twoHeights = new Catalogue({
      ...OPTIONS,
      applications: [{ ...WINDOW, measurement_required_id: 4 }],
    });
    const item = emptyItem(1);
    item.item_data.application = WINDOW.id;
    Object.assign(item.panels.panel_one[0], {
      height: 1200,
      height_l: 1190,
      height_r: 1195,
      width: 880,
    });
    const [panel] = toOrderItem(item, twoHeights).panels;
    expect([panel.height, panel.height_l, panel.height_r, panel.width]).toEqual([
      null,
      1190,
      1195,
      880,
    ]);
  });
});

describe('raw data', () => {
  it('reads what was saved', () => {
    const items = [emptyItem(1), emptyItem(2)];
    items[1].item_data.label = 'Laundry';
    const parsed = parseRawData(JSON.stringify({ details: { order_name: 'A' }, items }));
    expect(parsed?.items[1].item_data.label).toBe('Laundry');
  });

  it('opens damaged data as one empty item, and nothing as nothing', () => {
    expect(parseRawData(JSON.stringify({ items: [{ nonsense: true }] }))?.items).toHaveLength(1);
    expect(parseRawData('{')).toBeNull();
    expect(parseRawData('')).toBeNull();
  });
});
