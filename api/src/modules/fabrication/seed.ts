import type { FabricationPanel, ItemDataRow } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { panelId } from './store';
import { JOBS, MESH_STOCK, ROLE_RIGHTS, type ItemSpec } from './seed-data';

function fullPanel(spec: ItemSpec, index: number, itemId: number): FabricationPanel {
  const panel = spec.panels[index];
  return {
    id: panelId(itemId, index),
    height: panel.height,
    width: panel.width,
    height1: panel.height1 ?? null,
    height2: panel.height2 ?? null,
    height3: panel.height3 ?? null,
    width1: panel.width1 ?? null,
    width2: panel.width2 ?? null,
    width3: panel.width3 ?? null,
    lock_is_right: panel.lock_is_right ?? false,
    lock_from_bottom: panel.lock_from_bottom ?? null,
    pet_way_size: panel.pet_way_size ?? null,
    pet_way_position: panel.pet_way_position ?? null,
    hinges_required: panel.hinges_required ?? 0,
    rollers_required: panel.rollers_required ?? 0,
    swing: panel.swing ?? null,
    lock_side: panel.lock_side ?? null,
    mesh_direction_name: panel.mesh_direction_name ?? 'Vertical',
    out_of_square: panel.out_of_square ?? false,
    midrails: panel.midrails ?? [],
    frame_thickness_name: panel.frame_thickness_name ?? '45 mm',
    frame_diagram_url: panel.frame_diagram_url ?? null,
    product_name: spec.product,
    colour_name: spec.colour.name,
    colour_hex: spec.colour.hex,
    diagonal_measurement_left: panel.diagonal_measurement_left ?? null,
    diagonal_measurement_right: panel.diagonal_measurement_right ?? null,
    method: panel.method ?? null,
  };
}

/** The item detail table: what the fitter checks off on the floor. */
function itemData(spec: ItemSpec): ItemDataRow[] {
  const sizes = spec.panels.map((p) => `${p.height} × ${p.width}`).join(', ');
  return [
    { name: 'Product', value: spec.product, background: '#e6f4ff', border: '#91caff' },
    {
      name: 'Colour',
      value: spec.colour.name,
      color: spec.colour.hex === '#f2f0e9' ? '#1f1f1f' : '#ffffff',
      background: spec.colour.hex,
    },
    { name: 'Mesh', value: spec.mesh_size, background: '#f6ffed', border: '#b7eb8f' },
    { name: 'Panels', value: String(spec.panels.length) },
    { name: 'Sizes (H × W)', value: sizes },
    { name: 'Fitting method', value: spec.panels[0].method ?? 'Not set' },
    ...(spec.extra ?? []),
  ];
}

async function seedRights(ctx: AppContext, organisationId: number) {
  await ctx.db
    .insertInto('fabrication_role_rights')
    .values(
      ROLE_RIGHTS.flatMap(({ role_id, rights }) =>
        rights.map((right_name) => ({ organisation_id: organisationId, role_id, right_name })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Demo fabrication jobs, mesh stock and the role rights of both demo organisations. */
export async function seedFabrication(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.selectFrom('fabrication_jobs').select('id').executeTakeFirst();
  if (existing) return;
  const organisations = new Set(
    (await ctx.db.selectFrom('organisations').select('id').execute()).map((row) => row.id),
  );
  for (const organisationId of [1, 2].filter((id) => organisations.has(id))) {
    await seedRights(ctx, organisationId);
    await ctx.db
      .insertInto('fabrication_mesh_stock')
      .values(MESH_STOCK.map((stock) => ({ ...stock, organisation_id: organisationId })))
      .execute();
  }
  for (const job of JOBS.filter((spec) => organisations.has(spec.organisation_id))) {
    const { id: jobId } = await ctx.db
      .insertInto('fabrication_jobs')
      .values({
        organisation_id: job.organisation_id,
        job_number: job.job_number,
        title: job.title,
        customer_name: job.customer_name,
        due_date: job.due_date,
        status: 'In production',
        created_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, spec] of job.items.entries()) {
      const { id } = await ctx.db
        .insertInto('fabrication_items')
        .values({
          organisation_id: job.organisation_id,
          job_id: jobId,
          item_number: index + 1,
          notes: spec.notes,
          mesh_size: spec.mesh_size,
          item_data: JSON.stringify(itemData(spec)),
          accessories: JSON.stringify(spec.accessories),
          panels: '[]',
          mesh_border: '#52c41a',
          mesh_background: '#f6ffed',
          product_border: '#1677ff',
          product_background: '#e6f4ff',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const panels = spec.panels.map((_, panelIndex) => fullPanel(spec, panelIndex, id));
      await ctx.db
        .updateTable('fabrication_items')
        .set({ panels: JSON.stringify(panels) })
        .where('id', '=', id)
        .execute();
    }
  }
}
