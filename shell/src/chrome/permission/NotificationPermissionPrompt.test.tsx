import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { storage, STORAGE_KEYS } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { NotificationPermissionPrompt } from './NotificationPermissionPrompt';

function fakeApi(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  return { permission, requestPermission: jest.fn(() => Promise.resolve(answer)) };
}

function renderPrompt(api: ReturnType<typeof fakeApi>) {
  return render(
    <AreaProviders>
      <NotificationPermissionPrompt notificationApi={api} />
    </AreaProviders>,
  );
}

describe('NotificationPermissionPrompt', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('asks the browser for permission when the user allows', async () => {
    const api = fakeApi('default');
    renderPrompt(api);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(api.requestPermission).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('notification-permission-prompt')).toBeNull());
    expect(storage.get(STORAGE_KEYS.notificationPermission)).toBe('granted');
  });

  it('stays away once answered, or when the browser already decided', () => {
    const api = fakeApi('default');
    const { unmount } = renderPrompt(api);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('notification-permission-prompt')).toBeNull();
    unmount();
    renderPrompt(api);
    expect(screen.queryByTestId('notification-permission-prompt')).toBeNull();
    storage.remove(STORAGE_KEYS.notificationPermission);
    renderPrompt(fakeApi('denied'));
    expect(screen.queryByTestId('notification-permission-prompt')).toBeNull();
  });

  it('is not shown to dashboard users', () => {
    resetSession();
    signInForTest({ user_type_id: 4 });
    renderPrompt(fakeApi('default'));
    expect(screen.queryByTestId('notification-permission-prompt')).toBeNull();
  });
});
