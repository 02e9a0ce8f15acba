import type { FastifyServerOptions } from 'fastify';
import SonicBoom from 'sonic-boom';

/** Query parameters whose values are secrets (tokens, one-time codes, link keys). */
const SECRET_PARAMS = ['token', 'code', 'oobCode', 'key', 'state', 'access_token', 'password'];

/**
 * A path segment that looks like a random token (24 or more base64url characters with letters
 * and digits, as `randomToken` makes them): ids, names and dates never do.
 */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;

/** Path segments whose next segment is a secret, whatever it looks like. */
const SECRET_SEGMENT_AFTER = new Set(['documents', 'token', 'tokens']);

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      segment !== '' &&
      (TOKEN_SEGMENT.test(segment) || SECRET_SEGMENT_AFTER.has(segments[index - 1] ?? ''))
        ? '[redacted]'
        : segment,
    )
    .join('/');
}

/**
 * The URL as it may appear in a log line: secret query values and token-like path segments
 * replaced by [redacted] (docs/decisions/187).
 */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return redactPath(url);
  const params = new URLSearchParams(url.slice(index + 1));
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) params.set(name, '[redacted]');
  }
  return `${redactPath(url.slice(0, index))}?${params.toString()}`;
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

let stdout: SonicBoom | null = null;

/**
 * Standard output for the log, written without blocking (ADR 212): a line is handed to the
 * kernel at once when no write is in flight, and lines that come while one is join the next
 * write, so a busy process makes one write for many lines instead of one blocking write each
 * (two lines a request; 15 % of a loaded API process's time). What is still buffered is written
 * synchronously when the process exits; a process killed with SIGKILL can lose its last lines.
 */
export function logStream(): SonicBoom {
  if (!stdout) {
    const stream = new SonicBoom({ fd: 1, sync: false });
    process.once('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // Nothing can be reported once the process is exiting.
      }
    });
    stdout = stream;
  }
  return stdout;
}
