import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, S } from '../../core/http';
import { requireStaff } from '../../core/auth-guard';
import {
  CREW_JOB_STATUSES,
  DEFAULT_JOB_STATUS,
  JOB_WORKFLOW_ROLES,
  hasRole,
} from './record-rights';
import { JOB_STATUSES } from './record-types';
import { RecordsStore } from './records-store';
import { typeOrThrow } from './records-routes';
import { OPEN_OBJECT, repliesWith } from './schemas';

/**
 * A job's status moves only through `POST /records/jobs/:id/status` (issue 36, item 4;
 * docs/decisions/196); `invoiced` only through `POST /records/jobs/:id/invoice`.
 *
 * The work runs open → scheduled → in progress → completed. A booking may be taken back
 * (scheduled → open), a visit that could not finish is booked again (in progress → scheduled),
 * rework found before invoicing reopens a completed job (→ in progress), and a job that has not
 * started may start without a booking (open → in progress). Any job not yet invoiced may be
 * cancelled; a cancelled job is reopened as open. Nothing leaves invoiced (the job is locked).
 */
export const JOB_STATUS_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  open: ['scheduled', 'in_progress', 'cancelled'],
  scheduled: ['open', 'in_progress', 'cancelled'],
  in_progress: ['scheduled', 'completed', 'cancelled'],
  completed: ['in_progress', 'cancelled'],
  cancelled: ['open'],
  invoiced: [],
};

/** The states a job may be put on hold from (`POST /records/jobs/:id/hold` makes it open). */
export const HOLDABLE_STATUSES: readonly string[] = ['open', 'scheduled', 'in_progress'];

/** How long a reason may be (it is kept in the job's history). */
export const STATUS_REASON_MAX = 500;

const nameOf = (status: string) => JOB_STATUSES[status]?.name ?? status;

export const JOB_STATUS_MESSAGES = {
  changed: (to: string) => `Job status changed to ${nameOf(to)}.`,
  same: (status: string) => `This job is already ${nameOf(status)}.`,
  illegal: (from: string, to: string) => `A job cannot go from ${nameOf(from)} to ${nameOf(to)}.`,
  invoiceOnly: 'A job becomes Invoiced only through Invoice, once it is completed.',
  locked: 'This job is invoiced: its status cannot change.',
  crewOnly: 'You may only set a job in progress or completed.',
} as const;

/** A stored status read for the transition table: a job saved without one is open. */
export function currentStatus(data: Record<string, unknown>): string {
  return typeof data.status === 'string' && data.status !== '' ? data.status : DEFAULT_JOB_STATUS;
}

const STATUS_BODY = S.obj(
  {
    status: S.str({ enum: Object.keys(JOB_STATUSES) }),
    reason: S.str({ maxLength: STATUS_REASON_MAX }),
  },
  ['status'],
);

export function registerJobStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = new RecordsStore(ctx);

  app.post<{ Params: { id: string }; Body: { status: string; reason?: string } }>(
    '/records/jobs/:id/status',
    {
      schema: {
        params: S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']),
        body: STATUS_BODY,
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow('jobs');
      const id = Number(request.params.id);
      const to = request.body.status;
      const reason = request.body.reason?.trim() ?? '';
      if (to === 'invoiced') throw new HttpError(409, JOB_STATUS_MESSAGES.invoiceOnly);
      const office = hasRole(user, JOB_WORKFLOW_ROLES);
      if (!office && !CREW_JOB_STATUSES.includes(to))
        throw new HttpError(403, JOB_STATUS_MESSAGES.crewOnly, { code: 'forbidden' });
      // The row is locked for the check and the change: two processes moving the same job
      // one after the other see each other's status.
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('records')
          .select('data')
          .where('organisation_id', '=', user.organisation_id)
          .where('record_type', '=', type.name)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw new HttpError(404, `${type.label} not found.`);
        const from = currentStatus(row.data);
        if (type.locked?.(row.data)) throw new HttpError(409, JOB_STATUS_MESSAGES.locked);
        if (from === to) throw new HttpError(409, JOB_STATUS_MESSAGES.same(to));
        if (!(JOB_STATUS_TRANSITIONS[from] ?? []).includes(to))
          throw new HttpError(409, JOB_STATUS_MESSAGES.illegal(from, to));
        const document = { ...row.data, status: to };
        await store.replace(user.organisation_id, type, id, document, trx);
        // The job's history (its sales timeline); the records' audit trigger keeps the change too.
        await trx
          .insertInto('sales_events')
          .values({
            organisation_id: user.organisation_id,
            record_id: id,
            kind: 'status_change',
            title: `Status changed from ${nameOf(from)} to ${nameOf(to)}`,
            description: reason,
            user_id: user.id,
            occurred_at: ctx.clock.now(),
          })
          .execute();
        return document;
      });
      return ok(store.present(type, id, saved), { message: JOB_STATUS_MESSAGES.changed(to) });
    },
  );
}
