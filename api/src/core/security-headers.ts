import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every answer of the API (issue 19): the API serves JSON and files, never
 * pages to run, so its content policy allows nothing and no framing. A route that serves a page
 * (the identity pages) or a file sets its own policy first; those are kept. HSTS is sent when the
 * request came over TLS (directly or, with TRUST_PROXY, through the proxy).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
} as const;

export const HSTS = 'max-age=31536000; includeSubDomains';

function setMissing(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // Files (images, PDFs) may be shown inline or framed by the platform's own pages.
      const pageLike = contentType.includes('json') || contentType.includes('html');
      if (!pageLike && (name === 'content-security-policy' || name === 'x-frame-options')) continue;
      setMissing(reply, name, value);
    }
    if (request.protocol === 'https') setMissing(reply, 'strict-transport-security', HSTS);
    return payload;
  });
}
