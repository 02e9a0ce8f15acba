import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate, notificationStore } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { recordBus, resetSession, signInForTest } from '@platform/shared/testing';
import {
  FloatingFormButtons,
  FLOATING_FORM_BUTTONS_ID,
} from '../chrome/floating/FloatingFormButtons';
import { TEST_PAGE_PATH } from '../routes';
import { NOT_FOUND_DELAY_MS } from './NotFound';
import { ShellPages } from './ShellPages';
import { TEST_FORM_SOURCE, TEST_SAVED } from './TestPage';

function renderPages(developmentPages: boolean) {
  return render(
    <AreaProviders>
      <FloatingFormButtons />
      <ShellPages developmentPages={developmentPages} />
    </AreaProviders>,
  );
}

beforeEach(() => {
  resetSession();
  notificationStore.clear();
  signInForTest();
  navigate(TEST_PAGE_PATH);
});
afterEach(() => {
  jest.useRealTimers();
  navigate('/');
});

describe('/test-page', () => {
  it('puts its form buttons in the floating bar, and reports unsaved changes until saved', async () => {
    const bus = recordBus();
    renderPages(true);
    // The page loads on demand, with antd's form components (ADR 247).
    expect(await screen.findByRole('heading', { name: 'Test page' })).toBeInTheDocument();
    const floating = document.getElementById(FLOATING_FORM_BUTTONS_ID) as HTMLElement;
    // The bar itself shows only after 150 px of scroll (FloatingFormButtons.test.tsx).
    expect(floating.dataset.visible).toBe('false');
    const save = within(floating).getByRole('button', { name: 'Save', hidden: true });
    expect(within(floating).getByRole('button', { name: 'Discard', hidden: true })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Field 24'), { target: { value: 'changed' } });
    expect(bus.of('page/dirty').at(-1)).toEqual({
      type: 'page/dirty',
      source: TEST_FORM_SOURCE,
      dirty: true,
    });
    fireEvent.click(save);
    expect(bus.of('page/dirty').at(-1)).toMatchObject({ dirty: false });
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(TEST_SAVED);
    bus.stop();
  });

  it('finds the floating bar when the overlays root renders it after the page', async () => {
    render(
      <AreaProviders>
        <ShellPages developmentPages />
      </AreaProviders>,
    );
    render(<FloatingFormButtons />);
    const floating = document.getElementById(FLOATING_FORM_BUTTONS_ID) as HTMLElement;
    expect(
      await within(floating).findByRole('button', { name: 'Save', hidden: true }),
    ).toBeTruthy();
  });

  it('opens the right sidebar on the multi-view id typed in', async () => {
    const bus = recordBus();
    renderPages(true);
    const open = await screen.findByRole('button', { name: 'Open in the right sidebar' });
    expect(open).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Multi-view id'), { target: { value: '171' } });
    fireEvent.click(open);
    expect(bus.of('sidebar/open')).toEqual([{ type: 'sidebar/open', multiViewId: 171 }]);
    bus.stop();
  });

  it('does not exist in production', () => {
    jest.useFakeTimers();
    renderPages(false);
    act(() => {
      jest.advanceTimersByTime(NOT_FOUND_DELAY_MS);
    });
    expect(screen.getByText('Oops. Nothing here...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test page' })).toBeNull();
  });
});
