import { createHash } from 'node:crypto';

/**
 * Security headers of the shell's and the remotes' static servers (issue 19; the API sets its own
 * in api/src/core/security-headers.ts). The shell's page gets a content policy that runs scripts
 * only from its own origin and the remotes' origins, plus the inline scripts of its own
 * index.html allowed one by one by their hash (the early sign-in form, ADR 172): no other inline
 * script, no eval. Styles may be
 * inline (antd writes its CSS-in-JS into <style> elements, and index.html has its first-paint
 * style). Data goes to the page's origin, the API (HTTP and WebSocket) and the remotes (manifests).
 */

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket origin that goes with an http(s) origin (the realtime hub lives on the API). */
function socketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts of a page: its <script> elements
 * without a src attribute, hashed exactly as the browser hashes them (the text between the tags).
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the shell's page.
 * @param {{ apiOrigin?: string | null, remoteOrigins?: Iterable<string>, https?: boolean,
 *   scriptHashes?: string[], imageOrigins?: Iterable<string> }} sources
 *   (imageOrigins: where else pictures may come from, e.g. the environment's map tile server)
 */
export function shellContentPolicy({
  apiOrigin = null,
  remoteOrigins = [],
  https = false,
  scriptHashes = [],
  imageOrigins = [],
}) {
  const remotes = [...new Set([...remoteOrigins].filter(Boolean))].sort();
  const api = apiOrigin ? [apiOrigin, socketOrigin(apiOrigin)] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(apiOrigin ? [apiOrigin] : []),
      ...remotes,
      ...[...imageOrigins].filter(Boolean),
    ],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...api, ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Printable PDFs are opened as blob: documents, which inherit this policy.
    'object-src': ['blob:'],
    'frame-src': ["'self'", 'blob:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * True when the request reached us over TLS: directly, or through a proxy we were told to trust
 * (TRUST_PROXY=1) that says so in X-Forwarded-Proto.
 */
export function cameOverTls(req, trustProxy = process.env.TRUST_PROXY === '1') {
  if (req.socket?.encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return trustProxy && forwarded === 'https';
}

/** Headers for every answer of the shell's server; the page itself also gets the policy. */
export function shellHeaders(
  req,
  { page, apiOrigin, remoteOrigins, scriptHashes = [], imageOrigins = [] },
) {
  const https = cameOverTls(req);
  const headers = { ...BASE_HEADERS };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  if (page) {
    headers['Content-Security-Policy'] = shellContentPolicy({
      apiOrigin,
      remoteOrigins,
      https,
      scriptHashes,
      imageOrigins,
    });
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}

/** Headers for every answer of a remote's server: its files are loaded by the shell's page. */
export function remoteHeaders(req) {
  const headers = { ...BASE_HEADERS, 'Cross-Origin-Resource-Policy': 'cross-origin' };
  if (cameOverTls(req)) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
