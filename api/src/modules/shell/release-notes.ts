import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ReleaseNote } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import type { AuthUser } from '../../core/sessions';

const RELEASE_NOTE_SCHEMA = S.obj({
  id: S.int(),
  name: S.str(),
  is_current: S.bool(),
  release_date: S.str(),
  items: S.arr(
    S.obj({ title: S.str(), description: S.str(), type_name: S.str(), type_sort: S.int() }),
  ),
  positive_feedback: S.arr(S.int()),
  negative_feedback: S.arr(S.int()),
});

/**
 * Release notes are the product's, shared by every organisation; the feedback lists only
 * name voters of the reader's own organisation.
 */
async function loadReleaseNotes(
  ctx: AppContext,
  user: AuthUser,
  onlyId?: number,
): Promise<ReleaseNote[]> {
  let notesQuery = ctx.db
    .selectFrom('release_notes')
    .select(['id', 'name', 'is_current', sql<string>`release_date::text`.as('release_date')])
    .orderBy('release_date', 'desc')
    .orderBy('id', 'desc');
  if (onlyId !== undefined) notesQuery = notesQuery.where('id', '=', onlyId);
  const notes = await notesQuery.execute();
  if (notes.length === 0) return [];
  const ids = notes.map((note) => note.id);
  const [items, votes] = await Promise.all([
    ctx.db
      .selectFrom('release_note_items')
      .select(['release_note_id', 'title', 'description', 'type_name', 'type_sort'])
      .where('release_note_id', 'in', ids)
      .orderBy('type_sort')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('release_note_feedback')
      .select(['release_note_id', 'user_id', 'feedback'])
      .where('release_note_id', 'in', ids)
      .where('organisation_id', '=', user.organisation_id)
      .orderBy('updated_at')
      .execute(),
  ]);
  return notes.map((note) => ({
    ...note,
    items: items
      .filter((item) => item.release_note_id === note.id)
      .map(({ title, description, type_name, type_sort }) => ({
        title,
        description,
        type_name,
        type_sort,
      })),
    positive_feedback: votes
      .filter((v) => v.release_note_id === note.id && v.feedback > 0)
      .map((v) => v.user_id),
    negative_feedback: votes
      .filter((v) => v.release_note_id === note.id && v.feedback < 0)
      .map((v) => v.user_id),
  }));
}

interface FeedbackBody {
  feedback: 1 | -1;
  release_note_id?: number;
}

/** GET /release_notes (also /release-notes, the route path) and the thumbs vote. */
export function registerReleaseNotes(app: FastifyInstance, ctx: AppContext): void {
  for (const path of ['/release_notes', '/release-notes']) {
    app.get(
      path,
      { schema: { querystring: S.empty(), response: replies(S.arr(RELEASE_NOTE_SCHEMA)) } },
      async (request) => {
        const user = await requireUser(request);
        return ok(await loadReleaseNotes(ctx, user), { suppressNotificationMessage: true });
      },
    );
  }

  app.post<{ Params: { id: number }; Body: FeedbackBody }>(
    '/release_notes/:id/feedback',
    {
      schema: {
        params: S.idParams(),
        body: S.obj({ feedback: S.int({ enum: [1, -1] }), release_note_id: S.int() }, ['feedback']),
        response: replies(RELEASE_NOTE_SCHEMA),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (request.body.release_note_id !== undefined && request.body.release_note_id !== id) {
        throw new HttpError(400, 'release_note_id does not match the address.', {
          errors: { release_note_id: ['Must match the release note in the address.'] },
        });
      }
      const note = await ctx.db
        .selectFrom('release_notes')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!note) throw new HttpError(404, 'Release note not found.');
      await ctx.db
        .insertInto('release_note_feedback')
        .values({
          release_note_id: id,
          user_id: user.id,
          organisation_id: user.organisation_id,
          feedback: request.body.feedback,
          updated_at: ctx.clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['release_note_id', 'user_id']).doUpdateSet({
            feedback: request.body.feedback,
            updated_at: ctx.clock.now(),
          }),
        )
        .execute();
      const [updated] = await loadReleaseNotes(ctx, user, id);
      return ok(updated, { message: 'Thank you for your feedback!' });
    },
  );
}
