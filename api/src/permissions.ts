import type { FastifyRequest } from 'fastify';
import {
  isDashboardUser,
  rolesRight,
  type PermissionOptions,
  type PermissionTable,
  type RightCheck,
  type RouteRule,
} from './core/permissions';
import { HttpError } from './core/http';
import type { AuthUser } from './core/sessions';
import { STAFF_ROLES } from './modules/core/seed-data';
import { FABRICATION_RIGHTS, rightsOf, type FabricationRight } from './modules/fabrication/rights';
import { chartShownTo } from './modules/insights/rights';
import { itemsOnPages } from './modules/shell/page-items';
import { mayCost, mayPaySalaries } from './modules/quoting/rights';
import { optionalCustomer } from './modules/wholesale/guard';
import { WHOLESALE_MESSAGES } from './modules/wholesale/policy';
import {
  JOB_STATUS_ROLES,
  JOB_WORKFLOW_ROLES,
  RECORD_RIGHTS,
  mayRecord,
} from './modules/views/record-rights';

/**
 * Who may call each route of the API (docs/decisions/112). Keyed by `METHOD url` exactly as
 * the route is registered; HEAD follows GET. A route missing here stops the app at start-up,
 * an entry without a route fails the permission walk (api/src/permissions.test.ts), and the
 * walk's matrix (api/src/permissions.matrix.txt) shows every identity's outcome per route.
 * The layer is the outer gate: handlers still scope by organisation and check ownership.
 */

const { ADMINISTRATOR, MANAGER, SALES } = STAFF_ROLES;

function fabricationRight(right: FabricationRight): RightCheck {
  return async (user, request) =>
    !isDashboardUser(user) && (await rightsOf(request.server.ctx, user)).has(right);
}

/** Record types the list views on pages given to dashboard users read (`/records/<type>`). */
export async function displayedRecordTypes(
  request: FastifyRequest,
  user: AuthUser,
): Promise<Set<string>> {
  const rows = await itemsOnPages(request.server.ctx.db, user.organisation_id)
    .innerJoin('views as v', 'v.id', 'i.view_id')
    .select(['v.definition', 'i.data'])
    .where('r.audience', 'in', ['dashboard', 'all'])
    .execute();
  const types = new Set<string>();
  for (const row of rows) {
    for (const source of [row.data, row.definition] as Array<Record<string, unknown> | null>) {
      const url = source?.url;
      const match = typeof url === 'string' ? /^\/records\/([a-z_]+)$/.exec(url) : null;
      if (match) types.add(match[1]);
    }
  }
  return types;
}

/** The rights the table names. Super-admins hold every staff right; dashboard users none but display. */
export const RIGHTS: Record<string, RightCheck> = {
  /** The wholesale management portal: the office roles that are given its page (shell seed). */
  'wholesale.manage': rolesRight(ADMINISTRATOR, MANAGER, SALES),
  /** Development tools (docs/decisions/090): administrators; the module also asks for loopback. */
  'dev.tools': rolesRight(ADMINISTRATOR),
  /** Where staff were (the map's location samples): administrators and managers. */
  'locations.view': rolesRight(ADMINISTRATOR, MANAGER),
  /** docs/decisions/100: administrators and managers cost products; salaries are administrators'. */
  'costing.edit': (user) => !isDashboardUser(user) && mayCost(user),
  'salary.edit': (user) => !isDashboardUser(user) && mayPaySalaries(user),
  /** docs/decisions/110: per-organisation role rights in fabrication_role_rights. */
  'fabrication.view': fabricationRight(FABRICATION_RIGHTS.view),
  'fabrication.edit': fabricationRight(FABRICATION_RIGHTS.edit),
  'fabrication.mesh_cuts': fabricationRight(FABRICATION_RIGHTS.meshCuts),
  /** docs/decisions/131: the report builder is the office roles' (its page's roles). */
  'reports.use': rolesRight(ADMINISTRATOR, MANAGER, SALES),
  /**
   * A dashboard user reads the lists of the pages given to dashboard users (a wall display):
   * `/records/<type>` only for a type one of those pages lists.
   */
  /** docs/decisions/130: administrators read every chart; others the charts of their pages. */
  'insights.all': rolesRight(ADMINISTRATOR),
  'insights.shown': (user, request) =>
    chartShownTo(request.server.ctx.db, user, (request.params as { reportId?: unknown }).reportId),
  /** ADR 159: how the remotes load (telemetry) is the administrators' to read. */
  'delivery.read': rolesRight(ADMINISTRATOR),
  /** ADR 160: an administrator points their own browser at another version of a remote. */
  'delivery.override': rolesRight(ADMINISTRATOR),
  /**
   * Issue 36, item 4 (docs/decisions/183): record types' per-role rights, RECORD_RIGHTS of
   * modules/views/record-rights.ts. `records.save` on `/records/:type/new` is the type's create
   * right, else its save right (a role that saves only some fields is admitted; the handler
   * refuses the rest).
   */
  'records.save': (user, request) => {
    const { type, id } = request.params as { type?: unknown; id?: unknown };
    return mayRecord(user, type, id === 'new' ? 'create' : 'save');
  },
  'records.delete': (user, request) =>
    mayRecord(user, (request.params as { type?: unknown }).type, 'delete'),
  /** The job workflow endpoints (hold, recalculate, invoice): the office roles. */
  'jobs.workflow': rolesRight(...JOB_WORKFLOW_ROLES),
  /** A job's status moves (docs/decisions/196): the office any allowed move, the crew theirs. */
  'jobs.status': rolesRight(...JOB_STATUS_ROLES),
  /** Choosing a quote's product saves the quote: the quotes' save roles. */
  'quotes.edit': rolesRight(...RECORD_RIGHTS.quotes.save),
  'records.display': async (user, request) => {
    if (!isDashboardUser(user)) return false;
    const type = (request.params as { type?: unknown }).type;
    return typeof type === 'string' && (await displayedRecordTypes(request, user)).has(type);
  },
};

