import { bus } from '../bus';
import { loadRemoteModule, registerRemoteDescriptors, resetRemote } from './loader';
import { RemoteLoadError } from './errors';

const runtime = {
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(() => ({})),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  getInstance: () => runtime.getInstance(),
}));

const failures: unknown[] = [];
bus.subscribe('remote/failed', (event) => failures.push(event));

beforeEach(() => {
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

describe('loadRemoteModule', () => {
  it('loads name/exposed through the federation runtime', async () => {
    runtime.loadRemote.mockResolvedValue({ mount: 'fn' });
    await expect(loadRemoteModule('mf_auth', './app')).resolves.toEqual({ mount: 'fn' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/app');
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

  it('gives up on a remote that never answers after the timeout, as a manifest failure', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const error = await loadRemoteModule('mf_auth', './app').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).phase).toBe('manifest');
    expect((error as RemoteLoadError).message).toMatch(/did not answer within 50 ms/);
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

  it('resetRemote re-registers with force so the next load fetches again', () => {
    runtime.registerRemotes.mockClear();
    resetRemote('mf_auth');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(expect.any(Array), { force: true });
  });
});
