import { useEffect, useState } from 'react';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { api, formatUtcDate, navigate, session, type AppNotification } from '@platform/shared';
import { PageHeader, SafeHtml } from '@platform/shared/ui';
import { openTarget } from '../../chrome/appPath';
import { NOTIFICATION_STATUS, notifications } from '../../chrome/notifications/notificationsStore';

export interface NotificationDetailsPageProps {
  id: string;
}

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; notification: AppNotification };

/** /notifications/{id}/details: one notification; opening it marks it read on the server. */
export function NotificationDetailsPage({ id }: NotificationDetailsPageProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api
      .get<AppNotification>(`/notifications/${encodeURIComponent(id)}/details`, {
        signal: controller.signal,
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      })
      .then(({ data }) => {
        const known = notifications.items.find((item) => item.id === data.id);
        // The answer may already say 'read'; what the bell knew tells whether it was unread.
        const wasUnread =
          data.status_id === NOTIFICATION_STATUS.UNREAD ||
          known?.status_id === NOTIFICATION_STATUS.UNREAD;
        notifications.markedRead(data.id, wasUnread);
        // The server's count is the truth (the item may have been unread without the bell knowing).
        void notifications.load();
        setLoad({
          state: 'loaded',
          notification: { ...data, status_id: NOTIFICATION_STATUS.READ },
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [id]);

  const back = () => navigate('/notifications');
  if (load.state === 'failed') {
    return (
      <Result
        status="warning"
        title="Notification not available"
        extra={<Button onClick={back}>Back to notifications</Button>}
        data-testid="notification-details"
      />
    );
  }
  return (
    <div style={{ padding: 24, maxWidth: 960 }} data-testid="notification-details">
      {load.state === 'loading' ? (
        <Skeleton active />
      ) : (
        <>
          <PageHeader
            title={<SafeHtml html={load.notification.short_message} as="span" />}
            onBack={back}
            backLabel="Back to notifications"
          />
          <Card>
            <Typography.Paragraph type="secondary">
              {load.notification.sent_at_relative}
              {load.notification.sent_at
                ? ` · ${formatUtcDate(load.notification.sent_at, undefined, session.user?.timezone)}`
                : ''}
            </Typography.Paragraph>
            <SafeHtml html={load.notification.message} />
            {load.notification.path ? (
              <Button
                type="primary"
                style={{ marginTop: 16 }}
                onClick={() => openTarget(load.notification.path ?? '', session.orgPrefix)}
              >
                Open
              </Button>
            ) : null}
          </Card>
        </>
      )}
    </div>
  );
}
