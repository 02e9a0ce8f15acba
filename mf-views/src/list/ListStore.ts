// Over 400 lines on purpose: one MobX store holds a list's observable state and every action on it (ADR 189).
import {
  DEFAULT_PAGE_SIZE,
  api,
  bus,
  isApiError,
  type FieldValue,
  type FilterItem,
  type FilterValue,
  type ListDefinition,
  type ListingHeader,
  type ListQuery,
  type RecordData,
  type SelectOption,
} from '@platform/shared';
import type { Dayjs } from 'dayjs';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import { Debouncer } from '../common/debounce';

/** Runs `callback` when the main thread is idle (at the latest after 2 s), or soon without the API. */
const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 1);
import { fillTemplate } from '../common/records';
import {
  LIST_RETRIES,
  LIST_SEARCH_DEBOUNCE_MS,
  NEIGHBOUR_PAGE_SIZE,
  TEXT_FILTER_DEBOUNCE_MS,
} from '../common/timings';
import {
  fetchDynamicHeaders,
  fetchFilters,
  fetchInlineOptions,
  hasDefinitionParts,
} from './listParts';
import { buildListQuery, dayRange, filterValueOf, pagingState, type FilterInput } from './query';
import { quickDayField } from './quickDay';
import { InlineDrafts } from '../inline/inlineDrafts';
import { ListPages, type PageResult } from './listPages';
import { fetchFirstScreen, SavesWhilePartial } from './firstScreen';
import { ListSelection } from './ListSelection';

export interface ListStoreOptions {
  definition: ListDefinition;
  /** Parameters sent with every call (parsed list params and the tab parameter). */
  params: Record<string, FieldValue>;
  /** The user's zone for date filters. */
  timeZone: string | null;
}

/**
 * One list: its query (search, sort, paging, filters) and rows. The fetched and prefetched pages
 * are kept by ListPages, the selected rows by ListSelection, unsaved inline edits by InlineDrafts.
 */
export class ListStore {
  readonly definition: ListDefinition;
  headers: ListingHeader[];
  filters: FilterItem[];
  rows: RecordData[] = [];
  total = 0;
  totals: Record<string, number> = {};
  loading = false;
  loaded = false;
  /** A load has ended, with rows or without: until then the list shows its skeleton. */
  settled = false;
  /**
   * The rows shown are the first screen of a list without pagination; all its rows are on the
   * way (ADR 170). Selecting all waits for them.
   */
  partial = false;
  searchInput = '';
  search = '';
  page = 1;
  pageSize: number;
  sortBy: string | undefined = undefined;
  sortDirection: 'asc' | 'desc' | undefined = undefined;
  /** What each filter widget holds, by field. */
  filterInputs: Record<string, FilterInput> = {};
  /** The filters sent, by field. */
  filterValues: Record<string, FilterValue> = {};
  quickDay: Dayjs | null = null;
  expandedKeys: string[] = [];
  /** The radio choice made on this page (null: as the server last answered). */
  radioChoice: string | number | null = null;
  /** Options of inline select columns that name a data_url. */
  inlineOptions: Record<string, SelectOption[]> = {};
  /** Unsaved inline edits, kept while their rows are scrolled out of a virtual list. */
  readonly inlineDrafts = new InlineDrafts();
  /** The selected rows (row_selection), kept across pages. */
  readonly rowSelection = new ListSelection(
    () => this.rows,
    () => this.config.row_selection,
  );

  readonly #params: Record<string, FieldValue>;
  readonly #timeZone: string | null;
  readonly #pages: ListPages;
  readonly #searchDebounce = new Debouncer();
  readonly #filterDebounces = new Map<string, Debouncer>();
  readonly #subscriptions: Subscription[] = [];
  /** Inline saves made while the first screen showed: applied to the full rows when they come. */
  readonly #savesWhilePartial = new SavesWhilePartial();
  #generation = 0;
  #disposed = false;
  /** The first page was shown as the store was made, from the session's start (ADR 263). */
  readonly #shownAtStart: boolean;

