import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import type { HubConnection } from '../../core/hub';
import type { AuthUser } from '../../core/sessions';

interface HubQuery {
  sessionId: string;
  token?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    hubUser?: AuthUser;
  }
}

/**
 * GET /global: the realtime hub. The upgrade is refused with 401 unless `token` (query) or
 * the bearer header belongs to a live session; browsers cannot set headers on WebSockets,
 * hence the query parameter (it is redacted from logs).
 */
export function registerHub(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: HubQuery }>(
    '/global',
    {
      websocket: true,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            sessionId: { type: 'string', minLength: 1, maxLength: 200 },
            token: { type: 'string', maxLength: 200 },
          },
          required: ['sessionId'],
        },
      },
      preValidation: async (request) => {
        const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
        const token = (request.query as Partial<HubQuery>).token ?? header;
        const user = token ? await ctx.sessions.resolve(token) : null;
        if (!user) throw new HttpError(401, 'Session timed out: please login again.');
        request.hubUser = user;
      },
    },
    (socket, request) => {
      const user = request.hubUser as AuthUser;
      const connection: HubConnection = {
        userId: user.id,
        organisationId: user.organisation_id,
        sessionId: user.session_id,
        clientSessionId: request.query.sessionId,
        socket,
      };
      ctx.hub.add(connection);
      socket.on('message', (raw: Buffer) => {
        // Clients may ping to keep proxies from closing an idle socket.
        if (raw.toString() === 'ping') socket.send('pong');
      });
      socket.on('close', () => ctx.hub.remove(connection));
      socket.send(JSON.stringify({ event: 'hub.connected', payload: { user_id: user.id } }));
    },
  );
}
