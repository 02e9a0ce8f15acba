import fc from 'fast-check';
import type {
  ReportComparator,
  ReportDefinition,
  ReportFilter,
  ReportFilterValue,
} from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { RECORD_TYPES } from '../views/record-types';
import { REPORT_LINKS, REPORT_MODULES, type CatalogueField } from './catalogue';
import { COMPARATORS, compileReport, type CompileOptions } from './compiler';

/**
 * Property tests of the report compiler (docs/decisions/131): random definitions, valid and
 * invalid, against a real database. Valid ones run without an SQL error; invalid ones are
 * refused with a 400 before any SQL is made; no compiled query names a table, column or
 * literal outside the whitelist, and no value a client sent is ever part of the SQL text.
 */

/** Every client text value starts with this, so the SQL text can be searched for it. */
const MARK = 'Zq9';

/** Identifiers a compiled report may quote: its tables, the module aliases, their columns, c0… */
const IDENTIFIERS = new Set([
  'records',
  'users',
  'timesheet_entries',
  ...REPORT_MODULES.map((module) => module.id),
  'id',
  'organisation_id',
  'record_type',
  'data',
  'first_name',
  'last_name',
  'email',
  'staff_role_id',
  'active',
  'user_type_id',
  'created_at',
  'start_at',
  'end_at',
  'deleted_at',
  'user_id',
  'type',
  'title',
  'source',
  ...Array.from({ length: 30 }, (_, index) => `c${index}`),
]);
/** Literals a compiled report may hold: record types, the documents' member names, formats. */
const LITERALS = new Set([
  ...Object.keys(RECORD_TYPES),
  ...Object.values(RECORD_TYPES).flatMap((type) => Object.keys(type.fields)),
  'YYYY-MM-DD',
  '',
  ' ',
]);

const OPTIONS: CompileOptions = {
  organisationId: 1,
  timeZone: 'Australia/Sydney',
  roles: null,
};

interface Key {
  key: string;
  field: CatalogueField;
}

const reachable = (moduleId: string): Key[] => {
  const ids = [
    moduleId,
    ...REPORT_LINKS.filter((link) => link.from_module_id === moduleId).map((link) => link.to),
  ];
  return REPORT_MODULES.filter((module) => ids.includes(module.id)).flatMap((module) =>
    Object.entries(module.fields).map(([name, field]) => ({ key: `${module.id}.${name}`, field })),
  );
};

const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const text = fc
  .string({ minLength: 0, maxLength: 30, unit: 'binary' })
  .map((tail) => MARK + tail.split(String.fromCharCode(0)).join(''));
const number = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
);

function valueFor(
  field: CatalogueField,
  comparator: ReportComparator,
): fc.Arbitrary<ReportFilterValue | undefined> {
  switch (comparator) {
    case 'is_empty':
    case 'is_true':
    case 'is_false':
      return fc.constant(undefined);
    case 'contains':
    case 'equals':
    case 'starts_with':
      return text;
    case 'one_of':
      return fc.subarray(
        (field.options ?? []).map((option) => option.value),
        { minLength: 1 },
      );
    case 'between':
      return field.type === 'date'
        ? fc.record({ from: isoDate, to: isoDate })
        : fc.record({ from: number, to: number });
    case 'on':
    case 'before':
    case 'after':
      return isoDate;
    default:
      return number;
  }
}

const filterFor = ({ key, field }: Key): fc.Arbitrary<ReportFilter> =>
  fc
    .constantFrom(...COMPARATORS[field.type])
    .chain((comparator) =>
      valueFor(field, comparator).map((value) =>
        value === undefined ? { field: key, comparator } : { field: key, comparator, value },
      ),
    );

/** A definition the whitelist accepts. */
const validDefinition: fc.Arbitrary<ReportDefinition> = fc
  .constantFrom(...REPORT_MODULES.map((module) => module.id))
  .chain((moduleId) => {
    const keys = reachable(moduleId);
    return fc.record({
      module: fc.constant(moduleId),
      fields: fc.shuffledSubarray(
        keys.map((key) => key.key),
        { minLength: 1, maxLength: Math.min(8, keys.length) },
      ),
      filters: fc
        .shuffledSubarray(keys, { maxLength: 4 })
        .chain((chosen) =>
          chosen.length === 0 ? fc.constant([]) : fc.tuple(...chosen.map(filterFor)),
        ),
      sorting: fc
        .shuffledSubarray(keys, { maxLength: 3 })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map((key) =>
              fc
                .constantFrom('asc' as const, 'desc' as const)
                .map((comparator) => ({ field: key.key, comparator })),
            ),
          ),
        ),
    });
  });

const ALL_KEYS = REPORT_MODULES.flatMap((module) =>
  Object.keys(module.fields).map((name) => `${module.id}.${name}`),
);

