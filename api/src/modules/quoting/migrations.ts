import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import {
  organisationColumn as organisation,
  organisationTable as table,
} from '../../core/migration-columns';
import type { Migration } from '../../core/module';

const money = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
const numeric = 'numeric(14, 4)' as const;
const cents = 'numeric(12, 2)' as const;

async function index(db: Kysely<unknown>, name: string, on: string, columns: string[]) {
  await db.schema.createIndex(name).on(on).columns(columns).execute();
}

export const quotingMigrations: Migration[] = [
  {
    name: '001-suppliers-costings-salaries',
    async up(db) {
      await table(db, 'quoting_suppliers')
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await table(db, 'quoting_supplier_groups')
        .addColumn('supplier_id', 'integer', (c) =>
          c.notNull().references('quoting_suppliers.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('default_formula_1', 'text')
        .addColumn('default_formula_2', 'text')
        .addColumn('default_formula_3', 'text')
        .execute();
      await table(db, 'quoting_supplier_products')
        .addColumn('supplier_id', 'integer', (c) =>
          c.notNull().references('quoting_suppliers.id').onDelete('cascade'),
        )
        .addColumn('group_id', 'integer', (c) =>
          c.references('quoting_supplier_groups.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price', cents, money)
        .addColumn('item_volume', numeric, money)
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('weight', numeric)
        .addColumn('default_formula_1', 'text')
        .addColumn('default_formula_2', 'text')
        .addColumn('default_formula_3', 'text')
        .addCheckConstraint('quoting_supplier_products_price', sql`price >= 0`)
        .execute();
      await index(db, 'quoting_supplier_products_supplier_idx', 'quoting_supplier_products', [
        'supplier_id',
      ]);
      await table(db, 'quoting_brands')
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await table(db, 'quoting_costings')
        .addColumn('cost_type', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('application_id', 'integer')
        .addColumn('accessory_id', 'integer')
        .addColumn('brand_id', 'integer')
        .addColumn('group_by', 'text')
        .addColumn('retail', cents, money)
        .addColumn('wholesale', cents, money)
        .addColumn('retail_premium_pct', cents, money)
        .addColumn('wholesale_premium_pct', cents, money)
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('retail_pricing_completed', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('wholesale_pricing_completed', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint(
          'quoting_costings_kind',
          sql`(cost_type = 'product' and product_id is not null and accessory_id is null)
            or (cost_type = 'accessory' and accessory_id is not null and product_id is null)`,
        )
        .execute();
      await index(db, 'quoting_costings_organisation_idx', 'quoting_costings', [
        'organisation_id',
        'cost_type',
      ]);
      await table(db, 'quoting_cost_lines')
        .addColumn('costing_id', 'integer', (c) =>
          c.notNull().references('quoting_costings.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('supplier_id', 'integer', (c) =>
          c.notNull().references('quoting_suppliers.id').onDelete('restrict'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.references('quoting_supplier_products.id').onDelete('restrict'),
        )
        .addColumn('group_id', 'integer', (c) =>
          c.references('quoting_supplier_groups.id').onDelete('restrict'),
        )
        .addColumn('pricing_type_id', 'integer', (c) => c.notNull())
        .addColumn('formula', 'text', (c) => c.notNull())
        .addColumn('buffer_pct', cents, money)
        .addColumn('rounding_pct', cents, money)
        .addCheckConstraint(
          'quoting_cost_lines_item',
          sql`(product_id is null) <> (group_id is null)`,
        )
        .execute();
      await index(db, 'quoting_cost_lines_costing_idx', 'quoting_cost_lines', ['costing_id']);
      await table(db, 'quoting_mandatory_accessories')
        .addColumn('accessory_id', 'integer', (c) => c.notNull())
        .addColumn('brand_id', 'integer')
        .addColumn('product_id', 'integer')
        .addColumn('type_id', 'integer')
        .addColumn('min_height', 'integer')
        .addColumn('max_height', 'integer')
        .addColumn('min_width', 'integer')
        .addColumn('max_width', 'integer')
        .addColumn('price', cents)
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await table(db, 'quoting_mesh_deductions')
        .addColumn('brand_id', 'integer')
        .addColumn('product_id', 'integer')
        .addColumn('type_id', 'integer')
        .addColumn('frame_thickness_id', 'integer')
        .addColumn('deduction', cents, money)
        .execute();
      await db.schema
        .createTable('quoting_salary_settings')
        .addColumn('organisation_id', 'integer', (c) =>
          c.primaryKey().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('base_salary_min', cents, money)
        .addColumn('base_salary_max', cents, money)
        .addColumn('allowance_min', cents, money)
        .addColumn('allowance_max', cents, money)
        .addColumn('min_commission_rate_of_min_salary', cents, money)
        .addColumn('min_commission_rate_of_max_salary', cents, money)
        .addColumn('commission_increments_pct_of_base_commission', cents, money)
        .addColumn('profit_bracket_increments', cents, money)
        .addColumn('profit_bracket_min_pct_of_salary', cents, money)
        .addColumn('max_profit_bracket', cents, money)
        .addColumn('default_super_pct', cents, money)
        .execute();
      await db.schema
        .createTable('quoting_salaries')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('organisation_id', 'integer', organisation)
        .addColumn('sales_base', cents, money)
        .addColumn('measurer_base', cents, money)
        .addColumn('allowance', cents, money)
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sales_salary_type_id', 'integer')
        .addColumn('sales_flat_commission_pct', cents, money)
        .addColumn('custom_table', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('measurer_fixed_amt', cents, money)
        .addColumn('super_pct', cents, money)
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await table(db, 'quoting_audit')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .execute();
      await index(db, 'quoting_audit_entity_idx', 'quoting_audit', ['entity', 'entity_id']);
    },
  },
];
