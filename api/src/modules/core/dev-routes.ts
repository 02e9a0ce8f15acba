import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OutboxMessage } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError, ok, replies, S } from '../../core/http';
import { requireStaff } from '../../core/auth-guard';
import { escapeHtml } from '../../core/html';

/** staff_role_id of an administrator (README: staff roles). */
const ADMINISTRATOR_ROLE_ID = 1;

/** The socket's own address, not X-Forwarded-For: a proxy in front must not open the tools. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Every development tool answers only on this machine and only to an administrator: the outbox
 * holds sign-in codes and password-reset links, so reading it is taking over any account.
 */
async function guardDevTool(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) {
    throw new HttpError(404, 'Not found.');
  }
  const user = await requireStaff(request);
  if (user.staff_role_id !== ADMINISTRATOR_ROLE_ID && !user.is_super_admin) {
    throw new HttpError(403, 'Only an administrator can use the development tools.', {
      code: 'forbidden',
    });
  }
}

/** The organisation of the administrator the guard admitted (the session is read once per request). */
async function callerOrganisation(request: FastifyRequest): Promise<number> {
  return (await requireStaff(request)).organisation_id;
}

/** Escapes the text, then makes its http(s) links clickable so a reset link can be followed. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`,
  );
}

export function outboxPage(messages: OutboxMessage[], recipient: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr><td>#${m.id}</td><td>${m.created_at}</td><td>${m.channel}</td>
<td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject ?? '')}</td><td><pre>${linkify(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body>
<h1>Outbox</h1>
<p>E-mails and text messages this server would have sent. Development only.</p>
<form method="get"><label>Recipient <input name="recipient" value="${escapeHtml(recipient ?? '')}"></label>
<button type="submit">Filter</button></form>
<table><thead><tr><th>Id</th><th>Queued</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table>
</body></html>`;
}

const OUTBOX_QUERY = S.obj({
  recipient: S.str({ maxLength: 320 }),
  limit: S.int({ minimum: 1, maximum: 500, default: 100 }),
});

const OUTBOX_MESSAGE = S.obj({
  id: S.int(),
  channel: S.str(),
  recipient: S.str(),
  subject: S.nstr(),
  body: S.str(),
  created_at: S.str(),
});

interface OutboxQuery {
  recipient?: string;
  limit: number;
}

interface NotifyBody {
  email: string;
  short_message: string;
  message?: string;
  path?: string | null;
}

/**
 * Development-only helpers: the outbox (people follow reset links and read codes there) and
 * POST /dev/notify (end-to-end tests make a live notification arrive). Registered only with
 * API_DEV_TOOLS=1 outside production; each call needs loopback and an administrator (ADR 090).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.devRoutes) return;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/dev/')) await guardDevTool(request);
  });

  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox',
    { schema: { querystring: OUTBOX_QUERY } },
    async (request, reply) => {
      // An administrator reads their own organisation's messages only (issue 36).
      const organisationId = await callerOrganisation(request);
      const messages = await ctx.outbox.list({ ...request.query, organisationId });
      reply.type('text/html; charset=utf-8');
      return outboxPage(messages, request.query.recipient);
    },
  );

  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox.json',
    { schema: { querystring: OUTBOX_QUERY, response: replies(S.arr(OUTBOX_MESSAGE)) } },
    async (request) =>
      ok(
        await ctx.outbox.list({
          ...request.query,
          organisationId: await callerOrganisation(request),
        }),
      ),
  );

  app.post<{ Body: NotifyBody }>(
    '/dev/notify',
    {
      schema: {
        body: S.obj(
          {
            email: S.str({ format: 'email' }),
            short_message: S.str({ minLength: 1, maxLength: 200 }),
            message: S.str({ maxLength: 5000 }),
            path: { type: ['string', 'null'], maxLength: 500 },
          },
          ['email', 'short_message'],
        ),
        response: replies(S.obj({ id: S.int() })),
      },
    },
    async (request) => {
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'organisation_id'])
        .where('email', '=', request.body.email.toLowerCase())
        // Only a user of the caller's own organisation (issue 36).
        .where('organisation_id', '=', await callerOrganisation(request))
        .executeTakeFirst();
      if (!user) throw new HttpError(404, 'No user with this e-mail address.');
      const notification = await ctx.notifications.create({
        organisationId: user.organisation_id,
        userId: user.id,
        shortMessage: request.body.short_message,
        message: request.body.message ?? request.body.short_message,
        path: request.body.path ?? null,
      });
      return ok({ id: notification.id }, { message: 'Notification sent' });
    },
  );
}
