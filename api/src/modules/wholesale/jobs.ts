import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/database';
import { wholesaleJobNumber } from '@platform/shared/wholesale';
import type { JobContent } from './job-content';

export interface JobInput {
  organisationId: number;
  orderId: number;
  customerId: number;
  content: JobContent;
  createdBy: number;
  at: Date;
}

type Trx = Transaction<Database>;

async function insertRecord(
  trx: Trx,
  organisationId: number,
  type: string,
  data: Record<string, unknown>,
): Promise<number> {
  const inserted = await sql<{ id: number }>`
    insert into records (organisation_id, record_type, data)
    values (${organisationId}, ${type}, ${JSON.stringify(data)}::jsonb)
    returning id
  `.execute(trx);
  return inserted.rows[0].id;
}

/**
 * The customers record of a wholesale customer: found by its wholesale id, or made on its first
 * approved order; the order's delivery address joins its sites, so the job's Site is one of them.
 */
async function customerRecord(trx: Trx, input: JobInput): Promise<number> {
  const { organisationId, customerId, content } = input;
  const site = content.job.site;
  const found = await sql<{ id: number; sites: unknown }>`
    select id, data->'sites' as sites from records
    where organisation_id = ${organisationId} and record_type = 'customers'
      and data->>'wholesale_customer_id' = ${String(customerId)}
    order by id limit 1
  `.execute(trx);
  const existing = found.rows[0];
  if (existing) {
    const sites = Array.isArray(existing.sites) ? (existing.sites as unknown[]) : [];
    if (site && !sites.includes(site)) {
      await sql`
        update records set data = jsonb_set(data, '{sites}', ${JSON.stringify([...sites, site])}::jsonb),
          updated_at = ${input.at}
        where id = ${existing.id}
      `.execute(trx);
    }
    return existing.id;
  }
  return insertRecord(trx, organisationId, 'customers', {
    ...content.customer,
    type: 'Builder',
    sites: site ? [site] : [],
    active: true,
    wholesale_customer_id: customerId,
  });
}

/**
 * Makes the job an approved order becomes (ADR 074, ADR 190). When the view framework's generic
 * records table is there, the job is a 'jobs' record for the order's customer (a 'customers'
 * record), with one 'job_items' record per item, so it shows in the Jobs pages like any other;
 * the wholesale link table always records which order made which job.
 */
export async function createJob(trx: Trx, input: JobInput): Promise<{ jobId: number }> {
  const found = await sql<{
    found: string | null;
  }>`select to_regclass('records')::text as found`.execute(trx);
  let recordId: number | null = null;
  const { content } = input;
  if (found.rows[0]?.found) {
    const customerRecordId = await customerRecord(trx, input);
    recordId = await insertRecord(trx, input.organisationId, 'jobs', {
      number: wholesaleJobNumber(input.orderId),
      ...content.job,
      customer_id: customerRecordId,
      status: 'open',
      wholesale_order_id: input.orderId,
    });
    for (const item of content.items) {
      await insertRecord(trx, input.organisationId, 'job_items', { job_id: recordId, ...item });
    }
  }
  const link = await trx
    .insertInto('wholesale_jobs')
    .values({
      organisation_id: input.organisationId,
      order_id: input.orderId,
      customer_id: input.customerId,
      record_id: recordId,
      name: `${content.job.customer_name}: ${content.job.title}`,
      total_price: content.job.amount,
      created_by: input.createdBy,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId: recordId ?? link.id };
}
