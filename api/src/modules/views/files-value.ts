/** A `files` record field (spec §3 "File result"): a bounded list of this API's stored files. */

export const FILES_MAX = 50;
export const FILES_MESSAGE =
  'Files must be a list of uploaded files (filename, thumbnail.publicUrl) stored by this service.';

/** Where the caller's own stored files live: the API's files URL and the organisation folder. */
export interface OwnFiles {
  /** e.g. 'https://api.example/files' (no trailing slash). */
  base: string;
  organisationId: number;
}

const NAME_MAX = 200;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

/** An address of one of the organisation's files: base/{organisation id}/…, no '..', nothing else. */
function isOwnFileUrl(url: unknown, own: OwnFiles): boolean {
  if (typeof url !== 'string' || !url.startsWith(`${own.base}/`)) return false;
  const segments = url.slice(own.base.length + 1).split('/');
  return (
    segments.length >= 2 &&
    segments.length <= 6 &&
    segments[0] === String(own.organisationId) &&
    segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
  );
}

function isShortText(value: unknown, required: boolean): boolean {
  if (value === undefined || value === null) return !required;
  return typeof value === 'string' && value.length <= NAME_MAX && (!required || value !== '');
}

function entryProblem(entry: unknown, own: OwnFiles): boolean {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return true;
  const file = entry as Record<string, unknown>;
  const thumbnail = file.thumbnail;
  if (typeof thumbnail !== 'object' || thumbnail === null || Array.isArray(thumbnail)) return true;
  const thumbUrl = (thumbnail as Record<string, unknown>).publicUrl;
  const allowed = new Set(['filename', 'name', 'publicUrl', 'thumbnail']);
  return (
    Object.keys(file).some((key) => !allowed.has(key)) ||
    !isShortText(file.filename, true) ||
    !isShortText(file.name, false) ||
    (thumbUrl !== null && !isOwnFileUrl(thumbUrl, own)) ||
    (file.publicUrl !== undefined && !isOwnFileUrl(file.publicUrl, own)) ||
    (file.publicUrl === undefined && thumbUrl === null)
  );
}

/** Why a value is not a list of the organisation's uploaded files, or null. */
export function filesProblem(value: unknown, own: OwnFiles): string | null {
  if (!Array.isArray(value)) return FILES_MESSAGE;
  if (value.length > FILES_MAX) return `At most ${FILES_MAX} files can be attached.`;
  return value.some((entry) => entryProblem(entry, own)) ? FILES_MESSAGE : null;
}
