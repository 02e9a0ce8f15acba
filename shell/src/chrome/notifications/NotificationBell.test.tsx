import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate, session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { notificationFixture } from './fixtures';
import { NotificationBell } from './NotificationBell';
import { MARK_ALL_QUESTION, NotificationsStore } from './notificationsStore';

const POPUP = [
  notificationFixture(1, 1, 'Job <b>12</b> assigned<script>window.hacked = true</script>'),
  notificationFixture(2, 2, 'Quote 9 accepted'),
];

function setup() {
  const fake = installFakeApi({
    'GET /notifications': (request) =>
      request.query.get('mark_all_as_read')
        ? { body: envelope(POPUP.map((item) => ({ ...item, status_id: 2 as const }))) }
        : {
            body: envelope(POPUP, {
              pagination_object: { page_number: 1, page_size: 10, total_records: 27 },
            }),
          },
  });
  const store = new NotificationsStore();
  render(
    <AreaProviders>
      <NotificationBell store={store} />
    </AreaProviders>,
  );
  return { fake, store };
}

function badgeCount(): string | null | undefined {
  return screen
    .getByTestId('notification-bell')
    .querySelector('.ant-scroll-number')
    ?.getAttribute('title');
}

async function openPopup() {
  fireEvent.click(screen.getByTestId('notification-bell'));
  const popup = await screen.findByTestId('notification-popup');
  await within(popup).findByText('Quote 9 accepted');
  return popup;
}

describe('NotificationBell', () => {
  beforeEach(() => {
    signInForTest({}, { notifications_count: 5 });
    navigate('/_acme_/jobs');
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows the unread count as a badge', () => {
    setup();
    expect(badgeCount()).toBe('5');
    // Its name says what it shows, for screen readers and voice control alike.
    expect(screen.getByRole('button', { name: 'Notifications: 5 unread' })).toBe(
      screen.getByTestId('notification-bell'),
    );
  });

  it('opens the popup list (popup_only), its paging total refreshing the badge, sanitised', async () => {
    const { fake } = setup();
    const popup = await openPopup();
    expect(fake.calls[0].query.get('popup_only')).toBe('true');
    expect(within(popup).getByText('Notifications · 27 unread')).toBeTruthy();
    await waitFor(() => expect(badgeCount()).toBe('27'));
    expect(within(popup).getByText('12').tagName).toBe('B');
    expect(popup.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("asks 'Are you sure you want to mark all notifications as read?' before marking all", async () => {
    const { fake } = setup();
    const popup = await openPopup();
    fireEvent.click(within(popup).getByRole('button', { name: 'Mark all as read' }));
    expect((await screen.findAllByText(MARK_ALL_QUESTION)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(session.notificationsCount).toBe(0));
    expect(fake.calls.some((call) => call.query.get('mark_all_as_read') === 'true')).toBe(true);
    expect(within(popup).getByTestId('notification-1').dataset.status).toBe('read');
  });

  it('hides read items from the popup when asked', async () => {
    setup();
    const popup = await openPopup();
    fireEvent.click(within(popup).getByRole('switch', { name: 'Hide read' }));
    expect(within(popup).queryByText('Quote 9 accepted')).toBeNull();
    expect(within(popup).getByTestId('notification-1')).toBeTruthy();
  });

  it("opens a notification's details, and 'Show All' opens the inbox", async () => {
    setup();
    let popup = await openPopup();
    fireEvent.click(within(within(popup).getByTestId('notification-2')).getByRole('button'));
    expect(window.location.pathname).toBe('/notifications/2/details');
    popup = await openPopup();
    fireEvent.click(within(popup).getByRole('button', { name: 'Show All' }));
    expect(window.location.pathname).toBe('/notifications');
  });
});
