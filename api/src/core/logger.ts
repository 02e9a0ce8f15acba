import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (tokens, one-time codes, link keys). */
const SECRET_PARAMS = ['token', 'code', 'oobCode', 'key', 'state', 'access_token', 'password'];

/** The URL as it may appear in a log line: secret query values replaced by [redacted]. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, index)}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * Logger options for the API. Request lines carry method, redacted URL and IP only, and any
 * object logged with credentials in it has them censored.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-wholesale-token"]',
        'headers.authorization',
        'headers["x-wholesale-token"]',
        'password',
        '*.password',
        'code',
        '*.code',
        'oobCode',
        '*.oobCode',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: LoggedRequest) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
