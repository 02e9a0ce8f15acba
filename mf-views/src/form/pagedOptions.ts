import { api, notify, type OptionsPage, type SelectOption } from '@platform/shared';
import { CONTACT_ADMIN_MESSAGE } from '@platform/shared/values';
import { makeAutoObservable, runInAction } from 'mobx';
import { Debouncer } from '../common/debounce';
import {
  DROPDOWN_LOAD_AHEAD,
  DROPDOWN_PAGE_SIZE,
  DROPDOWN_RETRIES,
  SELECT_INPUT_DEBOUNCE_MS,
} from '../common/timings';

/** True when the user has scrolled within DROPDOWN_LOAD_AHEAD items of the last loaded option. */
export function shouldLoadNextPage(
  lastVisibleIndex: number,
  loadedCount: number,
  hasMore: boolean,
): boolean {
  return hasMore && loadedCount - 1 - lastVisibleIndex <= DROPDOWN_LOAD_AHEAD;
}

/** Merges a page into the loaded options, keeping the first occurrence of each id. */
export function mergeOptions(loaded: SelectOption[], page: SelectOption[]): SelectOption[] {
  const seen = new Set(loaded.map((option) => String(option.id)));
  const merged = [...loaded];
  for (const option of page) {
    if (!seen.has(String(option.id))) {
      seen.add(String(option.id));
      merged.push(option);
    }
  }
  return merged;
}

/**
 * Options of a select read from its data_url 20 at a time, with search. The first page may be
 * given by the form's /dropdown-options call.
 */
export class PagedOptions {
  options: SelectOption[] = [];
  total = 0;
  page = 0;
  search = '';
  loading = false;
  readonly #searchDebounce = new Debouncer();
  #generation = 0;

  constructor(readonly dataUrl: string) {
    makeAutoObservable(this, { dataUrl: false });
  }

  get hasMore(): boolean {
    return this.options.length < this.total;
  }

  /** Seeds the first page (from /dropdown-options). */
  seed(page: OptionsPage): void {
    this.options = mergeOptions([], page.options);
    this.total = page.total;
    this.page = 1;
  }

  /** Loads the first page if nothing is loaded yet. */
  ensureLoaded(): Promise<void> {
    return this.page === 0 && !this.loading ? this.#load(1, this.search) : Promise.resolve();
  }

  /** Typing in the select searches after SELECT_INPUT_DEBOUNCE_MS. */
  setSearch(text: string): void {
    this.search = text;
    this.#searchDebounce.schedule(() => void this.#load(1, text), SELECT_INPUT_DEBOUNCE_MS);
  }

  /** Called as the option list scrolls; loads the next page near the end. */
  onScrolledTo(lastVisibleIndex: number): void {
    if (!this.loading && shouldLoadNextPage(lastVisibleIndex, this.options.length, this.hasMore)) {
      void this.#load(this.page + 1, this.search);
    }
  }

  dispose(): void {
    this.#searchDebounce.cancel();
    this.#generation++;
  }

  async #load(pageNumber: number, search: string): Promise<void> {
    const generation = ++this.#generation;
    runInAction(() => (this.loading = true));
    try {
      const result = await api.get<SelectOption[]>(this.dataUrl, {
        params: {
          search,
          pagination_object: { page_number: pageNumber, page_size: DROPDOWN_PAGE_SIZE },
        },
        retries: DROPDOWN_RETRIES,
        silent: true,
      });
      if (generation !== this.#generation) return;
      runInAction(() => {
        const rows = Array.isArray(result.data) ? result.data : [];
        this.options = pageNumber === 1 ? mergeOptions([], rows) : mergeOptions(this.options, rows);
        this.total = result.info.pagination_object?.total_records ?? this.options.length;
        this.page = pageNumber;
      });
    } catch (error) {
      if (generation !== this.#generation) return;
      if (search !== '') notify.error(CONTACT_ADMIN_MESSAGE);
      else console.error('[mf_views] options failed to load', this.dataUrl, error);
    } finally {
      if (generation === this.#generation) runInAction(() => (this.loading = false));
    }
  }
}
