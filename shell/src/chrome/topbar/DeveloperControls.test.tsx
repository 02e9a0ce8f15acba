import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { resetSession } from '@platform/shared/testing';
import { DEVELOPER_MODE_CLICKS, DeveloperControls } from './DeveloperControls';

describe('DeveloperControls', () => {
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('toggles developer mode on the tenth quick click of the hidden control, then off again', () => {
    render(
      <AreaProviders>
        <DeveloperControls />
      </AreaProviders>,
    );
    const control = screen.getByTestId('developer-mode-control');
    for (let click = 1; click < DEVELOPER_MODE_CLICKS; click++) fireEvent.click(control);
    expect(session.developerMode).toBe(false);
    fireEvent.click(control);
    expect(session.developerMode).toBe(true);
    expect(DEVELOPER_MODE_CLICKS).toBe(10);

    for (let click = 0; click < DEVELOPER_MODE_CLICKS; click++) fireEvent.click(control);
    expect(session.developerMode).toBe(false);
  });

  it('offers the debug switch in developer mode only', () => {
    render(
      <AreaProviders>
        <DeveloperControls />
      </AreaProviders>,
    );
    expect(screen.queryByRole('switch', { name: 'Debug mode' })).toBeNull();
    const control = screen.getByTestId('developer-mode-control');
    for (let click = 0; click < DEVELOPER_MODE_CLICKS; click++) fireEvent.click(control);
    fireEvent.click(screen.getByRole('switch', { name: 'Debug mode' }));
    expect(session.debugMode).toBe(true);
  });
});
