// Types only: the kernel's contracts are not built for the server's run time (only types are).
import type { NoteAction } from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import { sanitizeNote, textOf } from './sanitize';

/** Longest note (characters of HTML before cleaning). */
export const NOTE_MAX_LENGTH = 50_000;
/** Most users one note may mention. */
export const MAX_MENTIONS = 50;

const ACTIONS: NoteAction[] = ['add', 'edit', 'void', 'reply'];

/** A note request (object_data) once read and checked. */
export interface NoteRequest {
  type: NoteAction;
  note: string | null;
  tableName: string | null;
  tableId: number | null;
  parentId: number | null;
  tagged: number[];
}

/** A 400 naming the field at fault, in the shape the note form shows beside that field. */
export function badRequest(field: string, message: string): never {
  throw new HttpError(400, message, { errors: { [field]: [message] } });
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 2 ** 31
    ? number
    : null;
}

/** Reads and checks object_data (a JSON string of the note request, spec §3). */
export function parseNoteRequest(raw: string): NoteRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    badRequest('object_data', 'object_data must be a JSON string.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    badRequest('object_data', 'object_data must hold an object.');
  const request = parsed as Record<string, unknown>;
  const type = request.type;
  if (typeof type !== 'string' || !ACTIONS.includes(type as NoteAction))
    badRequest('type', 'Type must be add, edit, void or reply.');
  let note: string | null = null;
  if (request.note !== undefined && request.note !== null) {
    if (typeof request.note !== 'string') badRequest('note', 'The note must be text.');
    if (request.note.length > NOTE_MAX_LENGTH)
      badRequest('note', `A note has at most ${NOTE_MAX_LENGTH} characters.`);
    if (request.note.includes('\u0000')) badRequest('note', 'The note holds an invalid character.');
    note = request.note;
  }
  let tableName: string | null = null;
  if (request.table_name !== undefined && request.table_name !== null) {
    if (typeof request.table_name !== 'string' || !/^[a-z_]{2,40}$/.test(request.table_name))
      badRequest('table_name', 'Unknown table.');
    tableName = request.table_name;
  }
  let tableId: number | null = null;
  if (request.table_id !== undefined && request.table_id !== null) {
    tableId = positiveInt(request.table_id);
    if (tableId === null) badRequest('table_id', 'The record id must be a positive whole number.');
  }
  let parentId: number | null = null;
  if (request.parent_id !== undefined && request.parent_id !== null) {
    parentId = positiveInt(request.parent_id);
    if (parentId === null) badRequest('parent_id', 'The parent note id is invalid.');
  }
  const tagged: number[] = [];
  if (request.taggedUsers !== undefined && request.taggedUsers !== null) {
    if (!Array.isArray(request.taggedUsers) || request.taggedUsers.length > MAX_MENTIONS)
      badRequest('taggedUsers', `Mention at most ${MAX_MENTIONS} users, by id.`);
    for (const entry of request.taggedUsers as unknown[]) {
      const id = positiveInt(
        typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry,
      );
      if (id === null) badRequest('taggedUsers', 'A mentioned user id is invalid.');
      tagged.push(id);
    }
  }
  if (request.tagged_user_id !== undefined && request.tagged_user_id !== null) {
    const list =
      typeof request.tagged_user_id === 'number'
        ? [request.tagged_user_id]
        : typeof request.tagged_user_id === 'string'
          ? request.tagged_user_id.split(',').filter((part) => part.trim() !== '')
          : null;
    if (list === null || list.length > MAX_MENTIONS)
      badRequest('tagged_user_id', 'tagged_user_id must be a comma list of user ids.');
    for (const entry of list) {
      const id = positiveInt(typeof entry === 'string' ? entry.trim() : entry);
      if (id === null) badRequest('tagged_user_id', 'A mentioned user id is invalid.');
      tagged.push(id);
    }
  }
  return { type: type as NoteAction, note, tableName, tableId, parentId, tagged };
}

/** The request's note cleaned to the allowed HTML; 400 when nothing readable is left. */
export function cleanNoteText(request: NoteRequest): string {
  const clean = sanitizeNote(request.note ?? '');
  if (textOf(clean) === '') badRequest('note', 'The note is empty.');
  return clean;
}
