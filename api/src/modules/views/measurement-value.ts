/** The measurement tool's value (spec §3): items, data and config, checked before it is stored. */

export const MEASUREMENT_MESSAGE =
  'A measurement must be the measurement tool value: items, data (height, width, element_count, element_split_vertical) and config.';
/** A door with many elements and lines is a few kilobytes; this keeps a record small. */
export const MEASUREMENT_MAX_CHARS = 50_000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isOptionalNumber = (value: unknown) =>
  value === null || value === undefined || isNumber(value);

function isEntry(value: unknown): boolean {
  return (
    isObject(value) &&
    isOptionalNumber(value.type_id) &&
    (value.name === undefined || typeof value.name === 'string') &&
    isOptionalNumber(value.value) &&
    isOptionalNumber(value.adjustment_id)
  );
}

function itemsAreValid(items: unknown): boolean {
  if (items === undefined) return true;
  if (!isObject(items)) return false;
  return Object.entries(items).every(
    ([key, entries]) =>
      /^-?\d+_-?\d+$/.test(key) && Array.isArray(entries) && entries.every(isEntry),
  );
}

function dataIsValid(data: unknown): boolean {
  return (
    isObject(data) &&
    isNumber(data.height) &&
    isNumber(data.width) &&
    isNumber(data.element_count) &&
    typeof data.element_split_vertical === 'boolean'
  );
}

/** Why a value is not a measurement tool value, or null. */
export function measurementProblem(value: unknown): string | null {
  if (!isObject(value)) return MEASUREMENT_MESSAGE;
  if (JSON.stringify(value).length > MEASUREMENT_MAX_CHARS) return 'This measurement is too large.';
  const configIsValid = value.config === undefined || isObject(value.config);
  return itemsAreValid(value.items) && dataIsValid(value.data) && configIsValid
    ? null
    : MEASUREMENT_MESSAGE;
}
