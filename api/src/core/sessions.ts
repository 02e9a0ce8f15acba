import { createHmac } from 'node:crypto';
import type { Clock } from './clock';
import type { Db } from './database';
import type { Secrets } from './secrets';
import { ReadCache, TableChanges } from './table-changes';

/** Lifetimes of a staff session (docs/decisions/021-secrets-and-tokens.md). */
export const SESSION_POLICY = {
  /** A session unused this long expires. */
  idleMs: 12 * 60 * 60_000,
  /** No session lives longer than this, however busy. */
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** Sliding the idle expiry costs a write, so it is done at most this often. */
  touchEveryMs: 5 * 60_000,
  /** Two-step enrolment and removal need a sign-in at most this old. */
  recentLoginMs: 30 * 60_000,
} as const;

/** The signed-in person behind a request, as the guards hand it to handlers. */
export interface AuthUser {
  id: number;
  organisation_id: number;
  organisation_short_code: string;
  email: string;
  name: string;
  user_type_id: number;
  staff_role_id: number | null;
  user_role_ids: string;
  is_super_admin: boolean;
  timezone: string | null;
  session_id: number;
  session_created_at: Date;
}

export interface DeviceInfo {
  device_token?: string | null;
  device_type?: string | null;
}

type RevokeListener = (sessionIds: number[]) => void;

/** Who a file-access cookie stands for: enough to scope a file to the organisation. */
export interface FileViewer {
  user_id: number;
  organisation_id: number;
  session_id: number;
}

/**
 * The file-access key of a session: its id and an HMAC keyed by the stored token hash. It proves
 * the session without being its bearer token (docs/decisions/142-file-access-cookie.md).
 */
function fileAccessMac(tokenHash: string): string {
  return createHmac('sha256', tokenHash).update('files-cookie-v1').digest('base64url');
}

interface Lifetime {
  expires_at: Date | string;
  absolute_expires_at: Date | string;
  revoked_at: Date | string | null;
  active: boolean;
}

/** What isLive reads of a session (`s`) joined to its user (`u`), with the session's id. */
const LIFETIME_COLUMNS = [
  's.id as session_id',
  's.expires_at',
  's.absolute_expires_at',
  's.revoked_at',
  'u.active',
] as const;

/** A session is live until revoked, idle too long or too old, and only while its user is active. */
function isLive(row: Lifetime, now: Date): boolean {
  if (row.revoked_at || !row.active) return false;
  return now < new Date(row.expires_at) && now < new Date(row.absolute_expires_at);
}

type SessionRow = NonNullable<Awaited<ReturnType<SessionService['sessionRow']>>>;

/** Issues, resolves and revokes staff session tokens. Tokens are stored as SHA-256 hashes only. */
export class SessionService {
  private readonly listeners: RevokeListener[] = [];
  /** Session rows by token hash, kept while sessions, users and organisations are unchanged. */
  readonly #rows: ReadCache<SessionRow | undefined>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secrets: Secrets,
    changes: TableChanges = new TableChanges(),
  ) {
    this.#rows = new ReadCache(changes, ['sessions', 'users', 'organisations'], {
      capacity: 10_000,
    });
  }

  /** Called with the ids of revoked sessions (the hub closes their sockets). */
  onRevoke(listener: RevokeListener): void {
    this.listeners.push(listener);
  }

  async create(userId: number, organisationId: number, device: DeviceInfo = {}) {
    const token = this.secrets.randomToken(32);
    const now = this.clock.now();
    const { id } = await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        organisation_id: organisationId,
        token_hash: this.secrets.hashToken(token),
        device_token: device.device_token ?? null,
        device_type: device.device_type ?? null,
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + SESSION_POLICY.idleMs),
        absolute_expires_at: new Date(now.getTime() + SESSION_POLICY.absoluteMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: id };
  }

  /** The user of a live session, or null when the token is unknown, expired or revoked. */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const now = this.clock.now();
    const tokenHash = this.secrets.hashToken(token);
    // Liveness is decided below on every call, at the clock's time; only the row is kept.
    const row = await this.#rows.get(tokenHash, () => this.sessionRow(tokenHash));
    if (!row || !isLive(row, now)) return null;
    if (now.getTime() - new Date(row.last_used_at).getTime() > SESSION_POLICY.touchEveryMs) {
      await this.db
        .updateTable('sessions')
        .set({ last_used_at: now, expires_at: new Date(now.getTime() + SESSION_POLICY.idleMs) })
        .where('id', '=', row.session_id)
        .execute();
    }
    return {
      id: row.id,
      organisation_id: row.organisation_id,
      organisation_short_code: row.organisation_short_code,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      user_type_id: row.user_type_id,
      staff_role_id: row.staff_role_id,
      user_role_ids: row.user_role_ids,
      is_super_admin: row.is_super_admin,
      timezone: row.timezone,
      session_id: row.session_id,
      session_created_at: new Date(row.session_created_at),
    };
  }

  /** Sessions joined to their users, selecting what isLive reads. */
  private sessionsWithUsers() {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(LIFETIME_COLUMNS);
  }

  private sessionRow(tokenHash: string) {
    return this.sessionsWithUsers()
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select([
        's.created_at as session_created_at',
        's.last_used_at',
        'u.id',
        'u.organisation_id',
        'o.short_code as organisation_short_code',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.user_type_id',
        'u.staff_role_id',
        'u.user_role_ids',
        'u.is_super_admin',
        'u.timezone',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** The file-access key of the session behind `token` (whose id is `sessionId`). */
  fileAccessKey(token: string, sessionId: number): string {
    return `${sessionId}.${fileAccessMac(this.secrets.hashToken(token))}`;
  }

  /** The viewer of a live session's file-access key, or null; reading files does not slide it. */
  async resolveFileAccess(key: string): Promise<FileViewer | null> {
    const match = /^(\d{1,15})\.([\w-]{43})$/.exec(key);
    if (!match) return null;
    const row = await this.sessionsWithUsers()
      .select(['s.token_hash', 'u.id as user_id', 'u.organisation_id'])
      .where('s.id', '=', Number(match[1]))
      .executeTakeFirst();
    if (!row || !isLive(row, this.clock.now())) return null;
    if (!this.secrets.timingSafeEqualStr(fileAccessMac(row.token_hash), match[2])) return null;
    return {
      user_id: row.user_id,
      organisation_id: row.organisation_id,
      session_id: row.session_id,
    };
  }

  async revokeToken(token: string): Promise<void> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', this.secrets.hashToken(token))
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    this.notify(rows.map((row) => row.id));
  }

  /** Ends every session of a user: after two-step changes and password resets. */
  async revokeAllForUser(userId: number): Promise<void> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    this.notify(rows.map((row) => row.id));
  }

  private notify(ids: number[]): void {
    if (ids.length === 0) return;
    for (const listener of this.listeners) listener(ids);
  }
}
