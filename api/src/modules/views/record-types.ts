import { fieldLabel, type FieldDisplay } from '@platform/shared/format/fields';
/** How a record field is stored in the JSON document, which decides sorting and filtering. */
/**
 * 'signature': a drawn signature, a PNG data URL (spec §3). 'measurement': the measurement
 * tool's value JSON (spec §3). 'files': File results of uploads (spec §3), links to this API's
 * own files of the organisation only.
 */
export type FieldKind =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'json'
  | 'signature'
  | 'measurement'
  | 'files';

/**
 * How a field reads to a person, where its kind alone does not tell (money, choices, its name on
 * screen), or 'internal' for a field nobody reads (ids shown through a name, colours, links).
 */
export type FieldDisplaySpec = Partial<FieldDisplay> | 'internal';

export interface StatusValue {
  name: string;
  color: string;
}

/** The demo record types behind the seeded pages, and their rules. */
export interface RecordType {
  name: string;
  label: string;
  fields: Record<string, FieldKind>;
  /** Fields the list search looks in. */
  search: string[];
  /** Fields a save needs. */
  required: string[];
  /** Labels and formats of fields, for documents and the audit log (fieldDisplay). */
  display?: Record<string, FieldDisplaySpec>;
  /** Field summed into info.totals. */
  totalField?: string;
  /** Prefix of the generated number of a new record ('J-' → J-00042). */
  numberPrefix?: string;
  title(data: Record<string, unknown>, id: number): string;
  status?(data: Record<string, unknown>): StatusValue | null;
  /** A locked record answers 206: the form shows it disabled. */
  locked?(data: Record<string, unknown>): boolean;
  /** Fields added on every read (colours, expansion text, flags for buttons). */
  decorate?(data: Record<string, unknown>): Record<string, unknown>;
  /** Why an inline change is refused, or null. */
  inlineRule?(field: string, value: unknown): string | null;
  /**
   * Fields holding ids of other rows (a record type, or 'users' for staff members): every save
   * checks them against the organisation (issue 36, item 3; core/owned-ids.ts).
   */
  references?: Record<string, string>;
}

/** The value of `references` naming staff members (users of the organisation). */
export const USERS_REFERENCE = 'users';

export const JOB_STATUSES: Record<string, StatusValue> = {
  open: { name: 'Open', color: 'blue' },
  scheduled: { name: 'Scheduled', color: 'cyan' },
  in_progress: { name: 'In progress', color: 'orange' },
  completed: { name: 'Completed', color: 'green' },
  invoiced: { name: 'Invoiced', color: 'purple' },
  cancelled: { name: 'Cancelled', color: 'red' },
};

export const QUOTE_STATUSES: Record<string, StatusValue> = {
  sent: { name: 'Sent', color: 'blue' },
  accepted: { name: 'Accepted', color: 'green' },
  declined: { name: 'Declined', color: 'red' },
};

export const JOB_TYPES: Record<string, string> = {
  install: 'Install',
  repair: 'Repair',
  measure: 'Measure',
  other: 'Other',
};

export const PRIORITIES: Record<string, string> = { low: 'Low', normal: 'Normal', high: 'High' };

const names = (statuses: Record<string, StatusValue>) =>
  Object.fromEntries(Object.entries(statuses).map(([id, status]) => [id, status.name]));