  constructor(options: ListStoreOptions) {
    this.definition = options.definition;
    this.headers = options.definition.listing_headers;
    this.filters = options.definition.filters ?? [];
    this.pageSize = options.definition.config?.remove_pagination
      ? NEIGHBOUR_PAGE_SIZE
      : (options.definition.config?.page_size ??
        options.definition.config?.rows_per_page_options?.[0] ??
        DEFAULT_PAGE_SIZE);
    this.#params = options.params;
    this.#timeZone = options.timeZone;
    this.#pages = new ListPages(options.definition.url);
    makeAutoObservable<ListStore>(this, {
      definition: false,
      headers: observableRef,
      filters: observableRef,
      rows: observableRef,
      totals: observableRef,
      filterInputs: observableRef,
      filterValues: observableRef,
      quickDay: observableRef,
      expandedKeys: observableRef,
      inlineOptions: observableRef,
      inlineDrafts: false,
      rowSelection: false,
    });
    const refetchOn = (event: { url: string }) => {
      if (event.url === this.definition.url) void this.refresh();
    };
    this.#subscriptions.push(
      bus.subscribe('views/record-saved', refetchOn),
      bus.subscribe('views/record-deleted', refetchOn),
    );
    this.#shownAtStart = this.#showAnswered();
  }

  /**
   * The list's first load: the parts of its definition, then its first page. A page the
   * session's start had answered is shown already: only its neighbours are left to prefetch.
   */
  async start(): Promise<void> {
    if (this.#shownAtStart) {
      this.#prefetchWhenIdle(this.#generation);
      return;
    }
    await this.loadDefinitionParts().catch((error: unknown) =>
      console.error('[mf_views] list parts failed to load', error),
    );
    await this.load();
  }

  get config() {
    return this.definition.config ?? {};
  }

  get query(): ListQuery {
    const filters = { ...this.filterValues };
    const dayField = quickDayField(this.config.has_quick_date_filter);
    if (dayField && this.quickDay) filters[dayField] = dayRange(this.quickDay, this.#timeZone);
    return buildListQuery({
      search: this.search,
      page: this.page,
      pageSize: this.pageSize,
      sortBy: this.sortBy,
      sortDirection: this.sortDirection,
      filters,
      params: this.#params,
    });
  }

  get paging() {
    return pagingState(this.page, this.pageSize, this.total);
  }

  /** Search or filters are narrowing the rows ('No result' rather than 'No data available'). */
  get isNarrowed(): boolean {
    return (
      this.search !== '' || Object.keys(this.filterValues).length > 0 || this.quickDay !== null
    );
  }

  /** The selected rows, in the order they were selected. */
  get selection(): RecordData[] {
    return this.rowSelection.rows;
  }

  get selectedKeys(): string[] {
    return this.rowSelection.keys;
  }

  get selectedKeySet(): Set<string> {
    return this.rowSelection.keySet;
  }

  get selectionGroups() {
    return this.rowSelection.groups;
  }

  get selectAll() {
    return this.rowSelection.selectAll;
  }

  /**
   * Loads the current page (a prefetched one shows at once), then prefetches its neighbours. A
   * list without pagination asks for its first screen of rows first and shows it until all its
   * rows arrive (ADR 170).
   */
  async load(): Promise<void> {
    const query = this.query;
    const generation = ++this.#generation;
    const cached = this.#pages.fresh(query);
    if (cached) {
      runInAction(() => this.#show(cached));
    } else {
      runInAction(() => (this.loading = true));
      const current = () => generation === this.#generation && !this.#disposed;
      try {
        // A list without pagination asks for its first screen first, and for all its rows once
        // that answer is in: asked together, the large query would hold the small one up on a
        // server that runs one query at a time.
        if (this.config.remove_pagination) {
          const first = await fetchFirstScreen(this.#pages, query);
          if (!current()) return;
          if (first)
            runInAction(() => {
              this.#show(first);
              this.partial = true;
            });
        }
        const result = await this.#pages.fetch(query, LIST_RETRIES, false);
        if (!current()) return;
        this.#pages.keep(query, result);
        runInAction(() => this.#show(this.#savesWhilePartial.applyTo(result)));
      } catch (error) {
        if (!(isApiError(error) && error.cancelled))
          console.error('[mf_views] list failed to load', error);
      } finally {
        if (generation === this.#generation)
          runInAction(() => {
            this.loading = false;
            this.partial = false;
            this.settled = true;
          });
        this.#savesWhilePartial.clear();
      }
    }
    this.#prefetchWhenIdle(generation);
  }

  /**
   * The neighbours wait for an idle moment: on a signed-in start the first rows' paint comes
   * first (ADR 227), and a list moved on meanwhile prefetches for its own page instead.
   */
  #prefetchWhenIdle(generation: number): void {
    if (generation !== this.#generation) return;
    whenIdle(() => {
      if (generation === this.#generation && !this.#disposed) this.#prefetchNeighbours();
    });
  }

  /**
   * Shows the first page as the session's start answered it (ADR 233), when it is in already and
   * nothing is asked before it (dynamic headers, filters, inline options): the list's first frame
   * then shows its rows, not a skeleton that the answer, already in memory, replaces a task later
   * (ADR 263). Not for a list without pagination, whose first screen is a query of its own.
   */
  #showAnswered(): boolean {
    if (this.config.remove_pagination || hasDefinitionParts(this.config, this.headers))
      return false;
    const query = this.query;
    const answered = this.#pages.answered(query);
    if (!answered) return false;
    this.#pages.keep(query, answered);
    runInAction(() => {
      this.#show(answered);
      this.settled = true;
    });
    return true;
  }

  /** Forgets prefetched pages and loads again (after a save elsewhere, or a row button). */
  refresh(): Promise<void> {
    this.#pages.clear();
    return this.load();
  }

  /** The search box: applied 500 ms after the last keystroke, from page 1. */
  setSearchInput(text: string): void {
    this.searchInput = text;
    this.#searchDebounce.schedule(
      () => this.#apply(() => (this.search = text.trim())),
      LIST_SEARCH_DEBOUNCE_MS,
    );
  }

  setSort(field: string | undefined, direction: 'asc' | 'desc' | undefined): void {
    this.#apply(() => {
      this.sortBy = direction ? field : undefined;
      this.sortDirection = direction ? direction : undefined;
    });
  }

  setPage(page: number, pageSize: number = this.pageSize): void {
    if (pageSize !== this.pageSize) {
      this.pageSize = pageSize;
      this.page = 1;
    } else {
      this.page = page;
    }
    void this.load();
  }

  /** A filter widget changed: text waits 500 ms, the others apply at once. */
  setFilterInput(filter: FilterItem, input: FilterInput): void {
    this.filterInputs = { ...this.filterInputs, [filter.field]: input };
    const apply = () =>
      this.#apply(() => {
        const value = filterValueOf(filter.type, input, this.#timeZone);
        const next = { ...this.filterValues };
        if (value === undefined) delete next[filter.field];
        else next[filter.field] = value;
        this.filterValues = next;
      });
    let debounce = this.#filterDebounces.get(filter.field);
    if (!debounce) {
      debounce = new Debouncer();
      this.#filterDebounces.set(filter.field, debounce);
    }
    debounce.schedule(apply, filter.type === 'text' ? TEXT_FILTER_DEBOUNCE_MS : 0);
  }

  setQuickDay(day: Dayjs | null): void {
    this.#apply(() => (this.quickDay = day));
  }

  isSelectable(row: RecordData): boolean {
    return this.rowSelection.isSelectable(row);
  }

  toggleRow(row: RecordData): void {
    this.rowSelection.toggleRow(row);
  }

  toggleAllRows(): void {
    if (this.partial) return;
    this.rowSelection.toggleAllRows();
  }

  setExpandedKeys(keys: string[]): void {
    this.expandedKeys = keys;
  }

  /** Replaces a row's value after an inline save, without re-rendering the table. */
  patchRow(row: RecordData, field: string, value: FieldValue): void {
    row[field] = value;
    // The full rows were read before this save: they take it over when they arrive.
    if (this.partial) this.#savesWhilePartial.record(row.id, field, value);
    this.#pages.clear();
  }

  /** Marks the per-row radio product and tells the server (radio_button_url). */
  async chooseRadio(row: RecordData): Promise<void> {
    const template = this.config.radio_button_url;
    if (!template) return;
    const url = fillTemplate(template, this.#params);
    const previous = this.rows;
    const previousChoice = this.radioChoice;
    this.rows = this.rows.map((other) => ({ ...other, selected_product: other === row }));
    this.radioChoice = row.id as string | number;
    try {
      await api.post(url, { value: row.id as string | number });
      this.#pages.clear();
    } catch {
      runInAction(() => {
        this.rows = previous;
        this.radioChoice = previousChoice;
      });
    }
  }

  /** radio_options_url with the list's parameters filled in, or null. */
  get radioOptionsUrl(): string | null {
    const template = this.config.radio_options_url;
    return template ? fillTemplate(template, this.#params) : null;
  }

  /** The paged select's choice: posted like the radio, then the rows show it. */
  async chooseRadioValue(value: string | number): Promise<void> {
    const template = this.config.radio_button_url;
    if (!template) return;
    const previousChoice = this.radioChoice;
    this.radioChoice = value;
    try {
      await api.post(fillTemplate(template, this.#params), { value });
    } catch {
      runInAction(() => (this.radioChoice = previousChoice));
      return;
    }
    await this.refresh();
  }

  /** dynamic_headers_url and filter_api, read once before the first page. */
  async loadDefinitionParts(): Promise<void> {
    const { dynamic_headers_url: headersUrl, filter_api: filterUrl } = this.config;
    const [headers, filters] = await Promise.all([
      headersUrl ? fetchDynamicHeaders(headersUrl, this.#params) : null,
      filterUrl ? fetchFilters(filterUrl, this.#params) : null,
    ]);
    runInAction(() => {
      if (headers) this.headers = headers;
      if (filters) this.filters = [...(this.definition.filters ?? []), ...filters];
    });
    const options = await fetchInlineOptions(this.headers);
    runInAction(() => (this.inlineOptions = options));
  }

  /** 'Add line': a new record from new_line_object, then the list again. */
  async addLine(): Promise<void> {
    const template = this.config.new_line_object;
    if (!template) return;
    await api.post(`${this.definition.url}/new`, {
      object_data: JSON.stringify({ ...this.#params, ...template }),
    });
    await this.refresh();
  }

  dispose(): void {
    this.#disposed = true;
    this.#generation++;
    this.#searchDebounce.cancel();
    for (const debounce of this.#filterDebounces.values()) debounce.cancel();
    for (const subscription of this.#subscriptions) subscription.unsubscribe();
  }

  /** Applies a change of the query (also from debounce timers, hence the action) and loads page 1. */
  #apply(change: () => void): void {
    runInAction(() => {
      change();
      this.page = 1;
    });
    void this.load();
  }

  #show(result: PageResult): void {
    this.rows = result.rows;
    this.total = result.total;
    this.totals = result.totals;
    this.loaded = true;
    if (this.config.open_on_load && this.config.expandable) {
      this.expandedKeys = result.rows.map((row) => String(row.id));
    }
  }

  #prefetchNeighbours(): void {
    if (this.config.remove_pagination) return;
    const { hasNext, hasPrevious } = this.paging;
    const pages = [hasNext ? this.page + 1 : null, hasPrevious ? this.page - 1 : null];
    for (const page of pages) {
      if (page === null) continue;
      const query = {
        ...this.query,
        pagination_object: { ...this.query.pagination_object, page_number: page },
      };
      this.#pages.prefetch(query, () => !this.#disposed);
    }
  }
}
