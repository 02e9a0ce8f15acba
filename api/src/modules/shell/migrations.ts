import { sql, type Kysely } from 'kysely';
import { createChangeVersions, raiseChangeVersionsOn } from '../../core/change-versions';
import type { Migration } from '../../core/module';
import { noticeChangesOf } from '../../core/table-changes';

const now = sql`now()`;
const id = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());

export const shellMigrations: Migration[] = [
  {
    name: '001-routes-menus',
    async up(db) {
      await id(db, 'routes')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('page_name', 'text', (col) => col.notNull())
        .addColumn('return_path', 'text')
        .addColumn('menu_item_path', 'text')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('multi_view_id', 'integer')
        .addColumn('route_type', 'text', (col) => col.notNull().defaultTo('page'))
        .addColumn('requires_login', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('has_tabs', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('listing_headers', 'jsonb')
        .addColumn('page_buttons', 'jsonb')
        .addColumn('audience', 'text', (col) => col.notNull().defaultTo('staff'))
        .addColumn('role_ids', 'text')
        .addUniqueConstraint('routes_organisation_path', ['organisation_id', 'path'])
        .execute();

      await id(db, 'menu_items')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (col) =>
          col.references('menu_items.id').onDelete('cascade'),
        )
        .addColumn('route_id', 'integer', (col) => col.references('routes.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('icon', 'text')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('menu_items_organisation_idx')
        .on('menu_items')
        .column('organisation_id')
        .execute();
    },
  },
  {
    name: '002-release-notes',
    async up(db) {
      await id(db, 'release_notes')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('release_date', 'date', (col) => col.notNull())
        .addColumn('is_current', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await id(db, 'release_note_items')
        .addColumn('release_note_id', 'integer', (col) =>
          col.notNull().references('release_notes.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('type_name', 'text', (col) => col.notNull())
        .addColumn('type_sort', 'integer', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('release_note_feedback')
        .addColumn('release_note_id', 'integer', (col) =>
          col.notNull().references('release_notes.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('organisation_id', 'integer', (col) => col.notNull())
        .addColumn('feedback', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('release_note_feedback_pk', ['release_note_id', 'user_id'])
        .execute();
    },
  },
  {
    name: '003-devices-files',
    async up(db) {
      await id(db, 'user_devices')
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('device_token', 'text', (col) => col.notNull())
        .addColumn('device_type', 'text')
        .addColumn('device_model', 'text')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('user_devices_user_token', ['user_id', 'device_token'])
        .execute();
      await id(db, 'uploaded_files')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('path', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
    },
  },
  {
    // The route list is cached per organisation against this counter (docs/decisions/162).
    name: '004-route-list-versions',
    async up(db) {
      await createChangeVersions(db, 'route_list_versions', [
        { column: 'organisation_id', type: 'integer' },
      ]);
      await raiseChangeVersionsOn(db, 'routes', 'route_list_versions');
      await raiseChangeVersionsOn(db, 'menu_items', 'route_list_versions');
    },
  },
  {
    // The route list is kept in memory while routes and menu are unchanged (docs/decisions/175).
    name: '005-route-notices',
    async up(db) {
      await noticeChangesOf(db, 'routes');
      await noticeChangesOf(db, 'menu_items');
    },
  },
];
