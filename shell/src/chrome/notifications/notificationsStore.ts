import { makeAutoObservable, runInAction } from 'mobx';
import {
  api as pageApi,
  bus as pageBus,
  session as pageSession,
  storage as pageStorage,
  type ApiClient,
  type AppNotification,
  type EncodedStorage,
  type EventBus,
  type SessionStore,
} from '@platform/shared';

export const NOTIFICATION_STATUS = { UNREAD: 1, READ: 2 } as const;
export const MARK_ALL_QUESTION = 'Are you sure you want to mark all notifications as read?';
/** Local storage key of the popup's 'hide read' choice; it never leaves this browser. */
export const HIDE_READ_KEY = 'notifications_hide_read';

export interface NotificationsDependencies {
  api?: ApiClient;
  session?: SessionStore;
  bus?: EventBus;
  storage?: EncodedStorage;
}

/**
 * The bell and its popup: the popup's short list (popup_only), the unread count (kept in the
 * session; the login answer gives it, then the popup answer's paging total refreshes it), live
 * arrivals from the realtime hub, and marking as read.
 */
export class NotificationsStore {
  items: AppNotification[] = [];
  loading = false;
  loaded = false;
  hideRead: boolean;

  readonly #api: ApiClient;
  readonly #session: SessionStore;
  readonly #bus: EventBus;
  readonly #storage: EncodedStorage;

  constructor(dependencies: NotificationsDependencies = {}) {
    this.#api = dependencies.api ?? pageApi;
    this.#session = dependencies.session ?? pageSession;
    this.#bus = dependencies.bus ?? pageBus;
    this.#storage = dependencies.storage ?? pageStorage;
    this.hideRead = this.#storage.get<boolean>(HIDE_READ_KEY) ?? false;
    makeAutoObservable(this);
  }

  get unreadCount(): number {
    return this.#session.notificationsCount;
  }

  get hasUnread(): boolean {
    return (
      this.unreadCount > 0 ||
      this.items.some((item) => item.status_id === NOTIFICATION_STATUS.UNREAD)
    );
  }

  /** What the popup lists: everything, or only unread items when read ones are hidden. */
  get visibleItems(): AppNotification[] {
    return this.hideRead
      ? this.items.filter((item) => item.status_id === NOTIFICATION_STATUS.UNREAD)
      : this.items;
  }

  /** Subscribes to live arrivals, count changes and hub resets on the bus. Returns the unsubscriber. */
  listen(): () => void {
    const subscriptions = [
      this.#bus.subscribe('notification/received', ({ notification }) =>
        this.receive(notification),
      ),
      this.#bus.subscribe('notifications/count', ({ count }) => this.#setCount(count)),
      // The hub could not replay what was missed while away (ADR 200): read the list afresh.
      this.#bus.subscribe('realtime/update', ({ event }) => {
        if (event === 'hub.reset') void this.load();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { data, info } = await this.#api.get<AppNotification[]>('/notifications', {
        params: { popup_only: true },
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      });
      this.#takePopup(data, info.pagination_object?.total_records);
    } catch {
      // The call layer already told the user; the popup keeps what it had.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Marks everything read on the server (the caller asked MARK_ALL_QUESTION first). */
  async markAllRead(): Promise<void> {
    const { data, info } = await this.#api.get<AppNotification[]>('/notifications', {
      params: { mark_all_as_read: true },
      reuseSeconds: 0,
    });
    // The answer is the popup list as it reads now; without one, everything shown is read.
    if (Array.isArray(data)) this.#takePopup(data, info.pagination_object?.total_records ?? 0);
    else {
      runInAction(() => {
        this.items = this.items.map((item) => ({ ...item, status_id: NOTIFICATION_STATUS.READ }));
      });
      this.#setCount(0);
    }
  }

  /** A notification arrived live: it goes on top of the popup and raises the unread count. */
  receive(notification: AppNotification): void {
    if (this.items.some((item) => item.id === notification.id)) return;
    this.items = [notification, ...this.items];
    if (notification.status_id === NOTIFICATION_STATUS.UNREAD) this.#setCount(this.unreadCount + 1);
  }

  /** The detail page opened one (which marks it read on the server). */
  markedRead(id: number, wasUnread: boolean): void {
    this.items = this.items.map((item) =>
      item.id === id ? { ...item, status_id: NOTIFICATION_STATUS.READ } : item,
    );
    if (wasUnread) this.#setCount(Math.max(0, this.unreadCount - 1));
  }

  setHideRead(hide: boolean): void {
    this.hideRead = hide;
    this.#storage.set(HIDE_READ_KEY, hide);
  }

  #takePopup(data: AppNotification[] | null, unread: number | undefined): void {
    runInAction(() => {
      this.items = Array.isArray(data) ? data : [];
      this.loaded = true;
    });
    const shownUnread = this.items.filter(
      (item) => item.status_id === NOTIFICATION_STATUS.UNREAD,
    ).length;
    this.#setCount(unread ?? shownUnread);
  }

  #setCount(count: number): void {
    if (count !== this.#session.notificationsCount) this.#session.setNotificationsCount(count);
  }
}

/** The page's bell state, shared by the bell, the inbox and the detail page. */
export const notifications = new NotificationsStore();
