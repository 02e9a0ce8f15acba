import { sql, type RawBuilder } from 'kysely';
import type {
  ReportFieldOption,
  ReportFieldType,
  ReportModule,
  ReportModuleLink,
} from '@platform/shared/contracts';
import { STAFF_ROLES } from '../core/seed-data';
import { JOB_STATUSES, QUOTE_STATUSES } from '../views/record-types';

/**
 * The WHITELIST of the report builder (docs/decisions/131): the modules a report may read,
 * their fields, the joins between them and the SQL of each. Nothing a client sends becomes an
 * identifier: the compiler looks names up here, and every identifier below is a constant of
 * this file. Table aliases are the module ids.
 */

/** Every table a compiled report may name (checked by the property test). */
export const REPORT_TABLES = ['records', 'users', 'timesheet_entries'] as const;

/** A field's SQL, given its table alias and the organisation's time zone (a bound value). */
type FieldSql = (alias: string, timeZone: string) => RawBuilder<unknown>;

export interface CatalogueField {
  name: string;
  type: ReportFieldType;
  options?: ReportFieldOption[];
  /** A number that is money (the table shows it with cents). */
  money?: boolean;
  sql: FieldSql;
}

export interface CatalogueModule {
  id: string;
  name: string;
  /** Shown in GET /report-modules (the spec's table_name). */
  table_name: string;
  /** The FROM / JOIN source: a whitelisted table with its fixed scope condition. */
  table: (typeof REPORT_TABLES)[number];
  /** Rows of the module inside its table (record type, not deleted, not a dashboard user). */
  scope: (alias: string) => RawBuilder<unknown>;
  /** Roles that may report on it; every report user when absent. */
  roles?: number[];
  fields: Record<string, CatalogueField>;
}

