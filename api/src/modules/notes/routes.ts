import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { requireStaff } from '../../core/auth-guard';
import { ok, S } from '../../core/http';
import { badRequest, parseNoteRequest } from './note-request';
import { DETAILS_BODY, DETAILS_PARAMS, LIST_QUERY, NOTE_SCHEMA, notesReplies } from './schemas';
import { NotesService } from './service';

/** Spec §9: notes page size 10, default sort date descending. */
export const NOTES_PAGE_SIZE = 10;

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

/** The notes API: a record's notes list, and one endpoint to add, reply, edit and void. */
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
      const note = parseNoteRequest(request.body.object_data);
      const pathId = request.params.id === 'new' ? null : Number(request.params.id);
      if (note.type === 'add' || note.type === 'reply') {
        if (pathId !== null) badRequest('id', `A new note is sent to /note/history/new/details.`);
        return ok(await service.add(user, note), {
          message: note.type === 'reply' ? 'Reply added' : 'Note added',
        });
      }
      // edit and void change an existing note: only its author may.
      if (pathId === null) badRequest('id', 'Say which note to change.');
      return ok(await service.change(user, pathId, note), {
        message: note.type === 'edit' ? 'Note updated' : 'Note voided',
      });
    },
  );
}
