import { sql, type Selectable } from 'kysely';
import type {
  AccessoriesData,
  AccessoriesNote,
  AccessoryRow,
  FabricationAccessory,
  FabricationItem,
  FabricationPanel,
  MeshRow,
  OverrideDiagram,
} from '@platform/shared/contracts';
import type { Db } from '../../core/database';
import { HttpError } from '../../core/http';
import { meshPieces } from './mesh';
import type { FabricationItemsTable } from './tables';

/** Panel ids are the item id × 10 + the panel's position (1-9), so a copy gets its own. */
export const panelId = (itemId: number, index: number) => itemId * 10 + index + 1;

export interface JobRow {
  id: number;
  job_number: string;
  title: string;
  customer_name: string;
  due_date: string | null;
  status: string;
  items: number;
  panels: number;
}

type ItemRow = Selectable<FabricationItemsTable>;

function selectItems(db: Db, organisationId: number) {
  return db
    .selectFrom('fabrication_items')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('item_number')
    .orderBy('id');
}

function toItem(row: ItemRow): FabricationItem & { job_id: number; mesh_size: string } {
  return {
    id: row.id,
    job_id: row.job_id,
    item_number: row.item_number,
    notes: row.notes,
    mesh_size: row.mesh_size,
    item_data: row.item_data,
    override_diagram: row.override_diagram,
    mesh_border: row.mesh_border,
    mesh_background: row.mesh_background,
    product_border: row.product_border,
    product_background: row.product_background,
    accessories: row.accessories,
    panels: row.panels,
  };
}

const JOB_NOT_FOUND = 'Job not found.';
const ITEM_NOT_FOUND = 'Item not found.';

/** Reads and changes one organisation's fabrication data; every query is scoped to it. */
export class FabricationStore {
  constructor(
    private readonly db: Db,
    private readonly organisationId: number,
  ) {}

