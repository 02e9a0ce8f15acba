import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { RemoteLoadsPage } from './RemoteLoadsPage';
import { OVERRIDE_STORAGE_KEY } from './override';

describe('RemoteLoadsPage', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows loads, failures, failure rate, median and p95 per remote and version', async () => {
    installFakeApi({
      'GET /delivery/loads/summary': {
        body: envelope({
          since: '2031-01-01T00:00:00.000Z',
          until: '2031-01-08T00:00:00.000Z',
          remotes: [
            {
              remote: 'mf_auth',
              version: '1.0.0-a',
              loads: 12,
              failures: 2,
              median_ms: 550,
              p95_ms: 955,
            },
            {
              remote: 'mf_quoting',
              version: '3.0.0-c',
              loads: 1,
              failures: 1,
              median_ms: null,
              p95_ms: null,
            },
          ],
        }),
      },
    });
    render(
      <AreaProviders>
        <RemoteLoadsPage />
      </AreaProviders>,
    );
    const auth = (await screen.findByText('1.0.0-a')).closest('tr') as HTMLElement;
    expect(
      within(auth)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['mf_auth', '1.0.0-a', '12', '2', '16.7 %', '550 ms', '955 ms']);
    const quoting = screen.getByText('3.0.0-c').closest('tr') as HTMLElement;
    expect(
      within(quoting)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['mf_quoting', '3.0.0-c', '1', '1', '100.0 %', '—', '—']);
    expect(screen.getByText(/from 2031-01-01 to 2031-01-08/)).toBeTruthy();
  });

  it('tells someone who is not an administrator that the page is not theirs', async () => {
    installFakeApi({
      'GET /delivery/loads/summary': {
        status: 403,
        body: { data: null, info: { status: 403, message: 'Forbidden', response: 'failed' } },
      },
    });
    render(
      <AreaProviders>
        <RemoteLoadsPage />
      </AreaProviders>,
    );
    expect(
      await screen.findByText('Only administrators can see how the remotes load.'),
    ).toBeTruthy();
  });

  it('has the API sign an override of one remote for this browser, stores it and reloads', async () => {
    const fake = installFakeApi({
      'GET /delivery/loads/summary': {
        body: envelope({
          since: '2031-01-01T00:00:00.000Z',
          until: '2031-01-08T00:00:00.000Z',
          remotes: [],
        }),
      },
      'POST /delivery/override': {
        body: envelope({
          token: 'payload.signature',
          remote: 'mf_views',
          version: '0.2.0-next',
          expires_at: '2031-01-01T08:00:00.000Z',
        }),
      },
    });
    const reload = jest.fn();
    render(
      <AreaProviders>
        <RemoteLoadsPage reload={reload} remotes={['mf_views']} />
      </AreaProviders>,
    );
    expect(await screen.findByText('No remote load was reported in this period.')).toBeTruthy();
    const use = screen.getByRole('button', { name: 'Use in this browser' });
    expect(use.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '0.2.0-next' } });
    fireEvent.click(use);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /delivery/override')[0].body).toEqual({
      remote: 'mf_views',
      version: '0.2.0-next',
    });
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe('payload.signature');
    localStorage.clear();
  });
});
