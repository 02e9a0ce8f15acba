// A note row as stored and as the notes API answers it (docs/decisions on notes).
import type { Note, NoteReply } from '@platform/shared/contracts';
import type { AuthUser } from '../../core/sessions';

/** type_id of a note a user wrote (shared/src/contracts/notes.ts). */
const USER_NOTE_TYPE_ID = 2;

export const NOTE_COLUMNS = [
  'id',
  'table_name',
  'table_id',
  'parent_id',
  'user_id',
  'text',
  'tagged_user_ids',
  'created_at',
  'updated_at',
  'voided_at',
] as const;

export interface NoteRow {
  id: number;
  table_name: string;
  table_id: number;
  parent_id: number | null;
  user_id: number;
  text: string;
  tagged_user_ids: number[];
  created_at: Date;
  updated_at: Date;
  voided_at: Date | null;
}

export interface Author {
  name: string;
  avatar: string | null;
}

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A note as the API answers it: a voided note's text hidden, editable by its author only. */
export function presentNote(
  user: AuthUser,
  row: NoteRow,
  authors: Map<number, Author>,
  replies: NoteRow[] = [],
  auditLog: string[] = [],
): Note {
  const author = authors.get(row.user_id);
  const voided = row.voided_at !== null;
  const userReplies: NoteReply[] = replies
    .filter((reply) => reply.parent_id === row.id && reply.voided_at === null)
    .map((reply) => ({
      id: reply.id,
      name: authors.get(reply.user_id)?.name ?? '',
      text: reply.text,
      created_at: iso(reply.created_at)!,
      parent_id: row.id,
      user_id: reply.user_id,
      avatar: authors.get(reply.user_id)?.avatar ?? null,
    }));
  return {
    id: row.id,
    // A voided note keeps its versions, but its text is no longer shown.
    text: voided ? '' : row.text,
    user_id: row.user_id,
    user_name: author?.name ?? '',
    avatar: author?.avatar ?? null,
    date: iso(row.created_at)!,
    type_id: USER_NOTE_TYPE_ID,
    type_name: 'notes',
    can_edit: row.user_id === user.id && !voided ? 1 : 0,
    deleted_at: iso(row.voided_at),
    updated_at: iso(row.updated_at),
    user_replies: userReplies,
    audit_change_log: auditLog,
  };
}
