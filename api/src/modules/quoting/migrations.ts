import { sql } from 'kysely';
import { createTable, organisationTable as table } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';

export const quotingMigrations: Migration[] = [
  {
    name: '001-suppliers-costings-salaries',
    async up(db) {
      await table(db, 'quoting_suppliers', {
        name: 'text not null',
      }).execute();
      await table(db, 'quoting_supplier_groups', {
        supplier_id: 'integer not null references quoting_suppliers.id on delete cascade',
        code: 'text not null',
        description: 'text not null',
        default_formula_1: 'text',
        default_formula_2: 'text',
        default_formula_3: 'text',
      }).execute();
      await table(db, 'quoting_supplier_products', {
        supplier_id: 'integer not null references quoting_suppliers.id on delete cascade',
        group_id: 'integer references quoting_supplier_groups.id on delete cascade',
        code: 'text not null',
        description: 'text not null',
        price: 'numeric(12, 2) not null default 0',
        item_volume: 'numeric(14, 4) not null default 0',
        width: 'integer',
        height: 'integer',
        weight: 'numeric(14, 4)',
        default_formula_1: 'text',
        default_formula_2: 'text',
        default_formula_3: 'text',
      })
        .addCheckConstraint('quoting_supplier_products_price', sql`price >= 0`)
        .execute();
      await createIndex(db, 'quoting_supplier_products_supplier_idx', 'quoting_supplier_products', [
        'supplier_id',
      ]);
      await table(db, 'quoting_brands', {
        name: 'text not null',
      }).execute();
      await table(db, 'quoting_costings', {
        cost_type: 'text not null',
        product_id: 'integer',
        application_id: 'integer',
        accessory_id: 'integer',
        brand_id: 'integer',
        group_by: 'text',
        retail: 'numeric(12, 2) not null default 0',
        wholesale: 'numeric(12, 2) not null default 0',
        retail_premium_pct: 'numeric(12, 2) not null default 0',
        wholesale_premium_pct: 'numeric(12, 2) not null default 0',
        notes: "text not null default ''",
        retail_pricing_completed: 'boolean not null default false',
        wholesale_pricing_completed: 'boolean not null default false',
        updated_by: 'integer',
        updated_at: 'timestamptz not null',
      })
        .addCheckConstraint(
          'quoting_costings_kind',
          sql`(cost_type = 'product' and product_id is not null and accessory_id is null)
            or (cost_type = 'accessory' and accessory_id is not null and product_id is null)`,
        )
        .execute();
      await createIndex(db, 'quoting_costings_organisation_idx', 'quoting_costings', [
        'organisation_id',
        'cost_type',
      ]);
      await table(db, 'quoting_cost_lines', {
        costing_id: 'integer not null references quoting_costings.id on delete cascade',
        position: 'integer not null',
        supplier_id: 'integer not null references quoting_suppliers.id on delete restrict',
        product_id: 'integer references quoting_supplier_products.id on delete restrict',
        group_id: 'integer references quoting_supplier_groups.id on delete restrict',
        pricing_type_id: 'integer not null',
        formula: 'text not null',
        buffer_pct: 'numeric(12, 2) not null default 0',
        rounding_pct: 'numeric(12, 2) not null default 0',
      })
        .addCheckConstraint(
          'quoting_cost_lines_item',
          sql`(product_id is null) <> (group_id is null)`,
        )
        .execute();
      await createIndex(db, 'quoting_cost_lines_costing_idx', 'quoting_cost_lines', ['costing_id']);
      await table(db, 'quoting_mandatory_accessories', {
        accessory_id: 'integer not null',
        brand_id: 'integer',
        product_id: 'integer',
        type_id: 'integer',
        min_height: 'integer',
        max_height: 'integer',
        min_width: 'integer',
        max_width: 'integer',
        price: 'numeric(12, 2)',
        quantity: 'integer not null default 1',
      }).execute();
      await table(db, 'quoting_mesh_deductions', {
        brand_id: 'integer',
        product_id: 'integer',
        type_id: 'integer',
        frame_thickness_id: 'integer',
        deduction: 'numeric(12, 2) not null default 0',
      }).execute();
      await createTable(db, 'quoting_salary_settings', {
        organisation_id: 'integer primary key references organisations.id on delete cascade',
        base_salary_min: 'numeric(12, 2) not null default 0',
        base_salary_max: 'numeric(12, 2) not null default 0',
        allowance_min: 'numeric(12, 2) not null default 0',
        allowance_max: 'numeric(12, 2) not null default 0',
        min_commission_rate_of_min_salary: 'numeric(12, 2) not null default 0',
        min_commission_rate_of_max_salary: 'numeric(12, 2) not null default 0',
        commission_increments_pct_of_base_commission: 'numeric(12, 2) not null default 0',
        profit_bracket_increments: 'numeric(12, 2) not null default 0',
        profit_bracket_min_pct_of_salary: 'numeric(12, 2) not null default 0',
        max_profit_bracket: 'numeric(12, 2) not null default 0',
        default_super_pct: 'numeric(12, 2) not null default 0',
      }).execute();
      await createTable(db, 'quoting_salaries', {
        user_id: 'integer primary key references users.id on delete cascade',
        organisation_id: 'integer not null references organisations.id on delete cascade',
        sales_base: 'numeric(12, 2) not null default 0',
        measurer_base: 'numeric(12, 2) not null default 0',
        allowance: 'numeric(12, 2) not null default 0',
        note: "text not null default ''",
        sales_salary_type_id: 'integer',
        sales_flat_commission_pct: 'numeric(12, 2) not null default 0',
        custom_table: "jsonb not null default '[]'::jsonb",
        measurer_fixed_amt: 'numeric(12, 2) not null default 0',
        super_pct: 'numeric(12, 2) not null default 0',
        updated_by: 'integer',
        updated_at: 'timestamptz not null',
      }).execute();
      await table(db, 'quoting_audit', {
        user_id: 'integer not null',
        entity: 'text not null',
        entity_id: 'integer not null',
        field: 'text not null',
        old_value: 'text',
        new_value: 'text',
        at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'quoting_audit_entity_idx', 'quoting_audit', ['entity', 'entity_id']);
    },
  },
];
