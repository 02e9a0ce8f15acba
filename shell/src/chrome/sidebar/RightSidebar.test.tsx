import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { RightSidebar } from './RightSidebar';
import { followSidebarEvents, sidebarIdOf, withSidebar } from './sidebarAddress';
import { leavesPage } from '../unsaved/dirtyTracker';

function renderSidebar() {
  return render(
    <AreaProviders>
      <RightSidebar />
    </AreaProviders>,
  );
}

let stopFollowing = () => {};
beforeEach(() => {
  resetSession();
  signInForTest();
  window.history.replaceState(null, '', '/_acme_/jobs/4/details?child_id=2');
  stopFollowing = followSidebarEvents();
});
afterEach(() => stopFollowing());

describe('RightSidebar', () => {
  it('opens on sidebar/open with the multi-view, puts it in the address, and closes with Close', async () => {
    renderSidebar();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => bus.publish('sidebar/open', { multiViewId: 31 }));
    const close = await screen.findByRole('button', { name: 'Close' });
    // mf_views is not on this page: the widget's place shows the remote fallback, named after it.
    expect(await screen.findByText(/mf_views/)).toBeTruthy();
    expect(window.location.pathname).toBe('/_acme_/jobs/4/details');
    expect(window.location.search).toBe('?child_id=2&sidebar=31');
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText(/mf_views/)).toBeNull());
    expect(window.location.search).toBe('?child_id=2');
  });

  it('closes on sidebar/close', async () => {
    renderSidebar();
    act(() => bus.publish('sidebar/open', { multiViewId: 31 }));
    await screen.findByText(/mf_views/);
    act(() => bus.publish('sidebar/close'));
    await waitFor(() => expect(screen.queryByText(/mf_views/)).toBeNull());
  });

  it('opens when asked before it was mounted (the overlays load on demand)', async () => {
    act(() => bus.publish('sidebar/open', { multiViewId: 31 }));
    expect(window.location.search).toBe('?child_id=2&sidebar=31');
    renderSidebar();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(await screen.findByText(/mf_views/)).toBeTruthy();
  });

  it('opens from an address carrying ?sidebar=<multi_view_id>, as a link or a reload gives it', async () => {
    window.history.replaceState(null, '', '/_acme_/jobs?sidebar=12');
    renderSidebar();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(await screen.findByText(/mf_views/)).toBeTruthy();
  });

  it('stays closed for signed-out visitors', () => {
    resetSession();
    window.history.replaceState(null, '', '/login?sidebar=12');
    renderSidebar();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('sidebar address', () => {
  it('reads a positive whole multi-view id, nothing else', () => {
    expect(sidebarIdOf('?sidebar=12')).toBe(12);
    expect(sidebarIdOf('?a=1&sidebar=%2012%20')).toBe(12);
    expect(sidebarIdOf('?sidebar=0')).toBeNull();
    expect(sidebarIdOf('?sidebar=-3')).toBeNull();
    expect(sidebarIdOf('?sidebar=abc')).toBeNull();
    expect(sidebarIdOf('?sidebar=1.5')).toBeNull();
    expect(sidebarIdOf('')).toBeNull();
  });

  it('sets and removes only the sidebar value', () => {
    expect(withSidebar('/jobs/4?tab=a#notes', 7)).toBe('/jobs/4?tab=a&sidebar=7#notes');
    expect(withSidebar('http://localhost/jobs/4?sidebar=7&tab=a', null)).toBe('/jobs/4?tab=a');
  });

  it('opening or closing the sidebar is not leaving the page (no unsaved-changes question)', () => {
    expect(leavesPage('http://x/jobs/4?tab=a', 'http://x/jobs/4?tab=a&sidebar=7')).toBe(false);
    expect(leavesPage('http://x/jobs/4?sidebar=7', 'http://x/jobs/4')).toBe(false);
    expect(leavesPage('http://x/jobs/4?sidebar=7', 'http://x/jobs/5?sidebar=7')).toBe(true);
  });
});
