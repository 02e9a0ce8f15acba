import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { notificationFixture } from '../../chrome/notifications/fixtures';
import { NotificationDetailsPage } from './NotificationDetailsPage';

describe('NotificationDetailsPage', () => {
  beforeEach(() => signInForTest({}, { notifications_count: 2 }));
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows one notification, sanitised, and counts it read', async () => {
    const fake = installFakeApi({
      'GET /notifications': {
        body: envelope([], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 1 },
        }),
      },
      'GET /notifications/:id/details': {
        body: envelope({
          ...notificationFixture(7, 1, 'Job 12 assigned'),
          message:
            '<p>See <a href="javascript:alert(1)" onclick="alert(2)">job</a> <em>today</em></p><iframe src="https://evil.example"></iframe>',
        }),
      },
    });
    render(
      <AreaProviders>
        <NotificationDetailsPage id="7" />
      </AreaProviders>,
    );
    const emphasis = await screen.findByText('today');
    expect(emphasis.tagName).toBe('EM');
    const link = screen.getByText('job');
    expect(link.getAttribute('href')).toBeNull();
    expect(link.getAttribute('onclick')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Job 12 assigned')).toBeTruthy();
    expect(fake.callsTo('GET /notifications/:id/details')[0].params.id).toBe('7');
    await waitFor(() => expect(session.notificationsCount).toBe(1));
    expect(fake.callsTo('GET /notifications')[0].query.get('popup_only')).toBe('true');
  });
});
