import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { registeredRoutes, type Access, type RouteRule } from './core/permissions';
import { PERMISSIONS } from './permissions';
import { DEMO_CUSTOMER, DEMO_WHOLESALE_KEY } from './modules/wholesale/seed-data';
import { customerHeaders, verifyCustomer } from './modules/wholesale/test-support';
import { bearer, body, describeEachDatabase, login } from './testing/create-test-app';

/**
 * The permission walk (docs/decisions/112): every registered route is called by every seeded
 * identity, and the outcome is compared with the table (api/src/permissions.ts) and with the
 * committed matrix (api/src/permissions.matrix.txt). Widening or narrowing a rule, or a right,
 * changes the matrix, so the change shows up as a failing diff that must be committed on purpose
 * (UPDATE_PERMISSION_MATRIX=1 rewrites the file).
 */

type Identity =
  | 'anonymous'
  | 'admin'
  | 'sales'
  | 'measurer'
  | 'fitter'
  | 'superadmin'
  | 'dashboard'
  | 'acme-admin'
  | 'customer';

const STAFF_LOGINS: Array<[Identity, string]> = [
  ['admin', 'admin@demo.test'],
  ['sales', 'sales@demo.test'],
  ['measurer', 'measurer@demo.test'],
  ['fitter', 'fitter@demo.test'],
  ['superadmin', 'superadmin@demo.test'],
  ['dashboard', 'dashboard@demo.test'],
  ['acme-admin', 'admin@acme.test'],
];
const IDENTITIES: Identity[] = ['anonymous', ...STAFF_LOGINS.map(([name]) => name), 'customer'];
const STAFF: Identity[] = STAFF_LOGINS.map(([name]) => name);

/**
 * Who holds each right among the identities, written out by hand (not computed by the code
 * under test): administrators, managers and sales run the wholesale portal; fabrication rights
 * as seeded per role (docs/decisions/110); costing for administrators and managers, salaries
 * for administrators (docs/decisions/100); the dashboard user reads the jobs its wall lists.
 */
const HOLDERS: Record<string, Identity[]> = {
  'wholesale.manage': ['admin', 'sales', 'superadmin', 'acme-admin'],
  'costing.edit': ['admin', 'superadmin', 'acme-admin'],
  'salary.edit': ['admin', 'superadmin', 'acme-admin'],
  'fabrication.view': ['admin', 'measurer', 'fitter', 'superadmin', 'acme-admin'],
  'fabrication.edit': ['admin', 'fitter', 'superadmin', 'acme-admin'],
  'fabrication.mesh_cuts': ['admin', 'fitter', 'superadmin', 'acme-admin'],
  'records.display': ['dashboard'],
  'dev.tools': ['admin', 'superadmin', 'acme-admin'],
  'locations.view': ['admin', 'superadmin', 'acme-admin'],
  'reports.use': ['admin', 'sales', 'superadmin', 'acme-admin'],
  // docs/decisions/130: administrators read every chart; the walk's report id (a POST gets
  // 999999) is on no page, so nobody reads it through a page.
  'insights.all': ['admin', 'superadmin', 'acme-admin'],
  'delivery.read': ['admin', 'superadmin', 'acme-admin'],
  'delivery.override': ['admin', 'superadmin', 'acme-admin'],
  'insights.shown': [],
  // Issue 36 (docs/decisions/183): the job workflow is the office's; quotes are saved by the
  // office and measurers. records.save / records.delete depend on the type: RECORD_HOLDERS.
  'jobs.workflow': ['admin', 'sales', 'superadmin', 'acme-admin'],
  // ADR 196: a job's status moves are the office's and the field crew's (the handler limits the crew).
  'jobs.status': ['admin', 'sales', 'measurer', 'fitter', 'superadmin', 'acme-admin'],
  'quotes.edit': ['admin', 'sales', 'measurer', 'superadmin', 'acme-admin'],
};

const OFFICE: Identity[] = ['admin', 'sales', 'superadmin', 'acme-admin'];
const MANAGEMENT: Identity[] = ['admin', 'superadmin', 'acme-admin'];

/**
 * Record rights per type (issue 36, docs/decisions/183), by hand: `create` on /new, `save`
 * (the crew saves some job fields, so it is admitted to jobs), `delete`.
 */
