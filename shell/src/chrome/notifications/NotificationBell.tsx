import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Badge, Button, Popover, Space, Switch, Typography } from 'antd';
import { BellIcon } from '../icons';
import { navigate, type AppNotification } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { NotificationList } from './NotificationList';
import {
  MARK_ALL_QUESTION,
  notifications as pageNotifications,
  type NotificationsStore,
} from './notificationsStore';

export interface NotificationBellProps {
  store?: NotificationsStore;
}

/** The popup's content: the short list, 'Mark all as read', hiding read items, and 'Show All'. */
const NotificationPopup = observer(function NotificationPopup({
  store,
  onClose,
}: {
  store: NotificationsStore;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const open = (item: AppNotification) => {
    onClose();
    navigate(`/notifications/${item.id}/details`);
  };
  const markAll = async () => {
    if (await confirmAsync({ title: MARK_ALL_QUESTION }, modal))
      await store.markAllRead().catch(() => undefined);
  };
  return (
    <div style={{ width: 340 }} data-testid="notification-popup">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 8,
        }}
      >
        <Typography.Text strong>
          Notifications{store.unreadCount > 0 ? ` · ${store.unreadCount} unread` : ''}
        </Typography.Text>
        <Space size="small">
          <Typography.Text type="secondary">Hide read</Typography.Text>
          <Switch
            size="small"
            checked={store.hideRead}
            onChange={(hide) => store.setHideRead(hide)}
            aria-label="Hide read"
          />
        </Space>
      </div>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        <NotificationList
          items={store.visibleItems}
          onOpen={open}
          loading={store.loading && !store.loaded}
        />
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" onClick={() => void markAll()} disabled={!store.hasUnread}>
          Mark all as read
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            onClose();
            navigate('/notifications');
          }}
        >
          Show All
        </Button>
      </div>
    </div>
  );
});

/** The bell in the top bar with the unread badge; clicking it opens the popup and refreshes it. */
export const NotificationBell = observer(function NotificationBell({
  store = pageNotifications,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void store.load();
  };
  const unread = store.unreadCount;
  // The name holds the count the badge shows (axe: label-content-name-mismatch).
  const label =
    unread > 0 ? `Notifications: ${unread > 99 ? '99+' : unread} unread` : 'Notifications';
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      content={<NotificationPopup store={store} onClose={() => setOpen(false)} />}
    >
      <Button
        type="text"
        aria-label={label}
        data-testid="notification-bell"
        style={{ color: 'inherit' }}
      >
        <Badge
          count={store.unreadCount}
          size="small"
          overflowCount={99}
          data-testid="notification-badge"
          // antd's badge sets the page's text colour, which drew the bell dark on the blue bar.
          styles={{ root: { color: 'inherit' } }}
        >
          <BellIcon size={18} />
        </Badge>
      </Button>
    </Popover>
  );
});
