import { sql, type Kysely } from 'kysely';
import { normalisePhone } from '@platform/shared/values';

/**
 * Rewrites the phone numbers of one column to E.164 ('0412 345 678' → '+61412345678'), the form
 * every number has been stored in since ADR 150, so that lookups, masks and text messages see one
 * form. A value that does not parse as a phone number is left exactly as written: nothing is
 * lost, and the person is asked for a valid number the next time they edit it.
 * Returns how many rows changed.
 */
export async function normaliseStoredPhones(
  db: Kysely<unknown>,
  table: string,
  column: string,
): Promise<number> {
  const { rows } = await sql<{ id: number; phone: string }>`
    select id, ${sql.ref(column)} as phone from ${sql.table(table)}
    where ${sql.ref(column)} is not null`.execute(db);
  let rewritten = 0;
  for (const { id, phone } of rows) {
    const e164 = normalisePhone(phone);
    if (!e164 || e164 === phone) continue;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${e164} where id = ${id}`.execute(
      db,
    );
    rewritten += 1;
  }
  return rewritten;
}
