import type { ChatFile } from '@platform/shared/contracts';
import { FILES_MAX, filesProblem, type OwnFiles } from '../views/files-value';
import { badRequest } from './text';

/**
 * Files attached to a message: absent or null is none; otherwise the same check as a record's
 * `files` field (ADR 138: a bounded list of File results, only filename/name/publicUrl/thumbnail,
 * URLs of this API's files of the caller's organisation), refused with 400 on `files`.
 */
export function messageFiles(raw: unknown, own: OwnFiles): ChatFile[] {
  if (raw === undefined || raw === null) return [];
  const problem = filesProblem(raw, own);
  if (problem !== null) badRequest('files', problem);
  return uniqueByFilename(raw as ChatFile[]);
}

/** The first file of each filename (a filename is the stored file's random name). */
function uniqueByFilename(files: ChatFile[]): ChatFile[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    if (seen.has(file.filename)) return false;
    seen.add(file.filename);
    return true;
  });
}

const DELETED_MESSAGE = 'deleted_file_ids must be a list of filenames of the message’s files.';

/**
 * An edit's files: the message's files without those whose filename is in `deleted_file_ids`
 * (each must be one of them), then the added `files`; at most FILES_MAX in all.
 */
export function editedFiles(
  current: ChatFile[],
  rawDeleted: unknown,
  rawAdded: unknown,
  own: OwnFiles,
): ChatFile[] {
  const added = messageFiles(rawAdded, own);
  let deleted: string[] = [];
  if (rawDeleted !== undefined && rawDeleted !== null) {
    if (
      !Array.isArray(rawDeleted) ||
      rawDeleted.length > FILES_MAX ||
      rawDeleted.some((name) => typeof name !== 'string')
    )
      badRequest('deleted_file_ids', DELETED_MESSAGE);
    deleted = rawDeleted as string[];
    const attached = new Set(current.map((file) => file.filename));
    if (deleted.some((name) => !attached.has(name)))
      badRequest('deleted_file_ids', 'A file to remove is not attached to this message.');
  }
  const kept = current.filter((file) => !deleted.includes(file.filename));
  const files = uniqueByFilename([...kept, ...added]);
  if (files.length > FILES_MAX) badRequest('files', `At most ${FILES_MAX} files can be attached.`);
  return files;
}
