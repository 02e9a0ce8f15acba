import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/database';

export interface JobInput {
  organisationId: number;
  orderId: number;
  customerId: number;
  customerName: string;
  customerMobile: string;
  orderName: string;
  notes: string;
  quantity: number;
  totalPrice: number | null;
  createdBy: number;
  at: Date;
}

/**
 * Makes the job an approved order becomes (ADR 074). When the view framework's generic records
 * table is there, the job is a 'jobs' record, so it shows in the Jobs pages like any other; the
 * wholesale link table always records which order made which job.
 */
export async function createJob(
  trx: Transaction<Database>,
  input: JobInput,
): Promise<{ jobId: number }> {
  const found = await sql<{
    found: string | null;
  }>`select to_regclass('records')::text as found`.execute(trx);
  let recordId: number | null = null;
  if (found.rows[0]?.found) {
    const data = {
      number: `W-${String(input.orderId).padStart(5, '0')}`,
      title: input.orderName || `Wholesale order #${input.orderId}`,
      customer_name: input.customerName,
      contact_phone: input.customerMobile,
      type: 'install',
      status: 'open',
      quantity: input.quantity,
      amount: input.totalPrice,
      notes: input.notes || null,
      wholesale_order_id: input.orderId,
    };
    const inserted = await sql<{ id: number }>`
      insert into records (organisation_id, record_type, data)
      values (${input.organisationId}, 'jobs', ${JSON.stringify(data)}::jsonb)
      returning id
    `.execute(trx);
    recordId = inserted.rows[0]?.id ?? null;
  }
  const link = await trx
    .insertInto('wholesale_jobs')
    .values({
      organisation_id: input.organisationId,
      order_id: input.orderId,
      customer_id: input.customerId,
      record_id: recordId,
      name: `${input.customerName}: ${input.orderName || `Order #${input.orderId}`}`,
      total_price: input.totalPrice,
      created_by: input.createdBy,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId: recordId ?? link.id };
}
