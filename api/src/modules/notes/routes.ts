import type { FastifyInstance } from 'fastify';
// Types only: the kernel's contracts are not built for the server's run time (only types are).
import type { Note, NoteAction, NoteReply } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { DASHBOARD_USER_TYPE_ID, requireStaff } from '../../core/auth-guard';
import { HttpError, ok, S } from '../../core/http';
import { recordType } from '../views/record-types';
import { escapeHtml } from '../../core/html';
import { mentionedIds, sanitizeNote, textOf } from './sanitize';
import { DETAILS_BODY, DETAILS_PARAMS, LIST_QUERY, NOTE_SCHEMA, notesReplies } from './schemas';

/** type_id of a note a user wrote and of an audit entry (shared/src/contracts/notes.ts). */
const USER_NOTE_TYPE_ID = 2;
const AUDIT_NOTE_TYPE_ID = 1;

/** Spec §9: notes page size 10, default sort date descending. */
export const NOTES_PAGE_SIZE = 10;
/** Longest note (characters of HTML before cleaning). */
export const NOTE_MAX_LENGTH = 50_000;
/** Most users one note may mention. */
export const MAX_MENTIONS = 50;

const ACTIONS: NoteAction[] = ['add', 'edit', 'void', 'reply'];

/** Where a mention notification leads: the record's notes tab when the demo has one. */
const NOTE_PAGES: Record<string, (id: number) => string> = {
  jobs: (id) => `/jobs/${id}/note-history`,
};

interface ListQuery {
  table: string;
  id: string;
  show_audit?: boolean;
  pagination_object?: {
    page_number?: number;
    page_size?: number;
    sort_by?: string;
    sort_direction?: 'asc' | 'desc';
    show_audit?: boolean;
  };
}

