import { waitFor } from '@testing-library/react';
import { bus, session, storage } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { notificationFixture } from './fixtures';
import { HIDE_READ_KEY, NotificationsStore } from './notificationsStore';

const notification = notificationFixture;

describe('NotificationsStore', () => {
  beforeEach(() => signInForTest({}, { notifications_count: 3 }));
  afterEach(() => resetSession());

  it('loads the popup list with popup_only; the paging total is the unread count of the badge', async () => {
    const fake = installFakeApi({
      'GET /notifications': {
        body: envelope([notification(1, 1), notification(2, 2)], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 42 },
        }),
      },
    });
    const store = new NotificationsStore();
    await store.load();
    expect(fake.calls[0].query.get('popup_only')).toBe('true');
    expect(store.items.map((item) => item.id)).toEqual([1, 2]);
    expect(store.unreadCount).toBe(42);
    expect(session.notificationsCount).toBe(42);
  });

  it('marks all as read on the server, then shows every item read and no unread count', async () => {
    const fake = installFakeApi({
      'GET /notifications': (request) =>
        request.query.get('mark_all_as_read')
          ? {
              body: envelope([notification(1, 2), notification(2, 2)], {
                pagination_object: { page_number: 1, page_size: 10, total_records: 0 },
              }),
            }
          : { body: envelope([notification(1, 1), notification(2, 1)]) },
    });
    const store = new NotificationsStore();
    await store.load();
    await store.markAllRead();
    expect(fake.calls[1].query.get('mark_all_as_read')).toBe('true');
    expect(store.items.map((item) => item.status_id)).toEqual([2, 2]);
    expect(session.notificationsCount).toBe(0);
  });

  it('hides read items from the popup locally, and remembers the choice', async () => {
    installFakeApi({
      'GET /notifications': { body: envelope([notification(1, 1), notification(2, 2)]) },
    });
    const store = new NotificationsStore();
    await store.load();
    store.setHideRead(true);
    expect(store.visibleItems.map((item) => item.id)).toEqual([1]);
    expect(storage.get(HIDE_READ_KEY)).toBe(true);
    expect(new NotificationsStore().hideRead).toBe(true);
  });

  it('puts live notifications on top and counts them as unread, once', () => {
    const store = new NotificationsStore();
    const stop = store.listen();
    bus.publish('notification/received', { notification: notification(9, 1, 'Job 12 assigned') });
    bus.publish('notification/received', { notification: notification(9, 1, 'Job 12 assigned') });
    expect(store.items.map((item) => item.short_message)).toEqual(['Job 12 assigned']);
    expect(store.unreadCount).toBe(4);
    stop();
  });

  it('reads the list afresh when the hub says it could not replay what was missed', async () => {
    const fake = installFakeApi({
      'GET /notifications': {
        body: envelope([notification(7, 1, 'Missed while away')], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 5 },
        }),
      },
    });
    const store = new NotificationsStore();
    const stop = store.listen();
    bus.publish('realtime/update', { event: 'chat.message', payload: {} });
    expect(fake.calls).toHaveLength(0);
    bus.publish('realtime/update', { event: 'hub.reset', payload: {} });
    await waitFor(() =>
      expect(store.items.map((item) => item.short_message)).toEqual(['Missed while away']),
    );
    expect(store.unreadCount).toBe(5);
    stop();
  });

  it('counts down when an unread notification was opened', () => {
    const store = new NotificationsStore();
    store.receive(notification(5, 1));
    store.markedRead(5, true);
    expect(store.items[0].status_id).toBe(2);
    expect(store.unreadCount).toBe(3);
  });
});
