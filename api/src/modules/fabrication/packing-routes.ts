import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PackRequest } from '@platform/shared/contracts';
import { HttpError, ok, replies, S, type ApiInfo } from '../../core/http';
import type { AppContext } from '../../core/module';
import { refuseUnknownFields } from '../../core/validation';
import { FABRICATION_MESSAGES, PACKING_LIMITS } from './constants';
import type { StockSheet } from './packing';
import { PackingJobs } from './packing-jobs';
import { createPackingPool, packingPools, type PackingPool, type PoolTask } from './packing-pool';
import { FABRICATION_RIGHTS, requireRight } from './rights';
import { FabricationStore } from './store';

const { maxSize, maxItems, maxWasteLimit, maxKerf, syncMaxItems, searchSeconds } = PACKING_LIMITS;

const ITEM_SCHEMA = S.obj(
  {
    name: S.str({ maxLength: 120 }),
    panelId: S.int({ minimum: 0 }),
    itemNumber: S.int({ minimum: 0 }),
    meshSize: S.str({ minLength: 1, maxLength: 80 }),
    height: S.int({ minimum: 1, maximum: maxSize }),
    width: S.int({ minimum: 1, maximum: maxSize }),
    rotatable: S.bool(),
  },
  ['name', 'panelId', 'itemNumber', 'meshSize', 'height', 'width'],
  { additionalProperties: false },
);

const PACK_SCHEMA = S.obj(
  {
    items: { type: 'array', items: ITEM_SCHEMA, maxItems },
    maxWastePercentage: { type: 'number', minimum: 0, maximum: maxWasteLimit },
    sortStrategy: S.str({ enum: ['ASC', 'DESC'] }),
    kerf: { type: 'number', minimum: 0, maximum: maxKerf },
    mode: S.str({ enum: ['job'] }),
    searchSeconds: { type: 'integer', enum: [...searchSeconds] },
  },
  ['items', 'maxWastePercentage', 'sortStrategy'],
  { additionalProperties: false },
);

const JOB_PARAMS = S.obj({ id: S.str({ pattern: '^[0-9]{1,9}$' }) }, ['id']);

/** True when the client asked for a job: `mode: 'job'` or the `Prefer: respond-async` header. */
function wantsJob(request: FastifyRequest<{ Body: PackRequest }>): boolean {
  const prefer = String(request.headers.prefer ?? '');
  return (
    request.body.mode === 'job' ||
    request.body.searchSeconds !== undefined ||
    request.body.items.length > syncMaxItems ||
    /(^|[,;\s])respond-async($|[,;\s])/i.test(prefer)
  );
}

/**
 * POST /bin-packing/pack: suggested mesh cuts on the organisation's stock sheets, packed on the
 * worker pool (docs/decisions/188). Up to 200 panels the answer is the layout; larger requests,
 * "Search longer" and `mode: 'job'` answer 202 with a job to poll at GET /bin-packing/jobs/:id
 * (progress and the end are also pushed to the user as hub event `bin-packing.job`).
 */
export function registerPackingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  pool: PackingPool = createPackingPool(),
): void {
  const jobs = new PackingJobs(ctx, pool);
  packingPools.set(ctx, pool);
  app.addHook('onClose', async () => {
    jobs.abortAll();
    await pool.close();
  });

  app.post<{ Body: PackRequest }>(
    '/bin-packing/pack',
    {
      schema: { body: PACK_SCHEMA, response: replies(S.any()) },
      // Misspelt or unsupported fields are refused by name, not dropped (issue 39).
      preValidation: refuseUnknownFields(PACK_SCHEMA as never),
    },
    async (request, reply) => {
      const user = await requireRight(ctx, request, FABRICATION_RIGHTS.meshCuts);
      const { items, maxWastePercentage, sortStrategy, searchSeconds } = request.body;
      if (items.length === 0) {
        throw new HttpError(400, FABRICATION_MESSAGES.noItems, {
          errors: { items: [FABRICATION_MESSAGES.noItems] },
        });
      }
      const meshSizes = [...new Set(items.map((item) => item.meshSize))];
      const rows = await new FabricationStore(ctx.db, user.organisation_id).meshStock(meshSizes);
      const stock: Record<string, StockSheet[]> = {};
      for (const row of rows) {
        (stock[row.mesh_size] ??= []).push({
          name: row.name,
          width: row.width,
          height: row.height,
          price: Number(row.price).toFixed(2),
        });
      }
      const task: PoolTask = {
        items,
        stock,
        options: {
          kerf: request.body.kerf ?? PACKING_LIMITS.defaultKerf,
          maxWastePercentage,
          sortStrategy,
        },
        searchMs: searchSeconds === undefined ? undefined : searchSeconds * 1000,
      };
      if (!wantsJob(request)) return ok(await pool.run(task));
      const job = await jobs.start(user, task, { ...request.body, items: items.length });
      reply.code(202).header('location', `/bin-packing/jobs/${job.id}`);
      return ok(job, { suppressNotificationMessage: true });
    },
  );

  /** Reads (GET) or cancels (DELETE) one packing job of the caller's organisation. */
  const onJob = (
    method: 'GET' | 'DELETE',
    run: (organisationId: number, id: number) => Promise<unknown>,
    info: Partial<ApiInfo>,
  ) =>
    app.route<{ Params: { id: string } }>({
      method,
      url: '/bin-packing/jobs/:id',
      schema: { params: JOB_PARAMS, response: replies(S.any()) },
      handler: async (request) => {
        const user = await requireRight(ctx, request, FABRICATION_RIGHTS.meshCuts);
        return ok(await run(user.organisation_id, Number(request.params.id)), info);
      },
    });
  onJob('GET', (organisationId, id) => jobs.get(organisationId, id), {
    suppressNotificationMessage: true,
  });
  onJob('DELETE', (organisationId, id) => jobs.cancel(organisationId, id), {
    message: 'Packing cancelled',
  });
}
