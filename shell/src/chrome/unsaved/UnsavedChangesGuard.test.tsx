import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  followDirtyEvents,
  leavesPage,
  pageChanges,
  UNSAVED_CHANGES_QUESTION,
} from './dirtyTracker';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function beforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

function routing(oldUrl: string, newUrl: string) {
  let answer: Promise<boolean> | boolean | undefined;
  const event = new CustomEvent('single-spa:before-routing-event', {
    detail: {
      oldUrl,
      newUrl,
      cancelNavigation: (value: Promise<boolean> | boolean = true) => {
        answer = value;
      },
    },
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return () => answer;
}

// The shell follows page/dirty from its start (bootstrap); each test starts clean.
let stopFollowing: () => void;
beforeEach(() => {
  pageChanges.clear();
  stopFollowing = followDirtyEvents();
});
afterEach(() => stopFollowing());

function renderGuard() {
  return render(
    <AreaProviders>
      <UnsavedChangesGuard />
    </AreaProviders>,
  );
}

describe('UnsavedChangesGuard', () => {
  beforeEach(() => {
    renderGuard();
  });

  it('lets the page go while nothing is dirty', () => {
    expect(beforeUnload().defaultPrevented).toBe(false);
    expect(routing('http://x/_acme_/jobs/1', 'http://x/_acme_/jobs')()).toBeUndefined();
  });

  it('holds the browser back from unloading while any source is dirty', () => {
    act(() => bus.publish('page/dirty', { source: 'form:12', dirty: true }));
    act(() => bus.publish('page/dirty', { source: 'notes', dirty: true }));
    act(() => bus.publish('page/dirty', { source: 'form:12', dirty: false }));
    expect(beforeUnload().defaultPrevented).toBe(true);
    act(() => bus.publish('page/dirty', { source: 'notes', dirty: false }));
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it("asks 'Do you really want to leave? You have unsaved changes!' before in-app navigation", async () => {
    act(() => bus.publish('page/dirty', { source: 'form:12', dirty: true }));
    const stay = routing('http://x/_acme_/jobs/1', 'http://x/_acme_/jobs');
    expect((await screen.findAllByText(UNSAVED_CHANGES_QUESTION)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(stay()).resolves.toBe(true);

    const leave = routing('http://x/_acme_/jobs/1', 'http://x/_acme_/quotes');
    await screen.findAllByRole('button', { name: 'Leave' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Leave' }).at(-1) as HTMLElement);
    await expect(leave()).resolves.toBe(false);
    // Leaving dropped the left page's changes.
    expect(beforeUnload().defaultPrevented).toBe(false);
  });
});

describe('a change made before the guard has loaded', () => {
  it('still makes it ask before in-app navigation', async () => {
    bus.publish('page/dirty', { source: 'form:12', dirty: true });
    renderGuard();
    const stay = routing('http://x/_acme_/jobs/1', 'http://x/_acme_/jobs');
    expect((await screen.findAllByText(UNSAVED_CHANGES_QUESTION)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(stay()).resolves.toBe(true);
  });

  it('is forgotten when the session changes', () => {
    bus.publish('page/dirty', { source: 'form:12', dirty: true });
    bus.publish('session/changed', { userId: null });
    renderGuard();
    expect(beforeUnload().defaultPrevented).toBe(false);
  });
});

describe('leavesPage', () => {
  it('counts path and query changes, not anchors', () => {
    expect(leavesPage('http://x/a?b=1', 'http://x/a?b=2')).toBe(true);
    expect(leavesPage('http://x/a', 'http://x/a#notes')).toBe(false);
  });
});
