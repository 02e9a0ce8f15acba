import type { FieldErrors, ResponseInfo } from '@platform/shared/contracts';

/** The info block this server sends: the shared ResponseInfo plus a provider-style error code. */
export type ApiInfo = ResponseInfo & { code?: string };

export interface Envelope<T> {
  data: T;
  info: ApiInfo;
}

/** A successful answer in the `{ data, info }` envelope. */
export function ok<T>(data: T, info: Partial<ApiInfo> = {}): Envelope<T> {
  return { data, info: { status: 200, response: 'success', ...info } };
}

export interface HttpErrorOptions {
  errors?: FieldErrors;
  caption?: string;
  /** Provider-style code the client maps to its texts, e.g. 'invalid-credential'. */
  code?: string;
  /** Payload to send along with the error (e.g. which step failed). */
  data?: unknown;
  headers?: Record<string, string>;
}

/** Thrown by handlers and guards; the error handler turns it into the envelope. */
export class HttpError extends Error {
  readonly status: number;
  readonly options: HttpErrorOptions;

  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.options = options;
  }
}

export function failure(status: number, message: string, options: HttpErrorOptions = {}) {
  const info: ApiInfo = { status, message, response: 'failed' };
  if (options.caption) info.caption = options.caption;
  if (options.errors) info.errors = options.errors;
  if (options.code) info.code = options.code;
  return { data: options.data ?? null, info };
}

/** JSON schema of the info block, used by every response schema so serialisation keeps it. */
export const INFO_SCHEMA = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    caption: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    version: { type: 'string' },
    min_version: { type: 'string' },
    record_name: { type: 'string' },
    next_url: { type: 'string' },
    page_name: { type: 'string' },
    page_buttons: { type: 'array', items: {} },
    suppressNotificationMessage: { type: 'boolean' },
    response: { type: 'string', enum: ['success', 'failed'] },
    pagination_object: {
      type: 'object',
      properties: {
        page_number: { type: 'integer' },
        page_size: { type: 'integer' },
        total_records: { type: 'integer' },
        sort_by: { type: 'string' },
        sort_direction: { type: 'string' },
      },
    },
  },
} as const;

export type JsonSchema = Record<string, unknown>;

/** The response schemas of a route: the envelope around `data` on 200, the error envelope otherwise. */
export function replies(data: JsonSchema, status = 200): Record<string, JsonSchema> {
  const failed = {
    type: 'object',
    properties: { data: {}, info: INFO_SCHEMA },
  };
  return {
    [status]: {
      type: 'object',
      required: ['data', 'info'],
      properties: { data, info: INFO_SCHEMA },
    },
    '4xx': failed,
    '5xx': failed,
  };
}

/** Schema helpers kept short because every route spells out its shapes. */
export const S = {
  str: (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra }),
  nstr: (): JsonSchema => ({ type: ['string', 'null'] }),
  int: (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra }),
  nint: (): JsonSchema => ({ type: ['integer', 'null'] }),
  bool: (): JsonSchema => ({ type: 'boolean' }),
  any: (): JsonSchema => ({}),
  obj: (
    properties: Record<string, JsonSchema>,
    required: string[] = [],
    extra: JsonSchema = {},
  ) => ({
    type: 'object',
    properties,
    required,
    ...extra,
  }),
  arr: (items: JsonSchema): JsonSchema => ({ type: 'array', items }),
  /** An id in the path, e.g. /notifications/{id}. */
  idParams: (): JsonSchema => ({
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1 } },
    required: ['id'],
  }),
  empty: (): JsonSchema => ({ type: 'object', properties: {}, additionalProperties: false }),
  nullData: (): JsonSchema => ({ type: 'null' }),
};

export const PAGINATION_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    page_number: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100 },
    total_records: { type: 'integer' },
    sort_by: { type: 'string', maxLength: 64 },
    sort_direction: { type: 'string', enum: ['asc', 'desc'] },
  },
};
