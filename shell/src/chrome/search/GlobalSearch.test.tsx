import { cleanup, act, fireEvent, render, screen } from '@testing-library/react';
import { navigate, type SearchResult } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { GlobalSearch } from './GlobalSearch';
import { SEARCH_DEBOUNCE_MS } from './searchStore';

const RESULTS: SearchResult[] = [
  {
    label: 'Jobs',
    caption: '3 found',
    type_name: 'group',
    path: null,
    children: [
      {
        label: 'Job 12',
        caption: 'Smith, Fitzroy',
        type_name: 'job',
        path: '/_acme_/jobs/12/details',
      },
      {
        label: 'Job 13',
        caption: 'Archived',
        type_name: 'job',
        path: '/_acme_/jobs/13/details',
        disable: true,
      },
    ],
  },
  { label: 'Quote 9', type_name: 'quote', path: 'quotes/9/details' },
];

async function typeAndWait(text: string) {
  const box = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  await screen.findByText('Quote 9');
  return box;
}

describe('GlobalSearch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    signInForTest();
    navigate('/_acme_/jobs');
    installFakeApi({ 'GET /search': { body: envelope(RESULTS) } });
    render(
      <AreaProviders>
        <GlobalSearch />
      </AreaProviders>,
    );
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    resetSession();
  });

  it('shows results grouped under their captions', async () => {
    await typeAndWait('job');
    expect(screen.getByText('Jobs')).toBeTruthy();
    expect(screen.getByText('3 found')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Jobs' }).textContent).toContain('Job 12');
  });

  it('never chooses a disabled result', async () => {
    await typeAndWait('job');
    const disabled = screen.getByText('Job 13').closest('[role="option"]') as HTMLElement;
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disabled);
    expect(window.location.pathname).toBe('/_acme_/jobs');
  });

  it('moves with the arrow keys past disabled results and opens the highlighted one with Enter', async () => {
    const box = await typeAndWait('job');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByText('Job 12').closest('[role="option"]')?.id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByText('Quote 9').closest('[role="option"]')?.id,
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(window.location.pathname).toBe('/_acme_/quotes/9/details');
  });

  it('navigates to the path of a clicked result', async () => {
    await typeAndWait('job');
    fireEvent.click(screen.getByText('Job 12'));
    expect(window.location.pathname).toBe('/_acme_/jobs/12/details');
  });
});
