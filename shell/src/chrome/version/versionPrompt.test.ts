import { VERSION_PROMPT_SUPPRESS_MS, VersionPromptStore } from './versionPrompt';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('VersionPromptStore', () => {
  it('opens when the required version is newer than the current one', () => {
    const store = new VersionPromptStore();
    store.report('1.4.0', '1.10.0');
    expect(store.open).toBe(true);
    expect(store.mismatch).toEqual({ current: '1.4.0', required: '1.10.0' });
  });

  it.each([
    ['1.4.0', '1.4.0'],
    ['1.4.1', '1.4.0'],
    ['2.0.0', '1.9.9'],
    ['1.0.0', '1.0.0-rc.1'],
  ])('stays closed when running %s and %s is required', (current, required) => {
    const store = new VersionPromptStore();
    store.report(current, required);
    expect(store.open).toBe(false);
  });

  it('keeps the strictest requirement', () => {
    const store = new VersionPromptStore();
    store.report('1.0.0', '1.2.0');
    store.report('1.0.0', '1.1.0');
    expect(store.mismatch?.required).toBe('1.2.0');
    store.report('1.0.0', '1.3.0');
    expect(store.mismatch?.required).toBe('1.3.0');
  });

  it('can be suppressed for 5 minutes, then shows again', () => {
    const time = clock();
    const store = new VersionPromptStore(time.now);
    store.report('1.0.0', '1.1.0');
    store.suppress();
    expect(store.open).toBe(false);
    time.advance(VERSION_PROMPT_SUPPRESS_MS - 1);
    store.tick();
    store.report('1.0.0', '1.1.0');
    expect(store.open).toBe(false);
    time.advance(1);
    store.tick();
    expect(store.open).toBe(true);
    expect(VERSION_PROMPT_SUPPRESS_MS).toBe(300_000);
  });
});
