import type { PackingJob, PackItem, PackResponse } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { checkLayout, packByMeshSize, type StockSheet } from './packing';
import { PACKING_JOB_EVENT, PACKING_JOB_MESSAGES, STALE_AFTER_MS } from './packing-jobs';
import { packingPools } from './packing-pool';
import { seededPanels } from './packing/test-support';
import { SS_MESH } from './seed-data';
import { FabricationStore } from './store';

/** Panels of one mesh size from a fixed seed (doors and windows, 70 % may turn). */
const panels = (count: number, seed = 7): PackItem[] => seededPanels(count, seed, SS_MESH);

const REQUEST = { maxWastePercentage: 35, sortStrategy: 'DESC' as const };

/** Waits a moment of real time (the pool's threads work meanwhile). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 25));

describeEachDatabase(
  'fabrication: packing on the worker pool, jobs in the database (ADR 188)',
  (get) => {
    const tokens: Record<string, string> = {};

    const call = async <T>(
      who: string,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const response = await get().app.inject({
        method,
        url,
        headers: { ...bearer(tokens[who]), ...headers },
        payload: payload as object,
      });
      return { status: response.statusCode, headers: response.headers, ...body<T>(response) };
    };

    /** Polls the job until `done(job)`; every poll is a real request, as a client's. */
    const pollUntil = async (who: string, id: number, done: (job: PackingJob) => boolean) => {
      for (;;) {
        const polled = await call<PackingJob>(who, 'GET', `/bin-packing/jobs/${id}`);
        expect(polled.status).toBe(200);
        if (done(polled.data)) return polled.data;
        await tick();
      }
    };

    const stock = async (): Promise<Record<string, StockSheet[]>> => {
      const rows = await new FabricationStore(get().ctx.db, 1).meshStock([SS_MESH]);
      return {
        [SS_MESH]: rows.map((row) => ({
          name: row.name,
          width: row.width,
          height: row.height,
          price: Number(row.price).toFixed(2),
        })),
      };
    };

    beforeAll(async () => {
      for (const email of ['fitter@demo.test', 'admin@acme.test']) {
        tokens[email] = await login(get().app, email);
      }
    });
    // A spy a failed test left behind would count the next test's events too.
    afterEach(() => jest.restoreAllMocks());

    it('answers a small request at once, with the same layout as the packer called directly', async () => {
      const items = panels(40);
      const answer = await call<PackResponse>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items,
        ...REQUEST,
      });
      expect(answer.status).toBe(200);
      const direct = packByMeshSize(items, await stock(), { ...REQUEST, kerf: 3 });
      expect(answer.data).toEqual(JSON.parse(JSON.stringify(direct)));
    });

    it('answers a large request with 202 and a job whose poll reaches done with the layout', async () => {
      const items = panels(260);
      const publish = jest.spyOn(get().ctx.hub, 'publishToUser');
      const started = await call<PackingJob>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items,
        ...REQUEST,
      });
      expect(started.status).toBe(202);
      expect(started.data).toMatchObject({ status: 'queued', progress: 0, result: null });
      expect(started.headers.location).toBe(`/bin-packing/jobs/${started.data.id}`);
      const done = await pollUntil(
        'fitter@demo.test',
        started.data.id,
        (job) => job.status === 'done',
      );
      expect(done.progress).toBe(1);
      // The end is pushed a moment after the row says done (the same process, after its write):
      // waited for, not assumed.
      const published = () =>
        publish.mock.calls
          .filter(([, event]) => event === PACKING_JOB_EVENT)
          .map(([, , job]) => job);
      while (!published().some((job) => (job as PackingJob).status === 'done')) await tick();
      const result = done.result![SS_MESH];
      expect(result.unfitItems).toEqual([]);
      expect(result.packingResults.flatMap((sheet) => sheet.packedItems)).toHaveLength(260);
      for (const sheet of result.packingResults) expect(checkLayout(sheet, 3)).toEqual([]);
      // The end is pushed to the user over the hub too, with the layout, and nothing after it.
      expect(published().at(-1)).toMatchObject({
        id: started.data.id,
        status: 'done',
        result: done.result,
      });
      publish.mockRestore();
    });

    it('answers a job for `mode: "job"` and for `Prefer: respond-async`, however small', async () => {
      const asJob = await call<PackingJob>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(3),
        ...REQUEST,
        mode: 'job',
      });
      expect(asJob.status).toBe(202);
      const preferred = await call<PackingJob>(
        'fitter@demo.test',
        'POST',
        '/bin-packing/pack',
        { items: panels(3), ...REQUEST },
        { prefer: 'respond-async' },
      );
      expect(preferred.status).toBe(202);
      for (const id of [asJob.data.id, preferred.data.id]) {
        const done = await pollUntil('fitter@demo.test', id, (job) => job.status === 'done');
        expect(done.result![SS_MESH].packingResults.length).toBeGreaterThan(0);
      }
    });

    it('another organisation can neither read nor cancel the job', async () => {
      const started = await call<PackingJob>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(3),
        ...REQUEST,
        mode: 'job',
      });
      const read = await call('admin@acme.test', 'GET', `/bin-packing/jobs/${started.data.id}`);
      expect(read.status).toBe(404);
      expect(read.info.message).toBe(PACKING_JOB_MESSAGES.notFound);
      const cancel = await call(
        'admin@acme.test',
        'DELETE',
        `/bin-packing/jobs/${started.data.id}`,
      );
      expect(cancel.status).toBe(404);
      await pollUntil('fitter@demo.test', started.data.id, (job) => job.status === 'done');
    });

    it('cancel stops the worker: the job says cancelled and the pool has nothing left to run', async () => {
      const pool = packingPools.get(get().ctx)!;
      const started = await call<PackingJob>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(60),
        ...REQUEST,
        searchSeconds: 60,
      });
      expect(started.status).toBe(202);
      expect(started.data.search_seconds).toBe(60);
      await pollUntil('fitter@demo.test', started.data.id, (job) => job.status === 'running');
      const cancelled = await call<PackingJob>(
        'fitter@demo.test',
        'DELETE',
        `/bin-packing/jobs/${started.data.id}`,
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.data.status).toBe('cancelled');
      // A search of 60 s whose worker went on would keep the pool busy past the test's timeout.
      while (pool.active() > 0) await tick();
      const after = await call<PackingJob>(
        'fitter@demo.test',
        'GET',
        `/bin-packing/jobs/${started.data.id}`,
      );
      expect(after.data).toMatchObject({ status: 'cancelled', result: null });
      const again = await call(
        'fitter@demo.test',
        'DELETE',
        `/bin-packing/jobs/${started.data.id}`,
      );
      expect(again.status).toBe(409);
      expect(again.info.message).toBe(PACKING_JOB_MESSAGES.finished);
    });

    it('a job whose process died (its row quiet for 30 s) reads as failed, once, and cannot be cancelled', async () => {
      const { ctx, clock } = get();
      const fitter = await ctx.db
        .selectFrom('users')
        .select(['id', 'organisation_id'])
        .where('email', '=', 'fitter@demo.test')
        .executeTakeFirstOrThrow();
      const quietFor = async (ms: number) => {
        const at = new Date(clock.now().getTime() - ms);
        const row = await ctx.db
          .insertInto('packing_jobs')
          .values({
            organisation_id: fitter.organisation_id,
            user_id: fitter.id,
            status: 'running',
            progress: 0.4,
            request: JSON.stringify({ items: [] }),
            search_ms: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      };
      const lost = await quietFor(STALE_AFTER_MS + 1000);
      const alive = await quietFor(STALE_AFTER_MS - 1000);
      const publish = jest.spyOn(ctx.hub, 'publishToUser');
      const read = await call<PackingJob>('fitter@demo.test', 'GET', `/bin-packing/jobs/${lost}`);
      expect(read.status).toBe(200);
      expect(read.data).toMatchObject({
        status: 'failed',
        error: PACKING_JOB_MESSAGES.lost,
        result: null,
      });
      expect((await call('fitter@demo.test', 'DELETE', `/bin-packing/jobs/${lost}`)).status).toBe(
        409,
      );
      const still = await call<PackingJob>('fitter@demo.test', 'GET', `/bin-packing/jobs/${alive}`);
      expect(still.data).toMatchObject({ status: 'running', progress: 0.4 });
      // Its owner hears of it once, over the hub.
      expect(publish.mock.calls.filter(([, event]) => event === PACKING_JOB_EVENT)).toEqual([
        [fitter.id, PACKING_JOB_EVENT, expect.objectContaining({ id: lost, status: 'failed' })],
      ]);
      publish.mockRestore();
      // Another organisation's poll neither sees nor touches it.
      expect((await call('admin@acme.test', 'GET', `/bin-packing/jobs/${alive}`)).status).toBe(404);
    });

    it('/health answers while a 2,000-panel pack runs', async () => {
      const order: string[] = [];
      const started = await call<PackingJob>('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(2000),
        ...REQUEST,
      });
      expect(started.status).toBe(202);
      const finished = pollUntil(
        'fitter@demo.test',
        started.data.id,
        (job) => job.status === 'done',
      ).then((job) => {
        order.push('pack done');
        return job;
      });
      const health = await get().app.inject({ method: 'GET', url: '/health' });
      order.push('health');
      expect(health.statusCode).toBe(200);
      const job = await finished;
      expect(order).toEqual(['health', 'pack done']);
      expect(
        job.result![SS_MESH].packingResults.flatMap((sheet) => sheet.packedItems),
      ).toHaveLength(2000);
    }, 180_000);

    it('refuses an unknown field with a 400 that names it (issue 39)', async () => {
      const top = await call('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(2),
        ...REQUEST,
        sortStratgy: 'ASC',
      });
      expect(top.status).toBe(400);
      expect(top.info.message).toBe('sortStratgy: This field is not allowed.');
      expect(top.info.errors).toEqual({ sortStratgy: ['This field is not allowed.'] });
      const nested = await call('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: [panels(1)[0], { ...panels(1)[0], colour: 'black' }],
        ...REQUEST,
      });
      expect(nested.status).toBe(400);
      expect(nested.info.message).toBe('items.1.colour: This field is not allowed.');
    });

    it('refuses a search budget that is not offered', async () => {
      const odd = await call('fitter@demo.test', 'POST', '/bin-packing/pack', {
        items: panels(2),
        ...REQUEST,
        searchSeconds: 5,
      });
      expect(odd.status).toBe(400);
      expect(odd.info.message).toBe('searchSeconds: Must be one of: 2, 10, 60.');
    });
  },
);
