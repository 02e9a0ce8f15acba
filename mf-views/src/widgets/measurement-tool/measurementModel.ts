/**
 * The measurement tool's model (spec §3, §4, §5, §9): the value JSON, the list of places to
 * measure, moving through them and the drawing's geometry. Pure: no DOM, no React.
 */

export const TEXTS = {
  loadFailed:
    'Something went wrong loading measurement tool. Please contact admin if this continues.',
  allMeasured: 'All locations are measured',
  previous: 'Previous',
  next: 'Next',
  nextUnmeasured: 'Next Unmeasured',
  noLocations: 'No measurement lines are set up',
} as const;

/** Spec §9. */
export const EMIT_DELAY_MS = 400;
export const DEFAULT_SIZE = 500;
export const PADDING = 42;
export const MIN_SIZE = 400;
export const MAX_HEIGHT = 800;
export const WINDOW_HEIGHT_SHARE = 0.6;
export const WINDOW_HEIGHT_SHARE_LANDSCAPE_MOBILE = 1.2;

/** Panel -1 holds the lines of the whole opening; line ids below 0 are fixed places. */
export const GLOBAL_PANEL = -1;
export const LOCK_TOP_LINE = -2;
export const LOCK_BOTTOM_LINE = -3;
export const CENTRE_OF_TONGUE_LINE = -4;

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

/** One place the user measures. */
export interface MeasurementLocation {
  key: string;
  panel: number;
  lineId: number;
  name: string;
  /** The line option it comes from; absent for the lock and tongue places. */
  line: MeasurementLineOption | null;
}

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

// ---------------------------------------------------------------------------------------------
// Reading the JSON
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

export const locationKey = (panel: number, lineId: number): string => `${panel}_${lineId}`;

/** True when the line repeats on each element of this split. */
export function isPerElement(line: MeasurementLineOption, data: MeasurementData): boolean {
  if (line.per_element_if === true) return true;
  if (line.per_element_if === 'verticalSplit') return data.element_split_vertical;
  if (line.per_element_if === 'horizontalSplit') return !data.element_split_vertical;
  return false;
}

const bySort = (a: MeasurementLineOption, b: MeasurementLineOption) =>
  a.sort - b.sort || a.id - b.id;

function lineLocation(panel: number, line: MeasurementLineOption): MeasurementLocation {
  return { key: locationKey(panel, line.id), panel, lineId: line.id, name: line.name, line };
}

function fixedLocation(panel: number, lineId: number, name: string): MeasurementLocation {
  return { key: locationKey(panel, lineId), panel, lineId, name, line: null };
}

/**
 * Every place to measure, in the order the buttons move through them (spec §4): global lines by
 * sort, then each element's lines (elements numbered from 0), then lock top and bottom on the
 * lock's panel, then the centre of the tongue.
 */
export function buildLocations(
  lines: readonly MeasurementLineOption[],
  data: MeasurementData,
): MeasurementLocation[] {
  const sorted = [...lines].sort(bySort);
  const global = sorted.filter((line) => !isPerElement(line, data));
  const perElement = sorted.filter((line) => isPerElement(line, data));
  const locations = global.map((line) => lineLocation(GLOBAL_PANEL, line));
  for (let panel = 0; panel < data.element_count; panel += 1) {
    locations.push(...perElement.map((line) => lineLocation(panel, line)));
  }
  if (data.lock) {
    locations.push(fixedLocation(data.lock.panel_id, LOCK_TOP_LINE, 'Lock top'));
    locations.push(fixedLocation(data.lock.panel_id, LOCK_BOTTOM_LINE, 'Lock bottom'));
  }
  if (data.center_of_tongue) {
    locations.push(fixedLocation(GLOBAL_PANEL, CENTRE_OF_TONGUE_LINE, 'Centre of tongue'));
  }
  return locations;
}

/** A location's measurement, or null when none is entered. */
export function measurementAt(value: MeasurementValue, key: string): number | null {
  const entry = value.items[key]?.find((e) => e.value !== null);
  return entry?.value ?? null;
}

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

// ---------------------------------------------------------------------------------------------
// Traversal (wraps around)
// ---------------------------------------------------------------------------------------------

export function nextIndex(count: number, index: number): number {
  return count === 0 ? -1 : (index + 1) % count;
}

export function previousIndex(count: number, index: number): number {
  return count === 0 ? -1 : (index - 1 + count) % count;
}

/**
 * The first unmeasured location after `index`, wrapping around and ending with `index` itself;
 * null when every location is measured.
 */
