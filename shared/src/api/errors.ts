import type { ResponseInfo } from '../contracts';

export type ErrorCode =
  'E001' | 'E008' | 'E011' | 'E017' | 'E019' | 'E021' | 'E024' | 'E032' | 'E034';

export interface CatalogueEntry {
  /** Shown as the notification title. */
  title: string;
  /** Shown under the title; `{message}` and `{path}` are filled in by `errorDetail`. */
  detail: string;
  /** What raises it. */
  when: string;
}

/**
 * The error catalogue of the spec. Titles in quotes in the spec are used exactly; E011, E024
 * and E034 have no title there, theirs are ours (ADR 011).
 */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  E001: {
    title: 'Network error',
    detail: 'Connection to the server failed. Please check your internet connection.',
    when: 'A call could not reach the server (after its retries).',
  },
  E008: {
    title: 'Unexpected error',
    detail: '{message}',
    when: 'Something failed on the client while handling a call.',
  },
  E011: {
    title: 'No response information',
    detail: 'The server answered without any information. Please contact administration.',
    when: 'A failed response carries no info block (e.g. a proxy error page).',
  },
  E017: {
    title: 'Session timed out',
    detail: 'Please login again.',
    when: 'A call answered 401; the session is cleared.',
  },
  E019: {
    title: 'A problem occurred',
    detail: 'Please contact administration.',
    when: 'A call failed and the server gave no message.',
  },
  E021: {
    title: 'An error occurred - E021',
    detail: 'Form data not returned with the correct type. Please contact administration.',
    when: 'Form data from the server is not an object.',
  },
  E024: {
    title: 'Invalid response',
    detail: 'The server sent an invalid response for {path}. Please contact admin.',
    when: 'A successful response body is not valid JSON.',
  },
  E032: {
    title: 'Connection failed',
    detail: 'Unable to connect to the server.',
    when: 'A gateway answered 502, 503 or 504 without a message (after the retries).',
  },
  E034: {
    title: 'View not set',
    detail: 'This multi-view item has no view id.',
    when: 'A multi-view item without a view id, shown in debug mode only.',
  },
};

/** The title of a catalogue error, e.g. errorText('E001') is 'Network error'. */
export function errorText(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].title;
}

/** The detail of a catalogue error with its placeholders filled in. */
export function errorDetail(
  code: ErrorCode,
  values: { message?: string; path?: string } = {},
): string {
  return ERROR_CATALOGUE[code].detail
    .replace('{message}', values.message ?? 'An unexpected error occurred.')
    .replace('{path}', values.path ?? 'this page');
}

/** The caption shown with a catalogue error: its detail and, unless the title has it, the code. */
export function errorCaption(
  code: ErrorCode,
  values: { message?: string; path?: string } = {},
): string {
  const detail = errorDetail(code, values);
  return errorText(code).includes(code) ? detail : `${detail} (${code})`;
}

export interface ApiErrorInit {
  status: number;
  code?: ErrorCode;
  info?: ResponseInfo;
  data?: unknown;
  cancelled?: boolean;
  method?: string;
  path?: string;
}

/** How every failed call rejects. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The catalogue code shown to the user, when one was. */
  readonly code: ErrorCode | undefined;
  readonly info: ResponseInfo | undefined;
  readonly data: unknown;
  /** True when the caller aborted the call; nothing was shown. */
  readonly cancelled: boolean;
  readonly method: string | undefined;
  readonly path: string | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.info = init.info;
    this.data = init.data;
    this.cancelled = init.cancelled ?? false;
    this.method = init.method;
    this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a call the caller aborted: such failures are ignored, never shown. */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.cancelled;
}
