import { DraftSaver } from './DraftSaver';

/** A saver on fake timers whose saves succeed or fail as the test says. */
function setup(outcomes: Array<'ok' | 'fail'> = []) {
  const saved: number[] = [];
  const attempts: number[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const saver = new DraftSaver({
    save: (revision) => {
      attempts.push(revision);
      const outcome = outcomes.shift() ?? 'ok';
      return new Promise<void>((resolve, reject) => {
        const finish = () => {
          if (outcome === 'ok') {
            saved.push(revision);
            resolve();
          } else reject(new Error('offline'));
        };
        if (hold) release = finish;
        else finish();
      });
    },
  });
  return {
    saver,
    saved,
    attempts,
    holdSaves: () => {
      hold = true;
    },
    releaseSave: () => {
      hold = false;
      release?.();
    },
  };
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('draft autosave', () => {
  it('saves 5 s after the last edit', async () => {
    const { saver, saved } = setup();
    saver.edited();
    await advance(4_000);
    saver.edited();
    await advance(4_999);
    expect(saved).toEqual([]);
    await advance(1);
    expect(saved).toEqual([2]);
    expect(saver.state).toBe('saved');
  });

  it('saves at once when the number of items changes', async () => {
    const { saver, saved } = setup();
    saver.edited({ immediate: true });
    await advance(0);
    expect(saved).toEqual([1]);
  });

  it('shows "saved" for 1.5 s, then goes quiet', async () => {
    const { saver } = setup();
    saver.edited({ immediate: true });
    await advance(0);
    expect(saver.state).toBe('saved');
    await advance(1_499);
    expect(saver.state).toBe('saved');
    await advance(1);
    expect(saver.state).toBe('idle');
  });

  it('keeps the edits after a failed save and retries until the server has them', async () => {
    const { saver, saved, attempts } = setup(['fail', 'fail', 'ok']);
    saver.edited({ immediate: true });
    await advance(0);
    expect(saver.state).toBe('failed');
    expect(saver.hasUnsaved).toBe(true);
    await advance(2_000);
    expect(attempts).toEqual([1, 1]);
    saver.edited();
    await advance(5_000);
    expect(attempts).toEqual([1, 1, 2]);
    expect(saved).toEqual([2]);
    expect(saver.hasUnsaved).toBe(false);
  });

  it('retries at once when the browser comes back online', async () => {
    const { saver, saved } = setup(['fail']);
    saver.edited({ immediate: true });
    await advance(0);
    saver.online();
    await advance(0);
    expect(saved).toEqual([1]);
  });

  it('saves edits made during a save right after it', async () => {
    const { saver, saved, holdSaves, releaseSave } = setup();
    holdSaves();
    saver.edited({ immediate: true });
    await advance(0);
    expect(saver.state).toBe('saving');
    saver.edited({ immediate: true });
    await advance(0);
    releaseSave();
    await advance(0);
    expect(saved).toEqual([1, 2]);
    expect(saver.hasUnsaved).toBe(false);
  });

  it('flush saves now and waits for it', async () => {
    const { saver, saved } = setup();
    saver.edited();
    await saver.flush();
    expect(saved).toEqual([1]);
  });

  it('continues from the revisions a previous page left unsaved', async () => {
    const { saver, saved } = setup();
    saver.restore(7, 5);
    expect(saver.hasUnsaved).toBe(true);
    saver.online();
    await advance(0);
    expect(saved).toEqual([7]);
  });

  it('after dispose, waits for a running save and starts no other', async () => {
    const { saver, saved, attempts, holdSaves, releaseSave } = setup();
    holdSaves();
    saver.edited({ immediate: true });
    await advance(0);
    saver.edited();
    saver.dispose();
    const settled = saver.settled();
    releaseSave();
    await settled;
    await advance(10_000);
    expect(attempts).toEqual([1]);
    expect(saved).toEqual([1]);
  });
});
