import { isDashboardUser, roleIdsOf } from '../../core/permissions';
import { HttpError } from '../../core/http';
import type { AuthUser } from '../../core/sessions';
import { STAFF_ROLES } from '../core/seed-data';
import type { RecordType } from './record-types';

/**
 * Who may create, save and delete each record type (issue 36, item 4; docs/decisions/183).
 * The permission table (api/src/permissions.ts) admits the record routes by these rights
 * (`records.save`, `records.delete`); the handlers add what the layer cannot see: the fields a
 * restricted role changes, the fields only workflow endpoints write, and locked records.
 * Super-admins hold every right; dashboard users none.
 */

const { ADMINISTRATOR, MANAGER, SALES, MEASURER, FITTER } = STAFF_ROLES;

export type RecordAction = 'create' | 'save' | 'delete';

export interface RecordRights {
  /** Roles that create a record of the type (`POST /records/:type/new`). */
  create: readonly number[];
  /** Roles that save any field of an existing record (form save, inline edit). */
  save: readonly number[];
  delete: readonly number[];
  /**
   * Roles that save only these fields of an existing record (the field crew on jobs): a
   * change to any other field is refused with 403 naming it.
   */
  saveFields?: Readonly<Record<number, readonly string[]>>;
}

const OFFICE = [ADMINISTRATOR, MANAGER, SALES];
const MANAGEMENT = [ADMINISTRATOR, MANAGER];
const EVERY_ROLE = [ADMINISTRATOR, MANAGER, SALES, MEASURER, FITTER];

/** What a measurer records on a job they measure, and what a fitter records on one they fit. */
/** Their status moves (in progress, completed) go through POST /records/jobs/:id/status. */
export const MEASURER_JOB_FIELDS = ['measurements', 'photos', 'notes', 'gate_code'];
export const FITTER_JOB_FIELDS = [
  'photos',
  'customer_signature',
  'materials',
  'notes',
  'gate_code',
  'start_time',
];

export const RECORD_RIGHTS: Readonly<Record<string, RecordRights>> = {
  jobs: {
    create: OFFICE,
    save: OFFICE,
    delete: MANAGEMENT,
    saveFields: { [MEASURER]: MEASURER_JOB_FIELDS, [FITTER]: FITTER_JOB_FIELDS },
  },
  customers: { create: OFFICE, save: OFFICE, delete: MANAGEMENT },
  // Measurers build quotes from their measures (the quotes pages are roles 1–4).
  quotes: { create: [...OFFICE, MEASURER], save: [...OFFICE, MEASURER], delete: MANAGEMENT },
  quote_options: {
    create: [...OFFICE, MEASURER],
    save: [...OFFICE, MEASURER],
    delete: [...OFFICE, MEASURER],
  },
  // The suppliers pages are administrators' and managers'.
  suppliers: { create: MANAGEMENT, save: MANAGEMENT, delete: MANAGEMENT },
  // Everyone writes a job note; the office corrects them, management removes them.
  notes: { create: EVERY_ROLE, save: OFFICE, delete: MANAGEMENT },
  organisation_requests: {
    create: [ADMINISTRATOR],
    save: [ADMINISTRATOR],
    delete: [ADMINISTRATOR],
  },
  bench_forms: { create: MANAGEMENT, save: MANAGEMENT, delete: MANAGEMENT },
};

/** The job workflow endpoints (hold, recalculate, invoice): the office roles. */
export const JOB_WORKFLOW_ROLES: readonly number[] = OFFICE;

/**
 * POST /records/jobs/:id/status (docs/decisions/196): the office any allowed move, the field
 * crew (who save some fields of a job) to in progress or completed.
 */
export const JOB_STATUS_ROLES: readonly number[] = EVERY_ROLE;

/** Whether a role of the user is among `roles`; super-admins always, dashboard users never. */
export function hasRole(user: AuthUser, roles: readonly number[]): boolean {
  if (isDashboardUser(user)) return false;
  if (user.is_super_admin) return true;
  const own = roleIdsOf(user);
  return roles.some((role) => own.has(role));
}

function rightsOf(typeName: string): RecordRights | undefined {
  return Object.hasOwn(RECORD_RIGHTS, typeName) ? RECORD_RIGHTS[typeName] : undefined;
}

/**
 * The fields the user may save on an existing record of the type: 'all', a list (a
 * restricted role), or 'none'. A type without rights (unknown) is the handler's 404.
 */
