import { bus } from '../bus';
import {
  loadRemoteModule,
  loadRemoteModuleAhead,
  registerRemoteDescriptors,
  resetRemote,
} from './loader';
import { RemoteLoadError } from './errors';

type Plugin = {
  name: string;
  loadRemoteSnapshot: (args: {
    moduleInfo: { name: string };
    manifestJson?: { shared: unknown[] };
  }) => unknown;
};

/** The host's shared modules as the runtime keeps them: the shell provides React 19 as a singleton. */
const HOST_SHARED = {
  react: [{ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } }],
  antd: [{ version: '6.6.8', shareConfig: { singleton: true, requiredVersion: '^6.6.8' } }],
};

const runtime = {
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(() => ({ options: { shared: HOST_SHARED } })),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => runtime.registerPlugins(...args),
  getInstance: () => runtime.getInstance(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const failures: unknown[] = [];
bus.subscribe('remote/failed', (event) => failures.push(event));

beforeEach(() => {
  // What an earlier test loaded or started ahead is forgotten.
  resetRemote('mf_auth');
  failures.length = 0;
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  registerRemoteDescriptors(
    [
      {
        name: 'mf_auth',
        entry: 'http://remote.test/1.0.0-abc/mf-manifest.json',
        version: '1.0.0-abc',
      },
    ],
    { timeoutMs: 50, retries: 0 },
  );
});

describe('loadRemoteModuleAhead', () => {
  it('starts the load at once, and the next loadRemoteModule takes it over without a second', async () => {
    let answer: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loaded: unknown[] = [];
    const stop = bus.subscribe('remote/loaded', (event) => loaded.push(event));
    try {
      loadRemoteModuleAhead('mf_auth', './app');
      loadRemoteModuleAhead('mf_auth', './app');
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
      expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/app');
      // Started ahead is not loaded yet: the area's own load reports it.
      expect(loaded).toEqual([]);
      const asked = loadRemoteModule('mf_auth', './app');
      answer({ mount: 'fn' });
      await expect(asked).resolves.toEqual({ mount: 'fn' });
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
      expect(loaded).toEqual([expect.objectContaining({ remote: 'mf_auth', module: './app' })]);
      // Taken over once: a later load asks the runtime again (it answers from its own cache).
      runtime.loadRemote.mockResolvedValue({ mount: 'fn' });
      await loadRemoteModule('mf_auth', './app');
      expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    } finally {
      stop.unsubscribe();
    }
  });

  it('leaves a failure to the load that takes it over, which retries it as any other', async () => {
    registerRemoteDescriptors(
      [
        {
          name: 'mf_auth',
          entry: 'http://remote.test/1.0.0-abc/mf-manifest.json',
          version: '1.0.0-abc',
        },
      ],
      { timeoutMs: 50, retries: 1 },
    );
    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    loadRemoteModuleAhead('mf_auth', './app');
    // Nothing reported, nothing unhandled, while nobody asked for it.
    await Promise.resolve();
    expect(failures).toEqual([]);
    runtime.loadRemote.mockResolvedValueOnce({ mount: 'fn' });
    await expect(loadRemoteModule('mf_auth', './app')).resolves.toEqual({ mount: 'fn' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([]);
  });

  it('starts nothing for a module its area has asked for already', async () => {
    runtime.loadRemote.mockResolvedValue({ mount: 'fn' });
    await loadRemoteModule('mf_auth', './app');
    loadRemoteModuleAhead('mf_auth', './app');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // Forgotten with its remote (Retry): it may be started ahead again.
    resetRemote('mf_auth');
    loadRemoteModuleAhead('mf_auth', './app');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await loadRemoteModule('mf_auth', './app');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a remote the manifest does not name, and is forgotten with its remote', async () => {
    loadRemoteModuleAhead('mf_nowhere', './app');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    loadRemoteModuleAhead('mf_auth', './app');
    resetRemote('mf_auth');
    runtime.loadRemote.mockResolvedValueOnce({ mount: 'fn' });
    await expect(loadRemoteModule('mf_auth', './app')).resolves.toEqual({ mount: 'fn' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('loadRemoteModule', () => {
  it('loads name/exposed through the federation runtime', async () => {
    runtime.loadRemote.mockResolvedValue({ mount: 'fn' });
    await expect(loadRemoteModule('mf_auth', './app')).resolves.toEqual({ mount: 'fn' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/app');
  });

  it('reports each load on the bus with its duration, and a failed one with its error class', async () => {
    const loaded: unknown[] = [];
    const stop = bus.subscribe('remote/loaded', (event) => loaded.push(event));
    const clock = jest.spyOn(performance, 'now');
    try {
      clock.mockReturnValueOnce(1000).mockReturnValueOnce(1234.4);
      runtime.loadRemote.mockResolvedValue({ mount: 'fn' });
      await loadRemoteModule('mf_auth', './app');
      expect(loaded).toEqual([
        {
          type: 'remote/loaded',
          remote: 'mf_auth',
          version: '1.0.0-abc',
          module: './app',
          durationMs: 234,
        },
      ]);
      clock.mockReturnValueOnce(2000).mockReturnValueOnce(2040);
      runtime.loadRemote.mockRejectedValue(new TypeError('Failed to fetch manifest'));
      await expect(loadRemoteModule('mf_auth', './widgets')).rejects.toBeInstanceOf(
        RemoteLoadError,
      );
      expect(failures).toEqual([
        expect.objectContaining({
          phase: 'manifest',
          load: { module: './widgets', durationMs: 40, errorClass: 'TypeError' },
        }),
      ]);
    } finally {
      clock.mockRestore();
      stop.unsubscribe();
    }
  });

  it('reports a failure on the bus with name, version and phase, then rethrows', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('ScriptExecutionError: remoteEntry threw'));
    await expect(loadRemoteModule('mf_auth', './app')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(failures).toEqual([
      expect.objectContaining({
        type: 'remote/failed',
        remote: 'mf_auth',
        version: '1.0.0-abc',
        phase: 'entry',
      }),
    ]);
  });

  it('gives up on a remote that never answers exactly at the timeout, as a manifest failure', async () => {
    jest.useFakeTimers();
    try {
      runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
      let settled: unknown = 'pending';
      const load = loadRemoteModule('mf_auth', './app', { timeoutMs: 2000 }).catch(
        (e: unknown) => (settled = e),
      );
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).toBe('pending');
      expect(failures).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await load;
      expect(settled).toBeInstanceOf(RemoteLoadError);
      expect((settled as RemoteLoadError).phase).toBe('manifest');
      expect((settled as RemoteLoadError).message).toMatch(/did not answer within 2000 ms/);
      expect(failures).toEqual([expect.objectContaining({ phase: 'manifest' })]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses a per-remote timeout from the registration over the default', async () => {
    jest.useFakeTimers();
    try {
      registerRemoteDescriptors(
        [{ name: 'mf_auth', entry: 'http://remote.test/1.0.0-abc/mf-manifest.json', version: '1' }],
        { timeoutMs: 8000, timeoutsMs: { mf_auth: 1500 } },
      );
      runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
      let settled: unknown = 'pending';
      const load = loadRemoteModule('mf_auth', './app').catch((e: unknown) => (settled = e));
      await jest.advanceTimersByTimeAsync(1499);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      await load;
      expect((settled as RemoteLoadError).message).toMatch(/did not answer within 1500 ms/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses, before its entry runs, a remote built against a singleton major the page lacks', async () => {
    const plugin = runtime.registerPlugins.mock.calls
      .flatMap(([plugins]) => plugins as Plugin[])
      .find((p) => p.name === 'platform-singleton-compatibility');
    expect(plugin).toBeDefined();
    const snapshot = (shared: unknown[]) => () =>
      plugin!.loadRemoteSnapshot({ moduleInfo: { name: 'mf_auth' }, manifestJson: { shared } });
    expect(
      snapshot([{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }]),
    ).not.toThrow();
    let refusal: unknown;
    try {
      snapshot([
        { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
      ])();
    } catch (error) {
      refusal = error;
    }
    expect((refusal as Error).message).toBe(
      'mf_auth has incompatible shared singletons: react ^18.3.1 (the page has 19.3.1)',
    );

    runtime.loadRemote.mockRejectedValue(refusal);
    const error = await loadRemoteModule('mf_auth', './app').catch((e: unknown) => e);
    expect((error as RemoteLoadError).phase).toBe('compatibility');
    expect(failures).toEqual([expect.objectContaining({ phase: 'compatibility' })]);
  });

  it('retries after resetting the cached entry, and succeeds when the remote is back', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('fetch failed'))
      .mockResolvedValueOnce({ ok: true });
    await expect(loadRemoteModule('mf_auth', './app', { retries: 1 })).resolves.toEqual({
      ok: true,
    });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_auth', entry: 'http://remote.test/1.0.0-abc/mf-manifest.json' }],
      { force: true },
    );
    expect(failures).toEqual([]);
  });

  it('refuses a remote that is not in the manifest', async () => {
    await expect(loadRemoteModule('mf_nope', './app')).rejects.toThrow(
      /not in the remotes manifest/,
    );
  });

  it('resetRemote re-registers with force and drops the settled manifest load', () => {
    const entry = 'http://remote.test/1.0.0-abc/mf-manifest.json';
    const federation = { __MANIFEST_LOADING__: { [entry]: Promise.resolve(), other: 1 } };
    Object.assign(globalThis, { __FEDERATION__: federation });
    runtime.registerRemotes.mockClear();
    resetRemote('mf_auth');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(expect.any(Array), { force: true });
    expect(Object.keys(federation.__MANIFEST_LOADING__)).toEqual(['other']);
  });
});
