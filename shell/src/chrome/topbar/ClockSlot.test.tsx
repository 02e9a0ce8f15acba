import { act, render, screen } from '@testing-library/react';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { CLOCK_LOAD_DEADLINE_MS, ClockSlot } from './ClockSlot';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  RemoteWidget: ({ remote, widget }: { remote: string; widget: string }) => (
    <span data-testid="remote-widget">{`${remote} ${widget}`}</span>
  ),
}));

describe('ClockSlot (ADR 242)', () => {
  const idle: IdleRequestCallback[] = [];

  beforeEach(() => {
    resetSession();
    idle.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
  });

  it('loads mf-timesheet’s clock once the page is first idle, not with the top bar’s first render', () => {
    signInForTest({ timesheets_enabled: true });
    render(<ClockSlot />);
    expect(screen.getByTestId('clock-slot')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-widget')).toBeNull();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: CLOCK_LOAD_DEADLINE_MS,
    });
    act(() => idle[0]({ didTimeout: false, timeRemaining: () => 50 }));
    expect(screen.getByTestId('remote-widget')).toHaveTextContent('mf_timesheet clock');
  });

  it('shows no slot when the server does not enable timesheets, and stops waiting when unmounted', () => {
    signInForTest({ timesheets_enabled: false });
    const { unmount } = render(<ClockSlot />);
    expect(screen.queryByTestId('clock-slot')).toBeNull();
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
