import { Readable } from 'node:stream';
import type { AppContext } from '../../core/module';
import { DEMO_PDF_FOLDER, DEMO_PDF_NAME, demoJobSheet } from './demo-pdf';

interface EventSpec {
  kind: string;
  title: string;
  description: string;
  /** Who (an e-mail of the demo accounts), or null for the system. */
  by: string | null;
  daysAgo: number;
  hour: number;
}

/** The history of a demo job: from the enquiry to the fitting. */
export const JOB_EVENTS: EventSpec[] = [
  {
    kind: 'created',
    title: 'Job created',
    description: 'Enquiry taken over the phone.',
    by: 'sales@demo.test',
    daysAgo: 21,
    hour: 9,
  },
  {
    kind: 'measured',
    title: 'Site measured',
    description: 'Opening 2100 x 900 mm, square within 2 mm.',
    by: 'measurer@demo.test',
    daysAgo: 18,
    hour: 11,
  },
  {
    kind: 'quoted',
    title: 'Quote sent',
    description: 'Stainless mesh, triple lock: $1,078.00 inc GST.',
    by: 'sales@demo.test',
    daysAgo: 17,
    hour: 14,
  },
  {
    kind: 'approved',
    title: 'Quote approved',
    description: 'Customer accepted by e-mail.',
    by: 'admin@demo.test',
    daysAgo: 14,
    hour: 10,
  },
  {
    kind: 'note',
    title: 'Note added',
    description: 'Side gate is locked, ask for the code.',
    by: 'admin@demo.test',
    daysAgo: 10,
    hour: 16,
  },
  {
    kind: 'status_change',
    title: 'Status changed to scheduled',
    description: 'Fitting booked.',
    by: null,
    daysAgo: 7,
    hour: 8,
  },
];

/** The history of a demo quote. */
export const QUOTE_EVENTS: EventSpec[] = [
  {
    kind: 'created',
    title: 'Quote created',
    description: 'From the website enquiry form.',
    by: 'sales@demo.test',
    daysAgo: 12,
    hour: 9,
  },
  {
    kind: 'quoted',
    title: 'Quote sent',
    description: 'Three options sent to the customer.',
    by: 'sales@demo.test',
    daysAgo: 11,
    hour: 15,
  },
  {
    kind: 'status_change',
    title: 'Status changed to accepted',
    description: '',
    by: null,
    daysAgo: 4,
    hour: 12,
  },
];

/** How many of the first jobs and quotes of each organisation get a seeded history. */
export const DEMO_JOBS_WITH_EVENTS = 5;
export const DEMO_QUOTES_WITH_EVENTS = 3;

async function seedSalesEvents(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.selectFrom('sales_events').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const users = await ctx.db.selectFrom('users').select(['id', 'email']).execute();
  const userId = (email: string | null) =>
    email === null ? null : (users.find((user) => user.email === email)?.id ?? null);
  const now = ctx.clock.now();
  const at = (spec: EventSpec) => {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() - spec.daysAgo);
    date.setUTCHours(spec.hour - 10, 0, 0, 0); // the hour in Sydney (UTC+10), near enough
    return date;
  };
  const rows = [];
  for (const organisationId of [1, 2]) {
    for (const [recordType, limit, specs] of [
      ['jobs', DEMO_JOBS_WITH_EVENTS, JOB_EVENTS],
      ['quotes', DEMO_QUOTES_WITH_EVENTS, QUOTE_EVENTS],
    ] as const) {
      const records = await ctx.db
        .selectFrom('records')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where('record_type', '=', recordType)
        .orderBy('id')
        .limit(limit)
        .execute();
      for (const record of records) {
        for (const spec of specs) {
          rows.push({
            organisation_id: organisationId,
            record_id: record.id,
            kind: spec.kind,
            title: spec.title,
            description: spec.description,
            user_id: organisationId === 1 ? userId(spec.by) : null,
            occurred_at: at(spec),
          });
        }
      }
    }
  }
  if (rows.length > 0) await ctx.db.insertInto('sales_events').values(rows).execute();
}

/** The demo job sheet PDF of the first job in the demo organisation's file store (written again each seed). */
async function seedDemoPdf(ctx: AppContext): Promise<void> {
  const organisationId = 1;
  const admin = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  // The sheet of the organisation's first job (J-00001, the one the planner page names).
  const job = await ctx.db
    .selectFrom('records')
    .select('data')
    .where('organisation_id', '=', organisationId)
    .where('record_type', '=', 'jobs')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const organisation = await ctx.db
    .selectFrom('organisations')
    .select('timezone')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (!admin || !job) return;
  const content = demoJobSheet(
    job.data as Record<string, unknown>,
    organisation?.timezone ?? 'UTC',
  );
  const existing = await ctx.db
    .selectFrom('uploaded_files')
    .select(['id', 'path'])
    .where('organisation_id', '=', organisationId)
    .where('name', '=', DEMO_PDF_NAME)
    .where('path', 'like', `${organisationId}/${DEMO_PDF_FOLDER}/%`)
    .executeTakeFirst();
  const relative =
    existing?.path ?? `${organisationId}/${DEMO_PDF_FOLDER}/${ctx.secrets.randomToken(16)}.pdf`;
  // A small generated PDF: a stream of its bytes into the file store (disk or bucket, ADR 199).
  await ctx.files.put(relative, Readable.from([content]), {
    size: content.length,
    contentType: 'application/pdf',
  });
  if (existing) {
    await ctx.db
      .updateTable('uploaded_files')
      .set({ size: content.length })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await ctx.db
    .insertInto('uploaded_files')
    .values({
      organisation_id: organisationId,
      user_id: admin.id,
      path: relative,
      name: DEMO_PDF_NAME,
      content_type: 'application/pdf',
      size: content.length,
    })
    .execute();
}

/** Seeded sales histories of the first demo jobs and quotes, and the demo PDF. Idempotent. */
export async function seedPlanner(ctx: AppContext): Promise<void> {
  await seedSalesEvents(ctx);
  await seedDemoPdf(ctx);
}
