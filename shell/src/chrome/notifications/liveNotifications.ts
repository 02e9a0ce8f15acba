import {
  bus as pageBus,
  notify as pageNotify,
  type EventBus,
  type Notifier,
} from '@platform/shared';
import { htmlToText } from '@platform/shared/ui';
import type { NotificationsStore } from './notificationsStore';

export interface LiveNotificationDependencies {
  bus?: EventBus;
  notifier?: Notifier;
  /** The browser's Notification API, when the page may use it. */
  systemNotification?: () => typeof Notification | undefined;
}

/**
 * Makes the bell follow live arrivals and tells the user: a toast on the page and, while the
 * tab is in the background and permission was granted, a system notification.
 */
export function followLiveNotifications(
  store: NotificationsStore,
  dependencies: LiveNotificationDependencies = {},
): () => void {
  const bus = dependencies.bus ?? pageBus;
  const notifier = dependencies.notifier ?? pageNotify;
  const system =
    dependencies.systemNotification ??
    (() => (typeof Notification === 'undefined' ? undefined : Notification));
  const stopStore = store.listen();
  const subscription = bus.subscribe('notification/received', ({ notification }) => {
    const text = htmlToText(notification.short_message);
    notifier.info(text);
    const Api = system();
    if (Api && Api.permission === 'granted' && document.visibilityState === 'hidden') {
      new Api(text, {
        body: htmlToText(notification.message),
        tag: `notification-${notification.id}`,
      });
    }
  });
  return () => {
    subscription.unsubscribe();
    stopStore();
  };
}
