import path from 'node:path';

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
  uploadDir: string;
  uploadMaxBytes: number;
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
  /** Trust X-Forwarded-For from a reverse proxy (per-IP limits then use the client's address). */
  trustProxy: boolean;
  logLevel: string;
  /** Multiplies every abuse limit (RATE_LIMIT_SCALE, ignored in production). */
  rateLimitScale: number;
  /** Who answers POST /chatbot/query: the built-in intent matcher, or an external HTTP service. */
  assistantProvider: 'local' | 'http';
  /** The external assistant's address (ASSISTANT_URL), used when assistantProvider is 'http'. */
  assistantUrl: string | null;
  /** How long the external assistant may take (ASSISTANT_TIMEOUT_MS). */
  assistantTimeoutMs: number;
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
    version: env.API_VERSION ?? '1.0.0',
    minClientVersion: env.MIN_CLIENT_VERSION ?? '0.0.0',
    googleClientId: env.GOOGLE_CLIENT_ID ?? 'local-identity.apps.platform.test',
    devRoutes: !production && env.API_DEV_TOOLS === '1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: production ? 1 : Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    assistantProvider: env.ASSISTANT_PROVIDER === 'http' ? 'http' : 'local',
    assistantUrl: env.ASSISTANT_URL || null,
    assistantTimeoutMs: Math.max(100, Number(env.ASSISTANT_TIMEOUT_MS ?? 10_000) || 10_000),
  };
}
