import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/module';
import { REQUIRED_MESSAGE } from '@platform/shared/values';
import { HttpError, ok, S } from '../../core/http';
import { optionalUser, requireStaff, requireSuperAdmin } from '../../core/auth-guard';
import { RecordsStore } from './records-store';
import { refuseLocked, typeOrThrow } from './records-routes';
import {
  OBJECT_DATA_BODY,
  LIST_PAGINATION_SCHEMA,
  OPEN_OBJECT,
  RECORD_TYPE_PARAM,
  SAVED_RECORD_PARAMS,
  parseObjectData,
  repliesWith,
} from './schemas';
import { pdfFileName, recordDocument, renderPdf } from './record-pdf';
import { chooseQuoteProduct, quoteProducts } from './quote-products';
import { optionsAnswer, type OptionsQueryString } from './options-routes';
import { currentStatus, HOLDABLE_STATUSES, JOB_STATUS_MESSAGES } from './job-status';

const QUOTE_PARAMS = S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']);

/** A product select asks for at most this many options at once. */
const MAX_OPTIONS_PAGE_SIZE = 100;

/** Document links live this long: they are opened in a new window, without the bearer token. */
const DOCUMENT_LINK_MS = 5 * 60_000;

export const DOCUMENT_LINK_UNKNOWN = 'This document link is not valid or has already been used.';
export const DOCUMENT_LINK_EXPIRED =
  'This document link has expired. Use Generate and download again.';

/**
 * Takes a document link out of the database: whoever presents the token first gets the
 * record it names, once (the row is deleted by the same statement that reads it, so two API
 * processes cannot both serve it). Expired rows of every organisation are swept on the way.
 * A caller with a session of another organisation gets the same 404 as an unknown token.
 */
async function takeDocumentLink(
  ctx: AppContext,
  token: string,
  caller: { organisation_id: number } | null,
): Promise<{ organisation_id: number; record_type: string; record_id: number }> {
  const now = ctx.clock.now();
  let query = ctx.db
    .deleteFrom('document_links')
    .where('token_hash', '=', ctx.secrets.hashToken(token));
  if (caller) query = query.where('organisation_id', '=', caller.organisation_id);
  const link = await query
    .returning(['organisation_id', 'record_type', 'record_id', 'expires_at'])
    .executeTakeFirst();
  await ctx.db.deleteFrom('document_links').where('expires_at', '<=', now).execute();
  if (!link) throw new HttpError(404, DOCUMENT_LINK_UNKNOWN);
  if (new Date(link.expires_at).getTime() <= now.getTime())
    throw new HttpError(410, DOCUMENT_LINK_EXPIRED);
  return link;
}

function apiOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.apiPublicUrl ?? `${request.protocol}://${request.host}`;
}

/** The schema of a job button's call: the job id, the form's data, the saved record. */
const JOB_ACTION = {
  schema: {
    params: S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']),
    body: OBJECT_DATA_BODY,
    response: repliesWith(OPEN_OBJECT),
  },
};

