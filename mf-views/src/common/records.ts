import type { RecordData } from '@platform/shared';

// Shared with the kernel's landing start (ADR 210; the list's first call: ADR 233).
export { fillParams, fillTemplate, isNewRecordId, NEW_ID } from '@platform/shared/landing';

/** True for a plain JSON object (the only shape a record may have). */
export function isRecord(value: unknown): value is RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Joins path parts with single slashes: joinPath('/jobs/', '/12') → '/jobs/12'. */
export function joinPath(...parts: Array<string | number>): string {
  const joined = parts
    .map((part) => String(part).replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}
