import { useCallback, useEffect, useState } from 'react';
import { App, Button, Pagination } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  api,
  bus,
  DEFAULT_PAGE_SIZE,
  navigate,
  useSearchParams,
  type AppNotification,
} from '@platform/shared';
import { confirmAsync, PageHeader } from '@platform/shared/ui';
import { NotificationList } from '../../chrome/notifications/NotificationList';
import { MARK_ALL_QUESTION, notifications } from '../../chrome/notifications/notificationsStore';

interface InboxPage {
  items: AppNotification[];
  total: number;
}

function pageFromQuery(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** /notifications: the full inbox (target of 'Show All'), ten per page, the page kept in the address. */
export const NotificationsPage = observer(function NotificationsPage() {
  const { modal } = App.useApp();
  const page = pageFromQuery(useSearchParams());
  const [inbox, setInbox] = useState<InboxPage>({ items: [], total: 0 });
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      try {
        const { data, info } = await api.get<AppNotification[]>('/notifications', {
          params: { pagination_object: { page_number: page, page_size: DEFAULT_PAGE_SIZE } },
          signal,
          reuseSeconds: 0,
          suppressNotificationMessage: true,
        });
        const items = Array.isArray(data) ? data : [];
        setInbox({ items, total: info.pagination_object?.total_records ?? items.length });
      } catch {
        // Failures were shown by the call layer; a cancelled load belongs to a page already left.
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [page],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // A notification arriving live belongs on the first page.
  useEffect(() => {
    if (page !== 1) return undefined;
    const subscription = bus.subscribe('notification/received', () => void load());
    return () => subscription.unsubscribe();
  }, [page, load]);

  const markAll = async () => {
    if (!(await confirmAsync({ title: MARK_ALL_QUESTION }, modal))) return;
    await notifications.markAllRead().catch(() => undefined);
    await load();
  };

  return (
    <div style={{ padding: 24, maxWidth: 960 }} data-testid="notifications-page">
      <PageHeader
        title="Notifications"
        append={
          <Button
            onClick={() => void markAll()}
            disabled={!inbox.items.some((item) => item.status_id === 1) && !notifications.hasUnread}
          >
            Mark all as read
          </Button>
        }
      />
      <NotificationList
        items={inbox.items}
        loading={loading}
        showMessage
        onOpen={(item) => navigate(`/notifications/${item.id}/details`)}
      />
      {inbox.total > DEFAULT_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={inbox.total}
          showSizeChanger={false}
          onChange={(next) =>
            navigate(next === 1 ? '/notifications' : `/notifications?page=${next}`)
          }
        />
      ) : null}
    </div>
  );
});
