import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/module';
import { REQUIRED_MESSAGE } from '@platform/shared/values';
import { HttpError, ok, S } from '../../core/http';
import { requireStaff, requireSuperAdmin } from '../../core/auth-guard';
import { RecordsStore } from './records-store';
import { typeOrThrow } from './records-routes';
import {
  OBJECT_DATA_BODY,
  LIST_PAGINATION_SCHEMA,
  OPEN_OBJECT,
  RECORD_TYPE_PARAM,
  parseObjectData,
  repliesWith,
} from './schemas';
import { pdfFileName, recordDocument, renderPdf } from './record-pdf';
import { chooseQuoteProduct, quoteProducts } from './quote-products';
import { OPTIONS_PAGE_SIZE } from './options-routes';

const QUOTE_PARAMS = S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']);

const RECORD_PARAMS = S.obj({ type: RECORD_TYPE_PARAM, id: S.str({ pattern: '^[0-9]{1,12}$' }) }, [
  'type',
  'id',
]);

/** A product select asks for at most this many options at once. */
const MAX_OPTIONS_PAGE_SIZE = 100;

/** Document links live this long: they are opened in a new window, without the bearer token. */
const DOCUMENT_LINK_MS = 5 * 60_000;

interface DocumentLink {
  organisationId: number;
  type: string;
  id: number;
  expiresAt: number;
}

function apiOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.apiPublicUrl ?? `${request.protocol}://${request.host}`;
}

/** The record buttons' server side: async actions, e-mail, documents, selection and the radio product. */
export function registerActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = new RecordsStore(ctx);
  const links = new Map<string, DocumentLink>();

  app.post<{ Params: { id: string } }>(
    '/records/jobs/:id/recalculate',
    {
      schema: {
        params: S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']),
        body: OBJECT_DATA_BODY,
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow('jobs');
      const id = Number(request.params.id);
      const job = await store.get(user.organisation_id, type, id);
      const quantity = Number(job.quantity ?? 0);
      const discount = quantity > 5 ? Number(job.bulk_discount ?? 0) : 0;
      const amount = Math.round(quantity * 185 * (1 - discount / 100) * 100) / 100;
      const saved = await store.save(user.organisation_id, type, id, { ...job, amount });
      return ok(saved, { message: `Job recalculated: ${amount.toFixed(2)}` });
    },
  );

  app.post<{ Params: { id: string }; Body: { prompt_answer?: string } }>(
    '/records/jobs/:id/hold',
    {
      schema: {
        params: S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']),
        body: OBJECT_DATA_BODY,
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow('jobs');
      const id = Number(request.params.id);
      const reason = request.body.prompt_answer?.trim();
      if (!reason) throw new HttpError(422, 'Please say why the job is on hold.');
      const job = await store.get(user.organisation_id, type, id);
      const notes = [String(job.notes ?? ''), `On hold: ${reason}`].filter(Boolean).join('\n');
      const saved = await store.save(user.organisation_id, type, id, {
        ...job,
        status: 'open',
        notes,
      });
      return ok(saved, { message: 'Job put on hold' });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/records/jobs/:id/invoice',
    {
      schema: {
        params: S.obj({ id: S.str({ pattern: '^[0-9]{1,12}$' }) }, ['id']),
        body: OBJECT_DATA_BODY,
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow('jobs');
      const id = Number(request.params.id);
      const job = await store.get(user.organisation_id, type, id);
      if (job.status !== 'completed')
        throw new HttpError(409, 'Only completed jobs can be invoiced.');
      const saved = await store.save(user.organisation_id, type, id, {
        ...job,
        status: 'invoiced',
        invoice_number: `INV-${String(id).padStart(5, '0')}`,
      });
      return ok(saved, { message: 'Job invoiced' });
    },
  );

  app.post<{ Params: { type: string; id: string } }>(
    '/records/:type/:id/email',
    {
      schema: {
        params: RECORD_PARAMS,
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
        params: RECORD_PARAMS,
        response: repliesWith(S.obj({ download_url: S.str() }, ['download_url'])),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      await store.get(user.organisation_id, type, id);
      const token = ctx.secrets.randomToken(24);
      links.set(token, {
        organisationId: user.organisation_id,
        type: type.name,
        id,
        expiresAt: ctx.clock.now().getTime() + DOCUMENT_LINK_MS,
      });
      return ok(
        { download_url: `${apiOrigin(ctx, request)}/documents/${token}` },
        { suppressNotificationMessage: true },
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    '/documents/:token',
    { schema: { params: S.obj({ token: S.str({ maxLength: 128 }) }, ['token']) } },
    async (request, reply) => {
      const link = links.get(request.params.token);
      if (!link || link.expiresAt < ctx.clock.now().getTime())
        throw new HttpError(404, 'This document link has expired.');
      const type = typeOrThrow(link.type);
      const record = await store.get(link.organisationId, type, link.id);
      const timeZone = await store.timeZoneOf(link.organisationId);
      const content = recordDocument(type, link.id, record, timeZone);
      const pdf = await renderPdf(content);
      reply.type('application/pdf');
      reply.header(
        'content-disposition',
        `attachment; filename="${pdfFileName(content.title, `${type.name}-${link.id}`)}"`,
      );
      return reply.send(Buffer.from(pdf));
    },
  );

  app.get<{
    Params: { id: string };
    Querystring: {
      search?: string;
      pagination_object?: { page_number?: number; page_size?: number };
    };
  }>(
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
      const paging = request.query.pagination_object ?? {};
      const page = paging.page_number ?? 1;
      const pageSize = Math.min(paging.page_size ?? OPTIONS_PAGE_SIZE, MAX_OPTIONS_PAGE_SIZE);
      const result = await quoteProducts(ctx, user.organisation_id, quoteId, {
        search: request.query.search,
        page,
        pageSize,
      });
      return ok(result.options, {
        pagination_object: { page_number: page, page_size: pageSize, total_records: result.total },
      });
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
      const chosen = Number(request.body.value);
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
