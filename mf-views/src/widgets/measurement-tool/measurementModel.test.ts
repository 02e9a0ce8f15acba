import fc from 'fast-check';
import {
  buildLocations,
  canvasGeometry,
  canvasHeight,
  isMeasured,
  lineSegment,
  locationSegment,
  measurementAt,
  missingData,
  nextIndex,
  nextUnmeasuredIndex,
  panelRect,
  previousIndex,
  readLineOptions,
  readMeasurementValue,
  setMeasurement,
  TEXTS,
  type MeasurementData,
  type MeasurementLineOption,
  type MeasurementValue,
} from './measurementModel';

const line = (
  id: number,
  sort: number,
  extra: Partial<MeasurementLineOption> = {},
): MeasurementLineOption => ({
  id,
  name: `Line ${id}`,
  is_horizontal: true,
  position_pct: 50,
  text_position: null,
  diagonal_position: null,
  sort,
  per_element_if: false,
  ...extra,
});

const data = (extra: Partial<MeasurementData> = {}): MeasurementData => ({
  height: 2000,
  width: 1000,
  element_count: 1,
  element_split_vertical: true,
  center_of_tongue: false,
  lock: null,
  ...extra,
});

const valueOf = (d: MeasurementData, items: MeasurementValue['items'] = {}): MeasurementValue => ({
  items,
  data: d,
  config: readMeasurementValue({ data: d })!.config,
});

const keys = (lines: MeasurementLineOption[], d: MeasurementData) =>
  buildLocations(lines, d).map((location) => location.key);

describe('the spec texts', () => {
  it('are exact', () => {
    expect(TEXTS.loadFailed).toBe(
      'Something went wrong loading measurement tool. Please contact admin if this continues.',
    );
    expect(TEXTS.allMeasured).toBe('All locations are measured');
  });
});

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

