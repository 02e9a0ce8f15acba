import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Space, Typography } from 'antd';
import { session, storage, STORAGE_KEYS } from '@platform/shared';

type PermissionApi = Pick<typeof Notification, 'permission' | 'requestPermission'>;

export interface NotificationPermissionPromptProps {
  /** The browser's Notification API; undefined where the browser has none. */
  notificationApi?: PermissionApi;
}

function browserApi(): PermissionApi | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification;
}

/**
 * The bottom prompt asking to allow browser notifications, so that live notifications reach the
 * user while the tab is in the background. It shows once per sign-in while the browser has not
 * been asked; the answer is remembered (and forgotten at logout with the rest of the session).
 */
export const NotificationPermissionPrompt = observer(function NotificationPermissionPrompt({
  notificationApi = browserApi(),
}: NotificationPermissionPromptProps) {
  const [answer, setAnswer] = useState(() =>
    storage.get<string>(STORAGE_KEYS.notificationPermission),
  );
  if (!session.isLoggedIn || session.isDashboardUser || !notificationApi) return null;
  if (notificationApi.permission !== 'default' || answer) return null;

  const remember = (value: string) => {
    storage.set(STORAGE_KEYS.notificationPermission, value);
    setAnswer(value);
  };
  const allow = async () => {
    try {
      remember(await notificationApi.requestPermission());
    } catch {
      remember('denied');
    }
  };

  return (
    <div
      role="region"
      aria-label="Notification permission"
      data-testid="notification-permission-prompt"
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: 96,
        maxWidth: 'calc(100vw - 32px)',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        flexWrap: 'wrap',
        padding: '12px 16px',
        borderRadius: 8,
        background: '#fff',
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
      }}
    >
      <Typography.Text>
        Allow notifications to hear about new messages while this page is in the background.
      </Typography.Text>
      <Space>
        <Button onClick={() => remember('dismissed')}>Not now</Button>
        <Button type="primary" onClick={() => void allow()}>
          Allow
        </Button>
      </Space>
    </div>
  );
});