const PRIORITY_COLOURS: Record<string, string> = { low: 'default', normal: 'blue', high: 'red' };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const jobs: RecordType = {
  name: 'jobs',
  label: 'Job',
  fields: {
    number: 'text',
    title: 'text',
    customer_id: 'number',
    customer_name: 'text',
    contact: 'text',
    contact_phone: 'text',
    site: 'text',
    type: 'text',
    other_reason: 'text',
    status: 'text',
    priority: 'text',
    urgent: 'boolean',
    urgent_reason: 'text',
    quantity: 'number',
    bulk_discount: 'number',
    amount: 'number',
    due_date: 'date',
    scheduled_at: 'datetime',
    start_time: 'text',
    notes: 'text',
    gate_code: 'text',
    follow_up_date: 'date',
    invoice_number: 'text',
    crew_ids: 'json',
    materials: 'json',
    customer_signature: 'signature',
    measurements: 'measurement',
    photos: 'files',
    wholesale_order_id: 'number',
  },
  search: ['number', 'title', 'customer_name', 'site'],
  required: ['title'],
  references: { customer_id: 'customers', crew_ids: USERS_REFERENCE },
  display: {
    number: { label: 'Job number' },
    customer_id: 'internal',
    customer_name: { label: 'Customer' },
    type: { format: 'choice', choices: JOB_TYPES },
    other_reason: { label: 'Other reason' },
    status: { format: 'choice', choices: names(JOB_STATUSES) },
    priority: { format: 'choice', choices: PRIORITIES },
    urgent_reason: { label: 'Why urgent' },
    bulk_discount: { label: 'Bulk discount %' },
    amount: { format: 'money' },
    scheduled_at: { label: 'Scheduled' },
    follow_up_date: { label: 'Follow up on' },
    crew_ids: { label: 'Crew', noun: ['crew member', 'crew members'] },
    materials: { noun: ['material', 'materials'] },
    photos: { noun: ['photo', 'photos'] },
    wholesale_order_id: 'internal',
  },
  totalField: 'amount',
  numberPrefix: 'J-',
  title: (data, id) =>
    `Job ${text(data.number) || id}${data.title ? ` · ${text(data.title)}` : ''}`,
  status: (data) => JOB_STATUSES[text(data.status)] ?? null,
  locked: (data) => data.status === 'invoiced',
  decorate: (data) => ({
    priority_colour: PRIORITY_COLOURS[text(data.priority)] ?? 'default',
    status_colour: JOB_STATUSES[text(data.status)]?.color ?? 'default',
    // Read-only lists (Run list, Dashboard) show the status by name, not its code.
    status_name: JOB_STATUSES[text(data.status)]?.name ?? text(data.status),
    can_invoice: data.status === 'completed',
    is_wholesale: typeof data.wholesale_order_id === 'number',
    additional_field_expansion: {
      Site: text(data.site),
      Contact: [text(data.contact), text(data.contact_phone)].filter(Boolean).join(' · '),
      Notes: text(data.notes),
    },
  }),
  inlineRule: (field, value) => {
    if (field === 'title' && text(value).trim() === '') return 'A job needs a title.';
    if (field === 'quantity' && (typeof value !== 'number' || value < 0))
      return 'The quantity must be 0 or more.';
    return null;
  },
};

const customers: RecordType = {
  name: 'customers',
  label: 'Customer',
  fields: {
    name: 'text',
    type: 'text',
    email: 'text',
    phone: 'text',
    contact_name: 'text',
    suburb: 'text',
    sites: 'json',
    site_photos: 'json',
    terms_signature: 'signature',
    balance: 'number',
    active: 'boolean',
    notes: 'text',
  },
  display: {
    balance: { format: 'money' },
    sites: { noun: ['site', 'sites'] },
    site_photos: { noun: ['site photo', 'site photos'] },
  },
  search: ['name', 'email', 'suburb', 'contact_name'],
  required: ['name'],
  title: (data) => text(data.name),
  decorate: (data) => ({
    type_colour:
      data.type === 'Builder' ? 'gold' : data.type === 'Commercial' ? 'geekblue' : 'green',
  }),
};

const quotes: RecordType = {
  name: 'quotes',
  label: 'Quote',
  fields: {
    number: 'text',
    title: 'text',
    customer_id: 'number',
    customer_name: 'text',
    job_id: 'number',
    status: 'text',
    total: 'number',
    valid_until: 'date',
    regions: 'json',
    notes: 'text',
    lines: 'json',
  },
  search: ['number', 'title', 'customer_name'],
  required: ['title', 'customer_id'],
  references: { customer_id: 'customers', job_id: 'jobs' },
  display: {
    number: { label: 'Quote' },
    customer_id: 'internal',
    customer_name: { label: 'Customer' },
    job_id: 'internal',
    status: { format: 'choice', choices: names(QUOTE_STATUSES) },
    total: { label: 'Total (inc GST)', format: 'money' },
    regions: { noun: ['region', 'regions'] },
    lines: { noun: ['line', 'lines'] },
  },
  totalField: 'total',
  numberPrefix: 'Q-',
  title: (data, id) => `Quote ${text(data.number) || id}`,
  status: (data) => QUOTE_STATUSES[text(data.status)] ?? null,
  decorate: (data) => ({
    status_colour: QUOTE_STATUSES[text(data.status)]?.color ?? 'default',
    status_name: QUOTE_STATUSES[text(data.status)]?.name ?? text(data.status),
  }),
};