  async jobs(options: { search?: string; page: number; pageSize: number }) {
    let query = this.db
      .selectFrom('fabrication_jobs as j')
      .where('j.organisation_id', '=', this.organisationId);
    const search = options.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('j.job_number', 'ilike', like),
          eb('j.title', 'ilike', like),
          eb('j.customer_name', 'ilike', like),
        ]),
      );
    }
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query
      .select([
        'j.id',
        'j.job_number',
        'j.title',
        'j.customer_name',
        'j.due_date',
        'j.status',
        sql<string>`(select count(*) from fabrication_items i where i.job_id = j.id)`.as('items'),
        sql<string>`(select coalesce(sum(jsonb_array_length(i.panels)), 0) from fabrication_items i where i.job_id = j.id)`.as(
          'panels',
        ),
      ])
      .orderBy('j.due_date')
      .orderBy('j.id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute();
    const list: JobRow[] = rows.map((row) => ({
      ...row,
      items: Number(row.items),
      panels: Number(row.panels),
    }));
    return { rows: list, total: Number(total) };
  }

  async job(jobId: number) {
    const job = await this.db
      .selectFrom('fabrication_jobs')
      .selectAll()
      .where('organisation_id', '=', this.organisationId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw new HttpError(404, JOB_NOT_FOUND);
    return job;
  }

  async items(jobId: number): Promise<FabricationItem[]> {
    await this.job(jobId);
    const rows = await selectItems(this.db, this.organisationId)
      .where('job_id', '=', jobId)
      .execute();
    return rows.map(toItem);
  }

  async item(itemId: number) {
    const row = await selectItems(this.db, this.organisationId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, ITEM_NOT_FOUND);
    return toItem(row);
  }

  /** Numbers a job's items 1, 2, 3… in their current order. */
  private async renumber(db: Db, jobId: number): Promise<void> {
    await sql`
      update fabrication_items i set item_number = n.position
      from (select id, row_number() over (order by item_number, id) as position
            from fabrication_items where job_id = ${jobId}) n
      where i.id = n.id and i.organisation_id = ${this.organisationId}`.execute(db);
  }

  async removeItem(itemId: number): Promise<FabricationItem[]> {
    const item = await this.item(itemId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('fabrication_items')
        .where('organisation_id', '=', this.organisationId)
        .where('id', '=', itemId)
        .execute();
      await this.renumber(trx, item.job_id);
    });
    return this.items(item.job_id);
  }

  /** A copy placed right after the original; later items move down one number. */
  async duplicateItem(itemId: number): Promise<FabricationItem[]> {
    const item = await this.item(itemId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('fabrication_items')
        .set((eb) => ({ item_number: eb('item_number', '+', 1) }))
        .where('job_id', '=', item.job_id)
        .where('organisation_id', '=', this.organisationId)
        .where('item_number', '>', item.item_number)
        .execute();
      const { id } = await trx
        .insertInto('fabrication_items')
        .values({
          organisation_id: this.organisationId,
          job_id: item.job_id,
          item_number: item.item_number + 1,
          notes: item.notes,
          mesh_size: item.mesh_size,
          item_data: JSON.stringify(item.item_data),
          panels: '[]',
          accessories: JSON.stringify(item.accessories),
          override_diagram: null,
          mesh_border: item.mesh_border,
          mesh_background: item.mesh_background,
          product_border: item.product_border,
          product_background: item.product_background,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const panels: FabricationPanel[] = item.panels.map((panel, index) => ({
        ...panel,
        id: panelId(id, index),
      }));
      await trx
        .updateTable('fabrication_items')
        .set({ panels: JSON.stringify(panels) })
        .where('id', '=', id)
        .execute();
    });
    return this.items(item.job_id);
  }

  async addAccessory(itemId: number, accessory: FabricationAccessory): Promise<FabricationItem> {
    const item = await this.item(itemId);
    await this.db
      .updateTable('fabrication_items')
      .set({ accessories: JSON.stringify([...item.accessories, accessory]) })
      .where('organisation_id', '=', this.organisationId)
      .where('id', '=', itemId)
      .execute();
    return this.item(itemId);
  }

  async setOverride(itemId: number, diagram: OverrideDiagram | null): Promise<FabricationItem> {
    await this.item(itemId);
    await this.db
      .updateTable('fabrication_items')
      .set({ override_diagram: diagram === null ? null : JSON.stringify(diagram) })
      .where('organisation_id', '=', this.organisationId)
      .where('id', '=', itemId)
      .execute();
    return this.item(itemId);
  }

  /** The mesh schedule: one row per mesh piece of every panel, in item and panel order. */
  async meshRows(jobId: number): Promise<MeshRow[]> {
    const items = await this.items(jobId);
    return items.flatMap((item) => {
      const meshSize = (item as FabricationItem & { mesh_size: string }).mesh_size;
      return item.panels.flatMap((panel) => meshPieces(item.item_number, meshSize, panel));
    });
  }

  async notes(jobId: number): Promise<AccessoriesNote[]> {
    const rows = await this.db
      .selectFrom('fabrication_job_notes as n')
      .innerJoin('users as u', 'u.id', 'n.created_by')
      .select([
        'n.id',
        'n.notes',
        'n.updated_at',
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('created_by'),
      ])
      .where('n.organisation_id', '=', this.organisationId)
      .where('n.job_id', '=', jobId)
      .orderBy('n.updated_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      notes: row.notes,
      created_by: row.created_by,
      updated_at: new Date(row.updated_at).toISOString(),
    }));
  }

  /** Accessories of every item (quantity 0 left out) and the job's notes. */
  async accessories(jobId: number): Promise<AccessoriesData> {
    const items = await this.items(jobId);
    const accessories: AccessoryRow[] = items.flatMap((item) =>
      item.accessories
        .filter((accessory) => accessory.qty > 0)
        .map((accessory) => ({
          item_number: item.item_number,
          code: accessory.code,
          name: accessory.name,
          color: accessory.colour,
          quantity: accessory.qty,
          make_size: accessory.size,
        })),
    );
    return { accessories, notes: await this.notes(jobId) };
  }

  async addNote(jobId: number, userId: number, notes: string, at: Date) {
    await this.job(jobId);
    await this.db
      .insertInto('fabrication_job_notes')
      .values({
        organisation_id: this.organisationId,
        job_id: jobId,
        notes,
        created_by: userId,
        updated_at: at,
      })
      .execute();
    return this.notes(jobId);
  }

  /** Stock sheets per mesh size, cheapest first. */
  async meshStock(meshSizes: string[]) {
    if (meshSizes.length === 0) return [];
    return this.db
      .selectFrom('fabrication_mesh_stock')
      .select(['mesh_size', 'name', 'width', 'height', 'price'])
      .where('organisation_id', '=', this.organisationId)
      .where('mesh_size', 'in', meshSizes)
      .orderBy('price')
      .execute();
  }
}
