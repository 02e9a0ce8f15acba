import { body, describeEachDatabase } from '../../testing/create-test-app';
import { FORBIDDEN_MESSAGE } from '../../core/permissions';
import { FILTER_DATE_MESSAGE, FILTER_VALUE_MESSAGE } from './records-store';
import { DROPDOWN_ENTRY_MESSAGE } from './options-routes';
import { viewsApi, type Row } from './test-support';

/**
 * Issue 36: record rights per role (item 4), requests that were 500s (item 5) and field names
 * looked up through the prototype chain (item 8).
 */
describeEachDatabase('views: record rights and hostile record requests (issue 36)', (get) => {
  const { tokens, call, list } = viewsApi(get);
  const firstOf = async (type: string, filters: Record<string, unknown> = {}) =>
    (
      await list(
        tokens.admin,
        { filters, pagination_object: { page_number: 1, page_size: 1 } },
        type,
      )
    ).data[0];
  const save = (token: string, type: string, id: number | 'new', data: Record<string, unknown>) =>
    call(token, 'POST', `/records/${type}/${id}`, { object_data: JSON.stringify(data) });
  const stored = async (type: string, id: number) =>
    body<Row>(await call(tokens.admin, 'GET', `/records/${type}/${id}`)).data;

  describe('item 4: record routes follow the roles', () => {
    it('refuses a fitter or a measurer deleting a supplier or a customer, and sales deleting either', async () => {
      const supplier = await firstOf('suppliers');
      const customer = await firstOf('customers');
      for (const token of [tokens.fitter, tokens.measurer, tokens.sales]) {
        for (const [type, record] of [
          ['suppliers', supplier],
          ['customers', customer],
        ] as const) {
          const refused = await call(token, 'DELETE', `/records/${type}/${record.id}`);
          expect(refused.statusCode).toBe(403);
          expect(body(refused).info.message).toBe(FORBIDDEN_MESSAGE);
        }
      }
      expect((await stored('suppliers', supplier.id)).name).toBe(supplier.name);
      expect((await stored('customers', customer.id)).name).toBe(customer.name);
    });

    it('lets only the type’s roles create: no job or customer by the crew, no supplier by sales', async () => {
      for (const [token, type] of [
        [tokens.fitter, 'jobs'],
        [tokens.measurer, 'customers'],
        [tokens.sales, 'suppliers'],
      ] as const) {
        const refused = await save(token, type, 'new', { name: 'Crew record', title: 'Crew job' });
        expect(refused.statusCode).toBe(403);
      }
      const created = await save(tokens.sales, 'customers', 'new', { name: 'Sales customer' });
      expect(created.statusCode).toBe(200);
      expect(
        (await call(tokens.admin, 'DELETE', `/records/customers/${body<Row>(created).data.id}`))
          .statusCode,
      ).toBe(200);
    });

    it('sets no job invoiced, nor its invoice number or job number, by a save or an inline edit', async () => {
      const job = await firstOf('jobs', { status: ['open'] });
      const fake = await save(tokens.fitter, 'jobs', job.id, {
        status: 'invoiced',
        invoice_number: 'FAKE-1',
      });
      expect(fake.statusCode).toBe(403);
      expect(body(fake).info.message).toBe('invoice_number is set by its workflow, not by a save.');
      for (const token of [tokens.admin, tokens.fitter]) {
        const invoiced = await save(token, 'jobs', job.id, { status: 'invoiced' });
        expect(invoiced.statusCode).toBe(403);
        expect(body(invoiced).info.message).toBe('status is set by its workflow, not by a save.');
        const inline = await call(token, 'POST', `/records/jobs/${job.id}/inline`, {
          id: job.id,
          field: 'status',
          value: 'invoiced',
        });
        expect(inline.statusCode).toBe(403);
      }
      for (const [field, value] of [
        ['invoice_number', 'FAKE-1'],
        ['number', 'J-99999'],
      ]) {
        const inline = await call(tokens.admin, 'POST', `/records/jobs/${job.id}/inline`, {
          id: job.id,
          field,
          value,
        });
        expect(inline.statusCode).toBe(403);
        expect(body(inline).info.message).toBe(`${field} is set by its workflow, not by a save.`);
      }
      const created = await save(tokens.admin, 'jobs', 'new', { title: 'Numbered', number: 'J-1' });
      expect(created.statusCode).toBe(403);
      const after = await stored('jobs', job.id);
      expect(after).toMatchObject({ status: 'open', number: job.number });
      expect(after.invoice_number ?? null).toBeNull();
      // The whole record sent back unchanged (as the form does) still saves.
      const whole = await save(tokens.admin, 'jobs', job.id, { ...job, title: 'Whole form' });
      expect(whole.statusCode).toBe(200);
      expect(body<Row>(whole).data).toMatchObject({ title: 'Whole form', number: job.number });
      // The invoice endpoint is the office's: a fitter may not invoice.
      expect(
        (await call(tokens.fitter, 'POST', `/records/jobs/${job.id}/invoice`, {})).statusCode,
      ).toBe(403);
    });

    it('lets the crew save the fields of the job they work on, and nothing else', async () => {
      const job = await firstOf('jobs', { status: ['scheduled'] });
      const notes = await save(tokens.fitter, 'jobs', job.id, { notes: 'Fitted, sealed.' });
      expect(notes.statusCode).toBe(200);
      expect(body<Row>(notes).data).toMatchObject({
        notes: 'Fitted, sealed.',
        status: 'scheduled',
      });
      for (const [token, field, value] of [
        [tokens.fitter, 'title', 'Renamed by the fitter'],
        [tokens.fitter, 'amount', 1],
        [tokens.measurer, 'customer_id', 1],
        [tokens.measurer, 'site', 'Elsewhere 1'],
      ] as const) {
        const refused = await save(token, 'jobs', job.id, { [field]: value });
        expect(refused.statusCode).toBe(403);
        expect(body(refused).info.message).toBe(`You may not change ${field}.`);
        const inline = await call(token, 'POST', `/records/jobs/${job.id}/inline`, {
          id: job.id,
          field,
          value,
        });
        expect(inline.statusCode).toBe(403);
      }
      const cancelled = await save(tokens.measurer, 'jobs', job.id, { status: 'cancelled' });
      expect(cancelled.statusCode).toBe(403);
      expect(await stored('jobs', job.id)).toMatchObject({ title: job.title, status: 'scheduled' });
    });

    it('changes nothing of an invoiced (locked) job: no delete, save, inline edit, hold or recalculation', async () => {
      const job = await firstOf('jobs', { status: ['invoiced'] });
      const attempts = [
        await call(tokens.admin, 'DELETE', `/records/jobs/${job.id}`),
        await save(tokens.admin, 'jobs', job.id, { title: 'Changed' }),
        await call(tokens.admin, 'POST', `/records/jobs/${job.id}/inline`, {
          id: job.id,
          field: 'title',
          value: 'x',
        }),
        await call(tokens.admin, 'POST', `/records/jobs/${job.id}/hold`, { prompt_answer: 'Wait' }),
        await call(tokens.admin, 'POST', `/records/jobs/${job.id}/recalculate`, {}),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([409, 409, 409, 409, 409]);
      expect(body(attempts[0]).info.message).toBe('This job is locked.');
      expect(await stored('jobs', job.id)).toMatchObject({ title: job.title, status: 'invoiced' });
    });
  });

  describe('item 5: requests that answered 500', () => {
    it('answers 400 for a bulk e-mail whose selected_ids hold objects', async () => {
      const refused = await call(tokens.admin, 'POST', '/records/customers/bulk-email', {
        selected_ids: [{ toString: 1, valueOf: 1 }],
      });
      expect(refused.statusCode).toBe(400);
    });

    it('refuses date filters past the years 0001–9999 with a 400 naming the bound', async () => {
      for (const [name, from, to, bound] of [
        ['due_date', '-271821-04-20T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'from'],
        ['due_date', '2026-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', 'to'],
        ['scheduled_at', '-271821-04-20T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'from'],
      ]) {
        const filters = { [name]: { from, to } };
        const response = await list(tokens.admin, { filters });
        expect(response.status).toBe(400);
        expect(response.info.message).toBe(`filters.${name}.${bound}: ${FILTER_DATE_MESSAGE}`);
      }
      const fine = await list(tokens.admin, {
        filters: { due_date: { from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' } },
      });
      expect(fine.status).toBe(200);
    });

    it('reads filters as values only: objects inside lists or as values are a 400, null in a list matches nothing', async () => {
      for (const value of [[{ toString: 1, valueOf: 1 }], { toString: 1, valueOf: 1 }]) {
        const response = await list(tokens.admin, { filters: { status: value } });
        expect(response.status).toBe(400);
        expect(response.info.message).toBe(`filters.status: ${FILTER_VALUE_MESSAGE}`);
      }
      const nulls = await list(tokens.admin, { filters: { status: [null] } });
      expect(nulls.status).toBe(200);
      expect(nulls.info.pagination_object?.total_records).toBe(0);
    });

    it('answers 400 for dropdown-options values=[null], and ignores values that are not text', async () => {
      for (const values of ['[null]', '[1]', '[[]]']) {
        const response = await call(
          tokens.admin,
          'GET',
          `/dropdown-options?values=${encodeURIComponent(values)}`,
        );
        expect(response.statusCode).toBe(400);
        expect(body(response).info.errors?.values).toEqual([DROPDOWN_ENTRY_MESSAGE]);
      }
      const odd = JSON.stringify([
        { data_url: { toString: 1, valueOf: 1 } },
        { data_url: '/options/customers', page_size: { valueOf: 1 }, value: { toString: 1 } },
      ]);
      const response = await call(
        tokens.admin,
        'GET',
        `/dropdown-options?values=${encodeURIComponent(odd)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(Object.keys(body<Record<string, unknown>>(response).data)).toEqual([
        '/options/customers',
      ]);
    });
  });

  describe('item 8: field names are own properties', () => {
    it('does not take constructor, toString or hasOwnProperty for fields of an inline edit', async () => {
      const job = await firstOf('jobs', { status: ['open'] });
      for (const type of ['jobs', 'bench_forms']) {
        const id =
          type === 'jobs'
            ? job.id
            : body<Row>(await save(tokens.admin, 'bench_forms', 'new', { a: 1 })).data.id;
        for (const field of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
          const response = await call(tokens.admin, 'POST', `/records/${type}/${id}/inline`, {
            id,
            field,
            value: 'x',
          });
          expect(response.statusCode).toBe(400);
          expect(body(response).info.message).toBe(`'${field}' cannot be edited here.`);
          expect(Object.hasOwn(await stored(type, id), field)).toBe(false);
        }
      }
    });

    it('answers an options source named constructor with 404, and ignores prototype names in lists', async () => {
      const source = await call(tokens.admin, 'GET', '/options/constructor');
      expect(source.statusCode).toBe(404);
      expect(body(source).info.message).toBe("Unknown options 'constructor'.");
      const all = await list(tokens.admin, {});
      const odd = await list(tokens.admin, {
        filters: { constructor: 'x', toString: ['a'] },
        pagination_object: { page_number: 1, page_size: 10, sort_by: 'constructor' },
      });
      expect(odd.status).toBe(200);
      expect(odd.info.pagination_object?.total_records).toBe(
        all.info.pagination_object?.total_records,
      );
      const job = await firstOf('jobs');
      const neighbours = await call(
        tokens.admin,
        'GET',
        `/records/jobs/${job.id}/neighbours?pagination_object=${encodeURIComponent(JSON.stringify({ sort_by: 'constructor' }))}`,
      );
      expect(neighbours.statusCode).toBe(400);
    });
  });
});
