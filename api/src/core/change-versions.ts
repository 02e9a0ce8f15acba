import { sql, type Kysely } from 'kysely';

const EVENTS = ['insert', 'update', 'delete'] as const;

export type ChangeEvent = (typeof EVENTS)[number];

/** The rows each trigger sees; an update sees the rows before and after. */
const TRANSITION_TABLES: Record<ChangeEvent, string> = {
  insert: 'new table as changed',
  update: 'old table as changed_before new table as changed',
  delete: 'old table as changed',
};

/**
 * A counter table, one row per value of `key`, and the trigger functions that raise it: caches
 * in any API process compare the counter of their key with the one they computed under
 * (docs/decisions/162). `raiseChangeVersionsOn` attaches them to the tables they watch. By
 * default an event raises the keys of the rows it changed (`changed`, and `changed_before` for
 * an update); `touched` gives an event its own select of the key columns instead.
 */
export async function createChangeVersions(
  db: Kysely<unknown>,
  versions: string,
  key: Array<{ column: string; type: string }>,
  touched: Partial<Record<ChangeEvent, string>> = {},
): Promise<void> {
  const columns = key.map(({ column }) => column).join(', ');
  await sql
    .raw(
      `create table ${versions} (
         ${key.map(({ column, type }) => `${column} ${type} not null`).join(', ')},
         version bigint not null default 0,
         primary key (${columns})
       )`,
    )
    .execute(db);
  for (const event of EVENTS) {
    const rows =
      touched[event] ??
      (event === 'update'
        ? `select ${columns} from changed union select ${columns} from changed_before`
        : `select ${columns} from changed`);
    await sql
      .raw(
        `create function ${versions}_raise_${event}() returns trigger language plpgsql as $$
         begin
           insert into ${versions} as v (${columns}, version)
             select ${columns}, 1 from (${rows}) touched group by ${columns}
           on conflict (${columns}) do update set version = v.version + 1;
           return null;
         end $$`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function ${versions}_raise_all() returns trigger language plpgsql as $$
       begin
         update ${versions} set version = version + 1;
         return null;
       end $$`,
    )
    .execute(db);
}

/**
 * Raises `versions` (made by createChangeVersions; `table` has its key columns) in the
 * transaction of every insert, update, delete or truncate of `table`, whoever writes. The
 * triggers are statement-level with transition tables: a bulk write raises each key once.
 */
export async function raiseChangeVersionsOn(
  db: Kysely<unknown>,
  table: string,
  versions: string,
): Promise<void> {
  for (const event of EVENTS) {
    await sql
      .raw(
        `create trigger ${table}_${versions}_${event} after ${event} on ${table}
         referencing ${TRANSITION_TABLES[event]} for each statement
         execute function ${versions}_raise_${event}()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger ${table}_${versions}_truncate after truncate on ${table}
       for each statement execute function ${versions}_raise_all()`,
    )
    .execute(db);
}
