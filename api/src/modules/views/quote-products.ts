import { sql } from 'kysely';
import type { AppContext } from '../../core/module';
import type { SelectOption } from '@platform/shared/contracts';
import { fieldSql } from './record-field-indexes';

/** The options of one quote, one organisation; the literal type and field use the quote_id index. */
function optionsOf(ctx: AppContext, organisationId: number, quoteId: number) {
  return ctx.db
    .selectFrom('records')
    .where('organisation_id', '=', organisationId)
    .where('record_type', '=', sql.lit('quote_options'))
    .where(sql.raw(fieldSql('quote_id')), '=', String(quoteId));
}

export interface ProductsQuery {
  search?: string;
  page: number;
  pageSize: number;
}

function asOption(row: { id: number; data: Record<string, unknown> }): SelectOption {
  const name = String(row.data.name ?? '');
  const price = Number(row.data.price);
  return {
    id: row.id,
    name: Number.isFinite(price) ? `${name} · ${price.toFixed(2)}` : name,
    selected: row.data.selected_product === true,
  };
}

/**
 * One page of a quote's product options by name (search in name and description), for a paged
 * select. Page 1 without a search also holds the chosen option, first, when it sits on a later
 * page, so the select can show the current choice.
 */
export async function quoteProducts(
  ctx: AppContext,
  organisationId: number,
  quoteId: number,
  query: ProductsQuery,
): Promise<{ options: SelectOption[]; total: number }> {
  const search = query.search?.trim() ?? '';
  const pattern = `%${search}%`;
  const matching = optionsOf(ctx, organisationId, quoteId).where(
    sql<boolean>`(data->>'name' ilike ${pattern} or data->>'description' ilike ${pattern})`,
  );
  const [count, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    matching
      .select(['id', 'data'])
      .orderBy(sql`lower(data->>'name')`)
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const options = rows.map(asOption);
  if (query.page === 1 && search === '' && !options.some((option) => option.selected)) {
    const chosen = await optionsOf(ctx, organisationId, quoteId)
      .select(['id', 'data'])
      .where(sql<boolean>`data->>'selected_product' = 'true'`)
      .executeTakeFirst();
    if (chosen) options.unshift(asOption(chosen));
  }
  return { options, total: Number(count.count) };
}

/**
 * Makes one option the quote's chosen product and the others not, in one statement over the
 * quote's options only; false when the option is not one of the quote's.
 */
export async function chooseQuoteProduct(
  ctx: AppContext,
  organisationId: number,
  quoteId: number,
  optionId: number,
): Promise<boolean> {
  const option = await optionsOf(ctx, organisationId, quoteId)
    .select('id')
    .where('id', '=', optionId)
    .executeTakeFirst();
  if (!option) return false;
  await ctx.db
    .updateTable('records')
    .set({
      data: sql`jsonb_set(data, '{selected_product}', to_jsonb(id = ${optionId}))`,
      updated_at: ctx.clock.now(),
    })
    .where('organisation_id', '=', organisationId)
    .where('record_type', '=', sql.lit('quote_options'))
    .where(sql.raw(fieldSql('quote_id')), '=', String(quoteId))
    .execute();
  return true;
}