interface NoteRow {
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

interface ParsedRequest {
  type: NoteAction;
  note: string | null;
  tableName: string | null;
  tableId: number | null;
  parentId: number | null;
  tagged: number[];
}

function badRequest(field: string, message: string): never {
  throw new HttpError(400, message, { errors: { [field]: [message] } });
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 2 ** 31
    ? number
    : null;
}

/** Reads and checks object_data (a JSON string of the note request, spec §3). */
export function parseNoteRequest(raw: string): ParsedRequest {
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

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

interface Author {
  name: string;
  avatar: string | null;
}

/** Notes of records, their replies and versions, and the record change log (audit). */
export class NotesService {
  constructor(private readonly ctx: AppContext) {}

  async recordOrThrow(
    organisationId: number,
    table: string,
    id: number,
  ): Promise<Record<string, unknown>> {
    const row = await this.ctx.db
      .selectFrom('records')
      .select('data')
      .where('organisation_id', '=', organisationId)
      .where('record_type', '=', table)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Record not found.');
    return row.data;
  }

  async timeZone(organisationId: number): Promise<string> {
    const row = await this.ctx.db
      .selectFrom('organisations')
      .select('timezone')
      .where('id', '=', organisationId)
      .executeTakeFirst();
    return row?.timezone ?? 'UTC';
  }

  async authors(ids: number[]): Promise<Map<number, Author>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'profile_picture'])
      .where('id', 'in', unique)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        { name: `${row.first_name} ${row.last_name}`.trim(), avatar: row.profile_picture },
      ]),
    );
  }

  private noteQuery(organisationId: number) {
    return this.ctx.db
      .selectFrom('notes')
      .select([
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
      ])
      .where('organisation_id', '=', organisationId);
  }

  async noteOrThrow(organisationId: number, id: number): Promise<NoteRow> {
    const row = await this.noteQuery(organisationId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Note not found.');
    return row;
  }

  /** One page of a record's notes (and, with showAudit, its change log), newest first by default. */
  async list(
    user: AuthUser,
    table: string,
    recordId: number,
    options: { page: number; pageSize: number; ascending: boolean; showAudit: boolean },
  ): Promise<{ notes: Note[]; total: number }> {
    const organisationId = user.organisation_id;
    await this.recordOrThrow(organisationId, table, recordId);
    const heads = await this.ctx.db
      .selectFrom('notes')
      .select(['id', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .where('table_name', '=', table)
      .where('table_id', '=', recordId)
      .where('parent_id', 'is', null)
      .execute();
    type Entry = { kind: 'note' | 'audit'; id: number; at: number };
    const entries: Entry[] = heads.map((row) => ({
      kind: 'note',
      id: row.id,
      at: new Date(row.created_at).getTime(),
    }));
    if (options.showAudit) {
      const audits = await this.ctx.db
        .selectFrom('record_audit')
        .select(['id', 'changed_at'])
        .where('organisation_id', '=', organisationId)
        .where('record_type', '=', table)
        .where('record_id', '=', recordId)
        .execute();
      entries.push(
        ...audits.map((row) => ({
          kind: 'audit' as const,
          id: row.id,
          at: new Date(row.changed_at).getTime(),
        })),
      );
    }
    const direction = options.ascending ? 1 : -1;
    entries.sort(
      (a, b) =>
        direction * (a.at - b.at) ||
        direction * (a.kind === b.kind ? a.id - b.id : a.kind === 'audit' ? -1 : 1),
    );
    const page = entries.slice(
      (options.page - 1) * options.pageSize,
      options.page * options.pageSize,
    );
    const noteIds = page.filter((entry) => entry.kind === 'note').map((entry) => entry.id);
    const auditIds = page.filter((entry) => entry.kind === 'audit').map((entry) => entry.id);
    const [notes, replies, versions, audits, timeZone] = await Promise.all([
      noteIds.length
        ? this.noteQuery(organisationId).where('id', 'in', noteIds).execute()
        : Promise.resolve([]),
      noteIds.length
        ? this.noteQuery(organisationId)
            .where('parent_id', 'in', noteIds)
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
      noteIds.length && options.showAudit
        ? this.ctx.db
            .selectFrom('note_versions')
            .select(['note_id', 'version', 'action', 'user_id', 'created_at'])
            .where('organisation_id', '=', organisationId)
            .where('note_id', 'in', noteIds)
            .orderBy('note_id')
            .orderBy('version')
            .execute()
        : Promise.resolve([]),
      auditIds.length
        ? this.ctx.db
            .selectFrom('record_audit')
            .select(['id', 'old_data', 'new_data', 'changed_at'])
            .where('organisation_id', '=', organisationId)
            .where('id', 'in', auditIds)
            .execute()
        : Promise.resolve([]),
      this.timeZone(organisationId),
    ]);
    const authors = await this.authors([
      ...notes.map((row) => row.user_id),
      ...replies.map((row) => row.user_id),
      ...versions.map((row) => row.user_id),
    ]);
    const typeLabel = recordType(table)?.label ?? 'Record';
    const result: Note[] = page.map((entry) => {
      if (entry.kind === 'audit') {
        const audit = audits.find((row) => row.id === entry.id)!;
        return {
          id: -audit.id,
          text: `${typeLabel} changed`,
          user_id: null,
          user_name: '',
          avatar: null,
          date: iso(audit.changed_at)!,
          type_id: AUDIT_NOTE_TYPE_ID,
          type_name: 'audit',
          can_edit: 0,
          deleted_at: null,
          updated_at: iso(audit.changed_at),
          user_replies: [],
          audit_change_log: changeLines(audit.old_data, audit.new_data),
        };
      }
      const row = notes.find((note) => note.id === entry.id)!;
      const log = versions
        .filter((version) => version.note_id === row.id && version.action !== 'add')
        .map(
          (version) =>
            `${version.action === 'void' ? 'Voided' : 'Edited'} by ${
              authors.get(version.user_id)?.name ?? 'a former user'
            } on ${readable(new Date(version.created_at), timeZone)}`,
        );
      return this.present(user, row, authors, replies, log);
    });
    return { notes: result, total: entries.length };
  }

  present(
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

  /** Active staff of the organisation among the ids (mentions of anyone else are dropped). */
  async mentionable(organisationId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await this.ctx.db
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('active', '=', true)
      .where('user_type_id', '!=', DASHBOARD_USER_TYPE_ID)
      .where('id', 'in', unique)
      .execute();
    const valid = new Set(rows.map((row) => row.id));
    return unique.filter((id) => valid.has(id));
  }

  /** One notification (stored and pushed live) to each newly mentioned user but the author. */
  async notifyMentions(
    user: AuthUser,
    note: NoteRow,
    userIds: number[],
    record: Record<string, unknown>,
  ): Promise<void> {
    const targets = userIds.filter((id) => id !== user.id);
    if (targets.length === 0) return;
    const author = (await this.authors([user.id])).get(user.id)?.name ?? 'Someone';
    const type = recordType(note.table_name);
    const title = type ? type.title(record, note.table_id) : `#${note.table_id}`;
    const excerpt = textOf(note.text);
    const short = excerpt.length > 160 ? `${excerpt.slice(0, 157)}...` : excerpt;
    const page = NOTE_PAGES[note.table_name];
    for (const userId of targets) {
      await this.ctx.notifications.create({
        organisationId: user.organisation_id,
        userId,
        shortMessage: `${escapeHtml(author)} mentioned you in a note`,
        message: `${escapeHtml(author)} mentioned you in a note on ${escapeHtml(title)}: ${short}`,
        path: page ? page(note.table_id) : null,
      });
    }
  }
}

export function registerNoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new NotesService(ctx);

  app.get<{ Querystring: ListQuery }>(
    '/notes',
    { schema: { querystring: LIST_QUERY, response: notesReplies(S.arr(NOTE_SCHEMA)) } },
    async (request) => {
      const user = await requireStaff(request);
      const query = request.query;
      const paging = query.pagination_object ?? {};
      const page = paging.page_number ?? 1;
      const pageSize = paging.page_size ?? NOTES_PAGE_SIZE;
      const ascending = paging.sort_direction === 'asc';
      const showAudit = Boolean(query.show_audit ?? paging.show_audit);
      const info = (total: number) => ({
        pagination_object: {
          page_number: page,
          page_size: pageSize,
          total_records: total,
          sort_by: 'date',
          sort_direction: ascending ? ('asc' as const) : ('desc' as const),
        },
        suppressNotificationMessage: true,
      });
      // A record not saved yet has no notes.
      if (query.id === 'new' || query.id === '-1') return ok([], info(0));
      const { notes, total } = await service.list(user, query.table, Number(query.id), {
        page,
        pageSize,
        ascending,
        showAudit,
      });
      return ok(notes, info(total));
    },
  );

  app.post<{ Params: { id: string }; Body: { object_data: string } }>(
    '/note/history/:id/details',
    {
      schema: { params: DETAILS_PARAMS, body: DETAILS_BODY, response: notesReplies(NOTE_SCHEMA) },
    },
    async (request) => {
      const user = await requireStaff(request);
      const organisationId = user.organisation_id;
      const parsed = parseNoteRequest(request.body.object_data);
      const pathId = request.params.id === 'new' ? null : Number(request.params.id);
      const now = ctx.clock.now();

      const cleanNote = () => {
        const clean = sanitizeNote(parsed.note ?? '');
        if (textOf(clean) === '') badRequest('note', 'The note is empty.');
        return clean;
      };
      const mentionsOf = async (clean: string) =>
        service.mentionable(organisationId, [...parsed.tagged, ...mentionedIds(clean)]);

      if (parsed.type === 'add' || parsed.type === 'reply') {
        if (pathId !== null) badRequest('id', `A new note is sent to /note/history/new/details.`);
        let tableName: string;
        let tableId: number;
        let parentId: number | null = null;
        if (parsed.type === 'reply') {
          if (parsed.parentId === null) badRequest('parent_id', 'A reply needs parent_id.');
          const parent = await service.noteOrThrow(organisationId, parsed.parentId);
          if (parent.parent_id !== null)
            badRequest('parent_id', 'Reply to a note, not to a reply.');
          if (parent.voided_at !== null) badRequest('parent_id', 'A voided note takes no replies.');
          tableName = parent.table_name;
          tableId = parent.table_id;
          parentId = parent.id;
        } else {
          if (parsed.tableName === null) badRequest('table_name', 'table_name is required.');
          if (parsed.tableId === null) badRequest('table_id', 'table_id is required.');
          tableName = parsed.tableName;
          tableId = parsed.tableId;
        }
        const record = await service.recordOrThrow(organisationId, tableName, tableId);
        const clean = cleanNote();
        const mentions = await mentionsOf(clean);
        const row = await ctx.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('notes')
            .values({
              organisation_id: organisationId,
              table_name: tableName,
              table_id: tableId,
              parent_id: parentId,
              user_id: user.id,
              text: clean,
              tagged_user_ids: JSON.stringify(mentions),
              created_at: now,
              updated_at: now,
            })
            .returning([
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
            ])
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('note_versions')
            .values({
              organisation_id: organisationId,
              note_id: inserted.id,
              version: 1,
              action: parsed.type,
              text: clean,
              user_id: user.id,
              created_at: now,
            })
            .execute();
          return inserted;
        });
        await service.notifyMentions(user, row, mentions, record);
        const authors = await service.authors([user.id]);
        return ok(service.present(user, row, authors), {
          message: parsed.type === 'reply' ? 'Reply added' : 'Note added',
        });
      }

      // edit and void change an existing note: only its author may.
      if (pathId === null) badRequest('id', 'Say which note to change.');
      const existing = await service.noteOrThrow(organisationId, pathId);
      if (existing.user_id !== user.id) {
        throw new HttpError(
          403,
          parsed.type === 'edit'
            ? 'Only the author can edit this note.'
            : 'Only the author can void this note.',
          { code: 'forbidden' },
        );
      }
      if (existing.voided_at !== null) badRequest('id', 'This note has been voided.');
      const record = await service.recordOrThrow(
        organisationId,
        existing.table_name,
        existing.table_id,
      );
      const clean = parsed.type === 'edit' ? cleanNote() : existing.text;
      const mentions = parsed.type === 'edit' ? await mentionsOf(clean) : existing.tagged_user_ids;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('note_versions')
          .select((eb) => eb.fn.max<number>('version').as('version'))
          .where('note_id', '=', existing.id)
          .executeTakeFirst();
        const updated = await trx
          .updateTable('notes')
          .set(
            parsed.type === 'edit'
              ? { text: clean, tagged_user_ids: JSON.stringify(mentions), updated_at: now }
              : { voided_at: now, updated_at: now },
          )
          .where('id', '=', existing.id)
          .where('organisation_id', '=', organisationId)
          .returning([
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
          ])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('note_versions')
          .values({
            organisation_id: organisationId,
            note_id: existing.id,
            version: Number(last?.version ?? 0) + 1,
            action: parsed.type,
            text: clean,
            user_id: user.id,
            created_at: now,
          })
          .execute();
        return updated;
      });
      if (parsed.type === 'edit') {
        const added = mentions.filter((id) => !existing.tagged_user_ids.includes(id));
        await service.notifyMentions(user, row, added, record);
      }
      const authors = await service.authors([user.id]);
      return ok(service.present(user, row, authors), {
        message: parsed.type === 'edit' ? 'Note updated' : 'Note voided',
      });
    },
  );
}