export interface CatalogueLink extends ReportModuleLink {
  /** The join condition between the from module's alias and the linked module's alias. */
  on: (from: string, to: string) => RawBuilder<unknown>;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
/** A text member of a record's JSON document; the member name is a bound value. */
const member = (alias: string, key: string) => sql`(${ref(alias, 'data')}->>${sql.lit(key)})`;

/** Fields of a `records` document, by kind. `records_*` are the lenient casts of the views module. */
const doc = {
  text: (name: string, key: string): CatalogueField => ({
    name,
    type: 'text',
    sql: (alias) => member(alias, key),
  }),
  number: (name: string, key: string): CatalogueField => ({
    name,
    type: 'number',
    sql: (alias) => sql`records_number(${member(alias, key)})::float8`,
  }),
  money: (name: string, key: string): CatalogueField => ({ ...doc.number(name, key), money: true }),
  date: (name: string, key: string): CatalogueField => ({
    name,
    type: 'date',
    sql: (alias) => sql`records_date(${member(alias, key)})`,
  }),
  boolean: (name: string, key: string): CatalogueField => ({
    name,
    type: 'boolean',
    sql: (alias) => sql`records_boolean(${member(alias, key)})`,
  }),
  options: (name: string, key: string, options: ReportFieldOption[]): CatalogueField => ({
    name,
    type: 'options',
    options,
    sql: (alias) => member(alias, key),
  }),
};

/** Options from labels by value, in the order written. */
const choices = (labels: Record<string, string>): ReportFieldOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const statusOptions = (statuses: Record<string, { name: string }>): ReportFieldOption[] =>
  Object.entries(statuses).map(([value, status]) => ({ value, label: status.name }));

const recordsScope = (recordType: string) => (alias: string) =>
  sql`${ref(alias, 'record_type')} = ${sql.lit(recordType)}`;

const { ADMINISTRATOR, MANAGER } = STAFF_ROLES;

const ROLE_OPTIONS: ReportFieldOption[] = choices({
  '1': 'Administrator',
  '2': 'Manager',
  '3': 'Sales',
  '4': 'Measurer',
  '5': 'Fitter',
});

/** A timestamp as the organisation's calendar date. */
const localDate = (alias: string, column: string, timeZone: string) =>
  sql`(${ref(alias, column)} at time zone ${timeZone})::date`;

export const REPORT_MODULES: CatalogueModule[] = [
  {
    id: 'jobs',
    name: 'Jobs',
    table_name: 'jobs',
    table: 'records',
    scope: recordsScope('jobs'),
    fields: {
      number: doc.text('Job number', 'number'),
      title: doc.text('Title', 'title'),
      customer_name: doc.text('Customer name (on the job)', 'customer_name'),
      site: doc.text('Site', 'site'),
      type: doc.options(
        'Type',
        'type',
        choices({ install: 'Install', repair: 'Repair', measure: 'Measure', other: 'Other' }),
      ),
      status: doc.options('Status', 'status', statusOptions(JOB_STATUSES)),
      priority: doc.options(
        'Priority',
        'priority',
        choices({ low: 'Low', normal: 'Normal', high: 'High' }),
      ),
      urgent: doc.boolean('Urgent', 'urgent'),
      quantity: doc.number('Quantity', 'quantity'),
      amount: doc.money('Amount', 'amount'),
      due_date: doc.date('Due date', 'due_date'),
      invoice_number: doc.text('Invoice number', 'invoice_number'),
    },
  },
  {
    id: 'customers',
    name: 'Customers',
    table_name: 'customers',
    table: 'records',
    scope: recordsScope('customers'),
    fields: {
      name: doc.text('Name', 'name'),
      type: doc.options(
        'Type',
        'type',
        choices({ Residential: 'Residential', Commercial: 'Commercial', Builder: 'Builder' }),
      ),
      email: doc.text('Email', 'email'),
      phone: doc.text('Phone', 'phone'),
      contact_name: doc.text('Contact', 'contact_name'),
      suburb: doc.text('Suburb', 'suburb'),
      balance: doc.money('Balance', 'balance'),
      active: doc.boolean('Active', 'active'),
    },
  },
  {
    id: 'quotes',
    name: 'Quotes',
    table_name: 'quotes',
    table: 'records',
    scope: recordsScope('quotes'),
    fields: {
      number: doc.text('Quote number', 'number'),
      title: doc.text('Title', 'title'),
      status: doc.options('Status', 'status', statusOptions(QUOTE_STATUSES)),
      total: doc.money('Total', 'total'),
      valid_until: doc.date('Valid until', 'valid_until'),
    },
  },
  {
    id: 'staff',
    name: 'Staff',
    table_name: 'users',
    table: 'users',
    // Dashboard screens (user type 4) are not staff.
    scope: (alias) => sql`${ref(alias, 'user_type_id')} <> 4`,
    roles: [ADMINISTRATOR, MANAGER],
    fields: {
      name: {
        name: 'Name',
        type: 'text',
        sql: (alias) => sql`(${ref(alias, 'first_name')} || ' ' || ${ref(alias, 'last_name')})`,
      },
      email: { name: 'Email', type: 'text', sql: (alias) => ref(alias, 'email') },
      role: {
        name: 'Role',
        type: 'options',
        options: ROLE_OPTIONS,
        sql: (alias) => sql`(${ref(alias, 'staff_role_id')})::text`,
      },
      active: { name: 'Active', type: 'boolean', sql: (alias) => ref(alias, 'active') },
      started: {
        name: 'Started',
        type: 'date',
        sql: (alias, timeZone) => localDate(alias, 'created_at', timeZone),
      },
    },
  },
  {
    id: 'timesheet_entries',
    name: 'Timesheet entries',
    table_name: 'timesheet_entries',
    table: 'timesheet_entries',
    // Dated entries only: the weekly schedule rows have no start.
    scope: (alias) =>
      sql`${ref(alias, 'deleted_at')} is null and ${ref(alias, 'start_at')} is not null`,
    roles: [ADMINISTRATOR, MANAGER],
    fields: {
      date: {
        name: 'Date',
        type: 'date',
        sql: (alias, timeZone) => localDate(alias, 'start_at', timeZone),
      },
      type: {
        name: 'Type',
        type: 'options',
        options: choices({
          working: 'Working',
          break: 'Paid break',
          'break-unpaid': 'Unpaid break',
        }),
        sql: (alias) => ref(alias, 'type'),
      },
      title: { name: 'Title', type: 'text', sql: (alias) => ref(alias, 'title') },
      source: {
        name: 'Source',
        type: 'options',
        options: choices({ clock: 'Clock', manual: 'Manual' }),
        sql: (alias) => ref(alias, 'source'),
      },
      hours: {
        name: 'Hours',
        type: 'number',
        sql: (alias) =>
          sql`round((extract(epoch from (${ref(alias, 'end_at')} - ${ref(alias, 'start_at')})) / 3600)::numeric, 2)::float8`,
      },
      ongoing: {
        name: 'Ongoing',
        type: 'boolean',
        sql: (alias) => sql`(${ref(alias, 'end_at')} is null)`,
      },
    },
  },
];

/**
 * The record id a member holds, as the id column's type (integer), or null when the member is not
 * a whole number an id can be. Compared as `id = <this>`, the planner looks the record up by its
 * key (or hashes one side): compared as numerics (`id::numeric = records_number(…)`) it read every
 * record of the type for each row joined, 2.3 s for 50 quotes among 10,000 jobs.
 */
const recordId = (alias: string, key: string) => {
  const value = sql`records_number(${member(alias, key)})`;
  return sql`(case when ${value} between 1 and 2147483647 and ${value} = trunc(${value}) then ${value}::integer end)`;
};

/** A join from a records module to the record whose id its member `key` holds. */
const recordLink = (
  from_module_id: string,
  to: string,
  name: string,
  key: string,
): CatalogueLink => ({
  from_module_id,
  to,
  link_type: 'one-to-one',
  name,
  on: (from, target) => sql`${ref(target, 'id')} = ${recordId(from, key)}`,
});

/** Joins a report may make: each row of `from_module_id` has at most one `to` row. */
export const REPORT_LINKS: CatalogueLink[] = [
  recordLink('jobs', 'customers', 'Customer', 'customer_id'),
  recordLink('quotes', 'customers', 'Customer', 'customer_id'),
  recordLink('quotes', 'jobs', 'Job', 'job_id'),
  {
    from_module_id: 'timesheet_entries',
    to: 'staff',
    link_type: 'one-to-one',
    name: 'Staff member',
    on: (from, to) => sql`${ref(to, 'id')} = ${ref(from, 'user_id')}`,
  },
];

export function catalogueModule(id: string): CatalogueModule | undefined {
  return REPORT_MODULES.find((module) => module.id === id);
}

/** May a user with these roles (super-admins pass `null`) report on the module? */
export function mayUse(module: CatalogueModule, roles: Set<number> | null): boolean {
  return !module.roles || roles === null || module.roles.some((role) => roles.has(role));
}

/** GET /report-modules: the modules and links the caller may use. */
export function publicCatalogue(roles: Set<number> | null): {
  modules: ReportModule[];
  module_links: ReportModuleLink[];
} {
  const modules = REPORT_MODULES.filter((module) => mayUse(module, roles));
  const ids = new Set(modules.map((module) => module.id));
  return {
    modules: modules.map((module) => ({
      id: module.id,
      name: module.name,
      table_name: module.table_name,
      fields: Object.entries(module.fields).map(([key, field]) => ({
        name: field.name,
        field: `${module.id}.${key}`,
        type: field.type,
        ...(field.options ? { options: field.options } : {}),
        ...(field.money ? { money: true } : {}),
      })),
    })),
    module_links: REPORT_LINKS.filter(
      (link) => ids.has(link.from_module_id) && ids.has(link.to),
    ).map(({ from_module_id, to, link_type, name }) => ({ from_module_id, to, link_type, name })),
  };
}
