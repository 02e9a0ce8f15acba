import { idTable as id, createTable, organisationTable } from '../../core/migration-columns';
import { createChangeVersions, raiseChangeVersionsOn } from '../../core/change-versions';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';
import { noticeChangesOf } from '../../core/table-changes';

export const shellMigrations: Migration[] = [
  {
    name: '001-routes-menus',
    async up(db) {
      await organisationTable(db, 'routes', {
        path: 'text not null',
        page_name: 'text not null',
        return_path: 'text',
        menu_item_path: 'text',
        sort: 'integer not null default 0',
        multi_view_id: 'integer',
        route_type: "text not null default 'page'",
        requires_login: 'boolean not null default true',
        has_tabs: 'boolean not null default false',
        listing_headers: 'jsonb',
        page_buttons: 'jsonb',
        audience: "text not null default 'staff'",
        role_ids: 'text',
      })
        .addUniqueConstraint('routes_organisation_path', ['organisation_id', 'path'])
        .execute();

      await organisationTable(db, 'menu_items', {
        parent_id: 'integer references menu_items.id on delete cascade',
        route_id: 'integer references routes.id on delete cascade',
        name: 'text not null',
        icon: 'text',
        sort: 'integer not null default 0',
      }).execute();
      await createIndex(db, 'menu_items_organisation_idx', 'menu_items', ['organisation_id']);
    },
  },
  {
    name: '002-release-notes',
    async up(db) {
      await id(db, 'release_notes', {
        name: 'text not null',
        release_date: 'date not null',
        is_current: 'boolean not null default false',
      }).execute();
      await id(db, 'release_note_items', {
        release_note_id: 'integer not null references release_notes.id on delete cascade',
        title: 'text not null',
        description: 'text not null',
        type_name: 'text not null',
        type_sort: 'integer not null',
        sort: 'integer not null default 0',
      }).execute();
      await createTable(db, 'release_note_feedback', {
        release_note_id: 'integer not null references release_notes.id on delete cascade',
        user_id: 'integer not null references users.id on delete cascade',
        organisation_id: 'integer not null',
        feedback: 'integer not null',
        updated_at: 'timestamptz not null default now()',
      })
        .addPrimaryKeyConstraint('release_note_feedback_pk', ['release_note_id', 'user_id'])
        .execute();
    },
  },
  {
    name: '003-devices-files',
    async up(db) {
      await id(db, 'user_devices', {
        user_id: 'integer not null references users.id on delete cascade',
        device_token: 'text not null',
        device_type: 'text',
        device_model: 'text',
        updated_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('user_devices_user_token', ['user_id', 'device_token'])
        .execute();
      await organisationTable(db, 'uploaded_files', {
        user_id: 'integer not null references users.id on delete cascade',
        path: 'text not null unique',
        name: 'text not null',
        content_type: 'text not null',
        size: 'integer not null',
        created_at: 'timestamptz not null default now()',
      }).execute();
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
