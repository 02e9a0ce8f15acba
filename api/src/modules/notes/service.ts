import type { Transaction } from 'kysely';
// Types only: the kernel's contracts are not built for the server's run time (only types are).
import type { Note, NoteAction } from '@platform/shared/contracts';
import type { Database } from '../../core/database';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { HttpError } from '../../core/http';
import { recordType } from '../views/record-types';
import { RecordsStore } from '../views/records-store';
import { noteChangeLine, recordChangeNote } from './audit';
import { badRequest, cleanNoteText, type NoteRequest } from './note-request';
import { mentionable, notifyMentions } from './mentions';
import { NOTE_COLUMNS, presentNote, type Author, type NoteRow } from './note-view';
import { mentionedIds } from './sanitize';

/** Where a new note goes: a record, and for a reply the note it answers. */
interface NotePlace {
  tableName: string;
  tableId: number;
  parentId: number | null;
}

/** Notes of records, their replies and versions, and the record change log (audit). */
export class NotesService {
  private readonly records: RecordsStore;

  constructor(private readonly ctx: AppContext) {
    this.records = new RecordsStore(ctx);
  }

  /** The document of the record the notes are on, or 404 (also for another organisation's). */
  private async recordOrThrow(
    organisationId: number,
    table: string,
    id: number,
  ): Promise<Record<string, unknown>> {
    const data = await this.records.find(organisationId, table, id);
    if (!data) throw new HttpError(404, 'Record not found.');
    return data;
  }

  /** Names and pictures of the users, by id; a former user's id is simply absent. */
  private async authors(ids: number[]): Promise<Map<number, Author>> {
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
      .select(NOTE_COLUMNS)
      .where('organisation_id', '=', organisationId);
  }

