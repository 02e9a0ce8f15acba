import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, MESH_PACKING, type ApiClient } from '@platform/shared';
import type { MeshRow, PackItem, PackResponse, SortStrategy } from '@platform/shared/contracts';
import { clampWaste, toPackItems } from './meshItems';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mesh schedule of a job and the suggested cuts. */
export class MeshStore {
  rows: MeshRow[] = [];
  loading = true;
  error: string | null = null;
  canSuggest = false;
  maxWaste: number = MESH_PACKING.defaultMaxWaste;
  sortStrategy: SortStrategy = 'ASC';
  packing = false;
  results: PackResponse | null = null;
  /** Panels the server could not place plus rows without a usable size. */
  unfit: PackItem[] = [];
  showResults = true;

  constructor(
    readonly url: string,
    private readonly api: ApiClient = pageApi,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [rows, caps] = await Promise.all([
        this.api.get<unknown>(this.url, { silent: true, reuseSeconds: 0 }),
        this.api
          .get<{ can_suggest_cuts: boolean }>('/fabrication/capabilities', { silent: true })
          .then((result) => result.data.can_suggest_cuts)
          .catch(() => false),
      ]);
      runInAction(() => {
        this.canSuggest = caps;
        if (Array.isArray(rows.data)) {
          this.rows = rows.data as MeshRow[];
          this.error = null;
        } else this.error = 'The mesh schedule is not a list of rows.';
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setMaxWaste(value: number | null) {
    this.maxWaste = clampWaste(value);
  }

  setSortStrategy(value: SortStrategy) {
    this.sortStrategy = value;
  }

  toggleResults() {
    this.showResults = !this.showResults;
  }

  /** POST /bin-packing/pack; nothing is sent when no row has a size. */
  async suggestCuts(): Promise<void> {
    const { items, unsized } = toPackItems(this.rows);
    if (items.length === 0) {
      this.results = {};
      this.unfit = unsized;
      return;
    }
    this.packing = true;
    try {
      const { data } = await this.api.post<PackResponse>(
        '/bin-packing/pack',
        { items, maxWastePercentage: this.maxWaste, sortStrategy: this.sortStrategy },
        { suppressNotificationMessage: true },
      );
      runInAction(() => {
        this.results = data;
        this.unfit = [...Object.values(data).flatMap((group) => group.unfitItems), ...unsized];
        this.showResults = true;
      });
    } catch {
      // the call layer shows the server's message; the previous results stay
    } finally {
      runInAction(() => (this.packing = false));
    }
  }
}
