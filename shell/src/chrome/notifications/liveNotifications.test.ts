import { bus } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { notificationFixture } from './fixtures';
import { followLiveNotifications } from './liveNotifications';
import { NotificationsStore } from './notificationsStore';

describe('followLiveNotifications', () => {
  beforeEach(() => signInForTest());
  afterEach(() => resetSession());

  it('adds a live notification to the bell and tells the user with its plain text', () => {
    const store = new NotificationsStore();
    const info = jest.fn(() => 1);
    const notifier = { success: jest.fn(), info, warning: jest.fn(), error: jest.fn() };
    const stop = followLiveNotifications(store, { notifier, systemNotification: () => undefined });
    bus.publish('notification/received', {
      notification: notificationFixture(3, 1, 'Job <b>12</b> assigned'),
    });
    expect(store.items.map((item) => item.id)).toEqual([3]);
    expect(info).toHaveBeenCalledWith('Job 12 assigned');
    stop();
  });
});
