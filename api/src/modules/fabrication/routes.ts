import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FabricationAccessory, OverrideDiagram } from '@platform/shared/contracts';
import { HttpError, ok, replies, S } from '../../core/http';
import type { AppContext } from '../../core/module';
import { REQUIRED_MESSAGE } from '@platform/shared/values';
import { filesBaseUrl } from '../shell/file-store';
import { FABRICATION_MESSAGES, OVERRIDE_MAX_BYTES, overrideFolder } from './constants';
import { FABRICATION_RIGHTS, requireRight, rightsOf, type FabricationRight } from './rights';
import { FabricationStore } from './store';
import { requireStaff } from '../../core/auth-guard';

const ID_PARAMS = S.idParams();
const ANY = S.any();
const ITEMS = replies(S.arr(ANY));
const ITEM = replies(ANY);

const ACCESSORY_SCHEMA = S.obj(
  {
    code: S.str({ minLength: 1, maxLength: 40 }),
    name: S.str({ minLength: 1, maxLength: 120 }),
    colour: S.str({ maxLength: 60, default: '' }),
    size: { type: ['string', 'null'], maxLength: 40, default: null },
    qty: S.int({ minimum: 0, maximum: 999 }),
    is_on_diagram: { type: 'boolean', default: false },
  },
  ['code', 'name', 'qty'],
  { additionalProperties: false },
);

const OVERRIDE_SCHEMA = S.obj(
  {
    file_id: S.int({ minimum: 1 }),
    filename: S.str({ maxLength: 255 }),
    destination: S.str({ maxLength: 1000 }),
    publicUrl: S.str({ maxLength: 2000 }),
    fileType: S.str({ maxLength: 100 }),
    thumbnail: { type: ['string', 'null', 'object'] },
  },
  [],
  { additionalProperties: false },
);

interface OverrideBody {
  file_id?: number;
  filename?: string;
  destination?: string;
}

/** '…/files/1/fabrication/overrides/7/x.png' or '1/fabrication/…' → '1/fabrication/…'. */
function relativePath(destination: string): string {
  const marker = '/files/';
  const at = destination.indexOf(marker);
  const relative = at === -1 ? destination : destination.slice(at + marker.length);
  return decodeURIComponent(relative.replace(/^\/+/, '').split('?')[0]);
}

/** The stored upload an override names: this organisation's, in the item's folder, an image ≤ 8 MB. */
async function uploadedOverride(
  ctx: AppContext,
  request: FastifyRequest,
  organisationId: number,
  itemId: number,
  body: OverrideBody,
): Promise<OverrideDiagram> {
  let query = ctx.db
    .selectFrom('uploaded_files')
    .select(['id', 'path', 'name', 'content_type', 'size'])
    .where('organisation_id', '=', organisationId);
  if (body.file_id !== undefined) query = query.where('id', '=', body.file_id);
  else if (body.destination) query = query.where('path', '=', relativePath(body.destination));
  else {
    throw new HttpError(400, FABRICATION_MESSAGES.overrideFailed, {
      errors: { file_id: ['Send file_id or destination of the uploaded image.'] },
    });
  }
  const file = await query.executeTakeFirst();
  if (!file) throw new HttpError(404, FABRICATION_MESSAGES.fileNotFound);
  if (!file.path.startsWith(overrideFolder(organisationId, itemId))) {
    throw new HttpError(400, FABRICATION_MESSAGES.wrongFolder);
  }
  if (!file.content_type.startsWith('image/')) {
    throw new HttpError(415, FABRICATION_MESSAGES.notAnImage);
  }
  if (file.size > OVERRIDE_MAX_BYTES) throw new HttpError(413, FABRICATION_MESSAGES.imageTooLarge);
  const publicUrl = `${filesBaseUrl(ctx, request)}/${file.path}`;
  return {
    file_id: file.id,
    filename: body.filename || file.name,
    publicUrl,
    fileType: file.content_type,
    thumbnail: publicUrl,
  };
}

