// A module loaded once for the page, on demand (ADR 249, ADR 255): the component of `onDemand`,
// or one of antd's modules behind the kernel's stand-ins (antdOnDemand/feedback.tsx).

/** A module loaded at its first use; a failed load is tried again at the next. */
export class LazyModule<Module> {
  /** The module once loaded, else null. */
  module: Module | null = null;
  readonly #listeners = new Set<() => void>();
  #pending: Promise<Module> | null = null;

  constructor(private readonly importer: () => Promise<{ default: Module }>) {}

  /** The module, loading it the first time (or again after a failed load). */
  load(): Promise<Module> {
    return (this.#pending ??= this.importer().then(
      ({ default: module }) => {
        this.module = module;
        for (const listener of [...this.#listeners]) listener();
        return module;
      },
      (error: unknown) => {
        // Tried again at the next use: a page that was offline recovers.
        this.#pending = null;
        throw error;
      },
    ));
  }

  /** Loads it ahead of its first use; a failure only leaves it to load when used. */
  preload(): Promise<void> {
    return this.load().then(
      () => undefined,
      () => undefined,
    );
  }

  /** Runs `action` with the module once it is in; nothing when it cannot be loaded now. */
  use(action: (module: Module) => void): void {
    this.load().then(action, () => undefined);
  }

  /** Calls `listener` when the module comes in; returns the stop. */
  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
}
