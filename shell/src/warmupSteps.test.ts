// The sign-in page's warm-up, step by step (ADRs 206, 227, 241, 246): when it fetches ahead, then
// runs the chrome's code, computes antd's styles and formats a date, each at an idle moment.
import { bus, rememberWidgetArea } from '@platform/shared';
import { signInForTest } from '@platform/shared/testing';
import { loadChromeOnSignInPress } from './onDemand';
import { landsOnDashboard, STYLE_WARM_UP_KEPT_MS, warmUpSignIn, type WarmUpSteps } from './warmup';
import { EXPECTED, fakeFetch, prefetched, resetWarmUpPage, WIDGET_FILES } from './warmupFixtures';

jest.mock('@platform/shared', () => ({
  ...jest.requireActual('@platform/shared'),
  knownRemotes: () => [
    {
      name: 'mf_views',
      entry: 'http://cdn.test/mf-views/1.0.0/mf-manifest.json',
      version: '1.0.0',
    },
    {
      name: 'mf_timesheet',
      entry: 'http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json',
      version: '2.0.0',
    },
    {
      name: 'mf_plain',
      entry: 'http://cdn.test/mf-plain/3.0.0/mf-manifest.json',
      version: '3.0.0',
    },
  ],
}));

beforeEach(resetWarmUpPage);

