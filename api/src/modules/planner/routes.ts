import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { sendStoredFile } from '../shell/file-store';
import { DEMO_PDF_FOLDER, DEMO_PDF_NAME } from './demo-pdf';
import {
  DAYS_PER_WEEK,
  EVENT_MAX_LENGTH,
  isMondayIso,
  normaliseEvents,
  PLANNER_MESSAGES,
  timelineStyle,
} from './rules';

/** Record types whose page shows a sales timeline. */
const TIMELINE_RECORD_TYPES = ['jobs', 'quotes'];

const WEEK_PARAMS = S.obj({ weekStart: S.str({ minLength: 10, maxLength: 10 }) }, ['weekStart']);
const WEEK_BODY = S.obj(
  {
    events: {
      type: 'array',
      minItems: DAYS_PER_WEEK,
      maxItems: DAYS_PER_WEEK,
      items: S.str({ maxLength: EVENT_MAX_LENGTH }),
    },
  },
  ['events'],
  { additionalProperties: false },
);
const WEEK_REPLY = replies(
  S.obj({
    week_start: S.str(),
    events: S.arr(S.str()),
    updated_at: { type: ['string', 'null'] },
  }),
);
const TIMELINE_ITEM = S.obj({
  id: S.str(),
  kind: S.str(),
  kind_label: S.str(),
  date: S.str(),
  heading: S.str(),
  message: S.str(),
  user: S.nstr(),
  color: S.str(),
  icon: S.str(),
  isDisabled: S.bool(),
  badge: S.obj({ label: S.str(), color: S.str(), textColor: S.str() }),
});

/** 400 with the field named, as the schema layer answers. */
function checkMonday(weekStart: string): void {
  if (!isMondayIso(weekStart)) {
    throw new HttpError(400, `weekStart: ${PLANNER_MESSAGES.notMonday}`, {
      errors: { weekStart: [PLANNER_MESSAGES.notMonday] },
    });
  }
}

/** The weekly planner (per user and week), the sales timeline and the demo document. */
export function registerPlannerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { weekStart: string } }>(
    '/planner/weeks/:weekStart',
    { schema: { params: WEEK_PARAMS, response: WEEK_REPLY } },
    async (request) => {
      const user = await requireStaff(request);
      const { weekStart } = request.params;
      checkMonday(weekStart);
      const row = await ctx.db
        .selectFrom('planner_weeks')
        .select(['events', 'updated_at'])
        .where('organisation_id', '=', user.organisation_id)
        .where('user_id', '=', user.id)
        .where('week_start', '=', weekStart)
        .executeTakeFirst();
      return ok({
        week_start: weekStart,
        events: normaliseEvents(row?.events),
        updated_at: row ? new Date(row.updated_at).toISOString() : null,
      });
    },
  );

  app.put<{ Params: { weekStart: string }; Body: { events: string[] } }>(
    '/planner/weeks/:weekStart',
    { schema: { params: WEEK_PARAMS, body: WEEK_BODY, response: WEEK_REPLY } },
    async (request) => {
      const user = await requireStaff(request);
      const { weekStart } = request.params;
      checkMonday(weekStart);
      const events = normaliseEvents(request.body.events);
      const now = ctx.clock.now();
      await ctx.db
        .insertInto('planner_weeks')
        .values({
          organisation_id: user.organisation_id,
          user_id: user.id,
          week_start: weekStart,
          events: JSON.stringify(events),
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['organisation_id', 'user_id', 'week_start'])
            .doUpdateSet({ events: JSON.stringify(events), updated_at: now }),
        )
        .execute();
      return ok(
        { week_start: weekStart, events, updated_at: now.toISOString() },
        { message: PLANNER_MESSAGES.saved },
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/sales/:id/sales_timeline',
    { schema: { params: S.idParams(), response: replies(S.obj({ items: S.arr(TIMELINE_ITEM) })) } },
    async (request) => {
      const user = await requireStaff(request);
      const record = await ctx.db
        .selectFrom('records')
        .select(['id', 'record_type', 'created_at'])
        .where('id', '=', request.params.id)
        .where('organisation_id', '=', user.organisation_id)
        .where('record_type', 'in', TIMELINE_RECORD_TYPES)
        .executeTakeFirst();
      if (!record) throw new HttpError(404, PLANNER_MESSAGES.recordNotFound);
      const events = await ctx.db
        .selectFrom('sales_events')
        .leftJoin('users', 'users.id', 'sales_events.user_id')
        .select([
          'sales_events.id',
          'sales_events.kind',
          'sales_events.title',
          'sales_events.description',
          'sales_events.occurred_at',
          'users.first_name',
          'users.last_name',
        ])
        .where('sales_events.organisation_id', '=', user.organisation_id)
        .where('sales_events.record_id', '=', record.id)
        .orderBy('sales_events.occurred_at', 'asc')
        .orderBy('sales_events.id', 'asc')
        .execute();
      const rows = events.map((event) => ({
        id: String(event.id),
        kind: event.kind,
        title: event.title,
        description: event.description,
        date: new Date(event.occurred_at),
        user: event.first_name ? `${event.first_name} ${event.last_name ?? ''}`.trim() : null,
      }));
      // The record's own creation time stands in for a 'created' event none was stored for.
      if (!rows.some((row) => row.kind === 'created')) {
        rows.unshift({
          id: `record-${record.id}-created`,
          kind: 'created',
          title: record.record_type === 'jobs' ? 'Job created' : 'Quote created',
          description: '',
          date: new Date(record.created_at),
          user: null,
        });
      }
      const items = rows.map((row) => {
        const style = timelineStyle(row.kind);
        return {
          id: row.id,
          kind: row.kind,
          kind_label: style.label,
          date: row.date.toISOString(),
          heading: row.title,
          message: row.description,
          user: row.user,
          color: style.color,
          icon: style.icon,
          isDisabled: false,
          badge: { label: style.label, color: style.color, textColor: '#ffffff' },
        };
      });
      return ok({ items });
    },
  );

  // The organisation's demo job sheet from the file store, sent with the caller's session.
  app.get('/planner/documents/job-sheet', async (request, reply) => {
    const user = await requireStaff(request);
    const file = await ctx.db
      .selectFrom('uploaded_files')
      .select(['path', 'name', 'content_type', 'size'])
      .where('organisation_id', '=', user.organisation_id)
      .where('name', '=', DEMO_PDF_NAME)
      .where('path', 'like', `${user.organisation_id}/${DEMO_PDF_FOLDER}/%`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const sent = file
      ? await sendStoredFile(ctx, request, reply, file, {
          'content-type': file.content_type,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        })
      : null;
    if (!sent) throw new HttpError(404, PLANNER_MESSAGES.documentNotFound);
    return sent;
  });
}