export function nextUnmeasuredIndex(
  locations: readonly MeasurementLocation[],
  value: MeasurementValue,
  index: number,
): number | null {
  for (let step = 1; step <= locations.length; step += 1) {
    const candidate = (index + step) % locations.length;
    if (!isMeasured(value, locations[candidate].key)) return candidate;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Geometry
// ---------------------------------------------------------------------------------------------

export interface Viewport {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CanvasGeometry {
  /** Drawing size in px, padding included. */
  width: number;
  height: number;
  /** The whole opening, inside the padding. */
  frame: Rect;
  /** Opening size in its own units after the fallback. */
  size: { width: number; height: number };
}

const positiveOr = (value: number, fallback: number) => (value > 0 ? value : fallback);

/** A phone held sideways: landscape and short. */
export function isLandscapeMobile(viewport: Viewport): boolean {
  return viewport.width > viewport.height && viewport.height <= 500;
}

/**
 * The drawing's height (spec §9): 60% of the window (120% for a landscape phone, which scrolls),
 * at most 800 and at least 400; 500 when the window size is unknown.
 */
export function canvasHeight(viewport: Viewport | null): number {
  if (!viewport || viewport.height <= 0) return DEFAULT_SIZE;
  const share = isLandscapeMobile(viewport)
    ? WINDOW_HEIGHT_SHARE_LANDSCAPE_MOBILE
    : WINDOW_HEIGHT_SHARE;
  return Math.min(MAX_HEIGHT, Math.max(MIN_SIZE, viewport.height * share));
}

/** The drawing of an opening: its height from the window, its width from the opening's ratio. */
export function canvasGeometry(data: MeasurementData, viewport: Viewport | null): CanvasGeometry {
  const size = {
    width: positiveOr(data.width, DEFAULT_SIZE),
    height: positiveOr(data.height, DEFAULT_SIZE),
  };
  const height = canvasHeight(viewport);
  const frameHeight = height - 2 * PADDING;
  const frameWidth = (frameHeight * size.width) / size.height;
  const width = Math.max(MIN_SIZE, frameWidth + 2 * PADDING);
  const frame = { x: (width - frameWidth) / 2, y: PADDING, width: frameWidth, height: frameHeight };
  return { width, height, frame, size };
}

/** Element `panel` of the opening; the global panel is the whole frame. */
export function panelRect(frame: Rect, data: MeasurementData, panel: number): Rect {
  if (panel < 0 || data.element_count <= 1) return frame;
  const share = 1 / data.element_count;
  const index = Math.min(panel, data.element_count - 1);
  return data.element_split_vertical
    ? { ...frame, x: frame.x + frame.width * share * index, width: frame.width * share }
    : { ...frame, y: frame.y + frame.height * share * index, height: frame.height * share };
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Where the label sits. */
  labelX: number;
  labelY: number;
}

const along = (from: number, length: number, pct: number) => from + (length * pct) / 100;
const between = (a: number, b: number, pct: number) => a + ((b - a) * pct) / 100;

/** A line option inside its panel: horizontal lines at position_pct from the top, vertical from the left. */
export function lineSegment(line: MeasurementLineOption, rect: Rect): Segment {
  const endPct = line.diagonal_position ?? line.position_pct;
  const segment = line.is_horizontal
    ? {
        x1: rect.x,
        y1: along(rect.y, rect.height, line.position_pct),
        x2: rect.x + rect.width,
        y2: along(rect.y, rect.height, endPct),
      }
    : {
        x1: along(rect.x, rect.width, line.position_pct),
        y1: rect.y,
        x2: along(rect.x, rect.width, endPct),
        y2: rect.y + rect.height,
      };
  const labelPct = line.text_position ?? 50;
  return {
    ...segment,
    labelX: between(segment.x1, segment.x2, labelPct),
    labelY: between(segment.y1, segment.y2, labelPct),
  };
}

/** Lock top and bottom run from the panel's edge to its middle on the lock side; the tongue crosses the middle. */
export function fixedSegment(lineId: number, rect: Rect, lock: MeasurementLock | null): Segment {
  const lockX = lock?.lock_on_right ? rect.x + rect.width * 0.9 : rect.x + rect.width * 0.1;
  const middleY = rect.y + rect.height / 2;
  const vertical = (y1: number, y2: number): Segment => ({
    x1: lockX,
    y1,
    x2: lockX,
    y2,
    labelX: lockX,
    labelY: (y1 + y2) / 2,
  });
  if (lineId === LOCK_TOP_LINE) return vertical(rect.y, middleY);
  if (lineId === LOCK_BOTTOM_LINE) return vertical(middleY, rect.y + rect.height);
  return {
    x1: rect.x,
    y1: middleY,
    x2: rect.x + rect.width,
    y2: middleY,
    labelX: rect.x + rect.width / 2,
    labelY: middleY,
  };
}

/** Where a location is drawn. */
export function locationSegment(
  location: MeasurementLocation,
  frame: Rect,
  data: MeasurementData,
): Segment {
  const rect = panelRect(frame, data, location.panel);
  return location.line
    ? lineSegment(location.line, rect)
    : fixedSegment(location.lineId, rect, data.lock);
}