const quoteOptions: RecordType = {
  name: 'quote_options',
  label: 'Quote option',
  fields: {
    quote_id: 'number',
    name: 'text',
    description: 'text',
    price: 'number',
    selected_product: 'boolean',
  },
  display: { quote_id: 'internal', price: { format: 'money' } },
  search: ['name', 'description'],
  required: ['name'],
  references: { quote_id: 'quotes' },
  title: (data) => text(data.name),
};

/** An item of the wholesale order a job was made from (docs/decisions/190). */
const jobItems: RecordType = {
  name: 'job_items',
  label: 'Job item',
  fields: {
    job_id: 'number',
    item_number: 'number',
    location: 'text',
    product: 'text',
    application: 'text',
    colour: 'text',
    sizes: 'text',
    quantity: 'number',
    accessories: 'text',
    price: 'number',
    notes: 'text',
  },
  search: ['location', 'product', 'application', 'colour'],
  required: ['product'],
  references: { job_id: 'jobs' },
  totalField: 'price',
  display: { job_id: 'internal', item_number: { label: 'Item' }, price: { format: 'money' } },
  title: (data, id) => `Item ${text(data.item_number) || id}`,
};

const suppliers: RecordType = {
  name: 'suppliers',
  label: 'Supplier',
  fields: {
    name: 'text',
    category: 'text',
    email: 'text',
    phone: 'text',
    account_number: 'text',
    lead_time_days: 'number',
    preferred: 'boolean',
  },
  search: ['name', 'category', 'email'],
  required: ['name'],
  title: (data) => text(data.name),
};

const notes: RecordType = {
  name: 'notes',
  label: 'Note',
  fields: { job_id: 'number', text: 'text', author: 'text', created: 'datetime' },
  display: { job_id: 'internal' },
  search: ['text', 'author'],
  required: ['text'],
  references: { job_id: 'jobs' },
  title: (data) => text(data.text).slice(0, 40),
};

const organisations: RecordType = {
  name: 'organisation_requests',
  label: 'Organisation',
  fields: { name: 'text', short_code: 'text', timezone: 'text' },
  search: ['name'],
  required: ['name', 'short_code'],
  title: (data) => text(data.name),
};

/** A form with 300 fields and 300 dependency rules saves here (benchmark page). */
const benchForms: RecordType = {
  name: 'bench_forms',
  label: 'Benchmark form',
  fields: {},
  search: [],
  required: [],
  title: (_data, id) => `Benchmark form ${id}`,
};

export const RECORD_TYPES: Record<string, RecordType> = Object.fromEntries(
  [
    jobs,
    customers,
    quotes,
    quoteOptions,
    jobItems,
    suppliers,
    notes,
    organisations,
    benchForms,
  ].map((type) => [type.name, type]),
);

/**
 * The kind of a field the type really declares, or undefined: an own-property check, so a
 * client-given name such as `constructor` or `toString` is never taken for a field through
 * the prototype chain (issue 36, item 8).
 */
export function fieldKind(type: RecordType, name: string): FieldKind | undefined {
  return Object.hasOwn(type.fields, name) ? type.fields[name] : undefined;
}

export function recordType(name: string): RecordType | undefined {
  return Object.prototype.hasOwnProperty.call(RECORD_TYPES, name) ? RECORD_TYPES[name] : undefined;
}

const FORMAT_OF_KIND: Record<FieldKind, FieldDisplay['format']> = {
  text: 'text',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
  json: 'list',
  signature: 'text',
  measurement: 'text',
  files: 'list',
};

/**
 * How a field of a type reads to a person (label, format, choices), or null for a field people
 * do not read: one not declared by the type (added on read, like colours) or marked internal.
 */
export function fieldDisplay(type: RecordType, field: string): FieldDisplay | null {
  const kind = type.fields[field];
  const spec = type.display?.[field];
  if (!kind || spec === 'internal') return null;
  return {
    label: fieldLabel(field),
    format: FORMAT_OF_KIND[kind],
    ...(kind === 'files' ? { noun: ['file', 'files'] as const } : {}),
    ...spec,
  };
}
