import { sql } from 'kysely';
import { JOB_STATUSES } from '../views/record-types';
import { statusInfo } from '../wholesale/contract';
import { matchIntent, type Intent } from './intents';
import type { AssistantContext, AssistantProvider } from './provider';

/** Most customers one search lists. */
export const CUSTOMER_RESULTS = 5;

export const HELP_REPLY = [
  'I can answer these questions about your organisation:',
  '- "How many jobs are open?" (jobs by status)',
  '- "Who is clocked in?"',
  '- "Find customer Smith" (up to 5 customers with links)',
  '- "Show job 42" or "Job J-00042" (a job with a link to its page)',
  '- "Show order 42" (a wholesale order with a link to its page)',
].join('\n');

export const UNKNOWN_REPLY =
  'Sorry, I do not understand that question yet. Type "help" to see what I can answer.';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function money(value: unknown): string | null {
  const amount = typeof value === 'number' ? value : Number(text(value));
  if (text(value) === '' || !Number.isFinite(amount)) return null;
  return `$${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** `%`, `_` and `\` are wildcards or the escape of LIKE: searched for literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function jobCounts(ctx: AssistantContext): Promise<string> {
  const rows = await ctx.db
    .selectFrom('records')
    .select([
      sql<string | null>`data->>'status'`.as('status'),
      (eb) => eb.fn.countAll<string>().as('count'),
    ])
    .where('organisation_id', '=', ctx.organisationId)
    .where('record_type', '=', 'jobs')
    .groupBy(sql`data->>'status'`)
    .execute();
  const counts = new Map(rows.map((row) => [text(row.status), Number(row.count)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const open = counts.get('open') ?? 0;
  if (total === 0) return 'There are no jobs yet.';
  const known = Object.entries(JOB_STATUSES)
    .filter(([code]) => counts.has(code))
    .map(([code, status]) => `${status.name}: ${counts.get(code) ?? 0}`);
  const others = [...counts.entries()]
    .filter(([code]) => !(code in JOB_STATUSES))
    .map(([code, count]) => `${code === '' ? 'No status' : code}: ${count}`);
  return [
    `${plural(open, 'job is', 'jobs are')} open.`,
    `All ${plural(total, 'job', 'jobs')} by status: ${[...known, ...others].join(', ')}.`,
    'See them on /jobs',
  ].join('\n');
}

async function clockedIn(ctx: AssistantContext): Promise<string> {
  const rows = await ctx.db
    .selectFrom('timesheet_entries as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.first_name', 'u.last_name', 't.type'])
    .where('t.organisation_id', '=', ctx.organisationId)
    .where('u.organisation_id', '=', ctx.organisationId)
    .where('t.source', '=', 'clock')
    .where('t.end_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  if (rows.length === 0) return 'Nobody is clocked in right now.';
  const people = rows.map((row) => {
    const name = `${row.first_name} ${row.last_name}`.trim();
    return row.type === 'working' ? `- ${name}` : `- ${name} (on a break)`;
  });
  return [
    `${plural(rows.length, 'person is', 'people are')} clocked in:`,
    ...people,
    'See the timesheet on /timesheet',
  ].join('\n');
}

async function findCustomer(ctx: AssistantContext, name: string): Promise<string> {
  const matching = ctx.db
    .selectFrom('records')
    .where('organisation_id', '=', ctx.organisationId)
    .where('record_type', '=', 'customers')
    .where(sql<boolean>`data->>'name' ilike ${containsPattern(name)}`);
  const [rows, total] = await Promise.all([
    matching
      .select(['id', sql<string | null>`data->>'name'`.as('name')])
      .orderBy(sql`lower(data->>'name')`)
      .orderBy('id')
      .limit(CUSTOMER_RESULTS)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  if (rows.length === 0) return `No customer matches "${name}".`;
  const count = Number(total.count);
  const heading =
    count > rows.length
      ? `${count} customers match "${name}"; the first ${rows.length}:`
      : `${plural(count, 'customer matches', 'customers match')} "${name}":`;
  return [heading, ...rows.map((row) => `- ${text(row.name)}: /customers/${row.id}`)].join('\n');
}

async function showJob(
  ctx: AssistantContext,
  match: { id: number } | { number: string },
): Promise<string> {
  let query = ctx.db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('organisation_id', '=', ctx.organisationId)
    .where('record_type', '=', 'jobs');
  query =
    'id' in match
      ? query.where('id', '=', match.id)
      : query.where(sql<boolean>`upper(data->>'number') = ${match.number.toUpperCase()}`);
  const row = await query.executeTakeFirst();
  const asked = 'id' in match ? String(match.id) : match.number;
  if (!row) return `There is no job ${asked}.`;
  const data = row.data;
  const details = [
    `Status: ${JOB_STATUSES[text(data.status)]?.name ?? (text(data.status) || 'none')}`,
    text(data.customer_name) ? `Customer: ${text(data.customer_name)}` : null,
    text(data.site) ? `Site: ${text(data.site)}` : null,
    text(data.due_date) ? `Due: ${text(data.due_date)}` : null,
    money(data.amount) ? `Amount: ${money(data.amount)}` : null,
  ].filter((line): line is string => line !== null);
  const title = text(data.title);
  return [
    `Job ${text(data.number) || row.id}${title ? ` · ${title}` : ''}`,
    ...details,
    `Open it: /jobs/${row.id}`,
  ].join('\n');
}

async function showOrder(ctx: AssistantContext, id: number): Promise<string> {
  const row = await ctx.db
    .selectFrom('wholesale_orders as o')
    .leftJoin('wholesale_customers as c', (join) =>
      join.onRef('c.id', '=', 'o.customer_id').on('c.organisation_id', '=', ctx.organisationId),
    )
    .select(['o.id', 'o.order_name', 'o.status_id', 'o.total_price', 'c.full_name'])
    .where('o.organisation_id', '=', ctx.organisationId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) return `There is no wholesale order ${id}.`;
  const total = money(row.total_price);
  return [
    `Wholesale order ${row.id}${row.order_name ? ` · ${row.order_name}` : ''}`,
    `Status: ${statusInfo(row.status_id).name}`,
    row.full_name ? `Customer: ${row.full_name}` : null,
    total ? `Total: ${total} ex GST` : null,
    `Open it: /wholesale-orders/${row.id}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

function answerIntent(intent: Intent, ctx: AssistantContext): Promise<string> | string {
  switch (intent.kind) {
    case 'help':
      return HELP_REPLY;
    case 'job-counts':
      return jobCounts(ctx);
    case 'clocked-in':
      return clockedIn(ctx);
    case 'find-customer':
      return findCustomer(ctx, intent.name);
    case 'show-job':
      return showJob(ctx, { id: intent.id });
    case 'show-job-number':
      return showJob(ctx, { number: intent.number });
    case 'show-order':
      return showOrder(ctx, intent.id);
    case 'unknown':
      return UNKNOWN_REPLY;
  }
}

/** The default assistant: a keyword intent matcher answering from the caller's organisation's data. */
export class LocalAssistantProvider implements AssistantProvider {
  async answer(query: string, ctx: AssistantContext): Promise<string> {
    return answerIntent(matchIntent(query), ctx);
  }
}