const PUBLIC: RouteRule = { allow: ['public'] };
/** The route checks a credential of its own (a token in the body or query, a callback state). */
const SELF = (ownCredential: string): RouteRule => ({ allow: ['public'], ownCredential });
/** Any staff session, dashboard users included (their chrome, notifications, pages). */
const SIGNED_IN: RouteRule = { allow: ['signed-in'] };
/** Staff who are not dashboard users. */
const STAFF: RouteRule = { allow: ['staff'] };
const RIGHT = (...rights: string[]): RouteRule => ({
  allow: rights.map((right) => `right:${right}` as const),
});
const CUSTOMER: RouteRule = { allow: ['customer'] };
/** A wholesale customer, or staff of the wholesale portal, on shared order screens. */
const CUSTOMER_OR_WHOLESALE: RouteRule = { allow: ['customer', 'right:wholesale.manage'] };
/** Catalogue lists the order screens and the quoting screens share. */
const CUSTOMER_OR_STAFF: RouteRule = { allow: ['customer', 'staff'] };

export const PERMISSIONS: PermissionTable = {
  // Platform
  'OPTIONS *': { allow: ['public'], note: 'CORS preflight' },
  'GET /health': PUBLIC,
  'GET /global': SELF('WebSocket upgrade: checks the session token of the query (hub-route.ts)'),
  'POST /delivery/loads': { ...SIGNED_IN, note: 'the browser reports its remote loads' },
  'GET /delivery/loads/summary': RIGHT('delivery.read'),
  'POST /delivery/override': RIGHT('delivery.override'),
  'POST /delivery/override/check': RIGHT('delivery.override'),
  'GET /dev/outbox': { ...RIGHT('dev.tools'), note: 'only with devRoutes, and from loopback' },
  'GET /dev/outbox.json': { ...RIGHT('dev.tools'), note: 'only with devRoutes, and from loopback' },
  'POST /dev/notify': { ...RIGHT('dev.tools'), note: 'only with devRoutes, and from loopback' },

  // Sign-in, sessions and account actions (before a session exists)
  'POST /auth/login': PUBLIC,
  'POST /firebase-login-session': PUBLIC,
  'POST /check-email': PUBLIC,
  'POST /auth/logout': SELF('signs out the token of the body or header; a dead one too'),
  'POST /logout': SELF('signs out the token of the body or header; a dead one too'),
  'POST /login_token': SELF('the session token may come in the body'),
  'POST /route-list': SELF('the session token may come in the body'),
  'POST /auth/password-reset': PUBLIC,
  'POST /auth/send-verification': PUBLIC,
  'POST /auth/action/check': PUBLIC,
  'POST /auth/action/reset-password': PUBLIC,
  'POST /auth/action/verify-email': PUBLIC,
  'GET /oauth/consent': PUBLIC,
  'POST /oauth/consent': PUBLIC,
  'GET /auth/google/sign-in-url': PUBLIC,
  'GET /oauth/sign-in': PUBLIC,
  'POST /oauth/sign-in': PUBLIC,
  'POST /oauth/sign-in/code': PUBLIC,
  'POST /auth/check-oauth-linked-account': PUBLIC,
  'POST /auth/google/authenticate': SELF('the session token may come in the body (popup)'),
  'POST /xero/authenticate': SELF('the session token may come in the body (popup)'),

  // Signed-in user: account, chrome, notifications (dashboard users included)
  'GET /auth/me': SIGNED_IN,
  'GET /auth/mfa/status': SIGNED_IN,
  'POST /auth/mfa/enrol/start': SIGNED_IN,
  'POST /auth/mfa/enrol/finish': SIGNED_IN,
  'POST /auth/mfa/remove': SIGNED_IN,
  'POST /auth/unlink-from-oauth': SIGNED_IN,
  'GET /user_calendar': SIGNED_IN,
  'POST /user_calendar/default': SIGNED_IN,
  'GET /notifications': SIGNED_IN,
  'GET /notifications/:id/details': SIGNED_IN,
  'POST /notifications/:id/read': SIGNED_IN,
  'GET /page-info': SIGNED_IN,
  'POST /users/device_token': SIGNED_IN,
  'GET /organisation/settings': SIGNED_IN,
  'GET /release_notes': SIGNED_IN,
  'GET /release-notes': SIGNED_IN,
  'POST /release_notes/:id/feedback': SIGNED_IN,
  'GET /search': SIGNED_IN,
  'POST /users/profile-picture': SIGNED_IN,
  'GET /files/*': SELF('the bearer token or the file-access cookie; same organisation only'),
  'POST /files/access': SIGNED_IN,
  'DELETE /files/access': { allow: ['public'], note: "only removes the caller's cookie" },

  // Staff tools
  'GET /auth/google/link-url': STAFF,
  'GET /xero/connect': STAFF,
  'GET /xero/status': STAFF,
  'GET /xero/disconnect': STAFF,
  'GET /staff/all': STAFF,
  'POST /upload': STAFF,
  'DELETE /upload': STAFF,

  // Timesheet (docs/decisions/063: managers vs own timesheet is decided by the handlers)
  'GET /timelog/state': { allow: ['signed-in'], note: 'dashboard users get enabled: false' },
  'POST /timelog/state': STAFF,
  'POST /timelog/check-tracking-device': STAFF,
  'POST /create-tracking-device': STAFF,
  'GET /timelog/activities': STAFF,
  'GET /timesheet': STAFF,
  'POST /timesheet': STAFF,
  'DELETE /timesheet': STAFF,
  'POST /leave-requests/emergency_sick_off': STAFF,
  'POST /location/store': STAFF,
  'GET /geofence-events': STAFF,

  // Views: page definitions (shown to dashboard users too) and records
  'GET /multi-view-data': SIGNED_IN,
  'GET /route-tabs/:routeId': SIGNED_IN,
  'GET /landing-data': SIGNED_IN,
  'GET /records/:type': {
    allow: ['staff', 'right:records.display'],
    note: 'dashboard users: only types listed on pages given to dashboard users',
  },
  'GET /records/:type/:id': STAFF,
  'GET /records/:type/:id/neighbours': STAFF,
  'POST /records/:type/:id': {
    ...RIGHT('records.save'),
    note: 'per record type and role (record-rights.ts); id new: the create right',
  },
  'DELETE /records/:type/:id': RIGHT('records.delete'),
  'POST /records/:type/:id/inline': RIGHT('records.save'),
  'GET /records/suppliers/headers': STAFF,
  'GET /records/suppliers/filters': STAFF,
  'GET /options/:source': STAFF,
  'GET /dropdown-options': STAFF,
  'POST /relationships/:name': STAFF,
  'POST /records/jobs/:id/recalculate': RIGHT('jobs.workflow'),
  'POST /records/jobs/:id/hold': RIGHT('jobs.workflow'),
  'POST /records/jobs/:id/invoice': RIGHT('jobs.workflow'),
  'POST /records/jobs/:id/status': RIGHT('jobs.status'),
  'POST /records/:type/:id/email': STAFF,
  'POST /records/:type/bulk-email': STAFF,
  'GET /records/:type/:id/pdf': STAFF,
  'GET /records/quotes/:id/product-options': STAFF,
  'POST /records/quotes/:id/select-product': RIGHT('quotes.edit'),
  'POST /documents': {
    allow: ['public'],
    note: 'a one-time, expiring document token in the body is the permission (ADR 187)',
  },
  'POST /super-admin/create-new-org': { allow: ['super-admin'] },

  // Quoting (docs/decisions/100)
  'GET /pricing-types': STAFF,
  'GET /suppliers': STAFF,
  'GET /brands': STAFF,
  'GET /frame-thicknesses': STAFF,
  'GET /salary-types': STAFF,
  'GET /products': STAFF,
  'GET /accessories': STAFF,
  'GET /applications': STAFF,
  'GET /quotes/accessories_mandatory': STAFF,
  'GET /quotes/mesh-deduction-value': STAFF,
  'GET /suppliers/:id/products-for-costing': RIGHT('costing.edit'),
  'GET /costing': RIGHT('costing.edit'),
  'GET /costing/:cost_type/:id': RIGHT('costing.edit'),
  'POST /costing/:cost_type/:id': RIGHT('costing.edit'),
  'POST /costing/:cost_type/:id/clone': RIGHT('costing.edit'),
  'GET /costing/:cost_type/:id/:child_id': RIGHT('costing.edit'),
  'POST /costing/:cost_type/:id/:child_id': RIGHT('costing.edit'),
  'POST /costing/:cost_type/:id/:child_id/clone': RIGHT('costing.edit'),
  'GET /staff/:id/salary': RIGHT('salary.edit'),
  'POST /staff/:id/salary': RIGHT('salary.edit'),

  // Fabrication (docs/decisions/110: rights per role in fabrication_role_rights)
  'GET /fabrication/capabilities': { allow: ['staff'], note: 'tells the widgets what to show' },
  'GET /fabrication/jobs': RIGHT('fabrication.view'),
  'GET /fabrication/jobs/:id/items': RIGHT('fabrication.view'),
  'GET /fabrication/jobs/:id/mesh': RIGHT('fabrication.view'),
  'GET /fabrication/jobs/:id/accessories': RIGHT('fabrication.view'),
  'DELETE /fabrication/item/:id': RIGHT('fabrication.edit'),
  'POST /fabrication/item/:id/duplicate': RIGHT('fabrication.edit'),
  'POST /fabrication/item/:id/accessories': RIGHT('fabrication.edit'),
  'POST /fabrication/item/:id/override_diagram': RIGHT('fabrication.edit'),
  'DELETE /fabrication/item/:id/override_diagram': RIGHT('fabrication.edit'),
  'POST /fabrication/jobs/:id/notes': RIGHT('fabrication.edit'),
  'POST /bin-packing/pack': RIGHT('fabrication.mesh_cuts'),
  'GET /bin-packing/jobs/:id': RIGHT('fabrication.mesh_cuts'),
  'DELETE /bin-packing/jobs/:id': RIGHT('fabrication.mesh_cuts'),

  // Reports (docs/decisions/131): staff and timesheet modules are for administrators and managers
  'GET /report-modules': RIGHT('reports.use'),
  'POST /reports/run': RIGHT('reports.use'),
  'GET /reports': RIGHT('reports.use'),
  'POST /reports': RIGHT('reports.use'),
  'GET /reports/:id': RIGHT('reports.use'),
  'DELETE /reports/:id': RIGHT('reports.use'),
  // Planner (docs/decisions/132): personal weeks, the sales timeline of jobs and quotes
  'GET /planner/weeks/:weekStart': { allow: ['staff'], note: "the caller's own week only" },
  'PUT /planner/weeks/:weekStart': { allow: ['staff'], note: "the caller's own week only" },
  'GET /planner/documents/job-sheet': STAFF,
  'GET /sales/:id/sales_timeline': STAFF,

  // Wholesale: the customer portal (a link key, then a customer session token)
  'POST /wholesale-customers/link': PUBLIC,
  'POST /wholesale-customers/send-otp': PUBLIC,
  'POST /wholesale-customers/verify-otp': PUBLIC,
  'POST /wholesale-customers/validate-link': PUBLIC,
  'POST /wholesale-customers/logout': SELF('revokes the customer token of the header, if live'),
  'POST /wholesale-customers/send-order-otp': CUSTOMER,
  'POST /wholesale-customers/verify-order-otp': CUSTOMER,
  'GET /wholesale-customers/orders': CUSTOMER,
  'GET /wholesale-customers/order/:id/details': CUSTOMER,
  'POST /wholesale-customers/order/new/details': CUSTOMER,
  'POST /wholesale-customers/order/:id/details': CUSTOMER,
  'DELETE /wholesale-customers/order/:id': CUSTOMER,
  'GET /wholesale-customers/dropdown-options': CUSTOMER_OR_STAFF,
  'GET /wholesale-customers/accessories/common-sizes': CUSTOMER_OR_STAFF,
  'GET /products/common-sizes': CUSTOMER_OR_STAFF,
  'GET /products/wholesale-pricing-completed-applications': CUSTOMER_OR_STAFF,
  'GET /wholesale-dropdown-options': CUSTOMER_OR_WHOLESALE,
  'GET /wholesale-order-auth': CUSTOMER_OR_WHOLESALE,

  // Wholesale: the management portal (approve, void, edit for the customer, customers, keys)
  'GET /api-dropdown-options': RIGHT('wholesale.manage'),
  'GET /wholesale/orders': RIGHT('wholesale.manage'),
  'GET /wholesale/order/:id/details': RIGHT('wholesale.manage'),
  'GET /wholesale-order': RIGHT('wholesale.manage'),
  'POST /wholesale/order/:id/details': RIGHT('wholesale.manage'),
  'POST /wholesale/order/:id/price': RIGHT('wholesale.manage'),
  'PATCH /wholesale/order/:id/convert': RIGHT('wholesale.manage'),
  'GET /wholesale/customers': RIGHT('wholesale.manage'),
  'POST /wholesale/customers': RIGHT('wholesale.manage'),
  'GET /wholesale/pricing-groups': RIGHT('wholesale.manage'),
  'GET /wholesale/customers/:id/links': RIGHT('wholesale.manage'),

  // Maps and address search (api/src/modules/geo)
  'GET /geocode': STAFF,
  'GET /map/locations': RIGHT('locations.view'),
  'POST /wholesale/customers/:id/links': RIGHT('wholesale.manage'),
  'DELETE /wholesale/customers/:id/links/:linkId': RIGHT('wholesale.manage'),

  // Insights (docs/decisions/130): a chart is read by administrators and by whoever is given a
  // page that shows it (dashboard users included, for the dashboard's chart)
  'POST /chart/:reportId': RIGHT('insights.all', 'insights.shown'),
  // Notes of records (ADR 133): staff; the handler scopes by organisation and record, and only
  // the author edits or voids a note.
  'GET /notes': STAFF,
  'POST /note/history/:id/details': STAFF,
  // The assistant chatbot (ADR 137): staff; every answer is scoped to the caller's organisation.
  'POST /chatbot/query': STAFF,
  // Room chat and simple chat (ADR 139): staff; the handlers scope every query to the caller's
  // organisation and to rooms the caller is a member of, and only the sender edits or deletes.
  'GET /chat/rooms': STAFF,
  'GET /chat/:roomId/messages': STAFF,
  'POST /chat/:roomId/messages': STAFF,
  'POST /chat/:roomId/messages/:messageId': STAFF,
  'DELETE /chat/:roomId/messages/:messageId': STAFF,
  'POST /chat/:roomId/messages/:messageId/reaction': STAFF,
  'POST /chat/rooms/:roomId/state-change': STAFF,
  'GET /chat/simple/:key': STAFF,
  'POST /chat/simple/:key': STAFF,
};

/** The options `buildApp` installs the layer with; `table` may be extended by tests' own modules. */
export function permissionOptions(extra: PermissionTable = {}): PermissionOptions {
  return {
    table: { ...PERMISSIONS, ...extra },
    rights: RIGHTS,
    customerSession: async (request) => (await optionalCustomer(request)) !== null,
    customerUnauthenticated: () =>
      new HttpError(401, WHOLESALE_MESSAGES.sessionInvalid, { code: 'wholesale-session' }),
  };
}
