import type { FieldValue, RecordData } from '@platform/shared';

// Shared with the kernel's landing start (ADR 210).
export { isNewRecordId, NEW_ID } from '@platform/shared/landing';

/** True for a plain JSON object (the only shape a record may have). */
export function isRecord(value: unknown): value is RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills placeholders of a configured url or value: ':field' and '{field}' take the record's
 * value (URL-encoded in paths). Unknown placeholders stay, so the mistake is visible.
 */
export function fillTemplate(template: string, values: Record<string, unknown>): string {
  const value = (name: string, raw: string) =>
    name in values && values[name] !== null && values[name] !== undefined
      ? encodeURIComponent(String(values[name]))
      : raw;
  return template
    .replace(/\{(\w+)\}/g, (raw, name: string) => value(name, raw))
    .replace(/:(\w+)/g, (raw, name: string) => value(name, raw));
}

/** Fills the placeholders of every string in a params object. */
export function fillParams(
  params: Record<string, FieldValue> | undefined,
  values: Record<string, unknown>,
): Record<string, FieldValue> {
  const filled: Record<string, FieldValue> = {};
  for (const [key, raw] of Object.entries(params ?? {})) {
    filled[key] = typeof raw === 'string' ? decodeURIComponent(fillTemplate(raw, values)) : raw;
  }
  return filled;
}

/** Joins path parts with single slashes: joinPath('/jobs/', '/12') → '/jobs/12'. */
export function joinPath(...parts: Array<string | number>): string {
  const joined = parts
    .map((part) => String(part).replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}