/** Fabrication jobs, their items (sheets), mesh schedule, accessories and notes. */
export function registerFabricationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { view, edit, meshCuts } = FABRICATION_RIGHTS;
  const storeFor = (organisationId: number) => new FabricationStore(ctx.db, organisationId);

  app.get('/fabrication/capabilities', { schema: { response: replies(ANY) } }, async (request) => {
    const user = await requireStaff(request);
    const held = await rightsOf(ctx, user);
    return ok({
      rights: [...held].sort(),
      can_view: held.has(view),
      can_edit: held.has(edit),
      can_suggest_cuts: held.has(meshCuts),
    });
  });

  app.get<{
    Querystring: {
      search?: string;
      pagination_object?: { page_number?: number; page_size?: number };
    };
  }>(
    '/fabrication/jobs',
    {
      schema: {
        querystring: S.obj(
          {
            search: S.str({ maxLength: 200 }),
            pagination_object: {
              type: 'object',
              properties: {
                page_number: S.int({ minimum: 1 }),
                page_size: S.int({ minimum: 1, maximum: 100 }),
              },
            },
          },
          [],
          { additionalProperties: true },
        ),
        response: replies(S.arr(ANY)),
      },
    },
    async (request) => {
      const user = await requireRight(ctx, request, view);
      const paging = request.query.pagination_object ?? {};
      const page = paging.page_number ?? 1;
      const pageSize = paging.page_size ?? 10;
      const result = await storeFor(user.organisation_id).jobs({
        search: request.query.search,
        page,
        pageSize,
      });
      return ok(result.rows, {
        pagination_object: { page_number: page, page_size: pageSize, total_records: result.total },
      });
    },
  );

  /** A route on one job or item by id: checks `right`, answers what `run` makes of it. */
  const byId = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    response: typeof ITEM,
    right: FabricationRight,
    run: (store: FabricationStore, id: number) => Promise<unknown>,
    message?: string,
  ) =>
    app.route<{ Params: { id: number } }>({
      method,
      url,
      schema: { params: ID_PARAMS, response },
      handler: async (request) => {
        const user = await requireRight(ctx, request, right);
        const data = await run(storeFor(user.organisation_id), request.params.id);
        return ok(data, message === undefined ? {} : { message });
      },
    });

  byId('GET', '/fabrication/jobs/:id/items', ITEMS, view, (store, id) => store.items(id));
  byId(
    'DELETE',
    '/fabrication/item/:id',
    ITEMS,
    edit,
    (store, id) => store.removeItem(id),
    'Item removed.',
  );
  byId(
    'POST',
    '/fabrication/item/:id/duplicate',
    ITEMS,
    edit,
    (store, id) => store.duplicateItem(id),
    'Item duplicated.',
  );

  app.post<{ Params: { id: number }; Body: FabricationAccessory }>(
    '/fabrication/item/:id/accessories',
    { schema: { params: ID_PARAMS, body: ACCESSORY_SCHEMA, response: ITEM } },
    async (request) => {
      const user = await requireRight(ctx, request, edit);
      const accessory = {
        ...request.body,
        code: request.body.code.trim(),
        name: request.body.name.trim(),
      };
      if (!accessory.code || !accessory.name) {
        throw new HttpError(400, 'Code and name are required.', {
          errors: {
            ...(accessory.code ? {} : { code: [REQUIRED_MESSAGE] }),
            ...(accessory.name ? {} : { name: [REQUIRED_MESSAGE] }),
          },
        });
      }
      const item = await storeFor(user.organisation_id).addAccessory(request.params.id, accessory);
      return ok(item, { message: 'Accessory added.' });
    },
  );

  app.post<{ Params: { id: number }; Body: OverrideBody }>(
    '/fabrication/item/:id/override_diagram',
    { schema: { params: ID_PARAMS, body: OVERRIDE_SCHEMA, response: ITEM } },
    async (request) => {
      const user = await requireRight(ctx, request, edit);
      const store = storeFor(user.organisation_id);
      await store.item(request.params.id);
      const diagram = await uploadedOverride(
        ctx,
        request,
        user.organisation_id,
        request.params.id,
        request.body,
      );
      return ok(await store.setOverride(request.params.id, diagram), {
        message: 'Override diagram saved.',
      });
    },
  );

  byId(
    'DELETE',
    '/fabrication/item/:id/override_diagram',
    ITEM,
    edit,
    (store, id) => store.setOverride(id, null),
    'The drawn diagram is back.',
  );
  byId('GET', '/fabrication/jobs/:id/mesh', ITEMS, view, (store, id) => store.meshRows(id));
  byId('GET', '/fabrication/jobs/:id/accessories', ITEM, view, (store, id) =>
    store.accessories(id),
  );

  app.post<{ Params: { id: number }; Body: { notes: string } }>(
    '/fabrication/jobs/:id/notes',
    {
      schema: {
        params: ID_PARAMS,
        body: S.obj({ notes: S.str({ maxLength: 4000 }) }, ['notes'], {
          additionalProperties: false,
        }),
        response: ITEMS,
      },
    },
    async (request) => {
      const user = await requireRight(ctx, request, edit);
      const notes = request.body.notes.trim();
      if (notes === '') {
        throw new HttpError(400, FABRICATION_MESSAGES.emptyNotes, {
          errors: { notes: [FABRICATION_MESSAGES.emptyNotes] },
        });
      }
      const list = await storeFor(user.organisation_id).addNote(
        request.params.id,
        user.id,
        notes,
        ctx.clock.now(),
      );
      return ok(list, { message: FABRICATION_MESSAGES.notesAdded });
    },
  );
}
