import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, isCancelled, type ApiClient, type SearchResult } from '@platform/shared';

/** Spec: search text is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** One result the keyboard can land on. */
export interface SearchOption {
  key: string;
  result: SearchResult;
}

/**
 * The results as the list shows them: top-level results with children are groups (a caption
 * over their children); others are options themselves. Disabled results are shown but never
 * become options, so neither the keyboard nor a click can choose them.
 */
export function selectableOptions(results: SearchResult[]): SearchOption[] {
  const options: SearchOption[] = [];
  results.forEach((result, index) => {
    if (result.children && result.children.length > 0) {
      result.children.forEach((child, childIndex) => {
        if (isSelectable(child)) options.push({ key: `${index}.${childIndex}`, result: child });
      });
    } else if (isSelectable(result)) {
      options.push({ key: `${index}`, result });
    }
  });
  return options;
}

export function isSelectable(result: SearchResult): boolean {
  return !result.disable && Boolean(result.path);
}

/**
 * The global search: waits until typing pauses for 500 ms, then asks GET /search, aborting the
 * search still in flight so that a slow earlier answer can never replace a newer one.
 */
export class SearchStore {
  text = '';
  results: SearchResult[] = [];
  loading = false;
  /** True from a keystroke until the answer for it has arrived (debounce wait included). */
  waiting = false;
  /** Index into `options` of the highlighted result, -1 for none. */
  activeIndex = -1;

  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: AbortController | null = null;
  readonly #api: ApiClient;

  constructor(apiClient: ApiClient = pageApi) {
    this.#api = apiClient;
    makeAutoObservable(this);
  }

  get options(): SearchOption[] {
    return selectableOptions(this.results);
  }

  get activeOption(): SearchOption | null {
    return this.options[this.activeIndex] ?? null;
  }

  setText(text: string): void {
    this.text = text;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (text.trim() === '') {
      this.#abort();
      this.results = [];
      this.loading = false;
      this.waiting = false;
      this.activeIndex = -1;
      return;
    }
    this.waiting = true;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.search(text.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  async search(text: string): Promise<void> {
    this.#abort();
    const controller = new AbortController();
    this.#inFlight = controller;
    this.loading = true;
    try {
      const { data } = await this.#api.get<SearchResult[]>('/search', {
        params: { search: text },
        signal: controller.signal,
        suppressNotificationMessage: true,
      });
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.results = Array.isArray(data) ? data : [];
        this.activeIndex = -1;
      });
    } catch (error) {
      // An aborted search was replaced by a newer one; other failures were already notified.
      if (isCancelled(error) || controller.signal.aborted) return;
      runInAction(() => {
        this.results = [];
      });
    } finally {
      runInAction(() => {
        if (this.#inFlight === controller) {
          this.#inFlight = null;
          this.loading = false;
          this.waiting = this.#timer !== null;
        }
      });
    }
  }

  /** Moves the highlight by `step` options, wrapping around at both ends. */
  move(step: number): void {
    const count = this.options.length;
    if (count === 0) {
      this.activeIndex = -1;
      return;
    }
    const from = this.activeIndex < 0 ? (step > 0 ? -1 : 0) : this.activeIndex;
    this.activeIndex = (((from + step) % count) + count) % count;
  }

  setActiveIndex(index: number): void {
    this.activeIndex = index;
  }

  clear(): void {
    this.setText('');
  }

  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#abort();
  }

  #abort(): void {
    this.#inFlight?.abort();
    this.#inFlight = null;
  }
}
