import type { AppContext } from '../../core/module';

const DAY = 24 * 60 * 60 * 1000;

interface SeedNote {
  job: number;
  author: number;
  daysAgo: number;
  text: string;
  mentions?: number[];
  replies?: Array<{ author: number; daysAgo: number; text: string }>;
  voidedDaysAgo?: number;
}

/** Demo notes on the first three jobs of organisation demo: a reply, a mention and a voided one. */
const NOTES: SeedNote[] = [
  {
    job: 0,
    author: 1,
    daysAgo: 6,
    text: '<p>Customer asked for a <b>charcoal</b> frame instead of black.</p>',
  },
  {
    job: 0,
    author: 2,
    daysAgo: 4,
    text: '<p>Site access is through the side gate. <span class="mention" data-user-id="3">@Max Measurer</span> please call ahead.</p>',
    mentions: [3],
    replies: [{ author: 3, daysAgo: 3, text: '<p>Called, measure booked for Thursday.</p>' }],
  },
  {
    job: 0,
    author: 3,
    daysAgo: 2,
    text: '<p>Measured the wrong window, ignore.</p>',
    voidedDaysAgo: 1,
  },
  { job: 1, author: 1, daysAgo: 5, text: '<p>Deposit received.</p>' },
  { job: 2, author: 2, daysAgo: 3, text: '<p>Quote follow-up due next week.</p>' },
];

export async function seedNotes(ctx: AppContext): Promise<void> {
  const organisationId = 1;
  const existing = await ctx.db
    .selectFrom('notes')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const jobs = await ctx.db
    .selectFrom('records')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('record_type', '=', 'jobs')
    .orderBy('id')
    .limit(3)
    .execute();
  const users = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [1, 2, 3])
    .execute();
  if (jobs.length < 3 || users.length < 3) return;
  const now = ctx.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  await ctx.db.transaction().execute(async (trx) => {
    const insert = async (
      spec: { author: number; daysAgo: number; text: string; mentions?: number[] },
      tableId: number,
      parentId: number | null,
    ) => {
      const note = await trx
        .insertInto('notes')
        .values({
          organisation_id: organisationId,
          table_name: 'jobs',
          table_id: tableId,
          parent_id: parentId,
          user_id: spec.author,
          text: spec.text,
          tagged_user_ids: JSON.stringify(spec.mentions ?? []),
          created_at: at(spec.daysAgo),
          updated_at: at(spec.daysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('note_versions')
        .values({
          organisation_id: organisationId,
          note_id: note.id,
          version: 1,
          action: parentId === null ? 'add' : 'reply',
          text: spec.text,
          user_id: spec.author,
          created_at: at(spec.daysAgo),
        })
        .execute();
      return note.id;
    };
    for (const spec of NOTES) {
      const tableId = jobs[spec.job].id;
      const id = await insert(spec, tableId, null);
      for (const reply of spec.replies ?? []) await insert(reply, tableId, id);
      if (spec.voidedDaysAgo !== undefined) {
        await trx
          .updateTable('notes')
          .set({ voided_at: at(spec.voidedDaysAgo), updated_at: at(spec.voidedDaysAgo) })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('note_versions')
          .values({
            organisation_id: organisationId,
            note_id: id,
            version: 2,
            action: 'void',
            text: spec.text,
            user_id: spec.author,
            created_at: at(spec.voidedDaysAgo),
          })
          .execute();
      }
    }
  });
}
