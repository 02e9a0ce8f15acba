import type { FastifyBaseLogger } from 'fastify';
import { PgListenConnection } from './pg-listen';
import { TABLE_CHANGES_CHANNEL, type OrderedNotices, type TableChanges } from './table-changes';

/**
 * The table change notices of a PostgreSQL database, heard on a connection of their own, with
 * the markers of `TableChanges.sync` sent on that same connection (ADR 194).
 */
export function tableNoticesOf(
  url: string,
  log: FastifyBaseLogger,
  changes: () => TableChanges,
): OrderedNotices {
  const connection = new PgListenConnection({
    url,
    channel: TABLE_CHANGES_CHANNEL,
    log,
    name: 'table changes',
    receive: (payload) => changes().heard(payload),
    lost: () => changes().lost(),
    resumed: () => changes().resumed(),
  });
  return {
    start: () => connection.start(),
    send: (payload) => connection.notify(payload),
    close: () => connection.close(),
  };
}
