/**
 * The places the measurement tool asks for (spec §4): their order and moving through them,
 * Next Unmeasured included. Pure: no DOM, no React.
 */
import {
  isMeasured,
  type MeasurementData,
  type MeasurementLineOption,
  type MeasurementLocation,
  type MeasurementValue,
} from './measurementValue';

export type { MeasurementLocation } from './measurementValue';

/** Panel -1 holds the lines of the whole opening; line ids below 0 are fixed places. */
export const GLOBAL_PANEL = -1;
export const LOCK_TOP_LINE = -2;
export const LOCK_BOTTOM_LINE = -3;
export const CENTRE_OF_TONGUE_LINE = -4;

/** A location's key in the value's items, `${panel}_${lineId}` (spec §3). */
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

/** The place after `index`, the first after the last; -1 when there are none. */
export function nextIndex(count: number, index: number): number {
  return count === 0 ? -1 : (index + 1) % count;
}

/** The place before `index`, the last before the first; -1 when there are none. */
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
