/**
 * The measurement tool's value (spec §3): the value JSON and the line options as read from
 * stored records, and a location's measurement read and set immutably. Pure: no DOM, no React.
 */

/** One place the user measures (its order and moves are in measurementPlaces.ts). */
export interface MeasurementLocation {
  key: string;
  panel: number;
  lineId: number;
  name: string;
  /** The line option it comes from; absent for the lock and tongue places. */
  line: MeasurementLineOption | null;
}

export type PerElementIf = 'horizontalSplit' | 'verticalSplit' | boolean;

export interface MeasurementLineOption {
  id: number;
  name: string;
  is_horizontal: boolean;
  /** Where the line crosses the panel, 0–100 from the top (horizontal) or left (vertical). */
  position_pct: number;
  /** Where along the line its label sits, 0–100 (default 50). */
  text_position: number | null;
  /** When set, the line ends at this percentage instead of position_pct: a diagonal. */
  diagonal_position: number | null;
  sort: number;
  /** The line repeats on every element when true or when it names the split direction. */
  per_element_if: PerElementIf;
}

// Types, not interfaces, so a value is assignable to a JSON form value (FieldValue).
export type MeasurementEntry = {
  type_id: number;
  name: string;
  value: number | null;
  adjustment_id: number | null;
};

export type MeasurementLock = {
  panel_id: number;
  lock_on_right: boolean;
};

export type MeasurementData = {
  height: number;
  width: number;
  element_count: number;
  element_split_vertical: boolean;
  center_of_tongue: boolean;
  lock: MeasurementLock | null;
};

export type MeasurementConfig = {
  force_polarity: boolean;
  force_polarity_on: boolean;
  hide_if_zero: boolean;
  subtract_other_measurement: boolean;
  prefix_fields_from_tab: boolean;
  combine_tab_values: boolean;
  only_show_tool: boolean;
  make_size_lock_top: boolean;
  make_size_lock_bottom: boolean;
};

export type MeasurementValue = {
  /** Keyed `${panel}_${lineId}`. */
  items: Record<string, MeasurementEntry[]>;
  data: MeasurementData;
  config: MeasurementConfig;
};

const CONFIG_FLAGS: ReadonlyArray<keyof MeasurementConfig> = [
  'force_polarity',
  'force_polarity_on',
  'hide_if_zero',
  'subtract_other_measurement',
  'prefix_fields_from_tab',
  'combine_tab_values',
  'only_show_tool',
  'make_size_lock_top',
  'make_size_lock_bottom',
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Numbers may arrive as numeric strings from older records. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function toPerElementIf(value: unknown): PerElementIf {
  return value === 'horizontalSplit' || value === 'verticalSplit' ? value : toBoolean(value);
}

/** One stored line option (numbers may be strings); null without an id, so it is skipped. */
export function readLineOption(raw: unknown): MeasurementLineOption | null {
  if (!isObject(raw)) return null;
  const id = toNumber(raw.id);
  if (id === null) return null;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : `Line ${id}`,
    is_horizontal: toBoolean(raw.is_horizontal),
    position_pct: toNumber(raw.position_pct) ?? 50,
    text_position: toNumber(raw.text_position),
    diagonal_position: toNumber(raw.diagonal_position),
    sort: toNumber(raw.sort) ?? 0,
    per_element_if: toPerElementIf(raw.per_element_if),
  };
}

/** An item's line options, dropping the unreadable ones; anything but a list reads as none. */
export function readLineOptions(raw: unknown): MeasurementLineOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(readLineOption).filter((line): line is MeasurementLineOption => line !== null);
}

function readEntry(raw: unknown): MeasurementEntry | null {
  if (!isObject(raw)) return null;
  return {
    type_id: toNumber(raw.type_id) ?? 0,
    name: typeof raw.name === 'string' ? raw.name : '',
    value: toNumber(raw.value),
    adjustment_id: toNumber(raw.adjustment_id),
  };
}

function readItems(raw: unknown): Record<string, MeasurementEntry[]> {
  if (!isObject(raw)) return {};
  const items: Record<string, MeasurementEntry[]> = {};
  for (const [key, entries] of Object.entries(raw)) {
    if (!Array.isArray(entries)) continue;
    items[key] = entries.map(readEntry).filter((e): e is MeasurementEntry => e !== null);
  }
  return items;
}

function readLock(raw: unknown): MeasurementLock | null {
  if (!isObject(raw)) return null;
  const panel = toNumber(raw.panel_id);
  return panel === null ? null : { panel_id: panel, lock_on_right: toBoolean(raw.lock_on_right) };
}

function readConfig(raw: unknown): MeasurementConfig {
  const source = isObject(raw) ? raw : {};
  const config = {} as MeasurementConfig;
  for (const flag of CONFIG_FLAGS) config[flag] = toBoolean(source[flag]);
  return config;
}

const REQUIRED_DATA = ['height', 'width', 'element_count', 'element_split_vertical'] as const;

/** The tool cannot draw without these (spec §5); a present but non-positive size is allowed. */
export function missingData(raw: unknown): string[] {
  const data = isObject(raw) && isObject(raw.data) ? raw.data : {};
  return REQUIRED_DATA.filter((field) => {
    const value = data[field];
    if (field === 'element_split_vertical') return value === undefined || value === null;
    return toNumber(value) === null;
  });
}

/** The value JSON, or null when the data the tool needs is missing. */
export function readMeasurementValue(raw: unknown): MeasurementValue | null {
  if (!isObject(raw) || missingData(raw).length > 0) return null;
  const data = raw.data as Record<string, unknown>;
  return {
    items: readItems(raw.items),
    data: {
      height: toNumber(data.height) ?? 0,
      width: toNumber(data.width) ?? 0,
      element_count: Math.max(1, Math.floor(toNumber(data.element_count) ?? 1)),
      element_split_vertical: toBoolean(data.element_split_vertical),
      center_of_tongue: toBoolean(data.center_of_tongue),
      lock: readLock(data.lock),
    },
    config: readConfig(raw.config),
  };
}

/** A location's measurement, or null when none is entered. */
export function measurementAt(value: MeasurementValue, key: string): number | null {
  const entry = value.items[key]?.find((e) => e.value !== null);
  return entry?.value ?? null;
}

/** A location with a number entered: what Next Unmeasured skips and the drawing colours. */
export function isMeasured(value: MeasurementValue, key: string): boolean {
  return measurementAt(value, key) !== null;
}

/**
 * A new value with the location's measurement set (null clears it). An existing entry keeps its
 * type and adjustment; the other locations and the data and config are shared, not copied.
 */
export function setMeasurement(
  value: MeasurementValue,
  location: MeasurementLocation,
  measurement: number | null,
): MeasurementValue {
  const items = { ...value.items };
  if (measurement === null) {
    delete items[location.key];
    return { ...value, items };
  }
  const [first, ...rest] = value.items[location.key] ?? [];
  const entry: MeasurementEntry = first
    ? { ...first, value: measurement }
    : { type_id: location.lineId, name: location.name, value: measurement, adjustment_id: null };
  items[location.key] = [entry, ...rest];
  return { ...value, items };
}
