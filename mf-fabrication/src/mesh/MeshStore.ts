import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, MESH_PACKING, type ApiClient } from '@platform/shared';
import type {
  MeshRow,
  PackItem,
  PackingJob,
  PackRequest,
  PackResponse,
  SortStrategy,
} from '@platform/shared/contracts';
import { clampWaste, toPackItems } from './meshItems';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How often a running packing job is asked for its progress (ms). */
export const JOB_POLL_MS = 400;

export const JOB_FAILED_MESSAGE = 'The packing did not finish. Please try again.';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  /** The packing job the server runs for this schedule (large schedules, "Search longer"). */
  job: PackingJob | null = null;
  jobError: string | null = null;

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

  /** Share of the running job done, 0–100, or null when no job runs. */
  get jobPercent(): number | null {
    return this.job ? Math.round(this.job.progress * 100) : null;
  }

  /**
   * POST /bin-packing/pack; nothing is sent when no row has a size. A small schedule answers the
   * layout; a large one or "Search longer" (`searchSeconds`) answers 202 with a job, which is
   * polled for its progress until it is done, failed or cancelled (ADR 188).
   */
  async suggestCuts(searchSeconds?: PackRequest['searchSeconds']): Promise<void> {
    const { items, unsized } = toPackItems(this.rows);
    if (items.length === 0) {
      this.results = {};
      this.unfit = unsized;
      return;
    }
    this.packing = true;
    this.jobError = null;
    try {
      const request: PackRequest = {
        items,
        maxWastePercentage: this.maxWaste,
        sortStrategy: this.sortStrategy,
        ...(searchSeconds ? { searchSeconds } : {}),
      };
      const answer = await this.api.post<PackResponse | PackingJob>('/bin-packing/pack', request, {
        suppressNotificationMessage: true,
      });
      const data =
        answer.status === 202 ? await this.followJob(answer.data as PackingJob) : answer.data;
      if (data) this.show(data as PackResponse, unsized);
    } catch {
      // the call layer shows the server's message; the previous results stay
    } finally {
      runInAction(() => {
        this.packing = false;
        this.job = null;
      });
    }
  }

  /** Polls the job until it ends: its layout when done, null when failed or cancelled. */
  private async followJob(started: PackingJob): Promise<PackResponse | null> {
    runInAction(() => (this.job = started));
    let job = started;
    while (job.status === 'queued' || job.status === 'running') {
      await pause(JOB_POLL_MS);
      if (this.job?.id !== started.id) return null; // cancelled here meanwhile
      const polled = await this.api.get<PackingJob>(`/bin-packing/jobs/${started.id}`, {
        silent: true,
        reuseSeconds: 0,
      });
      job = polled.data;
      runInAction(() => {
        if (this.job?.id === started.id) this.job = job;
      });
    }
    if (job.status === 'done') return job.result;
    // The server's reason when it gives one (e.g. the process running the job stopped).
    if (job.status === 'failed')
      runInAction(() => (this.jobError = job.error || JOB_FAILED_MESSAGE));
    return null;
  }

  /** Stops the running job (DELETE /bin-packing/jobs/:id); the previous results stay. */
  async cancelJob(): Promise<void> {
    const job = this.job;
    if (!job) return;
    runInAction(() => (this.job = null));
    await this.api.delete(`/bin-packing/jobs/${job.id}`).catch(() => undefined);
  }

  private show(data: PackResponse, unsized: PackItem[]) {
    runInAction(() => {
      this.results = data;
      this.unfit = [...Object.values(data).flatMap((group) => group.unfitItems), ...unsized];
      this.showResults = true;
    });
  }
}
