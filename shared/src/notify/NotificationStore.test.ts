import { NOTIFY_DURATIONS, NotificationStore, createNotifier } from './NotificationStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('notification durations', () => {
  it('are the spec’s: success 3 s (30 s with a caption), warning 6 s (30 s), error 10 s', () => {
    expect(NOTIFY_DURATIONS.success).toEqual({ plain: 3_000, withCaption: 30_000 });
    expect(NOTIFY_DURATIONS.warning).toEqual({ plain: 6_000, withCaption: 30_000 });
    expect(NOTIFY_DURATIONS.error).toEqual({ plain: 10_000, withCaption: 10_000 });
  });

  it.each([
    ['success', undefined, 3_000],
    ['success', 'with a caption', 30_000],
    ['warning', undefined, 6_000],
    ['warning', 'with a caption', 30_000],
    ['error', undefined, 10_000],
    ['error', 'with a caption', 10_000],
  ] as const)('a %s (caption: %s) closes after %i ms', (kind, caption, duration) => {
    const store = new NotificationStore();
    createNotifier(store)[kind]('Saved', caption);
    jest.advanceTimersByTime(duration - 1);
    expect(store.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
  });
});

describe('de-duplication', () => {
  it('shows a message once while one with the same message is showing', () => {
    const store = new NotificationStore();
    const notify = createNotifier(store);
    const first = notify.error('Network error');
    const second = notify.warning('Network error', 'again');
    expect(second).toBe(first);
    expect(store.toasts).toHaveLength(1);
  });

  it('shows the message again once the first one has closed', () => {
    const store = new NotificationStore();
    const notify = createNotifier(store);
    notify.success('Saved');
    jest.advanceTimersByTime(3_000);
    notify.success('Saved');
    expect(store.toasts).toHaveLength(1);
  });

  it('shows different messages side by side', () => {
    const store = new NotificationStore();
    const notify = createNotifier(store);
    notify.success('Saved');
    notify.warning('Check the form');
    expect(store.toasts.map((toast) => toast.message)).toEqual(['Saved', 'Check the form']);
  });
});

describe('dismiss and clear', () => {
  it('removes a toast before its time', () => {
    const store = new NotificationStore();
    const id = createNotifier(store).info('Hello');
    store.dismiss(id);
    expect(store.toasts).toEqual([]);
  });

  it('removes every toast', () => {
    const store = new NotificationStore();
    const notify = createNotifier(store);
    notify.info('a');
    notify.error('b');
    store.clear();
    expect(store.toasts).toEqual([]);
  });
});
