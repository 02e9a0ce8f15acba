import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { patchComputedStyle, renderInArea } from '../testing/render';
import { ClockWidget } from './ClockWidget';

jest.setTimeout(30_000);
beforeAll(patchComputedStyle);
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  resetSession();
  signInForTest();
  // The widget asks for the state 2 s after it mounts: testing-library's waits advance jest's
  // clock instead of the test sleeping through it.
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const STATE = {
  total_working_hours: 8,
  duration: 28_800,
  enabled: true,
  timer: { type: 'stop', timer_at: 0 },
  tracking_enabled: false,
  is_active_tracker: false,
};

describe('ClockWidget', () => {
  it('stays hidden when the server does not enable the clock', async () => {
    const fake = installFakeApi({
      'GET /timelog/state': { body: envelope({ ...STATE, enabled: false }) },
    });
    renderInArea(<ClockWidget />);
    await waitFor(() => expect(fake.callsTo('GET /timelog/state')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(screen.queryByTestId('clock-button')).not.toBeInTheDocument();
  });

  it("opens the 600 px clock dialog: 'Inactive' in red, only Start available when stopped", async () => {
    installFakeApi({
      'GET /timelog/state': { body: envelope(STATE) },
      'GET /timelog/activities': { body: envelope([]) },
    });
    renderInArea(<ClockWidget />);
    const button = await screen.findByTestId('clock-button', {}, { timeout: 4000 });
    expect(button).toHaveTextContent('Inactive');
    expect(button).toHaveAccessibleName('Time clock: Inactive');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '600px' });
    const label = within(dialog).getByTestId('clock-state');
    expect(label).toHaveTextContent('Inactive');
    expect(label).toHaveClass('ant-typography-danger');
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Break' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect(within(dialog).getByText(/not stored or visible to your employer/)).toBeInTheDocument();
    expect(within(dialog).getByText('00:00:00')).toBeInTheDocument();
  });

  it('shows the running time from the server while working', async () => {
    installFakeApi({
      'GET /timelog/state': {
        body: envelope({ ...STATE, timer: { type: 'working', timer_at: 3725 } }),
      },
    });
    renderInArea(<ClockWidget />);
    const button = await screen.findByTestId('clock-button', {}, { timeout: 4000 });
    expect(button).toHaveTextContent(/01:02:0[5-7]/);
    expect(button).toHaveAttribute('data-state', 'working');
  });
});