const RECORD_HOLDERS: Record<string, Record<'create' | 'save' | 'delete', Identity[]>> = {
  jobs: {
    create: OFFICE,
    save: [...OFFICE, 'measurer', 'fitter'],
    delete: MANAGEMENT,
  },
  customers: { create: OFFICE, save: OFFICE, delete: MANAGEMENT },
  suppliers: { create: MANAGEMENT, save: MANAGEMENT, delete: MANAGEMENT },
  quotes: {
    create: [...OFFICE, 'measurer'],
    save: [...OFFICE, 'measurer'],
    delete: MANAGEMENT,
  },
  notes: {
    create: [...OFFICE, 'measurer', 'fitter'],
    save: OFFICE,
    delete: MANAGEMENT,
  },
};

/** Record types the seeded dashboard pages list (the wall's jobs and quotes). */
const WALL_TYPES = ['jobs', 'quotes'];

/** Extra calls of a route with other parameters, where a rule depends on them. */
const RECORD_TYPES_WALKED = ['customers', 'suppliers', 'quotes', 'notes'];
const VARIANTS: Record<string, Array<Record<string, string>>> = {
  'GET /records/:type': [{ type: 'quotes' }, { type: 'customers' }, { type: 'suppliers' }],
  'POST /records/:type/:id': [
    { type: 'jobs', id: 'new' },
    ...RECORD_TYPES_WALKED.flatMap((type): Array<Record<string, string>> => [
      { type },
      { type, id: 'new' },
    ]),
  ],
  'DELETE /records/:type/:id': RECORD_TYPES_WALKED.map((type) => ({ type })),
  'POST /records/:type/:id/inline': RECORD_TYPES_WALKED.map((type) => ({ type })),
};

function admitted(access: Access, identity: Identity, params: Record<string, string>): boolean {
  if (access === 'public') return true;
  if (access === 'customer') return identity === 'customer';
  if (access === 'signed-in') return STAFF.includes(identity);
  if (access === 'staff') return STAFF.includes(identity) && identity !== 'dashboard';
  if (access === 'super-admin') return identity === 'superadmin';
  const right = access.slice('right:'.length);
  if (right === 'records.save' || right === 'records.delete') {
    const action = right === 'records.delete' ? 'delete' : params.id === 'new' ? 'create' : 'save';
    return RECORD_HOLDERS[params.type][action].includes(identity);
  }
  const holders = HOLDERS[right];
  if (!holders) throw new Error(`the walk does not know who holds ${access}`);
  if (right === 'records.display' && !WALL_TYPES.includes(params.type)) return false;
  return holders.includes(identity);
}

function expectedAllowed(
  rule: RouteRule,
  identity: Identity,
  params: Record<string, string>,
): boolean {
  return rule.allow.some((access) => admitted(access, identity, params));
}

/** Path parameters that exist in the seed; writes get an id that does not, so nothing changes. */
const READ_PARAMS: Record<string, string> = {
  id: '1',
  type: 'jobs',
  cost_type: 'product',
  child_id: '1',
  linkId: '1',
  routeId: '1',
  source: 'customers',
  name: 'customers',
  token: 'not-a-document',
  '*': '1/uploads/none.pdf',
  weekStart: '2026-03-09',
  roomId: '1',
  messageId: '1',
  key: 'team',
};
const MISSING_ID = '999999';

function concreteUrl(method: string, pattern: string, params: Record<string, string>): string {
  if (pattern === '*') return '/';
  return pattern.replace(/:([A-Za-z_]+)|\*/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    if (method !== 'GET' && /id$/i.test(key) && params[key] === undefined) return MISSING_ID;
    const value = params[key] ?? READ_PARAMS[key];
    if (value === undefined) throw new Error(`no walk value for :${key} in ${pattern}`);
    return value;
  });
}

/** Sign-outs run last, so they do not end the sessions the other calls use. */
const SESSION_ENDING = new Set([
  'POST /logout',
  'POST /auth/logout',
  'POST /wholesale-customers/logout',
]);

type Outcome = 'ok' | '401' | '403';

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode === 401) return '401';
  if (response.statusCode === 403) return '403';
  return 'ok';
}

const MATRIX_FILE = path.join(__dirname, 'permissions.matrix.txt');

