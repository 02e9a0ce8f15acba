import type { FieldErrors, ResponseInfo } from '../contracts';
import type { ResponseLike } from './types';

export interface ReadBody {
  body: unknown;
  /** False when a JSON answer could not be parsed. */
  valid: boolean;
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** Reads the body: a Blob for successful blob calls, else JSON (an empty body is null). */
export async function readBody(
  response: ResponseLike,
  responseType: 'json' | 'blob',
): Promise<ReadBody> {
  if (responseType === 'blob' && isSuccessStatus(response.status)) {
    return { body: await response.blob(), valid: true };
  }
  const text = await response.text();
  if (text.trim() === '') return { body: null, valid: true };
  try {
    return { body: JSON.parse(text) as unknown, valid: true };
  } catch {
    return { body: text, valid: false };
  }
}

export interface Unwrapped {
  data: unknown;
  info: ResponseInfo;
  /** False when the body was not the `{ data, info }` envelope. */
  hasInfo: boolean;
}

function isEnvelope(body: unknown): body is { data?: unknown; info: Partial<ResponseInfo> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const info = (body as { info?: unknown }).info;
  return typeof info === 'object' && info !== null && !Array.isArray(info);
}

/** Splits the `{ data, info }` envelope; any other body becomes `data` with a bare info. */
export function unwrap(body: unknown, status: number): Unwrapped {
  if (isEnvelope(body)) {
    return {
      data: body.data ?? null,
      info: { ...body.info, status: body.info.status ?? status },
      hasInfo: true,
    };
  }
  return { data: body, info: { status }, hasInfo: false };
}

/** The server's field errors as lines for a notification (field names are snake_case, so left out). */
export function errorLines(errors: FieldErrors | undefined): string[] {
  if (!errors) return [];
  return Object.values(errors).flatMap((messages) =>
    Array.isArray(messages) ? messages.map(String) : [String(messages)],
  );
}
