export {
  notify,
  notificationStore,
  NotificationStore,
  createNotifier,
  notifyDuration,
  NOTIFY_DURATIONS,
} from './NotificationStore';
export type { Notifier, NotifyFn, NotifyKind, Toast } from './NotificationStore';
export { NotificationHost } from './NotificationHost';
export type { NotificationHostProps } from './NotificationHost';
