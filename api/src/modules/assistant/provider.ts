import type { Db } from '../../core/database';

/** Who asks, for the provider to answer from that organisation's data only. */
export interface AssistantContext {
  db: Db;
  organisationId: number;
  userId: number;
  now: Date;
}

/**
 * Answers one question with plain text; relative app paths (e.g. /jobs/42) may appear in it.
 * An empty answer means the provider had nothing to say (the chat shows 'Sorry, no response.').
 */
export interface AssistantProvider {
  answer(query: string, ctx: AssistantContext): Promise<string>;
}