describe('warmUpSignIn', () => {
  const idle: (() => void)[] = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The browser has the prefetched files. */
  const settleLinks = () =>
    document.head
      .querySelectorAll('link[rel="prefetch"]')
      .forEach((link) => link.dispatchEvent(new Event('load')));

  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    global.fetch = fakeFetch() as unknown as typeof fetch;
  });

  /** The steps run ahead, as mocks: each resolves unless told otherwise. */
  const mockSteps = (overrides: Partial<Record<keyof WarmUpSteps, jest.Mock>> = {}) => {
    const release = jest.fn();
    const steps = {
      loadChrome: jest.fn(() => Promise.resolve()),
      warmUpStyles: jest.fn(() => Promise.resolve(release)),
      warmUpDates: jest.fn(() => Promise.resolve('10/11/2026 08:00am')),
      loadDashboardArea: jest.fn(),
      preflightSignIn: jest.fn(() => Promise.resolve(true)),
      ...overrides,
    };
    return { steps, release };
  };
  /** Lets the files fetched ahead arrive, then runs the idle moment the warm-up waits for. */
  const nextIdleMoment = async () => {
    await flush();
    settleLinks();
    await flush();
    idle.shift()?.();
  };
  /** The warm-up's first idle moment, where it fetches ahead; then those files arrive. */
  const filesFetchedAhead = async () => {
    await flush();
    idle.shift()!();
    await flush();
    settleLinks();
    await flush();
  };
  /** The warm-up's first idle moment, then the start's files in, and what it asks after them. */
  const filesFetchedAheadOf = async (started: Promise<void>) => {
    await filesFetchedAhead();
    settleLinks();
    await flush();
    await runToEnd(started);
  };
  /** Runs each idle moment the warm-up asks for, in turn, until it is done. */
  const runToEnd = async (started: Promise<void>) => {
    let done = false;
    void started.then(() => (done = true));
    for (let turn = 0; turn < 10 && !done; turn += 1) await nextIdleMoment();
    await started;
  };

  it('fetches ahead only once the main thread is idle, and each file once', async () => {
    // This device drew widgets of both other areas before (ADR 277).
    rememberWidgetArea('mf_plain');
    rememberWidgetArea('mf_timesheet');
    const { steps } = mockSteps();
    const first = warmUpSignIn(steps);
    await flush();
    expect(prefetched()).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await flush();
    expect(prefetched()).toEqual(EXPECTED);
    expect(document.documentElement.dataset.warmUp).toBe('fetched');
    // Then, once those are in, the other areas' widgets, where they offer any (mf_plain does not).
    settleLinks();
    await flush();
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
    await runToEnd(first);
    await runToEnd(warmUpSignIn(steps));
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
  });

  it('fetches only the widgets of areas this device drew before: none on a first visit (ADR 277)', async () => {
    const { steps } = mockSteps();
    await filesFetchedAheadOf(warmUpSignIn(steps));
    expect(prefetched()).toEqual(EXPECTED);
    expect(global.fetch).not.toHaveBeenCalledWith(
      'http://cdn.test/mf-timesheet/2.0.0/mf-manifest.json',
    );

    resetWarmUpPage();
    rememberWidgetArea('mf_timesheet');
    await filesFetchedAheadOf(warmUpSignIn(steps));
    expect(prefetched()).toEqual([...EXPECTED, ...WIDGET_FILES]);
    expect(global.fetch).not.toHaveBeenCalledWith(
      'http://cdn.test/mf-plain/3.0.0/mf-manifest.json',
    );
  });

  it('runs the chrome’s code once the files fetched ahead are in and the main thread is idle again (ADR 227)', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await flush();
    idle.shift()!();
    await flush();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links).toHaveLength(EXPECTED.length);
    // Still downloading: nothing runs yet.
    links.slice(1).forEach((link) => link.dispatchEvent(new Event('load')));
    await flush();
    expect(idle).toHaveLength(0);
    links[0].dispatchEvent(new Event('error'));
    await flush();
    expect(idle).toHaveLength(1);
    expect(steps.loadChrome).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpChrome).toBe('evaluated');
    await runToEnd(started);
  });

  it('then computes antd’s styles at an idle moment of its own (ADR 241)', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await filesFetchedAhead();
    idle.shift()!();
    await flush();
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(steps.warmUpStyles).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpStyles).toBe('computed');
    // Then a date, at one more idle moment (ADR 246).
    expect(steps.warmUpDates).not.toHaveBeenCalled();
    idle.shift()!();
    await started;
    expect(steps.warmUpDates).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.warmUpDates).toBe('formatted');
    expect(idle).toHaveLength(0);
  });

  it('formats no date when the user signed in before its idle moment', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    // The fetch ahead, the chrome's code, antd's styles.
    for (let turn = 0; turn < 3; turn += 1) await nextIdleMoment();
    await flush();
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    signInForTest();
    idle.shift()!();
    await started;
    expect(steps.warmUpDates).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.warmUpDates).toBeUndefined();
  });

  it('releases the warmed-up components once signed in and the signed-in page had time to draw', async () => {
    const { steps, release } = mockSteps();
    await runToEnd(warmUpSignIn(steps));
    expect(steps.warmUpStyles).toHaveBeenCalledTimes(1);
    jest.useFakeTimers();
    try {
      jest.advanceTimersByTime(60_000);
      expect(release).not.toHaveBeenCalled();
      signInForTest();
      bus.publish('auth/signed-in', { userId: 1, landing: '/_demo_/dashboard' });
      // The first idle moment makes the user's zone's date formatter (ADR 265), not the release.
      idle.splice(0).forEach((run) => run());
      expect(release).not.toHaveBeenCalled();
      jest.advanceTimersByTime(STYLE_WARM_UP_KEPT_MS - 1);
      expect(idle).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(release).not.toHaveBeenCalled();
      // Then at the next idle moment (earlier tests' warm-ups are released at theirs).
      idle.splice(0).forEach((run) => run());
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('the dashboard area at the press of Sign in (ADR 264)', () => {
    let stopPress = () => {};
    beforeEach(() => {
      stopPress = loadChromeOnSignInPress(() => Promise.resolve());
    });
    afterEach(() => stopPress());

    it('starts its `./app` once pressed after the chrome’s code ran, after the press’s own task', async () => {
      const { steps } = mockSteps();
      await runToEnd(warmUpSignIn(steps));
      expect(steps.loadDashboardArea).not.toHaveBeenCalled();
      bus.publish('auth/signing-in');
      // The press's handler sends the sign-in first.
      expect(steps.loadDashboardArea).not.toHaveBeenCalled();
      await flush();
      expect(steps.loadDashboardArea).toHaveBeenCalledTimes(1);
      expect(document.documentElement.dataset.dashboardArea).toBe('on-press');
      // A second press (a wrong password, then the right one) starts nothing more.
      bus.publish('auth/signing-in');
      await flush();
      expect(steps.loadDashboardArea).toHaveBeenCalledTimes(1);
    });

    it('pressed before the chrome’s code ran, starts it once that code ran and only while unanswered', async () => {
      const { steps } = mockSteps();
      const started = warmUpSignIn(steps);
      await filesFetchedAhead();
      bus.publish('auth/signing-in');
      await flush();
      expect(steps.loadDashboardArea).not.toHaveBeenCalled();
      idle.shift()!();
      await flush();
      expect(steps.loadChrome).toHaveBeenCalledTimes(1);
      await flush();
      expect(steps.loadDashboardArea).toHaveBeenCalledTimes(1);
      await runToEnd(started);

      resetWarmUpPage();
      const late = mockSteps().steps;
      const again = warmUpSignIn(late);
      await filesFetchedAhead();
      bus.publish('auth/signing-in');
      idle.shift()!();
      await flush();
      expect(late.loadChrome).toHaveBeenCalledTimes(1);
      // Answered before its task ran: the signed-in start loads the area itself.
      signInForTest();
      await flush();
      expect(late.loadDashboardArea).not.toHaveBeenCalled();
      expect(document.documentElement.dataset.dashboardArea).toBeUndefined();
      await runToEnd(again);
    });

    it('starts nothing for a sign-in that leads to another area’s page', async () => {
      const { steps } = mockSteps();
      await runToEnd(warmUpSignIn(steps));
      // Read at the press (the warm-up's tests run outside /login, where it waits for mf-auth).
      window.history.replaceState(null, '', '/login?intended=%2Fwholesale%2Forder%2F12');
      bus.publish('auth/signing-in');
      await flush();
      expect(steps.loadDashboardArea).not.toHaveBeenCalled();
    });
  });

  it('leaves a chrome chunk that failed to load to the signed-in start, and goes no further', async () => {
    const { steps } = mockSteps({
      loadChrome: jest.fn(() => Promise.reject(new Error('ChunkLoadError'))),
    });
    await runToEnd(warmUpSignIn(steps));
    expect(steps.loadChrome).toHaveBeenCalledTimes(1);
    expect(steps.warmUpStyles).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.warmUpChrome).toBeUndefined();
  });

  it('does not run the chrome’s code when the user signed in meanwhile', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await filesFetchedAhead();
    signInForTest();
    idle.shift()!();
    await started;
    expect(steps.loadChrome).not.toHaveBeenCalled();
  });

  it('asks the browser’s permission for the sign-in call at its first idle moment, once a page, before fetching ahead (ADR 268)', async () => {
    const { steps } = mockSteps();
    const started = warmUpSignIn(steps);
    await flush();
    expect(steps.preflightSignIn).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(steps.preflightSignIn).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.signInPreflight).toBe('asked');
    await runToEnd(started);
    await runToEnd(warmUpSignIn(steps));
    expect(steps.preflightSignIn).toHaveBeenCalledTimes(1);
  });

  it('asks it on a data-saving connection too, and says when the API needs none', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const { steps } = mockSteps({ preflightSignIn: jest.fn(() => Promise.resolve(false)) });
      const started = warmUpSignIn(steps);
      await flush();
      idle.shift()!();
      await started;
      await flush();
      expect(steps.preflightSignIn).toHaveBeenCalledTimes(1);
      expect(document.documentElement.dataset.signInPreflight).toBe('not needed');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('marks the page when a data-saving connection fetches nothing', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const { steps } = mockSteps();
      const started = warmUpSignIn(steps);
      await flush();
      idle.shift()!();
      await started;
      expect(prefetched()).toEqual([]);
      expect(steps.loadChrome).not.toHaveBeenCalled();
      expect(document.documentElement.dataset.warmUp).toBe('skipped');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('does nothing for someone already signed in', async () => {
    signInForTest();
    await warmUpSignIn();
    expect(idle).toHaveLength(0);
    expect(prefetched()).toEqual([]);
  });
});

describe('landsOnDashboard', () => {
  const at = (search: string) => ({ search, origin: 'http://localhost' });

  it('is true with no intended page, or one of the dashboard area’s pages', () => {
    expect(landsOnDashboard(at(''))).toBe(true);
    expect(landsOnDashboard(at('?intended=%2F_demo_%2Fjobs%3Ftab%3D2'))).toBe(true);
  });

  it('is false for another area’s page or one of the shell’s own', () => {
    expect(landsOnDashboard(at('?intended=%2Fwholesale%2Forder%2F12'))).toBe(false);
    expect(landsOnDashboard(at('?intended=%2Fprofile'))).toBe(false);
    expect(landsOnDashboard(at('?intended=%2Fnotifications'))).toBe(false);
  });
});
