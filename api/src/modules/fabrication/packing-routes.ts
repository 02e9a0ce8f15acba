import type { FastifyInstance } from 'fastify';
import type { PackRequest, PackResponse } from '@platform/shared/contracts';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { FABRICATION_MESSAGES, PACKING_LIMITS } from './constants';
import { packByMeshSize, type StockSheet } from './packing';
import { FABRICATION_RIGHTS, requireRight } from './rights';
import { FabricationStore } from './store';

const { maxSize, maxItems, maxWasteLimit, maxKerf } = PACKING_LIMITS;

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
  },
  ['items', 'maxWastePercentage', 'sortStrategy'],
  { additionalProperties: false },
);

/** POST /bin-packing/pack: suggested mesh cuts on the organisation's stock sheets. */
export function registerPackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PackRequest }>(
    '/bin-packing/pack',
    { schema: { body: PACK_SCHEMA, response: replies(S.any()) } },
    async (request) => {
      const user = await requireRight(ctx, request, FABRICATION_RIGHTS.meshCuts);
      const { items, maxWastePercentage, sortStrategy } = request.body;
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
      const response: PackResponse = packByMeshSize(items, stock, {
        kerf: request.body.kerf ?? PACKING_LIMITS.defaultKerf,
        maxWastePercentage,
        sortStrategy,
      });
      return ok(response);
    },
  );
}
