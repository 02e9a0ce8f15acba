import type { WholesaleCustomer } from '@platform/shared/contracts';
import type { Db } from '../../core/database';

const CUSTOMER_COLUMNS = [
  'id',
  'organisation_id',
  'pricing_group_id',
  'full_name',
  'email',
  'mobile',
  'wholesale_order_limit',
] as const;

export async function customerById(db: Db, id: number): Promise<WholesaleCustomer | null> {
  const row = await db
    .selectFrom('wholesale_customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

export function customersOf(db: Db, organisationId: number): Promise<WholesaleCustomer[]> {
  return db
    .selectFrom('wholesale_customers')
    .select(CUSTOMER_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('active', '=', true)
    .orderBy('full_name')
    .execute();
}

/** The last digits of a mobile number, the only part the verification dialog shows. */
export function phoneEnding(mobile: string): string {
  return mobile.replace(/\D/g, '').slice(-3);
}

export const CUSTOMER_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    organisation_id: { type: 'integer' },
    pricing_group_id: { type: ['integer', 'null'] },
    full_name: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    wholesale_order_limit: { type: ['integer', 'null'] },
  },
} as const;
