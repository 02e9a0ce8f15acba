/**
 * A restartable timer: each `schedule` replaces the pending call. A delay of 0 runs at once,
 * which is how switch-type fields skip the form's change debounce.
 */
export class Debouncer {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pending: (() => void) | null = null;

  schedule(run: () => void, delayMs: number): void {
    this.cancel();
    if (delayMs <= 0) {
      run();
      return;
    }
    this.#pending = run;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#pending = null;
      run();
    }, delayMs);
  }

  /** Runs the pending call now (e.g. before saving). */
  flush(): void {
    const run = this.#pending;
    this.cancel();
    run?.();
  }

  cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending = null;
  }

  get isPending(): boolean {
    return this.#pending !== null;
  }
}
