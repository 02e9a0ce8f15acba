import { List, Typography } from 'antd';
import { SafeHtml, type AppNotification } from '@platform/shared';
import { NOTIFICATION_STATUS } from './notificationsStore';

export interface NotificationListProps {
  items: AppNotification[];
  onOpen: (item: AppNotification) => void;
  /** Shows the full message under the short one (the inbox); the popup shows only the short one. */
  showMessage?: boolean;
  loading?: boolean;
  emptyText?: string;
}

/** Notifications as a list: unread ones in bold with a dot; the text is sanitised server HTML. */
export function NotificationList({
  items,
  onOpen,
  showMessage = false,
  loading = false,
  emptyText = 'No data available',
}: NotificationListProps) {
  return (
    <List
      loading={loading}
      dataSource={items}
      locale={{ emptyText }}
      rowKey="id"
      renderItem={(item) => {
        const unread = item.status_id === NOTIFICATION_STATUS.UNREAD;
        return (
          <List.Item
            onClick={() => onOpen(item)}
            data-testid={`notification-${item.id}`}
            data-status={unread ? 'unread' : 'read'}
            style={{ cursor: 'pointer', paddingInline: 8, alignItems: 'flex-start' }}
          >
            <div style={{ display: 'flex', gap: 8, width: '100%' }}>
              <span
                aria-label={unread ? 'Unread' : 'Read'}
                style={{
                  flex: '0 0 8px',
                  height: 8,
                  marginTop: 7,
                  borderRadius: '50%',
                  background: unread ? '#1f5f8b' : 'transparent',
                }}
              />
              <div style={{ flex: 1, minWidth: 0, fontWeight: unread ? 600 : 400 }}>
                <SafeHtml html={item.short_message} as="span" />
                {showMessage ? (
                  <div style={{ fontWeight: 400 }}>
                    <SafeHtml html={item.message} />
                  </div>
                ) : null}
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', fontSize: '0.85em', fontWeight: 400 }}
                >
                  {item.sent_at_relative}
                </Typography.Text>
              </div>
            </div>
          </List.Item>
        );
      }}
    />
  );
}