function matrixText(outcomes: Map<string, Map<Identity, Outcome>>): string {
  const lines = [
    '# Generated by api/src/permissions.test.ts (UPDATE_PERMISSION_MATRIX=1): who gets through',
    '# the permission layer and the handlers. ok = neither 401 nor 403. Review changes here.',
    `# route | ${IDENTITIES.join(' ')}`,
  ];
  for (const key of [...outcomes.keys()].sort()) {
    const row = outcomes.get(key) as Map<Identity, Outcome>;
    lines.push(`${key} | ${IDENTITIES.map((identity) => row.get(identity)).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

describeEachDatabase('permissions: every route, every identity', (get) => {
  const headers = new Map<Identity, Record<string, string>>();

  beforeAll(async () => {
    const { app, ctx } = get();
    headers.set('anonymous', {});
    for (const [identity, email] of STAFF_LOGINS) {
      headers.set(identity, bearer(await login(app, email)));
    }
    const customer = await verifyCustomer(app, ctx, DEMO_WHOLESALE_KEY, DEMO_CUSTOMER.mobile);
    headers.set('customer', customerHeaders(customer));
  }, 60_000);

  it('has a rule for every registered route and no rule without a route', () => {
    const registered = new Set(registeredRoutes(get().app));
    const routes = new Set(
      [...registered].filter(
        (key) => !(key.startsWith('HEAD ') && registered.has(`GET ${key.slice('HEAD '.length)}`)),
      ),
    );
    expect([...routes].filter((key) => !(key in PERMISSIONS)).sort()).toEqual([]);
    expect(
      Object.keys(PERMISSIONS)
        .filter((key) => !routes.has(key))
        .sort(),
    ).toEqual([]);
  });

  it('answers every identity on every route as the table says, and as the matrix records', async () => {
    const { app } = get();
    const keys = Object.keys(PERMISSIONS).sort((a, b) =>
      SESSION_ENDING.has(a) === SESSION_ENDING.has(b)
        ? a.localeCompare(b)
        : SESSION_ENDING.has(a)
          ? 1
          : -1,
    );
    const outcomes = new Map<string, Map<Identity, Outcome>>();
    const mismatches: string[] = [];
    for (const key of keys) {
      const rule = PERMISSIONS[key];
      const [method, pattern] = key.split(' ');
      for (const params of [{}, ...(VARIANTS[key] ?? [])] as Array<Record<string, string>>) {
        const label = Object.keys(params).length
          ? `${key} [${Object.entries(params)
              .map(([name, value]) => `${name}=${value}`)
              .join(' ')}]`
          : key;
        const url = concreteUrl(method, pattern, params);
        const expectedParams = { ...READ_PARAMS, ...params };
        const row = new Map<Identity, Outcome>();
        for (const identity of IDENTITIES) {
          const response = await app.inject({
            method: method as 'GET',
            url,
            headers: headers.get(identity),
            ...(method === 'GET' || method === 'OPTIONS' ? {} : { payload: {} }),
          });
          const outcome = outcomeOf(response);
          row.set(identity, outcome);
          if (rule.ownCredential) continue;
          const allowed = expectedAllowed(rule, identity, expectedParams);
          if (allowed !== (outcome === 'ok')) {
            mismatches.push(
              `${label} as ${identity}: ${response.statusCode}, table says ${allowed ? 'allowed' : 'denied'}`,
            );
          } else if (!allowed) {
            const info = body(response).info;
            // Without a session of a kind the route admits, the answer is 401, else 403.
            const staffRoute = rule.allow.some(
              (access) => access !== 'public' && access !== 'customer',
            );
            const code =
              identity === 'anonymous' || identity === 'customer' || !staffRoute
                ? ['unauthenticated', 'wholesale-session']
                : ['forbidden'];
            if (info.response !== 'failed' || !code.includes(String(info.code))) {
              mismatches.push(`${label} as ${identity}: envelope ${JSON.stringify(info)}`);
            }
          }
        }
        outcomes.set(label, row);
      }
    }
    expect(mismatches).toEqual([]);
    const text = matrixText(outcomes);
    if (process.env.UPDATE_PERMISSION_MATRIX === '1') fs.writeFileSync(MATRIX_FILE, text);
    expect(text).toBe(fs.readFileSync(MATRIX_FILE, 'utf8'));
  }, 120_000);
});
