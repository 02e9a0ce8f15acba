import { makeAutoObservable } from 'mobx';

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

/**
 * How long each kind of notification stays, in milliseconds (spec: success 3 s, 30 s with a
 * caption; warning 6 s, 30 s with a caption; error 10 s). Info follows success.
 */
export const NOTIFY_DURATIONS: Record<NotifyKind, { plain: number; withCaption: number }> = {
  success: { plain: 3_000, withCaption: 30_000 },
  info: { plain: 3_000, withCaption: 30_000 },
  warning: { plain: 6_000, withCaption: 30_000 },
  error: { plain: 10_000, withCaption: 10_000 },
};

export function notifyDuration(kind: NotifyKind, hasCaption: boolean): number {
  const durations = NOTIFY_DURATIONS[kind];
  return hasCaption ? durations.withCaption : durations.plain;
}

export interface Toast {
  id: number;
  kind: NotifyKind;
  message: string;
  caption?: string;
  /** Detail lines, e.g. the server's field errors. */
  errors: string[];
  /** Milliseconds the toast stays. */
  duration: number;
}

/** Shows a notification and returns its id. */
export type NotifyFn = (message: string, caption?: string, errors?: string[]) => number;

export interface Notifier {
  success: NotifyFn;
  info: NotifyFn;
  warning: NotifyFn;
  error: NotifyFn;
}

/** The active notifications. `NotificationHost` renders them; timers here decide their lifetime. */
export class NotificationStore {
  toasts: Toast[] = [];
  #nextId = 1;
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable(this);
  }

  /**
   * Adds a notification unless one with the same message is showing, in which case the showing
   * one's id is returned and nothing is added.
   */
  show(kind: NotifyKind, message: string, caption?: string, errors: string[] = []): number {
    const showing = this.toasts.find((toast) => toast.message === message);
    if (showing) return showing.id;
    const hasCaption = Boolean(caption);
    const toast: Toast = {
      id: this.#nextId++,
      kind,
      message,
      ...(hasCaption ? { caption } : {}),
      errors,
      duration: notifyDuration(kind, hasCaption),
    };
    this.toasts.push(toast);
    this.#timers.set(
      toast.id,
      setTimeout(() => this.dismiss(toast.id), toast.duration),
    );
    return toast.id;
  }

  dismiss(id: number): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  clear(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.toasts = [];
  }
}

const GLOBAL_KEY = '__PLATFORM_NOTIFICATIONS__';

/** The page's notifications (kept on globalThis like the bus, for the same reason). */
export const notificationStore: NotificationStore =
  ((globalThis as Record<string, unknown>)[GLOBAL_KEY] as NotificationStore | undefined) ??
  (((globalThis as Record<string, unknown>)[GLOBAL_KEY] =
    new NotificationStore()) as NotificationStore);

/** Builds the notify functions over a store. */
export function createNotifier(store: NotificationStore): Notifier {
  return {
    success: (message, caption, errors) => store.show('success', message, caption, errors),
    info: (message, caption, errors) => store.show('info', message, caption, errors),
    warning: (message, caption, errors) => store.show('warning', message, caption, errors),
    error: (message, caption, errors) => store.show('error', message, caption, errors),
  };
}

/** `notify.success(message, caption?, errors?)` and its info, warning and error siblings. */
export const notify: Notifier = createNotifier(notificationStore);
