import { CUSTOMER_SEARCH_VECTOR, ORDER_SEARCH_VECTOR } from './order-search';
import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../core/module';
import { normaliseStoredPhones } from '../../core/stored-phones';

const now = sql`now()`;
const table = (db: Kysely<unknown>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());

async function index(db: Kysely<unknown>, name: string, on: string, columns: string[]) {
  await db.schema.createIndex(name).on(on).columns(columns).execute();
}

export const wholesaleMigrations: Migration[] = [
  {
    name: '001-customers-links-codes',
    async up(db) {
      await table(db, 'wholesale_pricing_groups')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();
      await table(db, 'wholesale_customers')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('pricing_group_id', 'integer', (col) =>
          col.references('wholesale_pricing_groups.id').onDelete('set null'),
        )
        .addColumn('full_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('mobile', 'text', (col) => col.notNull())
        .addColumn('wholesale_order_limit', 'integer')
        .addColumn('account_owner_id', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .execute();
      await index(db, 'wholesale_customers_org_idx', 'wholesale_customers', ['organisation_id']);
      await table(db, 'wholesale_links')
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('wholesale_customers.id').onDelete('cascade'),
        )
        .addColumn('key_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_by', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await table(db, 'wholesale_codes')
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('wholesale_customers.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('link_id', 'integer', (col) =>
          col.references('wholesale_links.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer')
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('consumed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await index(db, 'wholesale_codes_link_idx', 'wholesale_codes', ['link_id', 'created_at']);
      await index(db, 'wholesale_codes_order_idx', 'wholesale_codes', ['order_id', 'created_at']);
      await table(db, 'wholesale_sessions')
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('wholesale_customers.id').onDelete('cascade'),
        )
        .addColumn('link_id', 'integer', (col) =>
          col.notNull().references('wholesale_links.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
    },
  },
  {
    name: '002-catalogue-and-prices',
    async up(db) {
      const org = (name: string) =>
        table(db, name).addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        );
      await org('wholesale_applications')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('type_id', 'integer', (col) => col.notNull())
        .addColumn('element_count', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('frame_thickness_ids', 'jsonb', (col) =>
          col.notNull().defaultTo(sql`'[]'::jsonb`),
        )
        .addColumn('measurement_diagonal_id', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('measurement_required_id', 'integer', (col) => col.notNull().defaultTo(3))
        .addColumn('hinges', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('rollers', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('punch_only', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('door_side_opposite_to_lock_side', 'boolean', (col) =>
          col.notNull().defaultTo(false),
        )
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await org('wholesale_products')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await org('wholesale_colours')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('hex', 'text', (col) => col.notNull())
        .addColumn('is_excluded', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await org('wholesale_accessories')
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('default_colour_id', 'integer')
        .addColumn('colour_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('default_width_id', 'integer')
        .addColumn('is_petway', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('is_on_diagram', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('wholesale_disclaimer', 'text')
        .addColumn('required_height_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('required_width_count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await org('wholesale_frame_thicknesses')
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();
      await org('wholesale_lock_sides')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('punch_only', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await org('wholesale_common_sizes')
        .addColumn('product_id', 'integer', (col) =>
          col.notNull().references('wholesale_products.id').onDelete('cascade'),
        )
        .addColumn('application_id', 'integer', (col) =>
          col.notNull().references('wholesale_applications.id').onDelete('cascade'),
        )
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addUniqueConstraint('wholesale_common_sizes_unique', [
          'product_id',
          'application_id',
          'width',
          'height',
        ])
        .execute();
      await table(db, 'wholesale_common_size_prices')
        .addColumn('common_size_id', 'integer', (col) =>
          col.notNull().references('wholesale_common_sizes.id').onDelete('cascade'),
        )
        .addColumn('pricing_group_id', 'integer', (col) =>
          col.notNull().references('wholesale_pricing_groups.id').onDelete('cascade'),
        )
        .addColumn('price', 'numeric(12, 2)', (col) => col.notNull())
        .addUniqueConstraint('wholesale_common_size_prices_unique', [
          'common_size_id',
          'pricing_group_id',
        ])
        .execute();
      await org('wholesale_accessory_sizes')
        .addColumn('accessory_id', 'integer', (col) =>
          col.notNull().references('wholesale_accessories.id').onDelete('cascade'),
        )
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addUniqueConstraint('wholesale_accessory_sizes_unique', [
          'accessory_id',
          'width',
          'height',
        ])
        .execute();
      await table(db, 'wholesale_accessory_size_prices')
        .addColumn('accessory_size_id', 'integer', (col) =>
          col.notNull().references('wholesale_accessory_sizes.id').onDelete('cascade'),
        )
        .addColumn('pricing_group_id', 'integer', (col) =>
          col.notNull().references('wholesale_pricing_groups.id').onDelete('cascade'),
        )
        .addColumn('price', 'numeric(12, 2)', (col) => col.notNull())
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
      await table(db, 'wholesale_orders')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('wholesale_customers.id').onDelete('cascade'),
        )
        .addColumn('order_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('order_notes', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status_id', 'integer', (col) => col.notNull())
        .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('order_data', 'text', (col) => col.notNull())
        .addColumn('order_raw_data', 'text', (col) => col.notNull())
        .addColumn('diagram_image', 'text')
        .addColumn('client_ref', 'text')
        .addColumn('total_price', 'numeric(12, 2)')
        .addColumn('ordered_at', 'timestamptz')
        .addColumn('job_id', 'integer')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('wholesale_orders_client_ref', ['customer_id', 'client_ref'])
        .execute();
      await index(db, 'wholesale_orders_org_idx', 'wholesale_orders', ['organisation_id', 'id']);
      await index(db, 'wholesale_orders_customer_idx', 'wholesale_orders', ['customer_id', 'id']);
      await table(db, 'wholesale_order_events')
        .addColumn('order_id', 'integer', (col) =>
          col.notNull().references('wholesale_orders.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'integer')
        .addColumn('to_status', 'integer', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('at', 'timestamptz', (col) => col.notNull())
        .execute();
      await table(db, 'wholesale_jobs')
        .addColumn('organisation_id', 'integer', (col) =>
          col.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (col) =>
          col.notNull().unique().references('wholesale_orders.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('wholesale_customers.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('total_price', 'numeric(12, 2)')
        .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
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
];
