import {
  readMeasurementValue,
  type MeasurementData,
  type MeasurementLineOption,
  type MeasurementValue,
} from './measurementValue';

/** A line option of the tests: horizontal through the middle, global unless told. */
export const line = (
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

/** An opening of the tests: 1000 wide, 2000 high, one element, no lock. */
export const data = (extra: Partial<MeasurementData> = {}): MeasurementData => ({
  height: 2000,
  width: 1000,
  element_count: 1,
  element_split_vertical: true,
  center_of_tongue: false,
  lock: null,
  ...extra,
});

/** A value of the opening with these items and the default config. */
export const valueOf = (
  d: MeasurementData,
  items: MeasurementValue['items'] = {},
): MeasurementValue => ({
  items,
  data: d,
  config: readMeasurementValue({ data: d })!.config,
});
