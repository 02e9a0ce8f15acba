import type { AppNotification } from '@platform/shared/contracts';
import type { Clock } from './clock';
import type { Db } from './database';
import type { Hub } from './hub';
import { relativeTime } from './relative-time';
import { ReadCache, TableChanges } from './table-changes';

export const NOTIFICATION_STATUS = { UNREAD: 1, READ: 2 } as const;
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

export interface NewNotification {
  organisationId: number;
  userId: number;
  shortMessage: string;
  message: string;
  path?: string | null;
}

export interface NotificationRow {
  id: number;
  status_id: number;
  short_message: string;
  message: string;
  path: string | null;
  sent_at: Date | string;
}

export function toAppNotification(row: NotificationRow, now: Date): AppNotification {
  const sentAt = new Date(row.sent_at);
  return {
    id: row.id,
    status_id: row.status_id === NOTIFICATION_STATUS.READ ? 2 : 1,
    short_message: row.short_message,
    message: row.message,
    sent_at: sentAt.toISOString(),
    sent_at_relative: relativeTime(sentAt, now),
    path: row.path,
  };
}

/** Creates notifications for users and pushes them live to their open sessions. */
export class NotificationService {
  /** The newest rows and unread count of a user, kept while `notifications` is unchanged. */
  readonly #latest: ReadCache<readonly NotificationRow[]>;
  readonly #unread: ReadCache<number>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: Hub,
    changes: TableChanges = new TableChanges(),
  ) {
    this.#latest = new ReadCache(changes, ['notifications']);
    this.#unread = new ReadCache(changes, ['notifications']);
  }

  async create(input: NewNotification): Promise<AppNotification> {
    const row = await this.db
      .insertInto('notifications')
      .values({
        organisation_id: input.organisationId,
        user_id: input.userId,
        short_message: input.shortMessage,
        message: input.message,
        path: input.path ?? null,
        sent_at: this.clock.now(),
      })
      .returning(['id', 'status_id', 'short_message', 'message', 'path', 'sent_at'])
      .executeTakeFirstOrThrow();
    const notification = toAppNotification(row, this.clock.now());
    this.hub.publishToUser(input.userId, NOTIFICATION_CREATED_EVENT, notification);
    return notification;
  }

  async latest(userId: number, limit: number): Promise<AppNotification[]> {
    const rows = await this.#latest.get(`${userId}:${limit}`, () =>
      this.db
        .selectFrom('notifications')
        .select(['id', 'status_id', 'short_message', 'message', 'path', 'sent_at'])
        .where('user_id', '=', userId)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    );
    // "5 minutes ago" is worked out per answer, from the stored rows.
    const now = this.clock.now();
    return rows.map((row) => toAppNotification(row, now));
  }

  unreadCount(userId: number): Promise<number> {
    return this.#unread.get(String(userId), async () => {
      const { count } = await this.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status_id', '=', NOTIFICATION_STATUS.UNREAD)
        .executeTakeFirstOrThrow();
      return Number(count);
    });
  }
}
