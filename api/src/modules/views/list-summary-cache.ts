import type { Compilable } from 'kysely';
import type { Db } from '../../core/database';
import { fieldsVersion } from './record-field-versions';

/** What a list shows beside its page: how many rows match and the sum of its total field. */
export interface ListSummary {
  count: number;
  total: number | null;
}

interface Entry extends ListSummary {
  version: string;
}

/** Distinct list queries remembered per process; the oldest is forgotten first. */
export const SUMMARY_CACHE_SIZE = 500;

/**
 * Counting and summing 10,000 JSON documents on every page of a list is the slowest part of
 * the call. The summary of a query is kept with the version of the fields it reads (its
 * filters', its search's and its total's), which triggers on `records` raise in the transaction
 * of every change of them, of an added or removed record and of a truncate (migration
 * 010-record-field-versions): a summary is used only while that version is still the stored
 * one, so every API process sees every other's writes (docs/decisions/162, 218).
 */
export class ListSummaryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly capacity = SUMMARY_CACHE_SIZE,
  ) {}

  /**
   * The summary of `query` (a select of `count` and `total` that reads the document fields
   * `fields`), from memory when none of them changed and no record was added or removed since
   * it was computed. The version is read before the query runs, so a write that lands in
   * between makes the next call compute again, never the reverse.
   */
  async summary(
    organisationId: number,
    recordType: string,
    fields: readonly string[],
    query: Compilable<{ count: string; total: string | null }>,
  ): Promise<ListSummary> {
    const known = await this.known(organisationId, recordType, fields, query);
    if (known.summary) return known.summary;
    const [row] = (
      await this.db.executeQuery<{ count: string; total: string | null }>(query.compile())
    ).rows;
    return known.remember(summaryOf(row));
  }

  /**
   * The remembered summary of `query` while it is still valid, else none and `remember`, which
   * keeps a summary computed by the caller (e.g. in the statement of the page) under the version
   * read here, before the caller's query runs.
   */
  async known(
    organisationId: number,
    recordType: string,
    fields: readonly string[],
    query: Compilable<{ count: string; total: string | null }>,
  ): Promise<{ summary?: ListSummary; remember(summary: ListSummary): ListSummary }> {
    const version = await fieldsVersion(this.db, organisationId, recordType, fields);
    const compiled = query.compile();
    const key = `${organisationId}\u0000${recordType}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const remember = (summary: ListSummary) => {
      this.entries.delete(key);
      this.entries.set(key, { count: summary.count, total: summary.total, version });
      if (this.entries.size > this.capacity) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
      return summary;
    };
    const known = this.entries.get(key);
    if (known?.version === version) {
      // Used again: it moves to the newest end of the map.
      this.entries.delete(key);
      this.entries.set(key, known);
      return { summary: { count: known.count, total: known.total }, remember };
    }
    return { remember };
  }
}

/** A summary as the database answers it (a bigint count, a numeric sum or null). */
export function summaryOf(row: {
  count: string | number;
  total: string | number | null;
}): ListSummary {
  return { count: Number(row.count), total: row.total === null ? null : Number(row.total) };
}
