import fc from 'fast-check';
import { buildLocations, nextIndex, nextUnmeasuredIndex, previousIndex } from './measurementPlaces';
import { data, line, valueOf } from './measurementTestData';
import {
  setMeasurement,
  type MeasurementData,
  type MeasurementLineOption,
} from './measurementValue';

const keys = (lines: MeasurementLineOption[], d: MeasurementData) =>
  buildLocations(lines, d).map((location) => location.key);

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
