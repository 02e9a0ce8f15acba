import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AreaProviders, bus } from '@platform/shared';
import { RightSidebar } from './RightSidebar';

describe('RightSidebar', () => {
  it('opens on sidebar/open with the multi-view, and closes with Close', async () => {
    render(
      <AreaProviders>
        <RightSidebar />
      </AreaProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => bus.publish('sidebar/open', { multiViewId: 31 }));
    const close = await screen.findByRole('button', { name: 'Close' });
    // mf_views is not on this page: the widget's place shows the remote fallback, named after it.
    expect(await screen.findByText(/mf_views/)).toBeTruthy();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText(/mf_views/)).toBeNull());
  });

  it('closes on sidebar/close', async () => {
    render(
      <AreaProviders>
        <RightSidebar />
      </AreaProviders>,
    );
    act(() => bus.publish('sidebar/open', { multiViewId: 31 }));
    await screen.findByText(/mf_views/);
    act(() => bus.publish('sidebar/close'));
    await waitFor(() => expect(screen.queryByText(/mf_views/)).toBeNull());
  });
});
