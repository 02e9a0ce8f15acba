import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/module';
import { HttpError } from '../../core/http';
import type { HubConnection } from '../../core/hub';
import type { AuthUser } from '../../core/sessions';

interface HubQuery {
  sessionId: string;
  token?: string;
  /** The id of the last message a reconnecting client saw: it is sent what came after (ADR 200). */
  lastEventId?: string;
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
            lastEventId: { type: 'string', pattern: '^[0-9]{1,15}$' },
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
      const lastEventId = request.query.lastEventId;
      // Live messages wait while the missed ones are read, then follow them (none twice).
      if (lastEventId !== undefined) connection.pending = [];
      ctx.hub.add(connection);
      socket.on('message', (raw: Buffer) => {
        // Clients may ping to keep proxies from closing an idle socket.
        if (raw.toString() === 'ping') socket.send('pong');
      });
      socket.on('close', () => ctx.hub.remove(connection));
      socket.send(JSON.stringify({ event: 'hub.connected', payload: { user_id: user.id } }));
      if (lastEventId !== undefined) {
        catchUp(ctx, connection, Number(lastEventId)).catch((error: unknown) => {
          request.log.warn({ err: error }, 'hub: could not catch a client up');
          connection.socket.close(1011, 'catch-up failed');
        });
      }
    },
  );
}

/**
 * Sends a reconnecting client what it missed since `lastEventId`, in order and only what live
 * delivery would have sent it (to the user or their organisation), then the live messages that
 * arrived meanwhile. When the missed messages are no longer kept it sends `hub.reset`: the client
 * reloads its data instead (ADR 200).
 */
async function catchUp(ctx: AppContext, connection: HubConnection, lastEventId: number) {
  const missed = await ctx.hubEvents.since(lastEventId, {
    userId: connection.userId,
    organisationId: connection.organisationId,
  });
  const { socket } = connection;
  let through = lastEventId;
  if (missed.reset) {
    socket.send(JSON.stringify({ event: 'hub.reset', payload: {} }));
  } else {
    for (const message of missed.messages) {
      socket.send(JSON.stringify(message));
      through = message.id ?? through;
    }
  }
  connection.replayedThrough = missed.reset ? 0 : through;
  const waiting = connection.pending ?? [];
  connection.pending = null;
  for (const { id, frame } of waiting) {
    if (missed.reset || id === undefined || id > through) socket.send(frame);
  }
}
