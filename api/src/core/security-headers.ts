import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every answer of the API (issue 19): the API serves JSON and files, never
 * pages to run, so nothing it sends may be framed and its content policy allows nothing. A route
 * that serves a page (the identity pages) sets its own policy first; those are kept. HSTS is sent
 * when the request came over TLS (directly or, through a trusted proxy, per TRUST_PROXY).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
} as const;

/**
 * The content policy of files (uploads, PDFs, exports) opened on their own in a tab: no script,
 * no framing, no form; only what a browser's own image and PDF viewers need to show the file
 * (the inline styles of their viewer page and the file itself as its embedded object).
 */
export const FILE_CONTENT_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

function setMissing(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    const pageLike = contentType.includes('json') || contentType.includes('html');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // Every answer, files included: the platform frames only blob: copies it fetched itself.
      const policy = name === 'content-security-policy' && !pageLike ? FILE_CONTENT_POLICY : value;
      setMissing(reply, name, policy);
    }
    if (request.protocol === 'https') setMissing(reply, 'strict-transport-security', HSTS);
    return payload;
  });
}
