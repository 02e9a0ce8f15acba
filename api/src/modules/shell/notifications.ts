import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PagingInfo } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { HttpError, ok, PAGINATION_SCHEMA, replies, S } from '../../core/http';
import { requireUser } from '../../core/auth-guard';
import { NOTIFICATION_STATUS, toAppNotification } from '../../core/notifications';
import { NOTIFICATION_SCHEMA } from './schemas';
import { POPUP_NOTIFICATIONS } from './route-list';

interface ListQuery {
  popup_only?: boolean;
  mark_all_as_read?: boolean;
  pagination_object?: Partial<PagingInfo>;
}

const DEFAULT_PAGE_SIZE = 10;
const COLUMNS = ['id', 'status_id', 'short_message', 'message', 'path', 'sent_at'] as const;

/**
 * The bell and the inbox. `popup_only` answers the newest ten with the unread count as
 * `total_records` (the badge); otherwise one page of all notifications with their total.
 * Every query is limited to the signed-in user within their organisation.
 */
export function registerNotifications(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/notifications',
    {
      schema: {
        querystring: S.obj({
          popup_only: S.bool(),
          mark_all_as_read: S.bool(),
          pagination_object: PAGINATION_SCHEMA,
        }),
        response: replies(S.arr(NOTIFICATION_SCHEMA)),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const mine = ctx.db
        .selectFrom('notifications')
        .where('user_id', '=', user.id)
        .where('organisation_id', '=', user.organisation_id);
      let message: string | undefined;
      if (request.query.mark_all_as_read) {
        await ctx.db
          .updateTable('notifications')
          .set({ status_id: NOTIFICATION_STATUS.READ })
          .where('user_id', '=', user.id)
          .where('organisation_id', '=', user.organisation_id)
          .where('status_id', '=', NOTIFICATION_STATUS.UNREAD)
          .execute();
        message = 'All notifications marked as read';
      }
      const now = ctx.clock.now();
      if (request.query.popup_only || request.query.mark_all_as_read) {
        // The user's own rows (so the organisation's), kept while unchanged (ADR 175).
        const [latest, unread] = await Promise.all([
          ctx.notifications.latest(user.id, POPUP_NOTIFICATIONS),
          ctx.notifications.unreadCount(user.id),
        ]);
        return ok(latest, {
          pagination_object: {
            page_number: 1,
            page_size: POPUP_NOTIFICATIONS,
            total_records: unread,
          },
          ...(message ? { message } : { suppressNotificationMessage: true }),
        });
      }
      const paging = request.query.pagination_object ?? {};
      const pageNumber = paging.page_number ?? 1;
      const pageSize = paging.page_size ?? DEFAULT_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        mine
          .select(COLUMNS)
          .orderBy('sent_at', paging.sort_direction === 'asc' ? 'asc' : 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return ok(
        rows.map((row) => toAppNotification(row, now)),
        {
          pagination_object: {
            page_number: pageNumber,
            page_size: pageSize,
            total_records: Number(total.count),
          },
          suppressNotificationMessage: true,
        },
      );
    },
  );

  const markRead = async (userId: number, organisationId: number, id: number) => {
    const row = await ctx.db
      .updateTable('notifications')
      .set({ status_id: NOTIFICATION_STATUS.READ })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('organisation_id', '=', organisationId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Notification not found.');
    return toAppNotification(row, ctx.clock.now());
  };

  // Opening a notification's details marks it read, as marking it read does.
  const readOneSchema = {
    schema: { params: S.idParams(), response: replies(NOTIFICATION_SCHEMA) },
  };
  const readOne = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const user = await requireUser(request);
    const notification = await markRead(user.id, user.organisation_id, request.params.id);
    return ok(notification, { suppressNotificationMessage: true });
  };
  app.get<{ Params: { id: number } }>('/notifications/:id/details', readOneSchema, readOne);
  app.post<{ Params: { id: number } }>('/notifications/:id/read', readOneSchema, readOne);
}
