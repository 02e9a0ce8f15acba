import { buildLocations } from './measurementPlaces';
import { data, line, valueOf } from './measurementTestData';
import {
  isMeasured,
  measurementAt,
  missingData,
  readLineOptions,
  readMeasurementValue,
  setMeasurement,
} from './measurementValue';

describe('reading the value JSON', () => {
  const complete = {
    data: { height: 2000, width: 900, element_count: 2, element_split_vertical: false },
  };

  it('needs height, width, element_count and element_split_vertical', () => {
    expect(missingData(complete)).toEqual([]);
    expect(missingData({})).toEqual(['height', 'width', 'element_count', 'element_split_vertical']);
    expect(missingData({ data: { ...complete.data, width: 'wide' } })).toEqual(['width']);
    expect(missingData({ data: { ...complete.data, element_split_vertical: null } })).toEqual([
      'element_split_vertical',
    ]);
    expect(readMeasurementValue({ data: { height: 1, width: 1, element_count: 1 } })).toBeNull();
    expect(readMeasurementValue('{}')).toBeNull();
  });

  it('reads items, data, lock and config flags, tolerating numeric strings', () => {
    const value = readMeasurementValue({
      items: { '-1_3': [{ type_id: '3', name: 'Height', value: '1204.5', adjustment_id: 7 }] },
      data: { ...complete.data, lock: { panel_id: 1, lock_on_right: 1 }, center_of_tongue: true },
      config: { hide_if_zero: true, make_size_lock_top: 'true' },
    });
    expect(value?.items).toEqual({
      '-1_3': [{ type_id: 3, name: 'Height', value: 1204.5, adjustment_id: 7 }],
    });
    expect(value?.data).toEqual({
      height: 2000,
      width: 900,
      element_count: 2,
      element_split_vertical: false,
      center_of_tongue: true,
      lock: { panel_id: 1, lock_on_right: true },
    });
    expect(value?.config.hide_if_zero).toBe(true);
    expect(value?.config.make_size_lock_top).toBe(true);
    expect(value?.config.force_polarity).toBe(false);
  });

  it('keeps a non-positive size (the drawing falls back) and reads line options, dropping ones without an id', () => {
    expect(
      readMeasurementValue({ data: { ...complete.data, height: 0, width: -5 } })?.data,
    ).toMatchObject({
      height: 0,
      width: -5,
    });
    expect(
      readLineOptions([
        {
          id: 4,
          name: 'Top',
          is_horizontal: true,
          position_pct: 10,
          sort: 2,
          per_element_if: 'verticalSplit',
        },
        { name: 'no id' },
        'junk',
      ]),
    ).toEqual([line(4, 2, { name: 'Top', position_pct: 10, per_element_if: 'verticalSplit' })]);
    expect(readLineOptions(null)).toEqual([]);
  });
});

describe('measuring', () => {
  const d = data();
  const [height, width] = buildLocations([line(1, 0), line(2, 1)], d);

  it('sets a value without changing the old one, keeping an existing entry’s type and adjustment', () => {
    const before = valueOf(d, {
      '-1_2': [{ type_id: 40, name: 'W', value: null, adjustment_id: 3 }],
    });
    const after = setMeasurement(setMeasurement(before, height, 1200), width, 800.5);
    expect(before.items).toEqual({
      '-1_2': [{ type_id: 40, name: 'W', value: null, adjustment_id: 3 }],
    });
    expect(after.items).toEqual({
      '-1_1': [{ type_id: 1, name: 'Line 1', value: 1200, adjustment_id: null }],
      '-1_2': [{ type_id: 40, name: 'W', value: 800.5, adjustment_id: 3 }],
    });
    expect(after.data).toBe(before.data);
    expect(isMeasured(after, height.key)).toBe(true);
    expect(measurementAt(after, width.key)).toBe(800.5);
  });

  it('clears a value with null; an entry without a value is not measured', () => {
    const measured = setMeasurement(valueOf(d), height, 0);
    expect(isMeasured(measured, height.key)).toBe(true);
    const cleared = setMeasurement(measured, height, null);
    expect(isMeasured(cleared, height.key)).toBe(false);
    expect(cleared.items).toEqual({});
    expect(
      isMeasured(
        valueOf(d, { '-1_1': [{ type_id: 1, name: '', value: null, adjustment_id: null }] }),
        '-1_1',
      ),
    ).toBe(false);
  });
});
