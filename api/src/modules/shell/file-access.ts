import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/module';
import { bearerToken, optionalUser, requireUser } from '../../core/auth-guard';
import { ok, replies, S } from '../../core/http';
import { SESSION_POLICY, type FileViewer } from '../../core/sessions';

/**
 * Files are read by `<img>` and links, which cannot send the bearer token, so a signed-in
 * client also holds this cookie: HttpOnly, SameSite=Strict and sent only to /files, carrying a
 * key derived from the session, not the token (docs/decisions/142-file-access-cookie.md).
 */
export const FILE_ACCESS_COOKIE = 'files_session';
const COOKIE_PATH = '/files';

function cookieHeader(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${FILE_ACCESS_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** The value of the file-access cookie the request carries, or null. */
function cookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const pair of header.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === FILE_ACCESS_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/**
 * Who reads a file: the staff user of the bearer token (calls of the call layer), else the
 * session behind the file-access cookie (`<img>`, links, frames). Null when neither is live.
 */
export async function fileViewer(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<FileViewer | null> {
  const user = await optionalUser(request);
  if (user) {
    return { user_id: user.id, organisation_id: user.organisation_id, session_id: user.session_id };
  }
  const key = cookieValue(request);
  return key ? ctx.sessions.resolveFileAccess(key) : null;
}

function clearCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', cookieHeader(request, '', 0));
}

export function registerFileAccess(app: FastifyInstance, ctx: AppContext) {
  const done = { response: replies(S.obj({})) };

  app.post('/files/access', { schema: done }, async (request, reply) => {
    const user = await requireUser(request);
    // requireUser has resolved the bearer token, so it is there.
    const token = bearerToken(request) as string;
    const key = ctx.sessions.fileAccessKey(token, user.session_id);
    reply.header(
      'set-cookie',
      cookieHeader(request, key, Math.floor(SESSION_POLICY.absoluteMs / 1000)),
    );
    return ok({});
  });

  // Signing out ends the session, which already voids the key; this also removes the cookie.
  app.delete('/files/access', { schema: done }, async (request, reply) => {
    clearCookie(request, reply);
    return ok({});
  });
}
