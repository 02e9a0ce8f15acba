import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { VERSION_PROMPT_TEXT, VersionPrompt } from './VersionPrompt';
import {
  VERSION_PROMPT_SUPPRESS_MS,
  VersionPromptStore,
  followVersionEvents,
} from './versionPrompt';

describe('VersionPrompt', () => {
  let store: VersionPromptStore;
  let stop: () => void;
  beforeEach(() => {
    store = new VersionPromptStore();
    stop = followVersionEvents(store);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('shows a requirement reported before it was drawn (the overlays load on demand)', () => {
    bus.publish('version/outdated', { current: '1.2.0', required: '1.4.0' });
    render(
      <AreaProviders>
        <VersionPrompt store={store} />
      </AreaProviders>,
    );
    expect(screen.getByText('Hold on!')).toBeTruthy();
    expect(screen.getByText('Required version: 1.4.0')).toBeTruthy();
  });

  it("shows 'Hold on!' with both versions when the server requires a newer one", () => {
    render(
      <AreaProviders>
        <VersionPrompt store={store} />
      </AreaProviders>,
    );
    expect(screen.queryByText('Hold on!')).toBeNull();
    act(() => bus.publish('version/outdated', { current: '1.2.0', required: '1.3.0' }));
    expect(screen.getByText('Hold on!')).toBeTruthy();
    expect(screen.getByText(VERSION_PROMPT_TEXT)).toBeTruthy();
    expect(VERSION_PROMPT_TEXT).toBe(
      "You're running on an older version of the webpage/app. Please reload the page/update the app before doing anything",
    );
    expect(screen.getByText('Current version: 1.2.0')).toBeTruthy();
    expect(screen.getByText('Required version: 1.3.0')).toBeTruthy();
  });

  it('reloads on request', () => {
    const onReload = jest.fn();
    render(
      <AreaProviders>
        <VersionPrompt store={store} onReload={onReload} />
      </AreaProviders>,
    );
    act(() => bus.publish('version/outdated', { current: '1.2.0', required: '2.0.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('stays away for 5 minutes when suppressed, then comes back', () => {
    jest.useFakeTimers();
    // The store reads the (now fake) clock from its construction.
    stop();
    store = new VersionPromptStore(() => Date.now());
    stop = followVersionEvents(store);
    render(
      <AreaProviders>
        <VersionPrompt store={store} />
      </AreaProviders>,
    );
    act(() => bus.publish('version/outdated', { current: '1.2.0', required: '1.3.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remind me in 5 minutes' }));
    expect(screen.queryByText('Hold on!')).toBeNull();
    act(() => bus.publish('version/outdated', { current: '1.2.0', required: '1.3.0' }));
    expect(screen.queryByText('Hold on!')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(VERSION_PROMPT_SUPPRESS_MS);
    });
    expect(screen.getByText('Hold on!')).toBeTruthy();
  });
});
