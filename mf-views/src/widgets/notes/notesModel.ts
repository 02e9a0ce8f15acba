import type { Note, NoteRequest } from '@platform/shared';

/** Spec §9: notes page size 10; staff mention search page size 20. */
export const NOTES_PAGE_SIZE = 10;
export const STAFF_PAGE_SIZE = 20;
export const DEFAULT_NOTES_URL = '/notes';

export const TEXTS = {
  title: 'Notes',
  includeAudit: 'Include Audit',
  recentFirst: 'Recent First',
  recentLast: 'Recent Last',
  previous: 'View Previous Notes',
  notFound: 'Notes not found',
  voidConfirm: 'Are you sure want to void this note?',
  voided: (date: string) => `Note has been voided ${date}`,
  counter: (shown: number, total: number) => `${shown} of ${total}`,
} as const;

export type SortDirection = 'desc' | 'asc';

/** A staff member picked in the editor: the id is sent, the name is shown. */
export interface Mention {
  id: number;
  name: string;
}

/** The widget's configuration in item.data. */
export interface NotesConfig {
  url: string;
  table: string;
  idParam: string | null;
  /** A fixed record (a gallery or dashboard item), instead of the route's id. */
  recordId: string | null;
}

export function notesConfig(data: unknown): NotesConfig {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return {
    url: text(record.url) ?? text(record.api_url) ?? DEFAULT_NOTES_URL,
    table: text(record.table) ?? text(record.table_name) ?? '',
    idParam: text(record.id_param),
    recordId:
      typeof record.record_id === 'number' || typeof record.record_id === 'string'
        ? String(record.record_id)
        : null,
  };
}

/** A record not saved yet: no id, 'new', or an id of -1 or below. */
export function isNewRecord(id: string | null | undefined): boolean {
  if (id === null || id === undefined || id === '' || id === 'new') return true;
  const number = Number(id);
  return !Number.isFinite(number) || number <= 0;
}

/** Page 1 replaces the list; later pages append to it. */
export function mergePage(current: Note[], incoming: Note[], page: number): Note[] {
  if (page <= 1) return incoming;
  const known = new Set(current.map((note) => note.id));
  return [...current, ...incoming.filter((note) => !known.has(note.id))];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mentions still present in the text (a deleted '@Name' is no longer sent). */
export function mentionsIn(text: string, mentions: Mention[]): Mention[] {
  const seen = new Set<number>();
  return mentions.filter((mention) => {
    if (seen.has(mention.id) || !text.includes(`@${mention.name}`)) return false;
    seen.add(mention.id);
    return true;
  });
}

/**
 * The editor's plain text as note HTML: escaped, line breaks kept, each picked '@Name' a
 * mention chip carrying the user id (the server cleans it again).
 */
export function editorTextToHtml(text: string, mentions: Mention[]): string {
  let html = escapeHtml(text.trim());
  const byLength = [...mentionsIn(text, mentions)].sort((a, b) => b.name.length - a.name.length);
  for (const mention of byLength) {
    const label = escapeHtml(`@${mention.name}`);
    html = html
      .split(label)
      .join(`<span class="mention" data-user-id="${mention.id}">${label}</span>`);
  }
  return html.replace(/\r?\n/g, '<br>');
}

/** Note HTML back to editable text: breaks become new lines, tags go, entities are read. */
export function htmlToEditorText(html: string): string {
  const document = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li)>/gi, '\n'),
    'text/html',
  );
  return (document.body.textContent ?? '').replace(/\n+$/, '');
}

/** The mentions of a stored note, so an edit keeps them. */
export function mentionsOfHtml(html: string): Mention[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('span.mention[data-user-id]')].flatMap((element) => {
    const id = Number(element.getAttribute('data-user-id'));
    const name = (element.textContent ?? '').replace(/^@/, '');
    return Number.isInteger(id) && id > 0 && name ? [{ id, name }] : [];
  });
}

/** The '@word' being typed right before the caret, or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2].length - 1, query: match[2] };
}

/** The note request of §3, as object_data sends it. */
export function noteRequest(
  type: NoteRequest['type'],
  fields: Omit<NoteRequest, 'type'>,
): { object_data: string } {
  const request: NoteRequest = { type, ...fields };
  return { object_data: JSON.stringify(request) };
}
