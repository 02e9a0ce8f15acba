import { sql, type Kysely } from 'kysely';
import { createChangeVersions, raiseChangeVersionsOn } from '../../core/change-versions';
import type { Migration } from '../../core/module';
import { noticeChangesOf } from '../../core/table-changes';
import {
  INDEXED_RECORD_FIELDS,
  fieldSql,
  recordIndexName,
  sortKeySql,
} from './record-field-indexes';
import { RECORD_TYPES } from './record-types';
import {
  SEARCHED_RECORD_FIELDS,
  recordSearchIndexName,
  recordSearchVectorSql,
} from './record-search';

const now = sql`now()`;

/** A cast of a document's text that gives null instead of failing (docs/decisions/111). */
async function createLenientCast(
  db: Kysely<unknown>,
  name: string,
  type: string,
  attributes: string,
): Promise<void> {
  await sql
    .raw(
      `create or replace function ${name}(value text) returns ${type} language plpgsql ${attributes} as $$
       begin
         return nullif(value, '')::${type};
       exception when others then
         return null;
       end $$`,
    )
    .execute(db);
}

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
        await createLenientCast(db, name, type, 'stable');
      }
    },
  },
  {
    // Lists sort and filter on fields of the JSON document: these indexes serve them
    // (docs/decisions/146). An index needs immutable functions, so the lenient casts become
    // immutable; dates and instants are read with a fixed DateStyle and zone to really be so.
    name: '004-record-field-indexes',
    async up(db) {
      for (const [name, type, settings] of [
        ['records_date', 'date', ` set datestyle to 'ISO, YMD'`],
        ['records_instant', 'timestamptz', ` set timezone to 'UTC'`],
        ['records_number', 'numeric', ''],
        ['records_boolean', 'boolean', ''],
      ] as const) {
        await createLenientCast(db, name, type, `immutable${settings}`);
      }
      for (const [typeName, { sorted, filtered }] of Object.entries(INDEXED_RECORD_FIELDS)) {
        const fields = RECORD_TYPES[typeName].fields;
        const only = `where record_type = '${typeName}'`;
        for (const field of sorted) {
          const key = sortKeySql(fields[field], field);
          // Both directions keep nulls last, which one index cannot give both ways.
          for (const [use, order] of [
            ['asc', 'asc nulls last'],
            ['desc', 'desc nulls last'],
          ] as const) {
            await sql
              .raw(
                `create index ${recordIndexName(typeName, field, use)} on records (organisation_id, ${key} ${order}, id) ${only}`,
              )
              .execute(db);
          }
        }
        for (const field of filtered) {
          await sql
            .raw(
              `create index ${recordIndexName(typeName, field, 'eq')} on records (organisation_id, ${fieldSql(field)}) ${only}`,
            )
            .execute(db);
        }
      }
    },
  },
  {
    // Summaries of lists (count, sum of the total field) are cached against this counter,
    // raised in the same transaction as any change of records (docs/decisions/162).
    name: '005-record-list-versions',
    async up(db) {
      await createChangeVersions(db, 'record_list_versions', [
        { column: 'organisation_id', type: 'integer' },
        { column: 'record_type', type: 'text' },
      ]);
      await raiseChangeVersionsOn(db, 'records', 'record_list_versions');
    },
  },
  {
    // Pages of lists and page titles are kept while their rows are unchanged (docs/decisions/175).
    name: '006-record-notices',
    async up(db) {
      await noticeChangesOf(db, 'records');
      await noticeChangesOf(db, 'route_settings');
    },
  },
  {
    // Document links in the database, not in one process's memory (docs/decisions/187).
    name: '007-document-links',
    async up(db) {
      await db.schema
        .createTable('document_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('document_links_expires_at')
        .on('document_links')
        .column('expires_at')
        .execute();
    },
  },
  {
    // A job's items (of the wholesale order it was made from) are listed by job (docs/decisions/190).
    name: '008-job-items-index',
    async up(db) {
      await sql
        .raw(
          `create index ${recordIndexName('job_items', 'job_id', 'eq')} on records (organisation_id, ${fieldSql('job_id')}) where record_type = 'job_items'`,
        )
        .execute(db);
    },
  },
  {
    // The global search finds jobs, customers, quotes and suppliers by a stored search vector
    // and a GIN index per type, the same on PGlite and PostgreSQL (docs/decisions/198).
    name: '009-record-search',
    async up(db) {
      await sql
        .raw(
          `alter table records add column search_vector tsvector generated always as (${recordSearchVectorSql()}) stored`,
        )
        .execute(db);
      for (const type of Object.keys(SEARCHED_RECORD_FIELDS)) {
        await sql
          .raw(
            `create index ${recordSearchIndexName(type)} on records using gin (search_vector) where record_type = '${type}'`,
          )
          .execute(db);
      }
    },
  },
];
