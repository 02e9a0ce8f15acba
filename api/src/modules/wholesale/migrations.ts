import { CUSTOMER_SEARCH_VECTOR, ORDER_SEARCH_VECTOR } from './order-search';
import { sql } from 'kysely';
import { idTable as table, organisationTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';
import { createIndex } from '../migration-indexes';
import { normaliseStoredPhones } from '../../core/stored-phones';
import { noticeChangesOf } from '../../core/table-changes';
import { PRICE_BOOK_TABLES } from './catalogue-cache';

export const wholesaleMigrations: Migration[] = [
  {
    name: '001-customers-links-codes',
    async up(db) {
      await organisationTable(db, 'wholesale_pricing_groups', {
        name: 'text not null',
      }).execute();
      await organisationTable(db, 'wholesale_customers', {
        pricing_group_id: 'integer references wholesale_pricing_groups.id on delete set null',
        full_name: 'text not null',
        email: 'text not null',
        mobile: 'text not null',
        wholesale_order_limit: 'integer',
        account_owner_id: 'integer references users.id on delete set null',
        active: 'boolean not null default true',
        created_at: 'timestamptz not null default now()',
      }).execute();
      await createIndex(db, 'wholesale_customers_org_idx', 'wholesale_customers', [
        'organisation_id',
      ]);
      await table(db, 'wholesale_links', {
        customer_id: 'integer not null references wholesale_customers.id on delete cascade',
        key_hash: 'text not null unique',
        created_by: 'integer references users.id on delete set null',
        created_at: 'timestamptz not null default now()',
        revoked_at: 'timestamptz',
      }).execute();
      await table(db, 'wholesale_codes', {
        customer_id: 'integer not null references wholesale_customers.id on delete cascade',
        purpose: 'text not null',
        link_id: 'integer references wholesale_links.id on delete cascade',
        order_id: 'integer',
        code_hash: 'text not null',
        attempts: 'integer not null default 0',
        expires_at: 'timestamptz not null',
        consumed_at: 'timestamptz',
        created_at: 'timestamptz not null',
      }).execute();
      await createIndex(db, 'wholesale_codes_link_idx', 'wholesale_codes', [
        'link_id',
        'created_at',
      ]);
      await createIndex(db, 'wholesale_codes_order_idx', 'wholesale_codes', [
        'order_id',
        'created_at',
      ]);
      await table(db, 'wholesale_sessions', {
        customer_id: 'integer not null references wholesale_customers.id on delete cascade',
        link_id: 'integer not null references wholesale_links.id on delete cascade',
        token_hash: 'text not null unique',
        created_at: 'timestamptz not null',
        expires_at: 'timestamptz not null',
        revoked_at: 'timestamptz',
      }).execute();
    },
  },
  {
    name: '002-catalogue-and-prices',
    async up(db) {
      await organisationTable(db, 'wholesale_applications', {
        name: 'text not null',
        type_id: 'integer not null',
        element_count: 'integer not null default 1',
        frame_thickness_ids: "jsonb not null default '[]'::jsonb",
        measurement_diagonal_id: 'integer not null default 1',
        measurement_required_id: 'integer not null default 3',
        hinges: 'boolean not null default false',
        rollers: 'boolean not null default false',
        punch_only: 'boolean not null default false',
        door_side_opposite_to_lock_side: 'boolean not null default false',
        sort: 'integer not null default 0',
      }).execute();
      await organisationTable(db, 'wholesale_products', {
        name: 'text not null',
        sort: 'integer not null default 0',
      }).execute();
      await organisationTable(db, 'wholesale_colours', {
        name: 'text not null',
        hex: 'text not null',
        is_excluded: 'boolean not null default false',
      }).execute();
      await organisationTable(db, 'wholesale_accessories', {
        code: 'text not null',
        name: 'text not null',
        default_colour_id: 'integer',
        colour_ids: "jsonb not null default '[]'::jsonb",
        default_width_id: 'integer',
        is_petway: 'boolean not null default false',
        is_on_diagram: 'boolean not null default false',
        wholesale_disclaimer: 'text',
        required_height_count: 'integer not null default 0',
        required_width_count: 'integer not null default 0',
      }).execute();
      await organisationTable(db, 'wholesale_frame_thicknesses', {
        name: 'text not null',
      }).execute();
      await organisationTable(db, 'wholesale_lock_sides', {
        name: 'text not null',
        code: 'text not null',
        punch_only: 'boolean not null default false',
        sort: 'integer not null default 0',
      }).execute();
      await organisationTable(db, 'wholesale_common_sizes', {
        product_id: 'integer not null references wholesale_products.id on delete cascade',
        application_id: 'integer not null references wholesale_applications.id on delete cascade',
        width: 'integer not null',
        height: 'integer not null',
      })
        .addUniqueConstraint('wholesale_common_sizes_unique', [
          'product_id',
          'application_id',
          'width',
          'height',
        ])
        .execute();
      await table(db, 'wholesale_common_size_prices', {
        common_size_id: 'integer not null references wholesale_common_sizes.id on delete cascade',
        pricing_group_id:
          'integer not null references wholesale_pricing_groups.id on delete cascade',
        price: 'numeric(12, 2) not null',
      })
        .addUniqueConstraint('wholesale_common_size_prices_unique', [
          'common_size_id',
          'pricing_group_id',
        ])
        .execute();
      await organisationTable(db, 'wholesale_accessory_sizes', {
        accessory_id: 'integer not null references wholesale_accessories.id on delete cascade',
        width: 'integer not null',
        height: 'integer not null',
      })
        .addUniqueConstraint('wholesale_accessory_sizes_unique', [
          'accessory_id',
          'width',
          'height',
        ])
        .execute();
      await table(db, 'wholesale_accessory_size_prices', {
        accessory_size_id:
          'integer not null references wholesale_accessory_sizes.id on delete cascade',
        pricing_group_id:
          'integer not null references wholesale_pricing_groups.id on delete cascade',
        price: 'numeric(12, 2) not null',
      })
        .addUniqueConstraint('wholesale_accessory_size_prices_unique', [
          'accessory_size_id',
          'pricing_group_id',
        ])
        .execute();
    },
  },
  {
    name: '003-orders-and-jobs',
    async up(db) {
      await organisationTable(db, 'wholesale_orders', {
        customer_id: 'integer not null references wholesale_customers.id on delete cascade',
        order_name: "text not null default ''",
        order_notes: "text not null default ''",
        status_id: 'integer not null',
        is_verified: 'boolean not null default false',
        order_data: 'text not null',
        order_raw_data: 'text not null',
        diagram_image: 'text',
        client_ref: 'text',
        total_price: 'numeric(12, 2)',
        ordered_at: 'timestamptz',
        job_id: 'integer',
        created_at: 'timestamptz not null default now()',
        updated_at: 'timestamptz not null default now()',
      })
        .addUniqueConstraint('wholesale_orders_client_ref', ['customer_id', 'client_ref'])
        .execute();
      await createIndex(db, 'wholesale_orders_org_idx', 'wholesale_orders', [
        'organisation_id',
        'id',
      ]);
      await createIndex(db, 'wholesale_orders_customer_idx', 'wholesale_orders', [
        'customer_id',
        'id',
      ]);
      await table(db, 'wholesale_order_events', {
        order_id: 'integer not null references wholesale_orders.id on delete cascade',
        from_status: 'integer',
        to_status: 'integer not null',
        actor: 'text not null',
        user_id: 'integer references users.id on delete set null',
        at: 'timestamptz not null',
      }).execute();
      await organisationTable(db, 'wholesale_jobs', {
        order_id: 'integer not null unique references wholesale_orders.id on delete cascade',
        customer_id: 'integer not null references wholesale_customers.id on delete cascade',
        name: 'text not null',
        total_price: 'numeric(12, 2)',
        created_by: 'integer not null references users.id',
        created_at: 'timestamptz not null',
      }).execute();
    },
  },
  {
    name: '004-job-record-link',
    async up(db) {
      await db.schema.alterTable('wholesale_jobs').addColumn('record_id', 'integer').execute();
    },
  },
  {
    // Idle expiry of customer sessions (issue 19, Low): when a session was last used.
    name: '005-session-last-used',
    async up(db) {
      await db.schema
        .alterTable('wholesale_sessions')
        .addColumn('last_used_at', 'timestamptz')
        .execute();
      await sql`update wholesale_sessions set last_used_at = created_at`.execute(db);
    },
  },
  {
    // Customer mobiles saved before ADR 150 were stored as typed; every number is E.164 now.
    name: '006-mobiles-e164',
    async up(db) {
      await normaliseStoredPhones(db, 'wholesale_customers', 'mobile');
    },
  },
  {
    // The global search finds orders by name and by customer (docs/decisions/198).
    name: '007-order-search',
    async up(db) {
      await sql
        .raw(
          `create index wholesale_orders_search on wholesale_orders using gin ((${ORDER_SEARCH_VECTOR}))`,
        )
        .execute(db);
      await sql
        .raw(
          `create index wholesale_customers_search on wholesale_customers using gin ((${CUSTOMER_SEARCH_VECTOR}))`,
        )
        .execute(db);
    },
  },
  {
    // An order save reads the catalogue and price book through read caches (ADR 175, 232): each
    // of their tables notifies its writes.
    name: '008-catalogue-notices',
    async up(db) {
      for (const table of PRICE_BOOK_TABLES) await noticeChangesOf(db, table);
    },
  },
];
