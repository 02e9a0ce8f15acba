import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError, ok, S } from '../../core/http';
import { requireStaff, requireUser } from '../../core/auth-guard';
import { DATE_MESSAGES, REQUIRED_MESSAGE, isDateOnly, isInstant } from '@platform/shared/values';
import { measurementProblem } from './measurement-value';
import { filesProblem, type OwnFiles } from './files-value';
import { filesBaseUrl } from '../shell/file-store';
import { fieldKind, recordType, type FieldKind, type RecordType } from './record-types';
import { RecordsStore, type ListRequest } from './records-store';
import { DEFAULT_JOB_STATUS, refuseForbiddenChanges } from './record-rights';
import {
  LIST_INFO_SCHEMA,
  LIST_PAGINATION_SCHEMA,
  OBJECT_DATA_BODY,
  OPEN_OBJECT,
  RECORD_ID_PARAM,
  RECORD_TYPE_PARAM,
  SAVED_RECORD_PARAMS,
  parseObjectData,
  repliesWith,
} from './schemas';

interface ListQuerystring {
  search?: string;
  pagination_object?: {
    page_number?: number;
    page_size?: number;
    sort_by?: string;
    sort_direction?: 'asc' | 'desc';
  };
  filters?: Record<string, unknown>;
  [param: string]: unknown;
}

const RESERVED = new Set(['search', 'pagination_object', 'filters']);

/** What selects and orders a list's rows: search, sort, filters and the page's parameters. */
function listQueryOf(query: ListQuerystring): Omit<ListRequest, 'page' | 'pageSize'> {
  const paging = query.pagination_object ?? {};
  const equals: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (
      !RESERVED.has(name) &&
      (typeof value === 'string' || typeof value === 'number') &&
      value !== ''
    ) {
      equals[name] = String(value);
    }
  }
  return {
    search: query.search,
    sortBy: paging.sort_by,
    sortDirection: paging.sort_direction,
    filters: query.filters ?? {},
    equals,
  };
}

const LIST_QUERYSTRING = S.obj(
  {
    search: S.str({ maxLength: 200 }),
    pagination_object: LIST_PAGINATION_SCHEMA,
    filters: OPEN_OBJECT,
  },
  [],
  { additionalProperties: true },
);

export function typeOrThrow(name: string): RecordType {
  const type = recordType(name);
  if (!type) throw new HttpError(404, `Unknown record type '${name}'.`);
  return type;
}

/** A locked record (an invoiced job) is changed by nothing: 409. */
export function refuseLocked(type: RecordType, data: Record<string, unknown>): void {
  if (type.locked?.(data)) throw new HttpError(409, `This ${type.label.toLowerCase()} is locked.`);
}

export function idOf(raw: string): number | null {
  return raw === 'new' ? null : Number(raw);
}

function bodyData(raw: unknown): Record<string, unknown> {
  try {
    return parseObjectData(raw);
  } catch (error) {
    throw new HttpError(400, 'The record could not be read.', {
      errors: { object_data: [(error as Error).message] },
    });
  }
}

/** Values that do not fit their field's kind: a date must be a real YYYY-MM-DD, and so on. */
export function typedFieldErrors(
  type: RecordType,
  data: Record<string, unknown>,
  own: OwnFiles,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === null || value === undefined || value === '') continue;
    const problem = kindProblem(fieldKind(type, name), value, own);
    if (problem) errors[name] = [problem];
  }
  return errors;
}

const PNG_DATA_URL = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A drawn signature is a few tens of kilobytes; this is far above and far below the body limit. */
export const SIGNATURE_MAX_CHARS = 90_000;
export const SIGNATURE_MESSAGE = 'A signature must be a PNG image drawn on the signature pad.';

/** A signature is a PNG data URL whose bytes really are a PNG (never SVG, never a link). */
function signatureProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(PNG_DATA_URL)) return SIGNATURE_MESSAGE;
  if (value.length > SIGNATURE_MAX_CHARS) return 'This signature image is too large.';
  const base64 = value.slice(PNG_DATA_URL.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return SIGNATURE_MESSAGE;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC) ? null : SIGNATURE_MESSAGE;
}

function kindProblem(kind: FieldKind | undefined, value: unknown, own: OwnFiles): string | null {
  switch (kind) {
    case 'date':
      return isDateOnly(value) ? null : DATE_MESSAGES.date;
    case 'datetime':
      return isInstant(value) ? null : DATE_MESSAGES.instant;
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? null : 'Enter a number.';
    }
    case 'signature':
      return signatureProblem(value);
    case 'measurement':
      return measurementProblem(value);
    case 'files':
      return filesProblem(value, own);
    case 'boolean':
      // Checkboxes send booleans; forms posted as text send 'true'/'false' or 1/0.
      return [true, false, 'true', 'false', 1, 0, '1', '0'].includes(value as never)
        ? null
        : 'Must be true or false.';
    default:
      return null;
  }
}

function refuseBadValues(type: RecordType, data: Record<string, unknown>, own: OwnFiles): void {
  const errors = typedFieldErrors(type, data, own);
  if (Object.keys(errors).length > 0) {
    const [field, [message]] = Object.entries(errors)[0];
    throw new HttpError(400, `${field}: ${message}`, { errors });
  }
}

function missingFields(type: RecordType, data: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const name of type.required) {
    const value = data[name];
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      errors[name] = [REQUIRED_MESSAGE];
    }
  }
  return errors;
}

