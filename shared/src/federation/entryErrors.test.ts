import { installEntryErrorGuard, remoteOfEntryScript } from './entryErrors';

jest.mock('./loader', () => ({
  knownRemotes: () => [
    { name: 'mf_auth', entry: 'http://auth.test/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc' },
  ],
}));

describe('remoteOfEntryScript', () => {
  it('finds the remote whose release folder holds the entry', () => {
    expect(remoteOfEntryScript('http://auth.test/1.0.0-abc/remoteEntry.js')?.name).toBe('mf_auth');
  });

  it('ignores other scripts of the release, other folders and inline scripts', () => {
    expect(remoteOfEntryScript('http://auth.test/1.0.0-abc/123.abc.js')).toBeUndefined();
    expect(remoteOfEntryScript('http://auth.test/0.9.0-old/remoteEntry.js')).toBeUndefined();
    expect(remoteOfEntryScript('')).toBeUndefined();
  });
});

describe('installEntryErrorGuard', () => {
  const dispatch = (filename: string) => {
    const event = new ErrorEvent('error', { message: 'boom', filename, cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it("marks a remote entry's evaluation error handled and logs it as a warning", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uninstall = installEntryErrorGuard();
    try {
      expect(dispatch('http://auth.test/1.0.0-abc/remoteEntry.js').defaultPrevented).toBe(true);
      expect(warn).toHaveBeenCalledWith('mf_auth@1.0.0-abc: its entry threw while loading: boom');
      expect(dispatch('http://auth.test/1.0.0-abc/123.abc.js').defaultPrevented).toBe(false);
    } finally {
      uninstall();
      warn.mockRestore();
    }
    expect(dispatch('http://auth.test/1.0.0-abc/remoteEntry.js').defaultPrevented).toBe(false);
  });
});