/** A valid definition broken in one way the compiler must notice. */
const invalidDefinition: fc.Arbitrary<unknown> = fc
  .tuple(validDefinition, fc.nat(), text)
  .chain(([valid, pick, junk]) => {
    const keys = reachable(valid.module);
    const unreachable = ALL_KEYS.filter((key) => !keys.some((entry) => entry.key === key));
    const field = keys[pick % keys.length];
    const wrongComparators = (Object.values(COMPARATORS).flat() as ReportComparator[]).filter(
      (comparator) => !COMPARATORS[field.field.type].includes(comparator),
    );
    const mutations: Array<fc.Arbitrary<unknown>> = [
      fc.constant({ ...valid, module: junk }),
      fc.constant({ ...valid, fields: [...valid.fields, `${valid.module}.${junk}`] }),
      fc.constant({ ...valid, fields: [] }),
      fc.constant({ ...valid, fields: [...valid.fields, valid.fields[0]] }),
      fc.constant({ ...valid, fields: [`${junk}.${junk}`] }),
      fc.constant({ ...valid, fields: [`${valid.fields[0]}.x`] }),
      fc.constantFrom(...wrongComparators).map((comparator) => ({
        ...valid,
        filters: [{ field: field.key, comparator, value: MARK }],
      })),
      fc.constant({ ...valid, filters: [{ field: field.key, comparator: 'drop', value: 1 }] }),
      fc.constant({ ...valid, sorting: [{ field: junk, comparator: 'asc' }] }),
    ];
    if (unreachable.length > 0) {
      mutations.push(fc.constantFrom(...unreachable).map((key) => ({ ...valid, fields: [key] })));
    }
    // Each of these is wrong for every comparator of its type that takes a value.
    const wrongValue: Record<string, unknown[]> = {
      text: [1, null, '', ['a'], 'x'.repeat(201)],
      number: ['1', null, { from: 1 }, { from: 'a', to: 2 }],
      date: ['2026-02-30', '11/03/2026', 20260311, null, { from: '2026-01-01', to: 'soon' }],
      options: [[], [MARK], 'open', null],
    };
    const comparators = COMPARATORS[field.field.type].filter(
      (comparator) => !['is_empty', 'is_true', 'is_false'].includes(comparator),
    );
    if (comparators.length > 0 && wrongValue[field.field.type]) {
      mutations.push(
        fc
          .tuple(fc.constantFrom(...comparators), fc.constantFrom(...wrongValue[field.field.type]))
          .map(([comparator, value]) => ({
            ...valid,
            filters: [{ field: field.key, comparator, value }],
          })),
      );
    }
    return fc.oneof(...mutations);
  });

function checkSql(
  text: string,
  parameters: readonly unknown[],
  definition: ReportDefinition,
): void {
  for (const [, identifier] of text.matchAll(/"([^"]*)"/g)) {
    expect(IDENTIFIERS).toContain(identifier);
  }
  for (const [, literal] of text.matchAll(/'((?:[^']|'')*)'/g)) {
    expect(LITERALS).toContain(literal);
  }
  expect(text).not.toContain(MARK);
  // Every text a client sent reaches the database as a bound value.
  for (const filter of definition.filters) {
    if (typeof filter.value === 'string' && filter.value.startsWith(MARK)) {
      expect(
        parameters.some((parameter) => typeof parameter === 'string' && parameter.includes(MARK)),
      ).toBe(true);
    }
  }
}

describeEachDatabase('reports: the compiler over random definitions', (get) => {
  it('compiles every valid definition into SQL of the whitelist that runs', async () => {
    await fc.assert(
      fc.asyncProperty(validDefinition, async (definition) => {
        const compiled = compileReport(definition, OPTIONS);
        const db = get().ctx.db;
        const rows = compiled.rows(5, 0).compile(db);
        const count = compiled.count(100).compile(db);
        checkSql(rows.sql, rows.parameters, definition);
        checkSql(count.sql, count.parameters, definition);
        const result = await compiled.rows(5, 0).execute(db);
        expect(result.rows.length).toBeLessThanOrEqual(5);
        for (const row of result.rows) {
          expect(Object.keys(row).sort()).toEqual(
            compiled.columns.map((_, index) => `c${index}`).sort(),
          );
        }
        const counted = await compiled.count(100).execute(db);
        expect(counted.rows[0].count).toBeLessThanOrEqual(101);
        expect(compiled.columns.map((column) => column.key)).toEqual(definition.fields);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses every invalid definition with a 400 and a message, before making SQL', () => {
    fc.assert(
      fc.property(invalidDefinition, (definition) => {
        let thrown: unknown;
        try {
          compileReport(definition as ReportDefinition, OPTIONS);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(HttpError);
        const error = thrown as HttpError;
        expect(error.status).toBe(400);
        expect(error.message.length).toBeGreaterThan(10);
        expect(Object.keys(error.options.errors ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('answers invalid definitions over HTTP with a 400 and stores nothing', async () => {
    const token = await login(get().app, 'admin@demo.test');
    const count = async () =>
      (await get().ctx.db.selectFrom('reports').select('id').execute()).length;
    const before = await count();
    await fc.assert(
      fc.asyncProperty(invalidDefinition, fc.boolean(), async (definition, save) => {
        const response = await get().app.inject({
          method: 'POST',
          url: save ? '/reports' : '/reports/run',
          headers: bearer(token),
          payload: save ? { name: `${MARK} report`, definition } : { definition },
        });
        const envelope = body(response);
        expect(response.statusCode).toBe(400);
        expect(typeof envelope.info.message).toBe('string');
        expect(envelope.info.message!.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
    expect(await count()).toBe(before);
  });
});
