import { makeAutoObservable, runInAction } from 'mobx';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface DraftSaverOptions {
  /** Sends the edits of `revision` to the server; rejects when they did not arrive. */
  save: (revision: number) => Promise<void>;
  /** Quiet period after the last edit before saving (spec: 5 s). */
  debounceMs?: number;
  /** Waits before each retry of a failed save; the last one repeats. */
  retryDelaysMs?: number[];
  /** How long "Saving successful" stays (spec: 1.5 s). */
  savedTickMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const AUTOSAVE_DEBOUNCE_MS = 5_000;
export const SAVED_TICK_MS = 1_500;
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Saves a draft in the background without ever dropping an edit: every edit bumps a revision;
 * a save sends the newest revision; a failed save is retried (with back-off, and at once when
 * the browser comes back online) until the server has the newest revision. Only one save runs
 * at a time; edits made meanwhile are saved after it.
 */
export class DraftSaver {
  state: SaveState = 'idle';
  revision = 0;
  savedRevision = 0;
  failures = 0;

  readonly #options: Required<Omit<DraftSaverOptions, 'save'>> & Pick<DraftSaverOptions, 'save'>;
  #timer: unknown = null;
  #tickTimer: unknown = null;
  #running: Promise<void> | null = null;
  #disposed = false;

  constructor(options: DraftSaverOptions) {
    this.#options = {
      debounceMs: AUTOSAVE_DEBOUNCE_MS,
      retryDelaysMs: RETRY_DELAYS_MS,
      savedTickMs: SAVED_TICK_MS,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...options,
    };
    makeAutoObservable(this);
  }

  get hasUnsaved(): boolean {
    return this.revision > this.savedRevision;
  }

  /** Starts from revisions a previous page left unsaved (restored from local storage). */
  restore(revision: number, savedRevision: number): void {
    this.revision = revision;
    this.savedRevision = savedRevision;
  }

  /** An edit happened; `immediate` saves without waiting (e.g. the number of items changed). */
  edited(options: { immediate?: boolean } = {}): void {
    this.revision += 1;
    this.state = 'pending';
    this.#schedule(options.immediate ? 0 : this.#options.debounceMs);
  }

  /** Saves now whatever is unsaved (and waits for it). */
  async flush(): Promise<void> {
    this.#cancelTimer();
    await this.#run();
  }

  /** The browser is back online: retry at once. */
  online(): void {
    if (this.hasUnsaved) this.#schedule(0);
  }

  /** Stops scheduling; a save already running finishes. */
  dispose(): void {
    this.#disposed = true;
    this.#cancelTimer();
    if (this.#tickTimer !== null) this.#options.clearTimer(this.#tickTimer);
  }

  #cancelTimer(): void {
    if (this.#timer !== null) this.#options.clearTimer(this.#timer);
    this.#timer = null;
  }

  #schedule(ms: number): void {
    if (this.#disposed) return;
    this.#cancelTimer();
    this.#timer = this.#options.setTimer(() => {
      this.#timer = null;
      void this.#run();
    }, ms);
  }

  /** Resolves once no save is running (a save already sent is never abandoned half-way). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #run(): Promise<void> {
    if (this.#disposed) return;
    if (this.#running) {
      await this.#running;
      if (this.hasUnsaved && !this.#running && !this.#disposed) return this.#run();
      return;
    }
    if (!this.hasUnsaved) return;
    this.#running = this.#saveOnce().finally(() => {
      this.#running = null;
    });
    await this.#running;
  }

  async #saveOnce(): Promise<void> {
    const revision = this.revision;
    runInAction(() => {
      this.state = 'saving';
    });
    try {
      await this.#options.save(revision);
      runInAction(() => {
        this.savedRevision = Math.max(this.savedRevision, revision);
        this.failures = 0;
        if (this.hasUnsaved) {
          // Edits made during the save: their own timer saves them, or now if none is waiting.
          this.state = 'pending';
          if (this.#timer === null) this.#schedule(0);
        } else {
          this.state = 'saved';
          this.#tick();
        }
      });
    } catch {
      runInAction(() => {
        this.failures += 1;
        this.state = 'failed';
        const delays = this.#options.retryDelaysMs;
        this.#schedule(delays[Math.min(this.failures - 1, delays.length - 1)]);
      });
    }
  }

  #tick(): void {
    if (this.#tickTimer !== null) this.#options.clearTimer(this.#tickTimer);
    this.#tickTimer = this.#options.setTimer(() => {
      runInAction(() => {
        if (this.state === 'saved') this.state = 'idle';
      });
    }, this.#options.savedTickMs);
  }
}
