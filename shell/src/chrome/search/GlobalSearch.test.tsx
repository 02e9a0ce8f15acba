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

  describe('records of the product (issue 35, item 2)', () => {
    const RECORDS: SearchResult[] = [
      {
        label: 'Jobs',
        caption: '2 found',
        type_name: 'group',
        path: null,
        disable: true,
        children: [
          {
            label: 'Job J-00036',
            caption: 'Smith Homes · 46 King St, Manly · Scheduled',
            type_name: 'job',
            path: '/_acme_/jobs/118',
          },
          {
            label: 'Job J-00096',
            caption: 'Smith Homes · 46 King St, Manly · Open',
            type_name: 'job',
            path: '/_acme_/jobs/178',
          },
        ],
      },
      {
        label: 'Customers',
        caption: '1 found',
        type_name: 'group',
        path: null,
        disable: true,
        children: [
          {
            label: 'Smith Homes',
            caption: '<b>Manly</b> · smith.36@customers.test',
            type_name: 'customer',
            path: '/_acme_/customers/37',
          },
        ],
      },
    ];

    const typeRecords = async (results: SearchResult[]) => {
      installFakeApi({ 'GET /search': { body: envelope(results) } });
      const box = screen.getByRole('combobox', { name: 'Search' });
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'Smith Homes' } });
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      return box;
    };

    it('shows each type under its heading with its count, the server text as plain text', async () => {
      await typeRecords(RECORDS);
      const jobs = screen.getByRole('group', { name: 'Jobs' });
      expect(
        Array.from(jobs.querySelectorAll('[role="option"]')).map((option) => option.textContent),
      ).toEqual([
        'Job J-00036Smith Homes · 46 King St, Manly · Scheduled',
        'Job J-00096Smith Homes · 46 King St, Manly · Open',
      ]);
      expect(screen.getByText('2 found')).toBeTruthy();
      const customers = screen.getByRole('group', { name: 'Customers' });
      expect(customers.textContent).toBe('Smith Homes<b>Manly</b> · smith.36@customers.test');
      expect(customers.querySelector('b')).toBeNull();
    });

    it('moves from the last job to the customer with the arrow keys and opens its record', async () => {
      const box = await typeRecords(RECORDS);
      for (let step = 0; step < 3; step++) fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(box.getAttribute('aria-activedescendant')).toBe(
        screen.getByText('Smith Homes').closest('[role="option"]')?.id,
      );
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(window.location.pathname).toBe('/_acme_/customers/37');
    });

    it("says 'No results' when nothing matched", async () => {
      await typeRecords([]);
      expect(screen.getByText('No results')).toBeTruthy();
    });
  });
});
