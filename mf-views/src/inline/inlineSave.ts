import {
  api,
  isApiError,
  type FieldValue,
  type InlineEditConfig,
  type InlineSubmitPayload,
  type RecordData,
} from '@platform/shared';
import { fillTemplate, isRecord } from '../common/records';
import { INLINE_ERROR_OVERLAY_MS, INLINE_SUCCESS_OVERLAY_MS } from '../common/timings';

export const INLINE_SAVE_FAILED = 'Save failed';

export type InlineSaveResult =
  { ok: true; value: FieldValue; message?: string } | { ok: false; message: string };

/** The value the server stored, read back from its answer: data[field], data.value, or data itself. */
export function valueReadBack(data: unknown, field: string, sent: FieldValue): FieldValue {
  if (isRecord(data)) {
    if (field in data) return data[field];
    if ('value' in data) return data.value;
    return sent;
  }
  return data === undefined || data === null ? sent : (data as FieldValue);
}

/**
 * Saves one cell: POST submit_url (':id' filled from the row) with id, field and value, or
 * `{ [value_key]: value }` for a workflow endpoint. Only status 200 is a success; the error is
 * the server's message, or 'Save failed'.
 */
export async function submitInline(
  config: InlineEditConfig,
  row: RecordData,
  field: string,
  value: FieldValue,
): Promise<InlineSaveResult> {
  const id = row.id as string | number;
  const payload: InlineSubmitPayload | Record<string, FieldValue> = config.value_key
    ? { [config.value_key]: value }
    : { id, field, value };
  try {
    const result = await api.post<unknown>(fillTemplate(config.submit_url, row), payload, {
      silent: true,
      retries: 0,
    });
    if (result.status !== 200)
      return { ok: false, message: result.info.message || INLINE_SAVE_FAILED };
    return {
      ok: true,
      value: valueReadBack(result.data, field, value),
      message: result.info.message || undefined,
    };
  } catch (error) {
    const message = isApiError(error) ? error.info?.message : undefined;
    return { ok: false, message: message || INLINE_SAVE_FAILED };
  }
}

/** How long the saving overlay stays at least: 600 ms after a success, 800 ms after an error. */
export function overlayDuration(ok: boolean): number {
  return ok ? INLINE_SUCCESS_OVERLAY_MS : INLINE_ERROR_OVERLAY_MS;
}

/** Waits until the overlay has shown for its minimum time. */
export function holdOverlay(
  startedAt: number,
  ok: boolean,
  now: () => number = Date.now,
): Promise<void> {
  const remaining = overlayDuration(ok) - (now() - startedAt);
  return remaining > 0
    ? new Promise((resolve) => setTimeout(resolve, remaining))
    : Promise.resolve();
}
