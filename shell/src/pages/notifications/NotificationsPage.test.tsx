import { cleanup, act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { notificationFixture } from '../../chrome/notifications/fixtures';
import { NotificationsPage } from './NotificationsPage';

function inbox() {
  return installFakeApi({
    'GET /notifications': (request) => {
      const paging = JSON.parse(request.query.get('pagination_object') ?? '{}') as {
        page_number?: number;
      };
      const page = paging.page_number ?? 1;
      const items = [
        notificationFixture(page * 100 + 1, 1, `Page ${page} first`),
        notificationFixture(page * 100 + 2, 2, `Page ${page} second`),
      ];
      return {
        body: envelope(items, {
          pagination_object: { page_number: page, page_size: 10, total_records: 23 },
        }),
      };
    },
  });
}

describe('NotificationsPage', () => {
  beforeEach(() => {
    signInForTest();
    navigate('/notifications');
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('lists the inbox ten at a time, the page kept in the address', async () => {
    const fake = inbox();
    render(
      <AreaProviders>
        <NotificationsPage />
      </AreaProviders>,
    );
    expect(await screen.findByText('Page 1 first')).toBeTruthy();
    expect(JSON.parse(fake.calls[0].query.get('pagination_object') ?? '')).toEqual({
      page_number: 1,
      page_size: 10,
    });
    fireEvent.click(screen.getByTitle('3'));
    expect(window.location.search).toBe('?page=3');
    // single-spa is not started in unit tests, so the router's popstate is sent by hand.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Page 3 first')).toBeTruthy();
  });

  it('opens the details of a notification', async () => {
    inbox();
    render(
      <AreaProviders>
        <NotificationsPage />
      </AreaProviders>,
    );
    fireEvent.click(await screen.findByText('Page 1 second'));
    await waitFor(() => expect(window.location.pathname).toBe('/notifications/102/details'));
  });
});
