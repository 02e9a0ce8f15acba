import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import type { SaveState } from './DraftSaver';
import { DraftIndicator } from './DraftIndicator';
import type { OrderStore } from './OrderStore';

// The clock is fixed at an instant of the test's own; only its relative moves matter here.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-11T01:30:00Z') }));
afterEach(() => jest.useRealTimers());

function fakeStore(state: SaveState, autosaves = true) {
  return observable({
    loadedAt: Date.now(),
    autosaves,
    saver: { state },
  }) as unknown as OrderStore & {
    saver: { state: SaveState };
  };
}

describe('draft indicator', () => {
  it('appears only 5 s after the order loaded', () => {
    const store = fakeStore('saving');
    render(<DraftIndicator store={store} />);
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Saving...')).toBeInTheDocument();
  });

  it('shows "Saving..." then "Saving successful"', () => {
    const store = fakeStore('saving');
    render(<DraftIndicator store={store} />);
    act(() => jest.advanceTimersByTime(5_000));
    act(() => {
      runInAction(() => {
        store.saver.state = 'saved';
      });
    });
    expect(screen.getByText('Saving successful')).toBeInTheDocument();
  });

  it('shows nothing for an order that is not an autosaved draft', () => {
    render(<DraftIndicator store={fakeStore('saving', false)} />);
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });
});
