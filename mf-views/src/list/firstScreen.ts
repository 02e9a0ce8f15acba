import type { FieldValue, ListQuery, RecordData } from '@platform/shared';
import { FIRST_SCREEN_ROWS } from '../common/timings';
import type { ListPages, PageResult } from './listPages';

/**
 * A list without pagination shows its first screen of rows while all its rows load (ADR 170).
 * This module holds that strategy: the first screen's query, its fetch, and the inline saves made
 * while it shows, which the full rows (read before them) take over when they arrive.
 */

/** The same list query, asking for its first screen of rows only. */
export function firstScreenQuery(query: ListQuery): ListQuery {
  return {
    ...query,
    pagination_object: { ...query.pagination_object, page_number: 1, page_size: FIRST_SCREEN_ROWS },
  };
}

/** The first screen of rows, or null when it failed (all the rows are asked for next anyway). */
export async function fetchFirstScreen(
  pages: ListPages,
  query: ListQuery,
): Promise<PageResult | null> {
  try {
    return await pages.fetch(firstScreenQuery(query), 0, true);
  } catch {
    return null;
  }
}

/** Inline saves made while the first screen shows. */
export class SavesWhilePartial {
  readonly #saves: Array<{ id: unknown; field: string; value: FieldValue }> = [];

  record(id: unknown, field: string, value: FieldValue): void {
    this.#saves.push({ id, field, value });
  }

  /** Writes the recorded saves into the full rows that arrived after them. */
  applyTo(result: PageResult): PageResult {
    if (this.#saves.length === 0) return result;
    const byId = new Map(result.rows.map((row) => [row.id, row]));
    for (const save of this.#saves) {
      const row = byId.get(save.id as RecordData['id']);
      if (row) row[save.field] = save.value;
    }
    return result;
  }

  clear(): void {
    this.#saves.length = 0;
  }
}
