import { cleanup, act, fireEvent, render, screen } from '@testing-library/react';
import { session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { resetSession } from '@platform/shared/testing';
import { VersionButton } from './VersionButton';

/** Renders the button for version 1.2.3 at the given root font size; returns the button. */
function renderButton(fontSize: number): HTMLElement {
  session.setFontSize(fontSize);
  render(
    <AreaProviders>
      <VersionButton version="1.2.3" />
    </AreaProviders>,
  );
  return screen.getByTestId('version-button');
}

describe('VersionButton', () => {
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('cycles the root font size 12, 14, 16, 18, 20 and back, and notifies the level', async () => {
    const button = renderButton(12);
    expect(button.textContent).toBe('v1.2.3');
    const seen: number[] = [];
    for (let click = 0; click < 5; click++) {
      act(() => {
        fireEvent.click(button);
      });
      seen.push(session.fontSize);
    }
    expect(seen).toEqual([14, 16, 18, 20, 12]);
    expect(await screen.findByText('Font size 12')).toBeTruthy();
  });

  it('shows the user agent on a triple-click and leaves the font size as it was', async () => {
    const button = renderButton(16);
    // The browser numbers the clicks of one multi-click in event.detail.
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(screen.queryByText('User agent')).toBeNull();
    expect(session.fontSize).toBe(20);
    fireEvent.click(button, { detail: 3 });
    expect((await screen.findAllByText('User agent')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(navigator.userAgent).length).toBeGreaterThan(0);
    expect(session.fontSize).toBe(16);
  });

  it('separate clicks each cycle the font size and never show the user agent', () => {
    const button = renderButton(12);
    for (let click = 0; click < 4; click++) fireEvent.click(button, { detail: 1 });
    expect(session.fontSize).toBe(20);
    expect(screen.queryByText('User agent')).toBeNull();
  });
});
