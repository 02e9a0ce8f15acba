import { sql, type Kysely } from 'kysely';
import { createTable, organisationTable } from '../../core/migration-columns';
import { createChangeVersions, raiseChangeVersionsOn } from '../../core/change-versions';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';
import { noticeChangesOf } from '../../core/table-changes';
import {
  INDEXED_RECORD_FIELDS,
  fieldSql,
  recordIndexName,
  sortKeySql,
} from './record-field-indexes';
import { createRecordFieldVersions } from './record-field-versions';
import { createTrigramIndexes } from './list-search-indexes';
import { RECORD_TYPES } from './record-types';
import {
  SEARCHED_RECORD_FIELDS,
  recordSearchIndexName,
  recordSearchVectorSql,
} from './record-search';

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
      await createTable(db, 'views', {
        id: 'integer primary key',
        view_type: 'text not null',
        name: 'text not null',
        definition: "jsonb not null default '{}'::jsonb",
      }).execute();
      await createTable(db, 'multi_views', {
        id: 'integer primary key',
        organisation_id: 'integer references organisations.id on delete cascade',
        name: 'text not null',
      }).execute();
      await createTable(db, 'multi_view_items', {
        id: 'integer primary key',
        multi_view_id: 'integer not null references multi_views.id on delete cascade',
        view_id: 'integer references views.id on delete set null',
        item_type_name: 'text not null',
        size: 'integer not null default 12',
        sort: 'integer not null default 0',
        new_line: 'boolean not null default false',
        name: "text not null default ''",
        data: "jsonb not null default '{}'::jsonb",
        config: "jsonb not null default '{}'::jsonb",
      }).execute();
      await createIndex(db, 'multi_view_items_view_idx', 'multi_view_items', ['multi_view_id']);
      await createTable(db, 'route_tabs', {
        id: 'integer primary key',
        route_id: 'integer not null references routes.id on delete cascade',
        name: 'text not null',
        path: 'text not null',
        icon: 'text',
        enabled: 'boolean not null default true',
        is_default: 'boolean not null default false',
        multi_view_id: 'integer references multi_views.id on delete set null',
        page_name: 'text not null',
        state_on_new_id: 'integer',
        sort: 'integer not null default 0',
      }).execute();
      await createIndex(db, 'route_tabs_route_idx', 'route_tabs', ['route_id']);
      await createTable(db, 'route_settings', {
        route_id: 'integer primary key references routes.id on delete cascade',
        tab_config: 'jsonb',
        page_buttons: 'jsonb',
        record_type: 'text',
      }).execute();
      await createTable(db, 'form_components', {
        id: 'integer primary key',
        view_id: 'integer not null references views.id on delete cascade',
        field: 'text not null',
        name: 'text not null',
        html_tag: 'text not null',
        component_type_id: 'integer',
        component_subtype_id: 'integer',
        state_on_new_id: 'text',
        default_state_id: 'text',
        sort: 'integer not null default 0',
        size: 'integer not null default 12',
        new_line: 'boolean not null default false',
        attributes: 'jsonb',
        config: 'jsonb',
        data_url: 'text',
        relationships: 'jsonb',
        dependencies: 'jsonb',
        store_as_default: 'boolean not null default false',
      }).execute();
      await createIndex(db, 'form_components_view_idx', 'form_components', ['view_id']);
      await createTable(db, 'listing_headers', {
        id: 'integer primary key',
        view_id: 'integer not null references views.id on delete cascade',
        display_name: 'text not null',
        field_name: 'text not null',
        alignment: "text not null default 'left'",
        user_sortable: 'boolean not null default false',
        format: 'text',
        config: 'jsonb',
        grid_position: 'integer',
        hide_on_table: 'boolean not null default false',
        sort: 'integer not null default 0',
      }).execute();
      await createIndex(db, 'listing_headers_view_idx', 'listing_headers', ['view_id']);
      await createTable(db, 'buttons', {
        id: 'integer primary key',
        view_id: 'integer not null references views.id on delete cascade',
        placement: "text not null default 'bar'",
        label: 'text not null',
        icon: 'text',
        color: 'text',
        title: 'text',
        sort: 'integer not null default 0',
        click_fn: 'text not null',
        display_if_true: 'text',
        display_on: "text not null default 'always'",
        config: 'jsonb',
        confirm_prompt: 'text',
        prompt_question: 'text',
        new_tab: 'boolean not null default false',
        disable: 'boolean not null default false',
      }).execute();
      await createIndex(db, 'buttons_view_idx', 'buttons', ['view_id']);
    },
  },
  {
    name: '002-records',
    async up(db) {
      await organisationTable(db, 'records', {
        record_type: 'text not null',
        data: 'jsonb not null',
        created_at: 'timestamptz not null default now()',
        updated_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'records_type_idx', 'records', [
        'organisation_id',
        'record_type',
        'id',
      ]);
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
      await createTable(db, 'document_links', {
        token_hash: 'text primary key',
        organisation_id: 'integer not null references organisations.id on delete cascade',
        record_type: 'text not null',
        record_id: 'integer not null',
        expires_at: 'timestamptz not null',
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'document_links_expires_at', 'document_links', ['expires_at']);
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
  {
    // Summaries are kept against the counters of the fields they read, not of the whole type:
    // a note typed into a job no longer makes every jobs list count and sum again (ADR 218).
    name: '010-record-field-versions',
    async up(db) {
      await createRecordFieldVersions(db);
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await sql.raw(`drop trigger records_record_list_versions_${event} on records`).execute(db);
      }
      for (const event of ['insert', 'update', 'delete', 'all']) {
        await sql.raw(`drop function record_list_versions_raise_${event}()`).execute(db);
      }
      await sql.raw('drop table record_list_versions').execute(db);
    },
  },
  {
    // The planner ignores the statistics of partial indexes' expressions: without its own, a
    // filter on a field was estimated at 0.5 % of the rows a value, and a jobs page filtered by
    // status read all 4,000 matching jobs through the status index and sorted them, rather than
    // walking the sort index (ADR 232).
    name: '011-filter-field-statistics',
    async up(db) {
      await createFilterFieldStatistics(db);
    },
  },
  {
    // A list searched by text (`ilike '%term%'` over the type's search fields) read every record
    // of the type; a trigram index per searched field serves each field's `ilike`, so the planner
    // reads the few matching rows of a term of 3+ characters (ADR 232, second follow-up).
    name: '012-list-search-trigrams',
    async up(db) {
      await createTrigramIndexes(db);
    },
  },
];

/** The name of the statistics of a filtered field's values (all record types together). */
function filterStatisticsName(field: string): string {
  return `records_${field}_values`;
}

/** Statistics of every filtered field's values, gathered by each analyze (PostgreSQL 14+). */
async function createFilterFieldStatistics(db: Kysely<unknown>): Promise<void> {
  const fields = new Set(Object.values(INDEXED_RECORD_FIELDS).flatMap(({ filtered }) => filtered));
  for (const field of fields) {
    await sql
      .raw(`create statistics ${filterStatisticsName(field)} on (${fieldSql(field)}) from records`)
      .execute(db);
  }
}
