import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, notificationStore, notify, readBootSignIn, session } from '@platform/shared';
import {
  bootSignInInput,
  installFakeApi,
  loadBootSignIn,
  resetSession,
  signInForTest,
} from '@platform/shared/testing';
import { DEFAULT_CONFIG } from './config';
import {
  areasRetryDelay,
  ChromeRoot,
  forgetShellAreas,
  loadChromeOnSignInPress,
  loadShellAreas,
  OverlaysRoot,
  PagesRoot,
} from './onDemand';
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

describe('a sign-in pressed before the typing time was used (ADR 250)', () => {
  let stop = () => {};
  beforeEach(() => delete document.documentElement.dataset.chromeLoaded);
  afterEach(() => {
    stop();
    resetSession();
    document.body.innerHTML = '';
  });

  it("starts loading the chrome's module with mf-auth's sign-in request", async () => {
    const load = jest.fn(() => Promise.resolve());
    stop = loadChromeOnSignInPress(load);
    expect(load).not.toHaveBeenCalled();
    bus.publish('auth/signing-in');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(document.documentElement.dataset.chromeLoaded).toBe('on-press');
    // Signed in meanwhile (a second factor's code, say): the signed-in start loads it itself.
    signInForTest({ name: 'Dana Fitter' });
    bus.publish('auth/signing-in');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts it when the early form is pressed with both fields filled, before mf-auth is there', async () => {
    loadBootSignIn('/login');
    const load = jest.fn(() => Promise.resolve());
    stop = loadChromeOnSignInPress(load);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(load).not.toHaveBeenCalled();
    await user.type(bootSignInInput('email'), 'admin@demo.test');
    await user.type(bootSignInInput('password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(readBootSignIn()?.pending).toBe('sign-in');
  });

  it('sends the early form’s sign-in itself, once, ahead of the chrome’s files (ADR 264)', async () => {
    loadBootSignIn('/login');
    window.history.replaceState(null, '', '/login?intended=%2F_demo_%2Fjobs');
    const order: string[] = [];
    const load = jest.fn(() => (order.push('chrome'), Promise.resolve()));
    const sendEarly = jest.fn(() => (order.push('sign-in'), true));
    stop = loadChromeOnSignInPress(load, document, sendEarly);
    const user = userEvent.setup({ delay: null });
    await user.type(bootSignInInput('email'), 'admin@demo.test');
    await user.type(bootSignInInput('password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(sendEarly).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'admin@demo.test', password: 'Demo1234!' }),
      '/_demo_/jobs',
    );
    expect(order).toEqual(['sign-in', 'chrome']);
    // Pressed again before mf-auth took over, or mf-auth's own press: nothing sent twice.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    bus.publish('auth/signing-in');
    expect(sendEarly).toHaveBeenCalledTimes(1);
  });

  it('leaves mf-auth’s own press to mf-auth: nothing is sent early', () => {
    const sendEarly = jest.fn(() => true);
    stop = loadChromeOnSignInPress(() => Promise.resolve(), document, sendEarly);
    bus.publish('auth/signing-in');
    expect(sendEarly).not.toHaveBeenCalled();
  });

  it('starts it at once when the early form was pressed before the shell ran', () => {
    loadBootSignIn('/login');
    bootSignInInput('email').value = 'admin@demo.test';
    bootSignInInput('password').value = 'Demo1234!';
    fireEvent.submit(bootSignInInput('email').form!);
    const load = jest.fn(() => Promise.resolve());
    stop = loadChromeOnSignInPress(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the sign-in page as it is when the load fails', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk 873 failed.')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    stop = loadChromeOnSignInPress(load);
    try {
      const { container } = render(<ChromeRoot config={DEFAULT_CONFIG} />);
      bus.publish('auth/signing-in');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(load).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
      expect(container).toBeEmptyDOMElement();
      expect(document.documentElement.dataset.chromeLoaded).toBeUndefined();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('a sign-in answered before the chrome’s module arrived (ADR 273)', () => {
  afterEach(() => {
    jest.dontMock('./shellAreas');
    jest.useRealTimers();
    resetSession();
  });

  it('draws the chrome in the render that follows the module’s arrival, with the user’s name', async () => {
    installFakeApi();
    window.history.replaceState(null, '', '/_acme_/jobs');
    forgetShellAreas();
    render(<ChromeRoot config={DEFAULT_CONFIG} />);
    await act(async () => void signInForTest({ name: 'Dana Fitter' }));
    await act(() => loadShellAreas());
    expect(screen.getByTestId('side-drawer')).toBeInTheDocument();
    expect(screen.getByText('Dana Fitter')).toBeInTheDocument();
  });

  it('loads the parts once for all the roots that want them, tries a failed load once a round, and stops when none wants them', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    // Always failing: a module the factory returned would stay in jest's registry for the next test.
    jest.doMock('./shellAreas', () => {
      attempts += 1;
      throw new Error('Loading chunk 873 failed.');
    });
    installFakeApi();
    window.history.replaceState(null, '', '/_acme_/jobs');
    forgetShellAreas();
    const { container, unmount } = render(
      <>
        <ChromeRoot config={DEFAULT_CONFIG} />
        <OverlaysRoot />
      </>,
    );
    await act(async () => void signInForTest({ name: 'Dana Fitter' }));
    expect(attempts).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(attempts).toBe(2);
    // The second failure waits twice as long.
    await act(() => jest.advanceTimersByTimeAsync(1_999));
    expect(attempts).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(attempts).toBe(3);
    expect(container).toBeEmptyDOMElement();
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(attempts).toBe(3);
  });

  it('tries a failed load of the chrome again, 1 s later, and then draws it', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    jest.doMock('./shellAreas', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk 873 failed.');
      return jest.requireActual('./shellAreas');
    });
    installFakeApi();
    window.history.replaceState(null, '', '/_acme_/jobs');
    forgetShellAreas();
    const { container } = render(<ChromeRoot config={DEFAULT_CONFIG} />);
    await act(async () => void signInForTest({ name: 'Dana Fitter' }));
    expect(attempts).toBe(1);
    expect(container).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(attempts).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(attempts).toBe(2);
    expect(screen.getByTestId('side-drawer')).toBeInTheDocument();
  });

  it('waits longer after each failed load: 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(areasRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
