import { act, render, screen } from '@testing-library/react';
import { navigate } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { WIDGET_GALLERY_PATH } from '../routes';
import { NOT_FOUND_DELAY_MS } from './NotFound';
import { ShellPages } from './ShellPages';

beforeEach(() => {
  resetSession();
  navigate(WIDGET_GALLERY_PATH);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  navigate('/');
});

describe('/dev/widgets', () => {
  it('is an administrators-only page: other staff read why', async () => {
    signInForTest({ staff_role_id: 3, user_role_ids: '3' });
    render(<ShellPages developmentPages />);
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('asks mf-views for its widget gallery for an administrator (no remote here: its fallback shows)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTest({ staff_role_id: 1, user_role_ids: '1' });
    render(<ShellPages developmentPages />);
    expect(screen.queryByText('Administrators only')).toBeNull();
    expect((await screen.findAllByText(/mf_views/)).length).toBeGreaterThan(0);
  });

  it('does not exist in production', () => {
    jest.useFakeTimers();
    signInForTest({ staff_role_id: 1, user_role_ids: '1' });
    render(<ShellPages developmentPages={false} />);
    act(() => {
      jest.advanceTimersByTime(NOT_FOUND_DELAY_MS);
    });
    expect(screen.getByText('Oops. Nothing here...')).toBeInTheDocument();
    expect(screen.queryByText('Administrators only')).toBeNull();
  });
});
