import type { LightMyRequestResponse } from 'fastify';
import {
  body,
  callAs,
  login,
  queryString,
  type Envelope,
  type TestApp,
} from '../../testing/create-test-app';

/**
 * Test set-up shared by the views API tests (definitions, lists, records, options, actions, record
 * rights and the job status workflow).
 */

export type Row = Record<string, unknown> & { id: number };

const USERS = {
  admin: 'admin@demo.test',
  sales: 'sales@demo.test',
  dashboard: 'dashboard@demo.test',
  measurer: 'measurer@demo.test',
  fitter: 'fitter@demo.test',
  acme: 'admin@acme.test',
  superAdmin: 'superadmin@demo.test',
};

export type ViewsUser = keyof typeof USERS;

export interface ViewsApi {
  /** Session tokens of the demo users, signed in before the first test of the suite. */
  tokens: Record<ViewsUser, string>;
  call(
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** One page of `GET /records/:type` (jobs unless named), with the status beside the envelope. */
  list(
    token: string,
    query: Record<string, unknown>,
    type?: string,
  ): Promise<Envelope<Row[]> & { status: number }>;
  /** The first job of the admin's organisation, in list order. */
  firstJob(): Promise<Row>;
}

/** Call inside a `describeEachDatabase` suite: signs the demo users in before its first test. */
export function viewsApi(get: () => TestApp): ViewsApi {
  const tokens = {} as Record<ViewsUser, string>;

  beforeAll(async () => {
    const { app } = get();
    const users = Object.entries(USERS) as Array<[ViewsUser, string]>;
    const signedIn = await Promise.all(users.map(([, email]) => login(app, email)));
    users.forEach(([user], index) => {
      tokens[user] = signedIn[index];
    });
  });

  const call: ViewsApi['call'] = (token, method, url, payload) =>
    callAs(get().app, token, method, url, payload);
  const list: ViewsApi['list'] = async (token, query, type = 'jobs') => {
    const response = await call(token, 'GET', `/records/${type}?${queryString(query)}`);
    return { status: response.statusCode, ...body<Row[]>(response) };
  };
  const firstJob = async () =>
    (await list(tokens.admin, { pagination_object: { page_number: 1, page_size: 1 } })).data[0];

  return { tokens, call, list, firstJob };
}
