export {
  notify,
  notificationStore,
  NotificationStore,
  createNotifier,
  notifyDuration,
  NOTIFY_DURATIONS,
} from './NotificationStore';
export type { Notifier, NotifyFn, NotifyKind, Toast } from './NotificationStore';
