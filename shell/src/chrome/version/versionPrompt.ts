import { makeAutoObservable } from 'mobx';
import { bus, isVersionNewer } from '@platform/shared';

/** How long 'Hold on!' stays away after the user chooses to continue (spec: 5 minutes). */
export const VERSION_PROMPT_SUPPRESS_MS = 5 * 60 * 1000;

export interface VersionMismatch {
  current: string;
  required: string;
}

/**
 * Decides when the blocking 'Hold on!' dialog shows: when the server requires a newer version
 * than the client runs, unless the user suppressed it less than 5 minutes ago.
 */
export class VersionPromptStore {
  mismatch: VersionMismatch | null = null;
  suppressedUntil = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    makeAutoObservable(this);
  }

  get open(): boolean {
    return this.mismatch !== null && this.#now() >= this.suppressedUntil;
  }

  /** Records what the server required; equal or older requirements are not a mismatch. */
  report(current: string, required: string): void {
    if (!isVersionNewer(required, current)) return;
    // Keep the strictest requirement seen, so the dialog names the version that must be reached.
    if (this.mismatch && !isVersionNewer(required, this.mismatch.required)) return;
    this.mismatch = { current, required };
  }

  suppress(): void {
    this.suppressedUntil = this.#now() + VERSION_PROMPT_SUPPRESS_MS;
  }

  /** Re-evaluates `open` after time passed (MobX does not observe the clock). */
  tick(): void {
    this.suppressedUntil = this.#now() >= this.suppressedUntil ? 0 : this.suppressedUntil;
  }
}

/** Feeds a store from the bus's 'version/outdated' events; returns the unsubscribe. */
export function followVersionEvents(store: VersionPromptStore): () => void {
  const subscription = bus.subscribe('version/outdated', ({ current, required }) =>
    store.report(current, required),
  );
  return () => subscription.unsubscribe();
}

/**
 * The page's store. The shell feeds it from start (bootstrap), before the overlays that draw
 * the dialog are loaded (they load on demand, ADR 169), so an early requirement is not lost.
 */
export const pageVersionPrompt = new VersionPromptStore();
