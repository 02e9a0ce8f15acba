import { sql } from 'kysely';
import type { SearchResult } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { SEARCH_COUNT_CAP, type SearchHits, type SearchProvider } from '../../core/search';
import { prefixQuery, searchVectorSql } from '../../core/search-text';
import { isDashboardUser } from '../../core/permissions';
import { visiblePage } from '../views/record-search';
import { statusInfo } from './contract';

/**
 * The global search's wholesale orders (docs/decisions/198): by number (#12), by name and by
 * customer (name, e-mail). Migration 007-order-search indexes these expressions, so the
 * queries use the very same text.
 */
export const ORDER_SEARCH_VECTOR = searchVectorSql('order_name', 'A');
export const CUSTOMER_SEARCH_VECTOR = searchVectorSql(`full_name || ' ' || email`, 'A');

const ORDER_PAGE = '/wholesale-orders/:id';

interface Hit {
  id: number;
  order_name: string;
  status_id: number;
  customer_name: string;
  total: string | number;
}

export function wholesaleOrdersProvider(ctx: AppContext): SearchProvider {
  return {
    group: 'Wholesale orders',
    order: 14,
    async search(query, user, limit): Promise<SearchHits> {
      const none = { results: [], total: 0 };
      const tsquery = prefixQuery(query);
      if (!tsquery || isDashboardUser(user)) return none;
      const page = await visiblePage(ctx, user, ORDER_PAGE);
      if (!page) return none;
      const q = sql`to_tsquery('simple', ${tsquery})`;
      const number = /^#?\s*(\d{1,9})$/.exec(query.trim());
      const byNumber = number ? Number(number[1]) : -1;
      const { rows } = await sql<Hit>`
        select id, order_name, status_id, customer_name, count(*) over () as total
        from (
          select o.id, o.order_name, o.status_id, c.full_name as customer_name
          from wholesale_orders o
          join wholesale_customers c on c.id = o.customer_id and c.organisation_id = o.organisation_id
          where o.organisation_id = ${user.organisation_id}
            and (
              o.id = ${byNumber}
              or ${sql.raw(ORDER_SEARCH_VECTOR)} @@ ${q}
              or o.customer_id in (
                select id from wholesale_customers
                where organisation_id = ${user.organisation_id}
                  and ${sql.raw(CUSTOMER_SEARCH_VECTOR)} @@ ${q}
              )
            )
          limit ${SEARCH_COUNT_CAP}
        ) hits
        order by id = ${byNumber} desc, id desc
        limit ${limit}
      `.execute(ctx.db);
      const total = rows.length > 0 ? Number(rows[0].total) : 0;
      return {
        total,
        capped: total >= SEARCH_COUNT_CAP,
        results: rows.map((row): SearchResult => ({
          label: `Order #${row.id}${row.order_name ? ` · ${row.order_name}` : ''}`,
          caption: [row.customer_name, statusInfo(row.status_id).name].join(' · '),
          type_name: 'wholesale_order',
          path: page.replace(':id', String(row.id)),
          item_class: 'search-item search-wholesale-orders',
        })),
      };
    },
  };
}

export function registerOrderSearch(ctx: AppContext): void {
  ctx.search.register(wholesaleOrdersProvider(ctx));
}
