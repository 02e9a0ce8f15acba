// Types only: the kernel's contracts are not built for the server's run time (only types are).
import type { Note, NoteAction } from '@platform/shared/contracts';

/** type_id of an audit entry (shared/src/contracts/notes.ts). */
const AUDIT_NOTE_TYPE_ID = 1;

/** A row of record_audit: one saved change of a record's document. */
export interface RecordChange {
  id: number;
  old_data: Record<string, unknown>;
  new_data: Record<string, unknown>;
  changed_at: Date;
}

/** 'dd/mm/yyyy, hh:mm am' in the organisation's zone, for audit lines. */
function readable(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function label(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What changed between two versions of a record's document, one line a field. */
export function changeLines(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${label(field)}: ${shown(before[field])} → ${shown(after[field])}`);
}

/**
 * A record change as an entry of the notes list: the list mixes notes and changes by date, and
 * a change's negative id keeps it apart from the notes' ids.
 */
export function recordChangeNote(change: RecordChange, typeLabel: string): Note {
  const at = new Date(change.changed_at).toISOString();
  return {
    id: -change.id,
    text: `${typeLabel} changed`,
    user_id: null,
    user_name: '',
    avatar: null,
    date: at,
    type_id: AUDIT_NOTE_TYPE_ID,
    type_name: 'audit',
    can_edit: 0,
    deleted_at: null,
    updated_at: at,
    user_replies: [],
    audit_change_log: changeLines(change.old_data, change.new_data),
  };
}

/** One line of a note's own log: who edited or voided it and when, in the organisation's zone. */
export function noteChangeLine(
  action: NoteAction,
  authorName: string,
  at: Date,
  timeZone: string,
): string {
  return `${action === 'void' ? 'Voided' : 'Edited'} by ${authorName} on ${readable(at, timeZone)}`;
}
