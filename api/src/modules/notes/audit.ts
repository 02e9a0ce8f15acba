// Types only: the kernel's contracts are not built for the server's run time (only types are).
import type { Note, NoteAction } from '@platform/shared/contracts';
import { formatField } from '@platform/shared/format/fields';
import { fieldDisplay, type RecordType } from '../views/record-types';

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

function shortened(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * What changed between two versions of a record's document, one line a field, in the type's
 * order: labels and values as the screens show them (the kernel's field formats: names for
 * codes, money with cents, date-times in the organisation's zone, lists counted). Fields people
 * do not read (colours, expansion texts, ids shown through a name) are left out.
 */
export function changeLines(
  type: RecordType,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  timeZone: string,
): string[] {
  return Object.keys(type.fields).flatMap((field) => {
    const display = fieldDisplay(type, field);
    if (!display || JSON.stringify(before[field]) === JSON.stringify(after[field])) return [];
    const shown = (value: unknown) =>
      shortened(formatField(value, display, { timeZone })) || '(empty)';
    const [was, now] = [shown(before[field]), shown(after[field])];
    // A change nobody can see (an unchanged count of photos whose names changed) reads as one.
    return [was === now ? `${display.label}: changed` : `${display.label}: ${was} → ${now}`];
  });
}

/**
 * A record change as an entry of the notes list: the list mixes notes and changes by date, and
 * a change's negative id keeps it apart from the notes' ids.
 */
export function recordChangeNote(change: RecordChange, type: RecordType, timeZone: string): Note {
  const at = new Date(change.changed_at).toISOString();
  return {
    id: -change.id,
    text: `${type.label} changed`,
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
    audit_change_log: changeLines(type, change.old_data, change.new_data, timeZone),
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
