import type { Database } from '../core/database';
import type { TestApp } from './create-test-app';
import { bearer, body, login } from './create-test-app';

/** The demo organisation's staff of every kind and Acme's admin: whom most module tests sign in. */
export const DEMO_STAFF_AND_ACME_ADMIN = [
  'admin@demo.test',
  'sales@demo.test',
  'fitter@demo.test',
  'measurer@demo.test',
  'dashboard@demo.test',
  'admin@acme.test',
] as const;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The API as a module's tests call it, each demo user by email (null: no session); an answer is
 * its status and envelope. Registers a beforeAll (call it in the suite's body, before the suite's
 * own beforeAll that calls) that signs the users in.
 */
export function signedInCaller(get: () => TestApp, emails: readonly string[]) {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of emails) tokens[email] = await login(get().app, email);
  });
  const call = async <T = unknown>(
    who: string | null,
    method: CallMethod,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await get().app.inject({
      method,
      url,
      headers: { ...(who === null ? {} : bearer(tokens[who])), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  return { tokens, call };
}

/** How many rows a table holds, to check that a refused call stored nothing. */
export async function countRows(get: () => TestApp, table: keyof Database): Promise<number> {
  const row = await get()
    .ctx.db.selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
