import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../core/config';
import { requireStaff } from '../../core/auth-guard';
import { HttpError, ok, replies, S } from '../../core/http';
import { LIMITS } from '../../core/limits';
import type { AppContext } from '../../core/module';
import { HttpAssistantProvider } from './http-provider';
import { LocalAssistantProvider } from './local-provider';
import type { AssistantProvider } from './provider';
import { QUERY_BODY, QUERY_MAX_LENGTH } from './schemas';

/** The provider the configuration asks for; an external one without an address stops the start. */
export function providerFor(config: AppConfig): AssistantProvider {
  if (config.assistantProvider !== 'http') return new LocalAssistantProvider();
  if (!config.assistantUrl) {
    throw new Error('ASSISTANT_PROVIDER=http needs ASSISTANT_URL, the assistant service address.');
  }
  return new HttpAssistantProvider(config.assistantUrl, config.assistantTimeoutMs);
}

function badQuery(message: string): never {
  throw new HttpError(400, message, { errors: { query: [message] } });
}

/** The question, trimmed; 400 when it is empty or too long. */
export function readQuery(raw: unknown): string {
  if (typeof raw !== 'string') badQuery('The question must be text.');
  const query = raw.trim();
  if (query === '') badQuery('Type a question.');
  if (query.length > QUERY_MAX_LENGTH)
    badQuery(`A question has at most ${QUERY_MAX_LENGTH} characters.`);
  if (query.includes('\u0000')) badQuery('The question holds an invalid character.');
  return query;
}

export function registerAssistantRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  provider: AssistantProvider = providerFor(ctx.config),
): void {
  app.post<{ Body: { query: string } }>(
    '/chatbot/query',
    { schema: { body: QUERY_BODY, response: replies(S.str()) } },
    async (request) => {
      const user = await requireStaff(request);
      const query = readQuery(request.body.query);
      await ctx.limits.consume(`assistant:user:${user.id}`, LIMITS.assistantPerUser);
      const reply = await provider.answer(query, {
        db: ctx.db,
        organisationId: user.organisation_id,
        userId: user.id,
        now: ctx.clock.now(),
      });
      return ok(reply, { suppressNotificationMessage: true });
    },
  );
}
