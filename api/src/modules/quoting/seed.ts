import type { AppContext } from '../../core/module';
import {
  ACCESSORY_COSTINGS,
  BRANDS,
  COSTINGS,
  MANDATORY,
  MESH_DEDUCTIONS,
  SALARIES,
  SALARY_SETTINGS,
  SUPPLIERS,
} from './seed-data';

const DEMO_ORGANISATION_ID = 1;

type ItemRef = { supplier_id: number; product_id: number | null; group_id: number | null };

async function seedSuppliers(ctx: AppContext, org: number): Promise<Map<string, ItemRef>> {
  const items = new Map<string, ItemRef>();
  for (const supplier of SUPPLIERS) {
    const { id: supplierId } = await ctx.db
      .insertInto('quoting_suppliers')
      .values({ organisation_id: org, name: supplier.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const product of supplier.products) {
      const [f1, f2, f3] = product.formulas;
      const { id } = await ctx.db
        .insertInto('quoting_supplier_products')
        .values({
          organisation_id: org,
          supplier_id: supplierId,
          code: product.code,
          description: product.description,
          price: product.price,
          item_volume: product.item_volume,
          default_formula_1: f1,
          default_formula_2: f2,
          default_formula_3: f3,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      items.set(product.code, { supplier_id: supplierId, product_id: id, group_id: null });
    }
    for (const group of supplier.groups) {
      const [f1, f2, f3] = group.formulas;
      const { id: groupId } = await ctx.db
        .insertInto('quoting_supplier_groups')
        .values({
          organisation_id: org,
          supplier_id: supplierId,
          code: group.code,
          description: group.description,
          default_formula_1: f1,
          default_formula_2: f2,
          default_formula_3: f3,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('quoting_supplier_products')
        .values(
          group.items.map((item) => ({
            organisation_id: org,
            supplier_id: supplierId,
            group_id: groupId,
            code: item.code,
            description: item.description,
            price: item.price,
            width: item.width,
            height: item.height,
            item_volume: item.width * item.height,
          })),
        )
        .execute();
      items.set(group.code, { supplier_id: supplierId, product_id: null, group_id: groupId });
    }
  }
  return items;
}

async function insertCosting(
  ctx: AppContext,
  org: number,
  items: Map<string, ItemRef>,
  costing: {
    product_id?: number;
    application_id?: number;
    accessory_id?: number;
    group_by: string | null;
    margins: readonly string[];
    notes: string;
    lines: ReadonlyArray<{
      code: string;
      pricing_type_id: number;
      formula: string;
      buffer_pct: string;
      rounding_pct: string;
    }>;
  },
) {
  const [retail, wholesale, retailPremium, wholesalePremium] = costing.margins;
  const { id } = await ctx.db
    .insertInto('quoting_costings')
    .values({
      organisation_id: org,
      cost_type: costing.accessory_id ? 'accessory' : 'product',
      product_id: costing.product_id ?? null,
      application_id: costing.application_id ?? null,
      accessory_id: costing.accessory_id ?? null,
      group_by: costing.group_by,
      retail,
      wholesale,
      retail_premium_pct: retailPremium,
      wholesale_premium_pct: wholesalePremium,
      notes: costing.notes,
      retail_pricing_completed: costing.lines.length > 3,
      wholesale_pricing_completed: false,
      updated_at: ctx.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('quoting_cost_lines')
    .values(
      costing.lines.map((line, position) => ({
        organisation_id: org,
        costing_id: id,
        position,
        ...items.get(line.code)!,
        pricing_type_id: line.pricing_type_id,
        formula: line.formula,
        buffer_pct: line.buffer_pct,
        rounding_pct: line.rounding_pct,
      })),
    )
    .execute();
}

/**
 * Suppliers with products and mesh groups, brands, costings, mandatory accessory rules, mesh
 * deductions and salaries of the demo organisation. Skipped when it has suppliers already.
 */
export async function seedQuoting(ctx: AppContext): Promise<void> {
  const org = DEMO_ORGANISATION_ID;
  const existing = await ctx.db
    .selectFrom('quoting_suppliers')
    .select('id')
    .where('organisation_id', '=', org)
    .executeTakeFirst();
  if (existing) return;
  const organisation = await ctx.db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', org)
    .executeTakeFirst();
  if (!organisation) return;
  const items = await seedSuppliers(ctx, org);
  await ctx.db
    .insertInto('quoting_brands')
    .values(BRANDS.map((name) => ({ organisation_id: org, name })))
    .execute();

  const products = await ctx.db
    .selectFrom('wholesale_products')
    .select(['id', 'name'])
    .where('organisation_id', '=', org)
    .execute();
  const applications = await ctx.db
    .selectFrom('wholesale_applications')
    .select(['id', 'name'])
    .where('organisation_id', '=', org)
    .execute();
  const accessories = await ctx.db
    .selectFrom('wholesale_accessories')
    .select(['id', 'code'])
    .where('organisation_id', '=', org)
    .execute();
  const frames = await ctx.db
    .selectFrom('wholesale_frame_thicknesses')
    .select('id')
    .where('organisation_id', '=', org)
    .orderBy('id')
    .execute();
  const productId = new Map(products.map((row) => [row.name, row.id]));
  const applicationId = new Map(applications.map((row) => [row.name, row.id]));
  const accessoryId = new Map(accessories.map((row) => [row.code, row.id]));

  for (const costing of COSTINGS) {
    const product = productId.get(costing.product);
    const application = applicationId.get(costing.application);
    if (product && application) {
      await insertCosting(ctx, org, items, {
        ...costing,
        product_id: product,
        application_id: application,
      });
    }
  }
  for (const costing of ACCESSORY_COSTINGS) {
    const accessory = accessoryId.get(costing.code);
    if (accessory) {
      await insertCosting(ctx, org, items, {
        ...costing,
        accessory_id: accessory,
        group_by: null,
        notes: '',
      });
    }
  }
  const rules = MANDATORY.flatMap((rule) => {
    const accessory = accessoryId.get(rule.code);
    return accessory
      ? [
          {
            organisation_id: org,
            accessory_id: accessory,
            type_id: rule.type_id,
            min_height: rule.min_height,
            price: rule.price,
            quantity: rule.quantity,
          },
        ]
      : [];
  });
  if (rules.length > 0)
    await ctx.db.insertInto('quoting_mandatory_accessories').values(rules).execute();
  await ctx.db
    .insertInto('quoting_mesh_deductions')
    .values(
      MESH_DEDUCTIONS.map((row) => ({
        organisation_id: org,
        frame_thickness_id: row.frame === null ? null : (frames[row.frame - 1]?.id ?? null),
        deduction: row.deduction,
      })),
    )
    .execute();
  await ctx.db
    .insertInto('quoting_salary_settings')
    .values({ organisation_id: org, ...SALARY_SETTINGS })
    .execute();
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('organisation_id', '=', org)
    .execute();
  const userId = new Map(users.map((row) => [row.email, row.id]));
  for (const salary of SALARIES) {
    const id = userId.get(salary.email);
    if (!id) continue;
    await ctx.db
      .insertInto('quoting_salaries')
      .values({
        user_id: id,
        organisation_id: org,
        sales_base: salary.sales_base,
        measurer_base: salary.measurer_base,
        allowance: salary.allowance,
        note: '',
        sales_salary_type_id: salary.type,
        sales_flat_commission_pct: salary.flat,
        custom_table: JSON.stringify(salary.table),
        measurer_fixed_amt: 'fixed' in salary ? salary.fixed : '0',
        super_pct: SALARY_SETTINGS.default_super_pct,
        updated_at: ctx.clock.now(),
      })
      .execute();
  }
}
