import type { AppNotification } from '@platform/shared/contracts';
import type { Clock } from './clock';
import type { Db } from './database';
import type { Hub } from './hub';
import { relativeTime } from './relative-time';

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
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: Hub,
  ) {}

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
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'status_id', 'short_message', 'message', 'path', 'sent_at'])
      .where('user_id', '=', userId)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const now = this.clock.now();
    return rows.map((row) => toAppNotification(row, now));
  }

  async unreadCount(userId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('status_id', '=', NOTIFICATION_STATUS.UNREAD)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
