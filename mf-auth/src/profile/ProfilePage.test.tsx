import '../testing/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationStore, session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import type { ReactNode } from 'react';
import { GatewayProvider } from '../gateway/GatewayContext';
import { fakeGateway, signedInUser } from '../testing/fakes';
import { ProfilePictureCard } from './ProfilePictureCard';
import { LinkedAccountsCard } from './LinkedAccountsCard';
import { DefaultCalendarCard } from './DefaultCalendarCard';
import { TwoStepCard } from './TwoStepCard';
import { ProfilePage } from './ProfilePage';

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);

function renderWith(gateway: ReturnType<typeof fakeGateway>, children: ReactNode) {
  render(
    <AreaProviders>
      <GatewayProvider gateway={gateway}>{children}</GatewayProvider>
    </AreaProviders>,
  );
  return gateway;
}

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Yes' }));
}

beforeEach(() => {
  notificationStore.clear();
  session.clear();
  session.signIn(signedInUser({ profile_picture: '/files/1/me.jpg' }));
  window.history.replaceState(null, '', '/profile');
});

describe('ProfilePage', () => {
  it("is titled 'Account settings'", () => {
    renderWith(
      fakeGateway({
        mfaStatus: async () => ({ enrolled: false, phone_hint: null }),
        calendars: async () => ({ calendars: [], current: null }),
      }),
      <ProfilePage />,
    );
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  });
});

describe('ProfilePictureCard', () => {
  it('accepts images only, one file', () => {
    renderWith(fakeGateway(), <ProfilePictureCard />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(false);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    return waitFor(() => expect(toastTexts()).toContain('Please choose an image file'));
  });

  it("removes the picture: 'Profile picture removed successfully!'", async () => {
    const gateway = renderWith(
      fakeGateway({
        removeProfilePicture: async () => ({
          profile_picture: '',
          old_picture_directory: null,
          old_picture_thumb_directory: null,
        }),
      }),
      <ProfilePictureCard />,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Remove picture' }));
    await confirmDialog();
    await waitFor(() => expect(toastTexts()).toContain('Profile picture removed successfully!'));
    expect(gateway.removeProfilePicture).toHaveBeenCalled();
    expect(session.user?.profile_picture).toBeNull();
  });
});

describe('LinkedAccountsCard', () => {
  it('shows the link button only when the user has an identity-provider user id', () => {
    const { unmount } = render(
      <AreaProviders>
        <LinkedAccountsCard />
      </AreaProviders>,
    );
    expect(screen.getByRole('button', { name: 'Link Google account' })).toBeInTheDocument();
    unmount();
    session.setUser({ ...session.user!, firebase_user_id: null });
    renderWith(fakeGateway(), <LinkedAccountsCard />);
    expect(screen.queryByRole('button', { name: 'Link Google account' })).not.toBeInTheDocument();
  });

  it('unlinks a linked account after confirmation', async () => {
    session.setUser({
      ...session.user!,
      oauth_providers: [{ providerId: 'google.com', uid: 'g-1' }],
    });
    const onChanged = jest.fn();
    const gateway = renderWith(
      fakeGateway({ unlinkOAuth: async () => [] }),
      <LinkedAccountsCard onChanged={onChanged} />,
    );
    expect(screen.queryByRole('button', { name: 'Link Google account' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Unlink' }));
    await confirmDialog();
    await waitFor(() =>
      expect(gateway.unlinkOAuth).toHaveBeenCalledWith({
        providerId: 'google.com',
        uid: 'g-1',
        userId: 1,
      }),
    );
    await waitFor(() => expect(session.user?.oauth_providers).toEqual([]));
    expect(onChanged).toHaveBeenCalled();
  });

  it("warns 'Google link failed or cancelled' when the popup cannot open", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWith(
      fakeGateway({ googleLinkUrl: async () => 'http://api.test/oauth/consent?state=s' }),
      <LinkedAccountsCard />,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Link Google account' }));
    await waitFor(() => expect(toastTexts()).toContain('Google link failed or cancelled'));
    open.mockRestore();
  });
});

describe('DefaultCalendarCard', () => {
  it('shows the current calendar read-only and replaces it with the chosen one', async () => {
    const calendars = [
      { calendar_id: 'primary', name: 'admin@demo.test' },
      { calendar_id: 'jobs', name: 'Jobs' },
    ];
    const gateway = renderWith(
      fakeGateway({
        calendars: async () => ({ calendars, current: calendars[0] }),
        setDefaultCalendar: async () => undefined,
      }),
      <DefaultCalendarCard />,
    );
    const current = await screen.findByLabelText('Default calendar');
    expect(current).toHaveValue('admin@demo.test');
    expect(current).toHaveAttribute('readonly');
    const replace = screen.getByRole('button', { name: 'Replace' });
    expect(replace).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Replace Default Calendar' }));
    fireEvent.click(await screen.findByTitle('Jobs'));
    await userEvent.setup({ delay: null }).click(replace);
    await waitFor(() => expect(gateway.setDefaultCalendar).toHaveBeenCalledWith('jobs'));
    expect(gateway.calendars).toHaveBeenCalledTimes(2);
  });
});

describe('TwoStepCard', () => {
  it('removes two-step verification after confirmation and signs out', async () => {
    const gateway = renderWith(
      fakeGateway({
        mfaStatus: async () => ({ enrolled: true, phone_hint: '***0123' }),
        removeMfa: async () => undefined,
      }),
      <TwoStepCard />,
    );
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Remove two-step verification' }));
    await confirmDialog();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Two-Factor Authentication unenrolled successfully! please login again.',
      ),
    );
    expect(gateway.removeMfa).toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(false);
    expect(window.location.pathname).toBe('/login');
  });

  it('does nothing when the removal is not confirmed', async () => {
    const gateway = renderWith(
      fakeGateway({ mfaStatus: async () => ({ enrolled: true, phone_hint: '***0123' }) }),
      <TwoStepCard />,
    );
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Remove two-step verification' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'No' }));
    expect(gateway.removeMfa).not.toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(true);
  });

  it("asks for the phone number first: 'Please enter a valid phone number'", async () => {
    const gateway = renderWith(
      fakeGateway({ mfaStatus: async () => ({ enrolled: false, phone_hint: null }) }),
      <TwoStepCard />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(gateway.startMfaEnrolment).not.toHaveBeenCalled();
  });
});
