// Packing jobs (docs/decisions/188): a pack too large to answer at once runs on the worker pool;
// its state, progress and result live in `packing_jobs`, so any API process answers the poll.
import { performance } from 'node:perf_hooks';
import type { PackingJob, PackResponse } from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import type { PackingPool, PoolTask } from './packing-pool';
import type { PackingJobStatus } from './tables';

/** The hub event of a job's progress and end (to the user who started it). */
export const PACKING_JOB_EVENT = 'bin-packing.job';

/** Progress is written at most this often (ms); a cancel from another process is seen as often. */
const WRITE_EVERY_MS = 250;

/**
 * A queued or running job whose row has not moved for this long (ms) lost its process (killed,
 * crashed, redeployed): a live one writes every WRITE_EVERY_MS. It is marked failed when read.
 */
export const STALE_AFTER_MS = 30_000;

export const PACKING_JOB_MESSAGES = {
  notFound: 'This packing job does not exist.',
  finished: 'This packing job has already finished.',
  failed: 'The packing job failed. Please try again.',
  lost: 'The packing job stopped when the server running it did. Please try again.',
} as const;

type Row = {
  id: number;
  status: PackingJobStatus;
  progress: number;
  search_ms: number | null;
  result: PackResponse | null;
  error: string | null;
};

const COLUMNS = ['id', 'status', 'progress', 'search_ms', 'result', 'error'] as const;

function view(row: Row): PackingJob {
  return {
    id: row.id,
    status: row.status,
    progress: Math.round(Number(row.progress) * 1000) / 1000,
    search_seconds: row.search_ms === null ? null : row.search_ms / 1000,
    result: row.status === 'done' ? row.result : null,
    error: row.error,
  };
}

export class PackingJobs {
  /** The aborts of the jobs whose worker runs in this process (the state is in the database). */
  readonly #running = new Map<number, AbortController>();

  constructor(
    private readonly ctx: AppContext,
    private readonly pool: PackingPool,
  ) {}

  /** Stores a queued job and starts it on the pool; answers at once. */
  async start(
    owner: { organisation_id: number; id: number },
    task: PoolTask,
    request: Record<string, unknown>,
  ): Promise<PackingJob> {
    const now = this.ctx.clock.now();
    const row = await this.ctx.db
      .insertInto('packing_jobs')
      .values({
        organisation_id: owner.organisation_id,
        user_id: owner.id,
        status: 'queued',
        request: JSON.stringify(request),
        search_ms: task.searchMs ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    void this.#run(row.id, owner, task);
    return view(row);
  }

  /** The job of the caller's organisation; 404 for another organisation's. */
  async get(organisationId: number, id: number): Promise<PackingJob> {
    await this.#failIfLost(organisationId, id);
    const row = await this.ctx.db
      .selectFrom('packing_jobs')
      .select(COLUMNS)
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, PACKING_JOB_MESSAGES.notFound);
    return view(row);
  }

  /** Cancels a queued or running job: marked in the database, its worker's work ended. */
  async cancel(organisationId: number, id: number): Promise<PackingJob> {
    await this.#failIfLost(organisationId, id);
    const row = await this.ctx.db
      .updateTable('packing_jobs')
      .set({ status: 'cancelled', updated_at: this.ctx.clock.now() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning([...COLUMNS, 'user_id'])
      .executeTakeFirst();
    if (!row) {
      await this.get(organisationId, id); // 404 when it is not the caller's
      throw new HttpError(409, PACKING_JOB_MESSAGES.finished);
    }
    // The worker is ours: stop it now; else its process sees the mark at its next check.
    this.#running.get(id)?.abort();
    this.#publish(row.user_id, view(row));
    return view(row);
  }

  /** Stops every job of this process (the app is closing). */
  abortAll(): void {
    for (const controller of this.#running.values()) controller.abort();
  }

  /**
   * Marks the job failed when the process that ran it is gone (its row went quiet): in one
   * statement, so two processes reading it at once fail it once; its owner hears of it.
   */
  async #failIfLost(organisationId: number, id: number): Promise<void> {
    const quietSince = new Date(this.ctx.clock.now().getTime() - STALE_AFTER_MS);
    const lost = await this.ctx.db
      .updateTable('packing_jobs')
      .set({ status: 'failed', error: PACKING_JOB_MESSAGES.lost, updated_at: this.ctx.clock.now() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .where('updated_at', '<', quietSince)
      .returning([...COLUMNS, 'user_id'])
      .executeTakeFirst();
    if (lost) this.#publish(lost.user_id, view(lost));
  }

  #publish(userId: number, job: PackingJob): void {
    this.ctx.hub.publishToUser(userId, PACKING_JOB_EVENT, job);
  }

  /** Moves a job on, unless it left `from` meanwhile (a cancel); the row, or null then. */
  async #advance(id: number, from: PackingJobStatus[], changes: Partial<Record<string, unknown>>) {
    return this.ctx.db
      .updateTable('packing_jobs')
      .set({ ...changes, updated_at: this.ctx.clock.now() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning(COLUMNS)
      .executeTakeFirst();
  }

  async #run(id: number, owner: { id: number }, task: PoolTask): Promise<void> {
    const controller = new AbortController();
    this.#running.set(id, controller);
    let lastWrite = performance.now();
    let progress = 0;
    let writing: Promise<unknown> = Promise.resolve();
    // A cancel made through another process is seen here within WRITE_EVERY_MS.
    const watch = setInterval(() => {
      writing = writing.then(async () => {
        if (controller.signal.aborted) return;
        const row = await this.#advance(id, ['running'], { progress });
        if (!row) controller.abort();
        else if (performance.now() - lastWrite >= WRITE_EVERY_MS) {
          lastWrite = performance.now();
          this.#publish(owner.id, view(row));
        }
      });
    }, WRITE_EVERY_MS);
    watch.unref();
    try {
      const started = await this.#advance(id, ['queued'], { status: 'running' });
      if (!started) return;
      this.#publish(owner.id, view(started));
      const result = await this.pool.run(task, {
        signal: controller.signal,
        onProgress: (share) => {
          progress = share;
        },
      });
      clearInterval(watch);
      await writing;
      const done = await this.#advance(id, ['running'], {
        status: 'done',
        progress: 1,
        result: JSON.stringify(result),
      });
      if (done) this.#publish(owner.id, view(done));
    } catch (error) {
      clearInterval(watch);
      await writing.catch(() => undefined);
      if (controller.signal.aborted) return; // cancelled: the row says so already
      this.ctx.log.error({ err: error, job: id }, 'packing job failed');
      const failed = await this.#advance(id, ['queued', 'running'], {
        status: 'failed',
        error: PACKING_JOB_MESSAGES.failed,
      }).catch(() => undefined);
      if (failed) this.#publish(owner.id, view(failed));
    } finally {
      clearInterval(watch);
      this.#running.delete(id);
    }
  }
}