export function savableFields(user: AuthUser, typeName: string): 'all' | 'none' | Set<string> {
  const rights = rightsOf(typeName);
  if (!rights) return 'all';
  if (hasRole(user, rights.save)) return 'all';
  if (isDashboardUser(user)) return 'none';
  const fields = new Set<string>();
  for (const role of roleIdsOf(user)) {
    for (const name of rights.saveFields?.[role] ?? []) fields.add(name);
  }
  return fields.size > 0 ? fields : 'none';
}

/**
 * The layer's check (api/src/permissions.ts): may the user do this to a record of the type?
 * `save` also admits a role that saves some fields; the handler checks which. An unknown type
 * is admitted so the handler answers its 404.
 */
export function mayRecord(user: AuthUser, typeName: unknown, action: RecordAction): boolean {
  if (isDashboardUser(user)) return false;
  if (typeof typeName !== 'string') return true;
  const rights = rightsOf(typeName);
  if (!rights) return true;
  if (action === 'save') return savableFields(user, typeName) !== 'none';
  return hasRole(user, rights[action]);
}

/** Fields no form or inline edit writes: their workflow endpoints (or the server) do. */
export function workflowFields(type: RecordType): string[] {
  const fields: string[] = [];
  if (type.numberPrefix) fields.push('number');
  // The job made from an approved wholesale order is linked to it by the approval alone; its
  // status moves by POST /records/jobs/:id/status and /invoice (docs/decisions/196).
  if (type.name === 'jobs') fields.push('invoice_number', 'wholesale_order_id', 'status');
  return fields;
}

/** The statuses the field crew set (POST /records/jobs/:id/status): they start and complete work. */
export const CREW_JOB_STATUSES = ['in_progress', 'completed'];

/** The statuses a new job may start with (none: open); later moves are the status endpoint's. */
export const INITIAL_JOB_STATUSES = ['open', 'scheduled'];
export const DEFAULT_JOB_STATUS = 'open';

export const WORKFLOW_FIELD_MESSAGE = (field: string) =>
  `${field} is set by its workflow, not by a save.`;
export const INITIAL_STATUS_MESSAGE = 'A new job starts as Open or Scheduled.';
export const FIELD_RIGHT_MESSAGE = (field: string) => `You may not change ${field}.`;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Unchanged: equal values, or empty both (a form sends '' for a field stored as null). */
const same = (a: unknown, b: unknown) =>
  (blank(a) && blank(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Refuses a save (or an inline edit) that changes a field the user may not change: a
 * workflow field (403; a new record may leave it empty, a new job may start open or
 * scheduled, else 422), or, for a restricted role, any field outside its list (403). Values
 * sent unchanged pass: forms send the whole record back.
 */
export function refuseForbiddenChanges(
  user: AuthUser,
  type: RecordType,
  existing: Record<string, unknown>,
  incoming: Record<string, unknown>,
  creating: boolean,
): void {
  // Fields added on every read (colours, flags) come back with a whole form: not a change.
  const decorations = new Set(Object.keys(type.decorate?.(existing) ?? {}));
  const changed = Object.keys(incoming).filter(
    (name) => name !== 'id' && !decorations.has(name) && !same(incoming[name], existing[name]),
  );
  for (const name of workflowFields(type)) {
    if (!changed.includes(name) || (creating && blank(incoming[name]))) continue;
    if (creating && type.name === 'jobs' && name === 'status') {
      if (INITIAL_JOB_STATUSES.includes(incoming[name] as string)) continue;
      throw new HttpError(422, INITIAL_STATUS_MESSAGE, {
        errors: { status: [INITIAL_STATUS_MESSAGE] },
      });
    }
    throw new HttpError(403, WORKFLOW_FIELD_MESSAGE(name), {
      code: 'forbidden',
      errors: { [name]: [WORKFLOW_FIELD_MESSAGE(name)] },
    });
  }
  const fields = creating ? 'all' : savableFields(user, type.name);
  if (fields === 'none') throw new HttpError(403, 'You do not have access to this.');
  if (fields !== 'all') {
    const refused = changed.find((name) => !fields.has(name));
    if (refused) {
      throw new HttpError(403, FIELD_RIGHT_MESSAGE(refused), {
        code: 'forbidden',
        errors: { [refused]: [FIELD_RIGHT_MESSAGE(refused)] },
      });
    }
  }
}
