import { HttpError } from '../../core/http';
import type { AssistantContext, AssistantProvider } from './provider';

/** How long the external service may take before the question fails. */
export const DEFAULT_ASSISTANT_TIMEOUT_MS = 10_000;

/** Longest answer passed on; a larger body is cut rather than relayed whole. */
const MAX_REPLY_LENGTH = 10_000;

function unavailable(reason: string): HttpError {
  return new HttpError(502, 'The assistant service did not answer.', {
    code: 'assistant-unavailable',
    caption: reason,
  });
}

/** `{ "reply": "…" }`, `{ "data": "…" }` or a plain-text body. */
function replyOf(body: string, contentType: string): string {
  if (!contentType.includes('json')) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw unavailable('The answer was not valid JSON.');
  }
  if (typeof parsed === 'string') return parsed;
  if (typeof parsed === 'object' && parsed !== null) {
    const record = parsed as Record<string, unknown>;
    for (const key of ['reply', 'data']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  throw unavailable('The answer held no reply text.');
}

/**
 * An external assistant: POSTs `{ query, organisation_id, user_id }` as JSON to `url` and relays
 * the reply text. Only the question and who asks leave the API, never the organisation's records.
 */
export class HttpAssistantProvider implements AssistantProvider {
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number = DEFAULT_ASSISTANT_TIMEOUT_MS,
  ) {}

  async answer(query: string, ctx: AssistantContext): Promise<string> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/plain' },
        body: JSON.stringify({
          query,
          organisation_id: ctx.organisationId,
          user_id: ctx.userId,
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // Duck-typed: fetch's errors may come from another realm (test sandboxes) than `Error`.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw unavailable(timedOut ? 'The service timed out.' : 'The service could not be reached.');
    }
    if (!response.ok) throw unavailable(`The service answered ${response.status}.`);
    const body = await response.text();
    return replyOf(body, response.headers.get('content-type') ?? '')
      .trim()
      .slice(0, MAX_REPLY_LENGTH);
  }
}
