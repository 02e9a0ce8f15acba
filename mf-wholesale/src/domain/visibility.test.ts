import type { RawOrderItem } from '@platform/shared/wholesale';
import {
  CATALOGUE,
  FRENCH_DOOR,
  OPTIONS,
  PUNCH_DOOR,
  SINGLE_DOOR,
  SLIDING_DOOR,
  TRIPLE_DOOR,
  WINDOW,
} from '../testing/fixtures';
import { emptyAccessoryLine, emptyItem, emptyPanel } from './items';
import {
  lockSideOptions,
  showsFrameThickness,
  showsPetway,
  visiblePanelFields,
} from './visibility';

const names = (sides: { name: string }[]) => sides.map((side) => side.name);

describe('panel field visibility', () => {
  it.each([
    [
      'lock height and lock side show only for applications of type 1 (door)',
      SINGLE_DOOR,
      WINDOW,
      ['lock_side', 'lock_height'],
    ],
    [
      'hinges and swing show only when the application has hinges',
      SINGLE_DOOR,
      SLIDING_DOOR,
      ['hinges', 'swings'],
    ],
    ['rollers show only when the application has rollers', SLIDING_DOOR, SINGLE_DOOR, ['rollers']],
    [
      'diagonals show only when the application requires them (measurement_diagonal_id 2)',
      SINGLE_DOOR,
      WINDOW,
      ['diagonal_measurement_left'],
    ],
  ])('%s', (_rule, shownFor, hiddenFor, fields) => {
    expect(visiblePanelFields(shownFor, 'one', emptyPanel())).toEqual(
      expect.arrayContaining(fields),
    );
    const hidden = visiblePanelFields(hiddenFor, 'one', emptyPanel());
    for (const field of fields) expect(hidden).not.toContain(field);
  });

  it('one measurement shows height and width; three shows the three-point measurements', () => {
    expect(visiblePanelFields(WINDOW, 'one', emptyPanel()).slice(0, 2)).toEqual([
      'height',
      'width',
    ]);
    expect(visiblePanelFields(WINDOW, 'three', emptyPanel()).slice(0, 6)).toEqual([
      'height_l',
      'height_m',
      'height_r',
      'width_t',
      'width_m',
      'width_b',
    ]);
  });

  it('width-only applications hide the heights and "none" hides both', () => {
    const widthOnly = visiblePanelFields(
      { ...WINDOW, measurement_required_id: 7 },
      'one',
      emptyPanel(),
    );
    expect(widthOnly).toContain('width');
    expect(widthOnly).not.toContain('height');
    const none = visiblePanelFields({ ...WINDOW, measurement_required_id: 1 }, 'one', emptyPanel());
    expect(none).not.toContain('width');
  });

  const measured = (id: number, mode: 'one' | 'three') =>
    visiblePanelFields({ ...WINDOW, measurement_required_id: id }, mode, emptyPanel()).filter(
      (field) => field.startsWith('height') || field.startsWith('width'),
    );

  it('id 3 takes one height and one width', () => {
    expect(measured(3, 'one')).toEqual(['height', 'width']);
  });

  it('id 4 takes two heights (left and right) and one width', () => {
    expect(measured(4, 'one')).toEqual(['height_l', 'height_r', 'width']);
  });

  it('id 5 takes two heights (left and right) and two widths (top and bottom)', () => {
    expect(measured(5, 'one')).toEqual(['height_l', 'height_r', 'width_t', 'width_b']);
  });

  it('id 7 takes the width only, in both modes', () => {
    expect(measured(7, 'one')).toEqual(['width']);
    expect(measured(7, 'three')).toEqual(['width_t', 'width_m', 'width_b']);
  });

  it('three-point measuring takes every required dimension at three points', () => {
    for (const id of [3, 4, 5]) {
      expect(measured(id, 'three')).toEqual([
        'height_l',
        'height_m',
        'height_r',
        'width_t',
        'width_m',
        'width_b',
      ]);
    }
    expect(measured(1, 'three')).toEqual([]);
  });

  it('the midrail centre shows only once a midrail is chosen', () => {
    expect(visiblePanelFields(WINDOW, 'one', emptyPanel())).not.toContain('midrail_center');
    expect(visiblePanelFields(WINDOW, 'one', { ...emptyPanel(), midrail: 'horizontal' })).toContain(
      'midrail_center',
    );
  });
});

describe('item field visibility', () => {
  it('frame thickness shows when the application lists thicknesses', () => {
    expect(showsFrameThickness(SINGLE_DOOR)).toBe(true);
    expect(showsFrameThickness(WINDOW)).toBe(false);
  });

  it('PetWay panel and position show once a PetWay accessory is on the item', () => {
    const item: RawOrderItem = emptyItem(1);
    expect(showsPetway(item, CATALOGUE)).toBe(false);
    item.accessories.push(emptyAccessoryLine(OPTIONS.accessories[0]));
    expect(showsPetway(item, CATALOGUE)).toBe(true);
  });
});

describe('lock side options', () => {
  const sides = OPTIONS.lock_sides;

  it('a single-panel application offers only LHS and RHS', () => {
    expect(names(lockSideOptions(SINGLE_DOOR, 1, sides))).toEqual(['LHS', 'RHS']);
  });

  it('a punch-only application offers only punch-only sides', () => {
    expect(names(lockSideOptions(PUNCH_DOOR, 1, sides))).toEqual([
      'Punch Only LHS',
      'Punch Only RHS',
    ]);
  });

  it('a multi-panel application offers LHS on the first panel and RHS on the last, plus no lock', () => {
    expect(names(lockSideOptions(FRENCH_DOOR, 1, sides))).toEqual(['LHS', 'No Lock']);
    expect(names(lockSideOptions(FRENCH_DOOR, 2, sides))).toEqual(['RHS', 'No Lock']);
    expect(names(lockSideOptions(TRIPLE_DOOR, 2, sides))).toEqual(['No Lock']);
  });

  it('windows have no lock side', () => {
    expect(lockSideOptions(WINDOW, 1, sides)).toEqual([]);
  });
});
