import { body, callAs, describeEachDatabase, login } from './testing/create-test-app';
import { NOT_IN_ORGANISATION_MESSAGE } from './core/owned-ids';
import { workflowFields } from './modules/views/record-rights';
import { RECORD_TYPES, USERS_REFERENCE } from './modules/views/record-types';

/**
 * Issue 36, item 3 (docs/decisions/184): every id a client may write that points at another row
 * is checked against the caller's organisation. The walk takes every reference field of every
 * record type, and the wholesale customer's owner and pricing group, and writes another
 * organisation's id into each: 404 naming the field, nothing stored, nothing revealed.
 */

/** The smallest record of each type a save accepts (its required fields). */
const MINIMAL: Record<string, Record<string, unknown>> = {
  jobs: { title: 'Walk job' },
  customers: { name: 'Walk customer' },
  quotes: { title: 'Walk quote' },
  quote_options: { name: 'Walk option' },
  notes: { text: 'Walk note' },
  job_items: { product: 'Walk item' },
};

const ACME_SALES_ID = 12;

describeEachDatabase('foreign ids: another organisation’s ids are refused everywhere', (get) => {
  const tokens = { demo: '', acme: '' };
  /** Ids of acme's rows, by record type (and 'users'). */
  const acmeIds: Record<string, number> = { [USERS_REFERENCE]: ACME_SALES_ID };
  /** Ids of demo's rows, by record type, for the required references of a minimal record. */
  const demoIds: Record<string, number> = {};

  const save = (token: string, type: string, id: number | 'new', data: Record<string, unknown>) =>
    callAs(get().app, token, 'POST', `/records/${type}/${id}`, {
      object_data: JSON.stringify(data),
    });

  beforeAll(async () => {
    tokens.demo = await login(get().app, 'admin@demo.test');
    tokens.acme = await login(get().app, 'admin@acme.test');
    // One record of every referenced type in each organisation, made in order of need.
    for (const [type, token, ids] of [
      ['customers', tokens.acme, acmeIds],
      ['customers', tokens.demo, demoIds],
      ['jobs', tokens.acme, acmeIds],
      ['jobs', tokens.demo, demoIds],
      ['quotes', tokens.acme, acmeIds],
      ['quotes', tokens.demo, demoIds],
    ] as const) {
      const data = {
        ...MINIMAL[type],
        ...(type === 'quotes' ? { customer_id: ids.customers } : {}),
      };
      const created = await save(token, type, 'new', data);
      expect(created.statusCode).toBe(200);
      ids[type] = body<{ id: number }>(created).data.id;
    }
  });

  it('lists every id field of every record type among its checked references', () => {
    for (const type of Object.values(RECORD_TYPES)) {
      // Workflow fields (a job's wholesale order) are never written by a client.
      const idFields = Object.keys(type.fields).filter(
        (name) => /_ids?$/.test(name) && !workflowFields(type).includes(name),
      );
      expect({ type: type.name, fields: idFields.sort() }).toEqual({
        type: type.name,
        fields: Object.keys(type.references ?? {}).sort(),
      });
    }
  });

  it('refuses another organisation’s id in every reference field of every record type, on create, save and inline edit', async () => {
    const walked: string[] = [];
    for (const type of Object.values(RECORD_TYPES)) {
      for (const [field, target] of Object.entries(type.references ?? {})) {
        const foreign = field.endsWith('_ids') ? [acmeIds[target]] : acmeIds[target];
        const base = {
          ...MINIMAL[type.name],
          ...(type.name === 'quotes' ? { customer_id: demoIds.customers } : {}),
        };
        const created = await save(tokens.demo, type.name, 'new', { ...base, [field]: foreign });
        expect({ field: `${type.name}.${field}`, status: created.statusCode }).toEqual({
          field: `${type.name}.${field}`,
          status: 404,
        });
        expect(body(created).info.errors).toEqual({ [field]: [NOT_IN_ORGANISATION_MESSAGE] });

        const own = await save(tokens.demo, type.name, 'new', base);
        const id = body<{ id: number }>(own).data.id;
        const saved = await save(tokens.demo, type.name, id, { [field]: foreign });
        expect(saved.statusCode).toBe(404);
        const inline = await callAs(
          get().app,
          tokens.demo,
          'POST',
          `/records/${type.name}/${id}/inline`,
          {
            id,
            field,
            value: foreign,
          },
        );
        expect(inline.statusCode).toBe(404);
        const stored = body<Record<string, unknown>>(
          await callAs(get().app, tokens.demo, 'GET', `/records/${type.name}/${id}`),
        ).data;
        expect(stored[field] ?? null).toEqual(base[field as keyof typeof base] ?? null);
        // The organisation's own id is taken.
        const ownTarget = target === USERS_REFERENCE ? 1 : demoIds[target];
        const fine = await save(tokens.demo, type.name, id, {
          [field]: field.endsWith('_ids') ? [ownTarget] : ownTarget,
        });
        expect(fine.statusCode).toBe(200);
        walked.push(`${type.name}.${field}`);
      }
    }
    expect(walked.sort()).toEqual([
      'job_items.job_id',
      'jobs.crew_ids',
      'jobs.customer_id',
      'notes.job_id',
      'quote_options.quote_id',
      'quotes.customer_id',
      'quotes.job_id',
    ]);
  });

  it('refuses another organisation’s user or pricing group for a wholesale customer, and never shows another organisation’s owner', async () => {
    const { app, ctx } = get();
    const acmeGroup = await ctx.db
      .selectFrom('wholesale_pricing_groups')
      .select('id')
      .where('organisation_id', '=', 2)
      .executeTakeFirst();
    const customer = { full_name: 'Walk Trade', email: 'walk@trade.test', mobile: '+61400222333' };
    const before = await ctx.db.selectFrom('wholesale_customers').select('id').execute();
    const owner = await callAs(app, tokens.demo, 'POST', '/wholesale/customers', {
      ...customer,
      account_owner_id: ACME_SALES_ID,
    });
    expect(owner.statusCode).toBe(404);
    expect(body(owner).info.errors).toEqual({ account_owner_id: [NOT_IN_ORGANISATION_MESSAGE] });
    if (acmeGroup) {
      const group = await callAs(app, tokens.demo, 'POST', '/wholesale/customers', {
        ...customer,
        pricing_group_id: acmeGroup.id,
      });
      expect(group.statusCode).toBe(404);
    }
    expect(await ctx.db.selectFrom('wholesale_customers').select('id').execute()).toEqual(before);

    // A row stored before the check (owner 12 of acme on a demo customer) reveals nobody.
    const created = await callAs(app, tokens.demo, 'POST', '/wholesale/customers', customer);
    expect(created.statusCode).toBe(200);
    const id = body<{ id: number }>(created).data.id;
    await ctx.db
      .updateTable('wholesale_customers')
      .set({ account_owner_id: ACME_SALES_ID })
      .where('id', '=', id)
      .execute();
    const options = await callAs(
      app,
      tokens.demo,
      'GET',
      `/api-dropdown-options?customer_id=${id}`,
    );
    expect(options.statusCode).toBe(200);
    expect(options.body).not.toContain('sales@acme.test');
    expect(body<{ account_owner: unknown }>(options).data.account_owner).toBeNull();
  });
});