/** Generic records: list, read, save (object_data), delete and inline saves. */
export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = new RecordsStore(ctx);

  app.get<{ Params: { type: string }; Querystring: ListQuerystring }>(
    '/records/:type',
    {
      schema: {
        params: S.obj({ type: RECORD_TYPE_PARAM }, ['type']),
        querystring: LIST_QUERYSTRING,
        response: repliesWith(S.arr(OPEN_OBJECT), [200], LIST_INFO_SCHEMA),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const type = typeOrThrow(request.params.type);
      const query = request.query;
      const paging = query.pagination_object ?? {};
      const page = paging.page_number ?? 1;
      const pageSize = paging.page_size ?? 10;
      const result = await store.list(user.organisation_id, type, {
        ...listQueryOf(query),
        page,
        pageSize,
      });
      // The rows are open objects: the schema's serialiser writes them key by key, several times
      // slower than JSON.stringify for a list of 10,000 rows (ADR 170). The schema still
      // documents the answer, and the envelope's hooks run before this serialiser.
      reply.serializer(JSON.stringify);
      return ok(result.rows, {
        pagination_object: {
          page_number: page,
          page_size: result.pageSize,
          total_records: result.total,
          ...(paging.sort_by
            ? { sort_by: paging.sort_by, sort_direction: paging.sort_direction ?? 'asc' }
            : {}),
        },
        totals: result.totals,
      } as Record<string, unknown>);
    },
  );

  app.get<{ Params: { type: string; id: string }; Querystring: ListQuerystring }>(
    '/records/:type/:id/neighbours',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        querystring: LIST_QUERYSTRING,
        response: repliesWith(
          S.obj({
            previous_id: S.nint(),
            next_id: S.nint(),
            position: S.nint(),
          }),
        ),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      const query = listQueryOf(request.query);
      if (query.sortBy && !fieldKind(type, query.sortBy))
        throw new HttpError(
          400,
          `pagination_object.sort_by: '${query.sortBy}' is not a field of this list.`,
          {
            errors: { 'pagination_object.sort_by': ['Not a field of this list.'] },
          },
        );
      // The record itself must be the organisation's: another's id is not found, never placed.
      await store.get(user.organisation_id, type, id);
      const neighbours = await store.neighbours(user.organisation_id, type, id, query);
      return ok(neighbours, { suppressNotificationMessage: true });
    },
  );

  app.get<{ Params: { type: string; id: string } }>(
    '/records/:type/:id',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        response: repliesWith(OPEN_OBJECT, [200, 206]),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      const data = await store.get(user.organisation_id, type, id);
      // A locked record is answered with 206: the form shows it, disabled.
      if (type.locked?.(data)) {
        reply.code(206);
        return {
          data: store.present(type, id, data),
          info: { status: 206, response: 'success' as const },
        };
      }
      return ok(store.present(type, id, data));
    },
  );

  app.post<{ Params: { type: string; id: string }; Body: Record<string, unknown> }>(
    '/records/:type/:id',
    {
      schema: {
        params: S.obj({ type: RECORD_TYPE_PARAM, id: RECORD_ID_PARAM }, ['type', 'id']),
        body: OBJECT_DATA_BODY,
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = idOf(request.params.id);
      const draft = request.body.draft === true;
      const incoming = bodyData(request.body.object_data);
      refuseBadValues(type, incoming, {
        base: filesBaseUrl(ctx, request),
        organisationId: user.organisation_id,
      });
      const existing = id === null ? {} : await store.get(user.organisation_id, type, id);
      if (id !== null) refuseLocked(type, existing);
      refuseForbiddenChanges(user, type, existing, incoming, id === null);
      const merged = { ...existing, ...incoming };
      // A new job without a status starts open (docs/decisions/196).
      if (id === null && type.name === 'jobs' && (merged.status ?? '') === '')
        merged.status = DEFAULT_JOB_STATUS;
      if (!draft) {
        const errors = missingFields(type, merged);
        if (Object.keys(errors).length > 0) {
          throw new HttpError(422, 'Please fill in the required fields.', { errors });
        }
      }
      const saved = await store.save(
        user.organisation_id,
        type,
        id,
        merged,
        id === null ? undefined : existing,
      );
      return ok(
        saved,
        draft ? { suppressNotificationMessage: true } : { message: `${type.label} saved` },
      );
    },
  );

  app.delete<{ Params: { type: string; id: string } }>(
    '/records/:type/:id',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        response: repliesWith(S.nullData()),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      // An invoiced job stays: its invoice refers to it (issue 36, item 4).
      refuseLocked(type, await store.get(user.organisation_id, type, id));
      await store.remove(user.organisation_id, type, id);
      return ok(null, { message: `${type.label} deleted` });
    },
  );

  app.post<{
    Params: { type: string; id: string };
    Body: { id: number | string; field: string; value: unknown };
  }>(
    '/records/:type/:id/inline',
    {
      schema: {
        params: SAVED_RECORD_PARAMS,
        body: S.obj({ id: {}, field: S.str({ maxLength: 64 }), value: {} }, ['field']),
        response: repliesWith(OPEN_OBJECT),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const type = typeOrThrow(request.params.type);
      const id = Number(request.params.id);
      const { field, value } = request.body;
      if (!fieldKind(type, field)) throw new HttpError(400, `'${field}' cannot be edited here.`);
      const refusal = type.inlineRule?.(field, value);
      if (refusal) throw new HttpError(422, refusal);
      const existing = await store.get(user.organisation_id, type, id);
      refuseLocked(type, existing);
      const stored = typeof value === 'string' ? value.trim() : value;
      // The same rules as a form save: workflow fields, the role's fields, job statuses.
      refuseForbiddenChanges(user, type, existing, { [field]: stored }, false);
      refuseBadValues(
        type,
        { [field]: stored },
        { base: filesBaseUrl(ctx, request), organisationId: user.organisation_id },
      );
      const saved = await store.save(user.organisation_id, type, id, {
        ...existing,
        [field]: stored,
      });
      return ok({ id, [field]: saved[field] }, { suppressNotificationMessage: true });
    },
  );
}
