import { notification } from 'antd';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { notificationStore, type NotificationStore, type Toast } from '@platform/shared';

export interface NotificationHostProps {
  /** Defaults to the page's store. */
  store?: NotificationStore;
}

function ToastDescription(props: { toast: Toast }) {
  const { caption, errors } = props.toast;
  if (!caption && errors.length === 0) return null;
  return (
    <div>
      {caption ? <div>{caption}</div> : null}
      {errors.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Renders the active notifications with antd. The shell renders it once. The store's timers
 * close the toasts, so antd's own timer is switched off.
 */
export function NotificationHost(props: NotificationHostProps) {
  const store = props.store ?? notificationStore;
  const [api, contextHolder] = notification.useNotification({ placement: 'topRight' });

  useEffect(() => {
    const open = new Set<number>();
    const dispose = reaction(
      () => store.toasts.slice(),
      (toasts) => {
        const active = new Set(toasts.map((toast) => toast.id));
        for (const id of open) {
          if (!active.has(id)) {
            api.destroy(id);
            open.delete(id);
          }
        }
        for (const toast of toasts) {
          if (open.has(toast.id)) continue;
          open.add(toast.id);
          api.open({
            key: toast.id,
            type: toast.kind,
            title: toast.message,
            description: <ToastDescription toast={toast} />,
            duration: false,
            role: toast.kind === 'error' ? 'alert' : 'status',
            onClose: () => store.dismiss(toast.id),
          });
        }
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      for (const id of open) api.destroy(id);
    };
  }, [api, store]);

  return contextHolder;
}
