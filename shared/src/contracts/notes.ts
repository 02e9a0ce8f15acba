/** Notes panel (spec §3 Note, §7.4): one note of a record, its replies and audit lines. */

/** type_id of a note a user wrote; audit entries carry AUDIT_NOTE_TYPE_ID. */
export const USER_NOTE_TYPE_ID = 2;
export const AUDIT_NOTE_TYPE_ID = 1;

export interface NoteReply {
  id: number;
  name: string;
  /** Sanitised HTML. */
  text: string;
  created_at: string;
  parent_id: number;
  user_id: number;
  avatar: string | null;
}

export interface Note {
  id: number;
  /** Sanitised HTML (an audit entry: plain text). */
  text: string;
  user_id: number | null;
  user_name: string;
  avatar: string | null;
  /** When it was written (ISO, UTC). */
  date: string;
  /** 2 = user note, 1 = audit entry. */
  type_id: number;
  type_name: 'notes' | 'audit';
  /** 1 when the caller wrote it and it is not voided. */
  can_edit: 0 | 1;
  /** When it was voided (ISO), or null. */
  deleted_at: string | null;
  updated_at: string | null;
  user_replies: NoteReply[];
  audit_change_log: string[];
}

export type NoteAction = 'add' | 'edit' | 'void' | 'reply';

/** The JSON of object_data in POST /note/history/{id|new}/details. */
export interface NoteRequest {
  type: NoteAction;
  /** HTML of the editor (the server sanitises it). */
  note?: string;
  void?: boolean;
  table_name?: string;
  table_id?: number | string;
  /** Mentioned staff: user ids. */
  taggedUsers?: number[];
  /** The same ids as a comma list. */
  tagged_user_id?: string;
  parent_id?: number | null;
}