  /** The organisation's note, or 404 (also for another organisation's). */
  private async noteOrThrow(organisationId: number, id: number): Promise<NoteRow> {
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
      this.records.timeZoneOf(organisationId),
    ]);
    const authors = await this.authors([
      ...notes.map((row) => row.user_id),
      ...replies.map((row) => row.user_id),
      ...versions.map((row) => row.user_id),
    ]);
    // Changes are kept for the record types only (record_audit); another table has none.
    const type = recordType(table);
    const result: Note[] = page.map((entry) => {
      if (entry.kind === 'audit')
        return recordChangeNote(
          audits.find((row) => row.id === entry.id)!,
          type!,
          timeZone,
        );
      const row = notes.find((note) => note.id === entry.id)!;
      const log = versions
        .filter((version) => version.note_id === row.id && version.action !== 'add')
        .map((version) =>
          noteChangeLine(
            version.action,
            authors.get(version.user_id)?.name ?? 'a former user',
            new Date(version.created_at),
            timeZone,
          ),
        );
      return presentNote(user, row, authors, replies, log);
    });
    return { notes: result, total: entries.length };
  }

  /** Tells each newly mentioned user but the author (mentions.ts), naming the author. */
  private async notifyMentions(
    user: AuthUser,
    note: NoteRow,
    userIds: number[],
    record: Record<string, unknown>,
  ): Promise<void> {
    if (!userIds.some((id) => id !== user.id)) return;
    const name = (await this.authors([user.id])).get(user.id)?.name ?? '';
    await notifyMentions(this.ctx, user, name, note, userIds, record);
  }

  /**
   * Adds a note to a record (add) or to a note (reply), its first version and the
   * notifications of the users it mentions.
   */
  async add(user: AuthUser, request: NoteRequest): Promise<Note> {
    const organisationId = user.organisation_id;
    const now = this.ctx.clock.now();
    const { tableName, tableId, parentId } = await this.placeOf(organisationId, request);
    const record = await this.recordOrThrow(organisationId, tableName, tableId);
    const clean = cleanNoteText(request);
    const mentions = await this.mentionsOf(organisationId, request, clean);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
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
        .returning(NOTE_COLUMNS)
        .executeTakeFirstOrThrow();
      await this.addVersion(trx, user, inserted.id, 1, request.type, clean, now);
      return inserted;
    });
    await this.notifyMentions(user, row, mentions, record);
    return presentNote(user, row, await this.authors([user.id]));
  }

  /**
   * Edits or voids a note. Only its author may, and never once voided; every change is kept as
   * a version, and an edit notifies the users it newly mentions.
   */
  async change(user: AuthUser, noteId: number, request: NoteRequest): Promise<Note> {
    const organisationId = user.organisation_id;
    const now = this.ctx.clock.now();
    const existing = await this.noteOrThrow(organisationId, noteId);
    if (existing.user_id !== user.id) {
      throw new HttpError(
        403,
        request.type === 'edit'
          ? 'Only the author can edit this note.'
          : 'Only the author can void this note.',
        { code: 'forbidden' },
      );
    }
    if (existing.voided_at !== null) badRequest('id', 'This note has been voided.');
    const record = await this.recordOrThrow(organisationId, existing.table_name, existing.table_id);
    const edit = request.type === 'edit';
    const clean = edit ? cleanNoteText(request) : existing.text;
    const mentions = edit
      ? await this.mentionsOf(organisationId, request, clean)
      : existing.tagged_user_ids;
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('note_versions')
        .select((eb) => eb.fn.max<number>('version').as('version'))
        .where('note_id', '=', existing.id)
        .executeTakeFirst();
      const updated = await trx
        .updateTable('notes')
        .set(
          edit
            ? { text: clean, tagged_user_ids: JSON.stringify(mentions), updated_at: now }
            : { voided_at: now, updated_at: now },
        )
        .where('id', '=', existing.id)
        .where('organisation_id', '=', organisationId)
        .returning(NOTE_COLUMNS)
        .executeTakeFirstOrThrow();
      const version = Number(last?.version ?? 0) + 1;
      await this.addVersion(trx, user, existing.id, version, request.type, clean, now);
      return updated;
    });
    if (edit) {
      const added = mentions.filter((id) => !existing.tagged_user_ids.includes(id));
      await this.notifyMentions(user, row, added, record);
    }
    return presentNote(user, row, await this.authors([user.id]));
  }

  /** The record a new note goes on: the request's, or for a reply its parent note's. */
  private async placeOf(organisationId: number, request: NoteRequest): Promise<NotePlace> {
    if (request.type === 'reply') {
      if (request.parentId === null) badRequest('parent_id', 'A reply needs parent_id.');
      const parent = await this.noteOrThrow(organisationId, request.parentId);
      if (parent.parent_id !== null) badRequest('parent_id', 'Reply to a note, not to a reply.');
      if (parent.voided_at !== null) badRequest('parent_id', 'A voided note takes no replies.');
      return { tableName: parent.table_name, tableId: parent.table_id, parentId: parent.id };
    }
    if (request.tableName === null) badRequest('table_name', 'table_name is required.');
    if (request.tableId === null) badRequest('table_id', 'table_id is required.');
    return { tableName: request.tableName, tableId: request.tableId, parentId: null };
  }

  /** The users a note mentions: those the request tags and those its text names, if mentionable. */
  private mentionsOf(organisationId: number, request: NoteRequest, clean: string) {
    return mentionable(this.ctx, organisationId, [...request.tagged, ...mentionedIds(clean)]);
  }

  /** Keeps a version of the note: what it said after this action, by whom and when. */
  private async addVersion(
    trx: Transaction<Database>,
    user: AuthUser,
    noteId: number,
    version: number,
    action: NoteAction,
    text: string,
    now: Date,
  ): Promise<void> {
    await trx
      .insertInto('note_versions')
      .values({
        organisation_id: user.organisation_id,
        note_id: noteId,
        version,
        action,
        text,
        user_id: user.id,
        created_at: now,
      })
      .execute();
  }
}
