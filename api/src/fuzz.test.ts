import { bearer, body, describeEachDatabase, login } from './testing/create-test-app';
import {
  badRequest,
  classOf,
  formatReport,
  fuzzApp,
  fuzzableRoutes,
  judgeChanges,
  spoilsFor,
  targetedRequests,
} from './testing/fuzz';
import { routeCatalogue } from './core/validation';
import { RECORD_TYPES } from './modules/views/record-types';

/**
 * Issue 19: bad input to any route gives a 4xx, never a 500, and stores nothing. `npm test`
 * runs a short, seeded pass (3 requests a route); `npm run fuzz` sets FUZZ_REQUESTS (10,000 by
 * default) and FUZZ_SEED and prints the report.
 */
const requested = Number(process.env.FUZZ_REQUESTS ?? 0);
const seed = Number(process.env.FUZZ_SEED ?? 19);
const long = requested > 0;

/** A URL as text (a malformed escape, which the fuzzer sends on purpose, stays as it is). */
function readable(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

describeEachDatabase('fuzzing every route with bad input', (get) => {
  it('validates the params, querystring and body of every route with a schema', () => {
    const routes = routeCatalogue(get().app);
    expect(routes.length).toBeGreaterThan(100);
    const withoutParams = routes.filter((r) => /[:*]/.test(r.url) && !r.schema.params);
    expect(withoutParams.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const withBodyButNoSchema = routes.filter(
      (r) => r.declared.body === false && ['POST', 'PUT', 'PATCH'].includes(r.method),
    );
    // Routes that read no body at all (a button press on a record); see ADR 120.
    expect(withBodyButNoSchema.length).toBeLessThanOrEqual(6);
  });

  it('names the field of a loose type, a NUL, Infinity and 2^31 in a 400 (issue 19, Low)', async () => {
    const { app } = get();
    const headers = bearer(await login(app, 'admin@demo.test'));
    const save = await app.inject({
      method: 'POST',
      url: '/wholesale/order/1/details',
      headers,
      payload: { status_id: true, details: { order_name: 'a\u0000b' } },
    });
    expect(save.statusCode).toBe(400);
    expect(body(save).info.errors).toEqual(
      expect.objectContaining({ status_id: ['Must be of type integer.'] }),
    );
    const asText = await app.inject({
      method: 'POST',
      url: '/wholesale/order/1/details',
      headers,
      payload: { status_id: '3' },
    });
    expect(body(asText).info.errors?.status_id).toEqual(['Must be of type integer.']);
    for (const [url, field, message] of [
      ['/route-tabs/Infinity', 'routeId', 'Must be a finite number.'],
      ['/route-tabs/2147483648', 'routeId', 'Must be 2147483647 or less.'],
      ['/wholesale-order?id=1e400', 'id', 'Must be a finite number.'],
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(400);
      expect(body(response).info.errors?.[field]).toEqual([message]);
    }
    // Found by npm run fuzz: a malformed escape in a file address was a 500.
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/upload?destinations=%E0%A4%A',
      headers,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('sends extreme dates, nulls inside lists and filters on every field kind (issue 36, item 5)', () => {
    const routes = fuzzableRoutes(get().app);
    const perRoute = long ? Math.ceil(requested / routes.length) : 3;
    const spoils = spoilsFor(seed, perRoute * routes.length);
    const urls = [
      ...routes.flatMap((route, index) =>
        spoils
          .slice(index * perRoute, (index + 1) * perRoute)
          .map((spoil) => badRequest(route, spoil).url),
      ),
      ...targetedRequests(routes).map(([, request]) => request.url),
    ].map(readable);
    // The two requests of the issue, or their shapes: a date filter past year -271821 on a
    // record list, and a list holding null sent to /dropdown-options.
    expect(
      urls.filter((url) => /^\/records\/[a-z_]+\?.*filters=.*-271821/.test(url)).length,
    ).toBeGreaterThan(0);
    expect(
      urls.filter((url) => url.startsWith('/dropdown-options?values=[null]')).length,
    ).toBeGreaterThan(0);
    // Filters reach every kind of field of the record types.
    const kinds = new Set(
      urls.flatMap((url) => {
        const match = /^\/records\/([a-z_]+)\?.*filters=\{"([a-z_]+)"/.exec(url);
        const type = match ? RECORD_TYPES[match[1]] : undefined;
        return type && match && Object.hasOwn(type.fields, match[2]) ? [type.fields[match[2]]] : [];
      }),
    );
    expect([...kinds].sort()).toEqual(
      [
        ...new Set(Object.values(RECORD_TYPES).flatMap((type) => Object.values(type.fields))),
      ].sort(),
    );
  });

  it('judges database changes by request class: reads and refusals change nothing, writes only the caller’s organisation (issue 36, item 12)', () => {
    const row = (organisation_id: number) => ({ id: 1, organisation_id });
    const change = (old_row: object | null, new_row: object | null) => [
      { table_name: 'records', op: new_row ? 'UPDATE' : 'DELETE', old_row, new_row } as never,
    ];
    expect(judgeChanges('read', change(row(1), row(1)), 1)).toBe('a read request changed records');
    expect(judgeChanges('refused', change(row(1), null), 1)).toBe(
      'a refused request changed records',
    );
    expect(judgeChanges('write', change(row(1), row(1)), 1)).toBeNull();
    expect(judgeChanges('write', change(row(2), null), 1)).toBe(
      "changed another organisation's rows: delete records",
    );
    expect(judgeChanges('write', change(row(1), row(2)), 1)).toBe(
      "changed another organisation's rows: update records",
    );
    expect(judgeChanges('read', [], 1)).toBeNull();
    expect(judgeChanges('write', change(row(1), row(1)), 1, ['notifications'])).toBe(
      'changed records, not its own tables',
    );
    expect(classOf('GET /notifications/:id/details', 'GET', 200)).toBe('write');
    expect(classOf('GET /records/:type', 'GET', 200)).toBe('read');
    expect(classOf('POST /records/:type/:id', 'POST', 422)).toBe('refused');
  });

  it(
    'answers no bad request with a server error, and judges every accepted request by its database changes',
    async () => {
      const routes = fuzzableRoutes(get().app).length;
      const perRoute = long ? Math.ceil(requested / routes) : 3;
      const report = await fuzzApp(get(), { seed, perRoute });
      const text = formatReport(report, seed);
      // The summary line always (npm test shows it); the whole report for npm run fuzz.
      process.stdout.write(`${long ? text : text.split('\n')[0]}\n`);
      expect(report.requests).toBeGreaterThanOrEqual(long ? requested : 300);
      expect(report.serverErrors).toEqual([]);
      expect(report.accepted).toBeGreaterThan(0);
      expect(report.judged).toBe(report.accepted);
      expect(report.classes.write.requests).toBeGreaterThan(0);
      expect(report.violations).toEqual([]);
    },
    long ? 3 * 60 * 60 * 1000 : 240_000,
  );
});
