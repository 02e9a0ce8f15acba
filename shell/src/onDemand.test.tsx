import { act, render, screen } from '@testing-library/react';
import { bus, notificationStore, notify, session } from '@platform/shared';
import { installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { DEFAULT_CONFIG } from './config';
import { ChromeRoot, loadShellAreas, OverlaysRoot, PagesRoot } from './onDemand';
import { shellPageShown } from './routes';
import { followVersionEvents, pageVersionPrompt } from './chrome/version/versionPrompt';

beforeEach(() => {
  resetSession();
  notificationStore.clear();
  window.history.replaceState(null, '', '/login');
});

describe('shellPageShown', () => {
  it("is true on the shell's own pages and unknown paths, false where an area draws", () => {
    expect(shellPageShown('/', false)).toBe(true);
    expect(shellPageShown('/logout', false)).toBe(true);
    expect(shellPageShown('/no/such/page', false)).toBe(true);
    expect(shellPageShown('/dev', true)).toBe(true);
    expect(shellPageShown('/login', true)).toBe(false);
    expect(shellPageShown('/forgot-password', false)).toBe(false);
  });
});

describe('the shell on the sign-in page', () => {
  it('draws no chrome, no shell page and no overlays for a signed-out visitor', () => {
    const { container } = render(
      <>
        <ChromeRoot config={DEFAULT_CONFIG} />
        <PagesRoot developmentPages />
        <OverlaysRoot />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(session.isLoggedIn).toBe(false);
    expect(document.body.dataset.chrome).toBe('none');
    expect(document.body.dataset.drawer).toBe('closed');
  });

  it('loads the overlays for the first notification and shows it', async () => {
    render(<OverlaysRoot />);
    act(() => notify.error('Invalid credential: the email address or password is incorrect.'));
    expect(
      await screen.findByText('Invalid credential: the email address or password is incorrect.'),
    ).toBeInTheDocument();
  });

  it('loads the overlays when the server requires a newer client, with that requirement', async () => {
    const stop = followVersionEvents(pageVersionPrompt);
    try {
      render(<OverlaysRoot />);
      act(() => bus.publish('version/outdated', { current: '0.1.0', required: '9.0.0' }));
      expect(await screen.findByText('Hold on!')).toBeInTheDocument();
      expect(screen.getByText('Required version: 9.0.0')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('loads the not-found page for a path nobody owns', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<PagesRoot developmentPages={false} />);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('the shell at the sign-in, its parts loaded while the user typed (ADR 245)', () => {
  afterEach(() => resetSession());

  it('draws the chrome in the render of the sign-in itself, without suspending', async () => {
    installFakeApi();
    window.history.replaceState(null, '', '/_acme_/jobs');
    await loadShellAreas();
    render(<ChromeRoot config={DEFAULT_CONFIG} />);
    // One synchronous update and no awaiting: a part that suspended would show nothing here yet.
    act(() => void signInForTest({ name: 'Dana Fitter' }));
    expect(screen.getByTestId('side-drawer')).toBeInTheDocument();
    expect(screen.getByText('Dana Fitter')).toBeInTheDocument();
  });
});
