import net from 'node:net';
import path from 'node:path';
import { filesTargetOf, type FilesTarget } from './file-storage';

export type RunMode = 'development' | 'test' | 'production';

export interface AppConfig {
  mode: RunMode;
  port: number;
  host: string;
  /** PGlite data folder; `memory://` keeps the database in memory. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | null;
  /** Allowed browser origins; `null` allows any http(s)://localhost or 127.0.0.1 origin (development). */
  corsOrigins: string[] | null;
  /** Origin of the shell, used for links in e-mails and OAuth redirects. */
  publicUrl: string;
  /** Origin of this API as browsers reach it; `null` derives it from each request. */
  apiPublicUrl: string | null;
  /** Optional file that mirrors every outbox message as a JSON line (never in production). */
  outboxLog: string | null;
  /** Incoming uploads, and the stored files unless `filesTarget` is a bucket. */
  uploadDir: string;
  uploadMaxBytes: number;
  /** Where files are stored: UPLOAD_DIR (default) or FILES_TARGET=s3://bucket/prefix (ADR 199). */
  filesTarget: FilesTarget;
  /** Version of this API, sent in info.version. */
  version: string;
  /** Oldest client version that may call the API, sent in info.min_version. */
  minClientVersion: string;
  googleClientId: string;
  /**
   * Development tools (/dev/outbox, /dev/outbox.json, /dev/notify) exist only when true: set by
   * API_DEV_TOOLS=1 outside production, never by default. Even then they answer only requests from
   * this machine (loopback) with an administrator's session.
   */
  devRoutes: boolean;
  /**
   * Which reverse proxies' X-Forwarded-For is believed (TRUST_PROXY, see `trustProxyOf`): false
   * (the socket address is the client), a number of proxy hops in front of the API, or the
   * proxies' addresses and CIDR ranges. Never "any": the left-most X-Forwarded-For entry is
   * whatever the client wrote (ADR 182).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Multiplies every abuse limit (RATE_LIMIT_SCALE, ignored in production). */
  rateLimitScale: number;
  /** Who answers POST /chatbot/query: the built-in intent matcher, or an external HTTP service. */
  assistantProvider: 'local' | 'http';
  /** The external assistant's address (ASSISTANT_URL), used when assistantProvider is 'http'. */
  assistantUrl: string | null;
  /** How long the external assistant may take (ASSISTANT_TIMEOUT_MS). */
  assistantTimeoutMs: number;
  /**
   * Rows a report reaches at most (REPORT_ROW_CAP): paging stops there and an export holds at
   * most this many (ADR 131). Tests lower it so they need no 10,000-job seed to pass it (ADR 269).
   */
  reportRowCap: number;
}

/** The report row cap unless REPORT_ROW_CAP says otherwise (ADR 131). */
export const DEFAULT_REPORT_ROW_CAP = 10_000;

/** A whole number of at least 1 from `value`, `fallback` when unset; anything else stops the start. */
function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name}: ${JSON.stringify(value)} is not a whole number of at least 1`);
  }
  return number;
}

/** false, a hop count, or proxy addresses/CIDRs (Fastify's `trustProxy`, never `true`). */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY (ADR 182): unset, `0` or `false` trusts no proxy; `1` (or `true`) one proxy hop;
 * a number N that many hops; otherwise a comma list of the proxies' addresses or CIDR ranges
 * (`10.0.0.0/8,192.0.2.7`; also `loopback`, `linklocal`, `uniquelocal`). With hops or a list, the
 * client is the last address of X-Forwarded-For that no trusted proxy wrote, so an address the
 * client puts in the header itself is never used. Anything else stops the start.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !isProxyAddress(item));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY: ${wrong.map((item) => JSON.stringify(item)).join(', ')} is not a hop count, a proxy address or a CIDR range`,
    );
  }
  return items;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. A hop count becomes "the first N addresses
 * from the socket are proxies": Fastify's own numeric option now trusts nothing at all (it cannot
 * tell a proxy from a client that connects directly), so a count only fits an API that nothing
 * but its proxies can reach (ADR 182).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

const API_ROOT = path.resolve(__dirname, '..', '..');

function list(value: string | undefined): string[] | null {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

function mode(value: string | undefined): RunMode {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

/** Reads the configuration from environment variables (see api/README.md for the list). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const runMode = mode(env.NODE_ENV);
  const port = Number(env.PORT ?? 4000);
  const production = runMode === 'production';
  return {
    mode: runMode,
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite'),
    databaseUrl: env.DATABASE_URL || null,
    corsOrigins: list(env.CORS_ORIGINS),
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    apiPublicUrl: env.API_PUBLIC_URL ? env.API_PUBLIC_URL.replace(/\/$/, '') : null,
    outboxLog: production ? null : env.OUTBOX_LOG || null,
    uploadDir: env.UPLOAD_DIR ?? path.join(API_ROOT, '.data', 'uploads'),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 8 * 1024 * 1024),
    filesTarget: filesTargetOf(env),
    version: env.API_VERSION ?? '1.0.0',
    minClientVersion: env.MIN_CLIENT_VERSION ?? '0.0.0',
    googleClientId: env.GOOGLE_CLIENT_ID ?? 'local-identity.apps.platform.test',
    devRoutes: !production && env.API_DEV_TOOLS === '1',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: production ? 1 : Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    assistantProvider: env.ASSISTANT_PROVIDER === 'http' ? 'http' : 'local',
    assistantUrl: env.ASSISTANT_URL || null,
    assistantTimeoutMs: Math.max(100, Number(env.ASSISTANT_TIMEOUT_MS ?? 10_000) || 10_000),
    reportRowCap: positiveInteger('REPORT_ROW_CAP', env.REPORT_ROW_CAP, DEFAULT_REPORT_ROW_CAP),
  };
}
