import {
  api,
  isApiError,
  isTrustedImageOrigin,
  type FieldValue,
  type UploadedFile,
} from '@platform/shared';
import { isRecord } from '../common/records';

/**
 * A file as a record or widget keeps it (spec §3 "File result": filename, thumbnail.publicUrl),
 * plus the name it was uploaded with and its address, so it can be shown and linked.
 */
export interface FileResult {
  filename: string;
  name: string;
  publicUrl: string;
  /** Images are their own thumbnail; other files have null. */
  thumbnail: { publicUrl: string | null };
}

/** At most this many files in one picker (the API refuses longer lists). */
export const MAX_FILES = 50;

/**
 * Whether a URL is one of this API's stored files: http(s), the page's or the API's origin, under
 * /files/. Anything else (javascript:, data:, another host) is never linked or shown.
 */
export function isOwnFileUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  const ownOrigin = parsed.origin === window.location.origin || isTrustedImageOrigin(parsed.origin);
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    ownOrigin &&
    parsed.pathname.startsWith('/files/')
  );
}

/** One stored file as a File result. */
export function toFileResult(file: UploadedFile): FileResult {
  return {
    filename: file.filename,
    name: file.name,
    publicUrl: file.publicUrl,
    thumbnail: { publicUrl: file.thumbnail.publicUrl },
  };
}

/** The File results of a field or item value; entries that are not this API's files are dropped. */
export function readFileResults(value: unknown): FileResult[] {
  if (!Array.isArray(value)) return [];
  const results: FileResult[] = [];
  for (const entry of value.slice(0, MAX_FILES)) {
    if (!isRecord(entry) || typeof entry.filename !== 'string') continue;
    const thumbnail = isRecord(entry.thumbnail) ? entry.thumbnail.publicUrl : null;
    const thumbUrl = isOwnFileUrl(thumbnail) ? thumbnail : null;
    const publicUrl = isOwnFileUrl(entry.publicUrl) ? entry.publicUrl : thumbUrl;
    if (!publicUrl) continue;
    results.push({
      filename: entry.filename,
      name: typeof entry.name === 'string' && entry.name !== '' ? entry.name : entry.filename,
      publicUrl,
      thumbnail: { publicUrl: thumbUrl },
    });
  }
  return results;
}

/** File results as a form value. */
export function fileResultsValue(files: FileResult[]): FieldValue {
  return files.map((file) => ({
    filename: file.filename,
    name: file.name,
    publicUrl: file.publicUrl,
    thumbnail: { publicUrl: file.thumbnail.publicUrl },
  }));
}

/** Spec §7.2: the upload directory is the organisation id and the route id. */
export function uploadDirectory(
  organisationId: number | null | undefined,
  routeId: number | string | null | undefined,
): string {
  const parts = [organisationId, routeId]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map(String);
  return parts.join('/');
}

/** POST /upload (multipart `files` and `directory`) → the stored files (`data.files`). */
export async function uploadFiles(files: File[], directory: string): Promise<FileResult[]> {
  const formData = new FormData();
  for (const file of files) formData.append('files', file, file.name);
  if (directory !== '') formData.append('directory', directory);
  // The sheet shows the failure itself, next to the files kept for a retry.
  const { data } = await api.post<{ files: UploadedFile[] }>('/upload', undefined, {
    formData,
    silent: true,
    retries: 0,
  });
  return (data?.files ?? []).map(toFileResult);
}

/** The server's message for a failed upload (spec §8), else the error's own text. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const data = error.data;
    if (isRecord(data) && typeof data.message === 'string' && data.message !== '') {
      return data.message;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