/** The record buttons' server side: async actions, e-mail, documents, selection and the radio product. */
export function registerActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = new RecordsStore(ctx);
  /** A job button's call: the staff member's job `id`, to load and to save (not loaded yet). */
  const jobAction = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireStaff(request);
    const type = typeOrThrow('jobs');
    const id = Number(request.params.id);
    // The job as `load` read it: `save` does not read it again.
    let loaded: Record<string, unknown> | undefined;
    return {
      id,
      type,
      load: async () => (loaded = await store.get(user.organisation_id, type, id)),
      save: (data: Record<string, unknown>) =>
        store.save(user.organisation_id, type, id, data, loaded),
    };
  };

  app.post<{ Params: { id: string } }>(
    '/records/jobs/:id/recalculate',
    JOB_ACTION,
    async (request) => {
      const { type, load, save } = await jobAction(request);
      const job = await load();
      refuseLocked(type, job);
      const quantity = Number(job.quantity ?? 0);
      const discount = quantity > 5 ? Number(job.bulk_discount ?? 0) : 0;
      const amount = Math.round(quantity * 185 * (1 - discount / 100) * 100) / 100;
      const saved = await save({ ...job, amount });
      return ok(saved, { message: `Job recalculated: ${amount.toFixed(2)}` });
    },
  );

  app.post<{ Params: { id: string }; Body: { prompt_answer?: string } }>(
    '/records/jobs/:id/hold',
    JOB_ACTION,
    async (request) => {
      const { type, load, save } = await jobAction(request);
      const reason = request.body.prompt_answer?.trim();
      if (!reason) throw new HttpError(422, 'Please say why the job is on hold.');
      const job = await load();
      // Holding an invoiced job would reopen it behind its invoice.
      refuseLocked(type, job);
      // A hold sends work back to open: finished or cancelled work is not on hold (ADR 196).
      const from = currentStatus(job);
      if (!HOLDABLE_STATUSES.includes(from)) {
        throw new HttpError(409, JOB_STATUS_MESSAGES.illegal(from, 'open'));
      }
      const notes = [String(job.notes ?? ''), `On hold: ${reason}`].filter(Boolean).join('\n');
      const saved = await save({
        ...job,
        status: 'open',
        notes,
      });
      return ok(saved, { message: 'Job put on hold' });
    },
  );

  app.post<{ Params: { id: string } }>('/records/jobs/:id/invoice', JOB_ACTION, async (request) => {
    const { id, load, save } = await jobAction(request);
    const job = await load();
    if (job.status !== 'completed')
      throw new HttpError(409, 'Only completed jobs can be invoiced.');
    const saved = await save({
      ...job,
      status: 'invoiced',
      invoice_number: `INV-${String(id).padStart(5, '0')}`,
    });
    return ok(saved, { message: 'Job invoiced' });
  });

  app.post<{ Params: { type: string; id: string } }>(
    '/records/:type/:id/email',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        body: OBJECT_DATA_BODY,
        response: repliesWith(S.nullData()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      const record = await store.get(user.organisation_id, type, id);
      const customer = record.customer_id
        ? await store.find(user.organisation_id, 'customers', Number(record.customer_id))
        : null;
      const recipient = String(customer?.email ?? record.email ?? '');
      if (!recipient) throw new HttpError(422, 'There is no e-mail address to send to.');
      await ctx.outbox.sendEmail(
        recipient,
        type.title(record, id),
        `${type.title(record, id)}\n\nPlease find the details on your portal.`,
        user.organisation_id,
      );
      return ok(null, { message: `Email sent to ${recipient}` });
    },
  );

  app.post<{ Params: { type: string }; Body: { selected_ids?: Array<string | number> } }>(
    '/records/:type/bulk-email',
    {
      schema: {
        params: S.obj({ type: RECORD_TYPE_PARAM }, ['type']),
        body: OBJECT_DATA_BODY,
        response: repliesWith(S.nullData()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const ids = (request.body.selected_ids ?? [])
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) throw new HttpError(422, 'Select the records to e-mail first.');
      for (const id of ids) {
        const record = await store.get(user.organisation_id, type, id);
        const customer = record.customer_id
          ? await store.find(user.organisation_id, 'customers', Number(record.customer_id))
          : null;
        if (customer?.email)
          await ctx.outbox.sendEmail(
            String(customer.email),
            type.title(record, id),
            `${type.title(record, id)} is ready.`,
            user.organisation_id,
          );
      }
      return ok(null, {
        message: `${ids.length} ${ids.length === 1 ? type.label.toLowerCase() : `${type.label.toLowerCase()}s`} e-mailed`,
      });
    },
  );

  app.get<{ Params: { type: string; id: string } }>(
    '/records/:type/:id/pdf',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        response: repliesWith(
          S.obj({ download_url: S.str(), download_token: S.str() }, [
            'download_url',
            'download_token',
          ]),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      await store.get(user.organisation_id, type, id);
      const token = ctx.secrets.randomToken(24);
      await ctx.db
        .insertInto('document_links')
        .values({
          token_hash: ctx.secrets.hashToken(token),
          organisation_id: user.organisation_id,
          record_type: type.name,
          record_id: id,
          expires_at: new Date(ctx.clock.now().getTime() + DOCUMENT_LINK_MS),
        })
        .execute();
      // The token travels in a POST body, never in a URL that request logs or histories keep.
      return ok(
        { download_url: `${apiOrigin(ctx, request)}/documents`, download_token: token },
        { suppressNotificationMessage: true },
      );
    },
  );

  // The browser posts the link's token as a form (a new tab that saves the file), scripts as JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Body: { token: string } }>(
    '/documents',
    {
      schema: {
        body: S.obj({ token: S.str({ minLength: 1, maxLength: 128 }) }, ['token']),
      },
    },
    async (request, reply) => {
      const link = await takeDocumentLink(ctx, request.body.token, await optionalUser(request));
      const type = typeOrThrow(link.record_type);
      const record = await store.get(link.organisation_id, type, link.record_id);
      const timeZone = await store.timeZoneOf(link.organisation_id);
      const content = recordDocument(type, link.record_id, record, timeZone);
      const pdf = await renderPdf(content);
      reply.type('application/pdf');
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="${pdfFileName(content.title, `${type.name}-${link.record_id}`)}"`,
      );
      return reply.send(Buffer.from(pdf));
    },
  );

  app.get<{ Params: { id: string }; Querystring: OptionsQueryString }>(
    '/records/quotes/:id/product-options',
    {
      schema: {
        params: QUOTE_PARAMS,
        querystring: S.obj({
          search: S.str({ maxLength: 200 }),
          pagination_object: LIST_PAGINATION_SCHEMA,
        }),
        response: repliesWith(S.arr(OPEN_OBJECT)),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const quoteId = Number(request.params.id);
      await store.get(user.organisation_id, typeOrThrow('quotes'), quoteId);
      return optionsAnswer(request.query, MAX_OPTIONS_PAGE_SIZE, (paging) =>
        quoteProducts(ctx, user.organisation_id, quoteId, paging),
      );
    },
  );

  app.post<{ Params: { id: string }; Body: { value: string | number } }>(
    '/records/quotes/:id/select-product',
    {
      schema: {
        params: QUOTE_PARAMS,
        body: S.obj({ value: {} }, ['value']),
        response: repliesWith(S.nullData()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const quoteId = Number(request.params.id);
      const raw: unknown = request.body.value;
      // Only a number or its text: an object's own toString or valueOf is never called.
      const chosen = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
      if (!Number.isInteger(chosen) || chosen <= 0)
        throw new HttpError(400, 'value: choose one of the quote’s options.', {
          errors: { value: ['Choose one of the quote’s options.'] },
        });
      if (!(await chooseQuoteProduct(ctx, user.organisation_id, quoteId, chosen)))
        throw new HttpError(404, 'Quote option not found.');
      return ok(null, { message: 'Product chosen' });
    },
  );

  app.post<{ Body: { object_data?: string } }>(
    '/super-admin/create-new-org',
    { schema: { body: OBJECT_DATA_BODY, response: repliesWith(OPEN_OBJECT) } },
    async (request) => {
      await requireSuperAdmin(request);
      const data = parseObjectData(request.body.object_data);
      const name = String(data.name ?? '').trim();
      const shortCode = String(data.short_code ?? '')
        .trim()
        .toLowerCase();
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = [REQUIRED_MESSAGE];
      if (!/^[a-z0-9-]{2,20}$/.test(shortCode))
        errors.short_code = ['2 to 20 letters, digits or dashes.'];
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, 'Please check the organisation.', { errors });
      const taken = await ctx.db
        .selectFrom('organisations')
        .select('id')
        .where('short_code', '=', shortCode)
        .executeTakeFirst();
      if (taken) throw new HttpError(409, `The short code '${shortCode}' is taken.`);
      const created = await ctx.db
        .insertInto('organisations')
        .values({
          name,
          short_code: shortCode,
          ...(data.timezone ? { timezone: String(data.timezone) } : {}),
        })
        .returning(['id', 'name', 'short_code'])
        .executeTakeFirstOrThrow();
      return ok(created, { message: `Organisation ${created.name} created` });
    },
  );
}
