import { Empty, Skeleton, Typography } from 'antd';
import { PLATFORM_TOKENS, type AppNotification } from '@platform/shared';
import { SafeHtml } from '@platform/shared/ui';
import { NOTIFICATION_STATUS } from './notificationsStore';

export interface NotificationListProps {
  items: AppNotification[];
  onOpen: (item: AppNotification) => void;
  /** Shows the full message under the short one (the inbox); the popup shows only the short one. */
  showMessage?: boolean;
  loading?: boolean;
  emptyText?: string;
}

interface RowProps {
  item: AppNotification;
  showMessage: boolean;
  onOpen: (item: AppNotification) => void;
}

function NotificationRow({ item, showMessage, onOpen }: RowProps) {
  const unread = item.status_id === NOTIFICATION_STATUS.UNREAD;
  return (
    <li
      data-testid={`notification-${item.id}`}
      data-status={unread ? 'unread' : 'read'}
      style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <div
        role="button"
        tabIndex={0}
        onClick={() => onOpen(item)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen(item);
          }
        }}
        style={{ display: 'flex', gap: 8, padding: '10px 8px', cursor: 'pointer' }}
      >
        <span
          aria-label={unread ? 'Unread' : 'Read'}
          style={{
            flex: '0 0 8px',
            height: 8,
            marginTop: 7,
            borderRadius: '50%',
            background: unread ? PLATFORM_TOKENS.colorPrimary : 'transparent',
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
    </li>
  );
}

/** Notifications as a list: unread ones in bold with a dot; the text is sanitised server HTML. */
export function NotificationList(props: NotificationListProps) {
  const {
    items,
    onOpen,
    showMessage = false,
    loading = false,
    emptyText = 'No data available',
  } = props;
  if (loading && items.length === 0) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, opacity: loading ? 0.6 : 1 }}
      aria-busy={loading}
    >
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} showMessage={showMessage} onOpen={onOpen} />
      ))}
    </ul>
  );
}
