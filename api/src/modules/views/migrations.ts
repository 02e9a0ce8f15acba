import { sql } from 'kysely';
import type { Migration } from '../../core/module';

const now = sql`now()`;

export const viewsMigrations: Migration[] = [
  {
    name: '001-view-definitions',
    async up(db) {
      await db.schema
        .createTable('views')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('view_type', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('definition', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await db.schema
        .createTable('multi_views')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('organisation_id', 'integer', (col) =>
          col.references('organisations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('multi_view_items')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('multi_view_id', 'integer', (col) =>
          col.notNull().references('multi_views.id').onDelete('cascade'),
        )
        .addColumn('view_id', 'integer', (col) => col.references('views.id').onDelete('set null'))
        .addColumn('item_type_name', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull().defaultTo(12))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('new_line', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('config', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await db.schema
        .createIndex('multi_view_items_view_idx')
        .on('multi_view_items')
        .column('multi_view_id')
        .execute();
      await db.schema
        .createTable('route_tabs')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('route_id', 'integer', (col) =>
          col.notNull().references('routes.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('icon', 'text')
        .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('multi_view_id', 'integer', (col) =>
          col.references('multi_views.id').onDelete('set null'),
        )
        .addColumn('page_name', 'text', (col) => col.notNull())
        .addColumn('state_on_new_id', 'integer')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('route_tabs_route_idx')
        .on('route_tabs')
        .column('route_id')
        .execute();
      await db.schema
        .createTable('route_settings')
        .addColumn('route_id', 'integer', (col) =>
          col.primaryKey().references('routes.id').onDelete('cascade'),
        )
        .addColumn('tab_config', 'jsonb')
        .addColumn('page_buttons', 'jsonb')
        .addColumn('record_type', 'text')
        .execute();
      await db.schema
        .createTable('form_components')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('view_id', 'integer', (col) =>
          col.notNull().references('views.id').onDelete('cascade'),
        )
        .addColumn('field', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('html_tag', 'text', (col) => col.notNull())
        .addColumn('component_type_id', 'integer')
        .addColumn('component_subtype_id', 'integer')
        .addColumn('state_on_new_id', 'text')
        .addColumn('default_state_id', 'text')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('size', 'integer', (col) => col.notNull().defaultTo(12))
        .addColumn('new_line', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('attributes', 'jsonb')
        .addColumn('config', 'jsonb')
        .addColumn('data_url', 'text')
        .addColumn('relationships', 'jsonb')
        .addColumn('dependencies', 'jsonb')
        .addColumn('store_as_default', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createIndex('form_components_view_idx')
        .on('form_components')
        .column('view_id')
        .execute();
      await db.schema
        .createTable('listing_headers')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('view_id', 'integer', (col) =>
          col.notNull().references('views.id').onDelete('cascade'),
        )
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('field_name', 'text', (col) => col.notNull())
        .addColumn('alignment', 'text', (col) => col.notNull().defaultTo('left'))
        .addColumn('user_sortable', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('format', 'text')
        .addColumn('config', 'jsonb')
        .addColumn('grid_position', 'integer')
        .addColumn('hide_on_table', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('listing_headers_view_idx')
        .on('listing_headers')
        .column('view_id')
        .execute();
      await db.schema
        .createTable('buttons')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('view_id', 'integer', (col) =>
          col.notNull().references('views.id').onDelete('cascade'),
        )
        .addColumn('placement', 'text', (col) => col.notNull().defaultTo('bar'))
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('icon', 'text')
        .addColumn('color', 'text')
        .addColumn('title', 'text')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('click_fn', 'text', (col) => col.notNull())
        .addColumn('display_if_true', 'text')
        .addColumn('display_on', 'text', (col) => col.notNull().defaultTo('always'))
        .addColumn('config', 'jsonb')
        .addColumn('confirm_prompt', 'text')
        .addColumn('prompt_question', 'text')
        .addColumn('new_tab', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('disable', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await db.schema.createIndex('buttons_view_idx').on('buttons').column('view_id').execute();
    },
  },
  {
    name: '002-records',
    async up(db) {
      await db.schema
        .createTable('records')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('record_type', 'text', (col) => col.notNull())
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('records_type_idx')
        .on('records')
        .columns(['organisation_id', 'record_type', 'id'])
        .execute();
    },
  },
  {
    // Values stored before dates and numbers were checked on write must not break a list:
    // these casts give null instead of an error (docs/decisions/111).
    name: '003-lenient-casts',
    async up(db) {
      for (const [name, type] of [
        ['records_date', 'date'],
        ['records_instant', 'timestamptz'],
        ['records_number', 'numeric'],
        ['records_boolean', 'boolean'],
      ] as const) {
        await sql
          .raw(
            `create or replace function ${name}(value text) returns ${type} language plpgsql stable as $$
             begin
               return nullif(value, '')::${type};
             exception when others then
               return null;
             end $$`,
          )
          .execute(db);
      }
    },
  },
];