describe('locations', () => {
  it('lists global lines by sort, then each element, then lock top and bottom, then the centre of tongue', () => {
    const lines = [
      line(1, 3),
      line(2, 1),
      line(3, 2, { per_element_if: true }),
      line(4, 0, { per_element_if: true }),
    ];
    const d = data({
      element_count: 2,
      lock: { panel_id: 1, lock_on_right: true },
      center_of_tongue: true,
    });
    expect(keys(lines, d)).toEqual([
      '-1_2',
      '-1_1',
      '0_4',
      '0_3',
      '1_4',
      '1_3',
      '1_-2',
      '1_-3',
      '-1_-4',
    ]);
    const names = buildLocations(lines, d).map((location) => location.name);
    expect(names.slice(-3)).toEqual(['Lock top', 'Lock bottom', 'Centre of tongue']);
  });

  it('repeats a line per element only when per_element_if matches the split direction', () => {
    const lines = [
      line(1, 0, { per_element_if: 'verticalSplit' }),
      line(2, 1, { per_element_if: 'horizontalSplit' }),
    ];
    expect(keys(lines, data({ element_count: 3, element_split_vertical: true }))).toEqual([
      '-1_2',
      '0_1',
      '1_1',
      '2_1',
    ]);
    expect(keys(lines, data({ element_count: 2, element_split_vertical: false }))).toEqual([
      '-1_1',
      '0_2',
      '1_2',
    ]);
  });

  it('breaks equal sorts by id and has no lock or tongue places unless the data has them', () => {
    expect(keys([line(9, 1), line(5, 1)], data())).toEqual(['-1_5', '-1_9']);
    expect(keys([], data())).toEqual([]);
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

describe('traversal', () => {
  it('moves next and previous with wrap-around', () => {
    expect([0, 1, 2].map((i) => nextIndex(3, i))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousIndex(3, i))).toEqual([2, 0, 1]);
    expect(nextIndex(0, 0)).toBe(-1);
    expect(previousIndex(0, 0)).toBe(-1);
  });

  it('finds the next unmeasured location after the current one, wrapping, and null when all are measured', () => {
    const d = data();
    const locations = buildLocations([line(1, 0), line(2, 1), line(3, 2), line(4, 3)], d);
    let value = valueOf(d);
    value = setMeasurement(value, locations[1], 10);
    value = setMeasurement(value, locations[3], 10);
    expect(nextUnmeasuredIndex(locations, value, 0)).toBe(2);
    expect(nextUnmeasuredIndex(locations, value, 2)).toBe(0);
    value = setMeasurement(value, locations[0], 10);
    // Only the current one is left: it is the answer.
    expect(nextUnmeasuredIndex(locations, value, 2)).toBe(2);
    value = setMeasurement(value, locations[2], 10);
    expect(nextUnmeasuredIndex(locations, value, 1)).toBeNull();
    expect(nextUnmeasuredIndex([], value, 0)).toBeNull();
  });

  it('Next visited N times from any start visits every location once and returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (count, seed) => {
        const start = seed % count;
        const seen = new Set<number>();
        let index = start;
        for (let step = 0; step < count; step += 1) {
          seen.add(index);
          index = nextIndex(count, index);
        }
        return index === start && seen.size === count;
      }),
    );
  });

  it('Previous undoes Next everywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (count, seed) => {
        const index = seed % count;
        return previousIndex(count, nextIndex(count, index)) === index;
      }),
    );
  });

  it('Next Unmeasured always lands on an unmeasured location, the nearest one after the start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (measured, seed) => {
          const d = data();
          const locations = buildLocations(
            measured.map((_, i) => line(i + 1, i)),
            d,
          );
          const value = locations.reduce(
            (acc, location, i) => (measured[i] ? setMeasurement(acc, location, i) : acc),
            valueOf(d),
          );
          const start = seed % locations.length;
          const found = nextUnmeasuredIndex(locations, value, start);
          if (measured.every(Boolean)) return found === null;
          if (found === null || measured[found]) return false;
          const distance =
            (found - start + locations.length) % locations.length || locations.length;
          for (let step = 1; step < distance; step += 1) {
            if (!measured[(start + step) % locations.length]) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('geometry', () => {
  it('sizes the drawing from the window: 60%, clamped to 400–800, 120% on a landscape phone, 500 unknown', () => {
    expect(canvasHeight({ width: 1024, height: 1000 })).toBe(600);
    expect(canvasHeight({ width: 1024, height: 600 })).toBe(400);
    expect(canvasHeight({ width: 2560, height: 1600 })).toBe(800);
    expect(canvasHeight({ width: 800, height: 390 })).toBeCloseTo(468);
    expect(canvasHeight({ width: 390, height: 844 })).toBeCloseTo(506.4);
    expect(canvasHeight(null)).toBe(500);
    expect(canvasHeight({ width: 0, height: 0 })).toBe(500);
  });

  it('draws the opening with its ratio inside 42 px of padding, at least 400 wide', () => {
    const tall = canvasGeometry(data({ height: 2000, width: 1000 }), { width: 1024, height: 1000 });
    expect(tall.height).toBe(600);
    expect(tall.frame).toEqual({ x: (400 - 258) / 2, y: 42, width: 258, height: 516 });
    expect(tall.width).toBe(400);
    const wide = canvasGeometry(data({ height: 1000, width: 3000 }), { width: 1024, height: 1000 });
    expect(wide.frame.width).toBe(1548);
    expect(wide.width).toBe(1548 + 84);
    expect(wide.frame.x).toBe(42);
  });

  it('falls back to 500 for a non-positive height or width', () => {
    const geometry = canvasGeometry(data({ height: 0, width: -3 }), null);
    expect(geometry.size).toEqual({ width: 500, height: 500 });
    expect(geometry.height).toBe(500);
    expect(geometry.frame.width).toBe(500 - 84);
    expect(canvasGeometry(data({ height: -1, width: 250 }), null).size).toEqual({
      width: 250,
      height: 500,
    });
  });

  it('splits elements side by side or stacked, and places lines from position_pct', () => {
    const frame = { x: 0, y: 0, width: 300, height: 600 };
    expect(panelRect(frame, data({ element_count: 3, element_split_vertical: true }), 1)).toEqual({
      x: 100,
      y: 0,
      width: 100,
      height: 600,
    });
    expect(panelRect(frame, data({ element_count: 2, element_split_vertical: false }), 1)).toEqual({
      x: 0,
      y: 300,
      width: 300,
      height: 300,
    });
    expect(panelRect(frame, data({ element_count: 2 }), -1)).toBe(frame);
    expect(lineSegment(line(1, 0, { position_pct: 25 }), frame)).toEqual({
      x1: 0,
      y1: 150,
      x2: 300,
      y2: 150,
      labelX: 150,
      labelY: 150,
    });
    expect(
      lineSegment(
        line(1, 0, {
          is_horizontal: false,
          position_pct: 10,
          diagonal_position: 90,
          text_position: 0,
        }),
        frame,
      ),
    ).toEqual({ x1: 30, y1: 0, x2: 270, y2: 600, labelX: 30, labelY: 0 });
  });

  it('draws lock top and bottom on the lock side of the lock panel', () => {
    const frame = { x: 0, y: 0, width: 200, height: 400 };
    const d = data({ element_count: 2, lock: { panel_id: 1, lock_on_right: true } });
    const [top, bottom] = buildLocations([], d);
    expect(locationSegment(top, frame, d)).toMatchObject({ x1: 190, y1: 0, x2: 190, y2: 200 });
    expect(locationSegment(bottom, frame, d)).toMatchObject({ x1: 190, y1: 200, y2: 400 });
  });
});
