import type { SearchResult } from '@platform/shared/contracts';
import { body, callAs, describeEachDatabase } from '../../testing/create-test-app';
import { signedInCaller } from '../../testing/test-caller';
import { insertWholesaleOrder } from '../wholesale/test-support';
import { prefixQuery } from '../../core/search-text';

const RECORD_GROUPS = ['Jobs', 'Customers', 'Quotes', 'Wholesale orders', 'Suppliers'];

/** Issue 35, item 2: the global search finds the product's records, by organisation and rights. */
describeEachDatabase('global search of records (issue 35, item 2)', (get) => {
  const { tokens } = signedInCaller(get, [
    'admin@demo.test',
    'sales@demo.test',
    'fitter@demo.test',
    'dashboard@demo.test',
    'admin@acme.test',
  ]);

  const search = async (email: string, text: string) => {
    const response = await callAs(
      get().app,
      tokens[email],
      'GET',
      `/search?search=${encodeURIComponent(text)}`,
    );
    expect(response.statusCode).toBe(200);
    return body<SearchResult[]>(response).data;
  };
  const group = (groups: SearchResult[], label: string) =>
    groups.find((found) => found.label === label);
  const labels = (groups: SearchResult[], label: string) =>
    (group(groups, label)?.children ?? []).map((hit) => hit.label);

  it("finds a customer by name, and the customer's jobs and quotes, each opening its record page", async () => {
    const groups = await search('admin@demo.test', 'Smith Homes');
    const customers = group(groups, 'Customers');
    expect(customers?.children?.[0]).toEqual(
      expect.objectContaining({ label: 'Smith Homes', type_name: 'customer' }),
    );
    expect(customers?.children?.[0].path).toMatch(/^\/_demo_\/customers\/\d+$/);
    expect(customers?.children?.[0].caption).toBe('Manly · smith.36@customers.test · 0410285084');
    const jobs = group(groups, 'Jobs');
    expect(jobs?.caption).toBe(`${jobs?.children?.length} found`);
    expect(jobs?.children?.length).toBeGreaterThan(0);
    for (const job of jobs?.children ?? []) {
      expect(job.caption).toMatch(/^Smith Homes · 46 King St, Manly · [A-Z]/);
      expect(job.path).toMatch(/^\/_demo_\/jobs\/\d+$/);
    }
    expect(group(groups, 'Quotes')?.children?.[0].caption).toMatch(/^Smith Homes · /);
    // Groups in their order, pages and people only where they match.
    expect(groups.map((found) => found.label)).toEqual(['Jobs', 'Customers', 'Quotes']);
  });

  it('finds a job by its number, with customer, site and status name to tell it apart', async () => {
    const groups = await search('admin@demo.test', 'J-00001');
    const jobs = group(groups, 'Jobs');
    expect(jobs?.caption).toBe('1 found');
    expect(jobs?.children).toEqual([
      expect.objectContaining({
        label: 'Job J-00001',
        caption: 'Nguyen Family · 11 King St, Chatswood · Scheduled',
        type_name: 'job',
      }),
    ]);
    // A job's site address finds it too.
    const bySite = await search('admin@demo.test', '11 King St Chatswood');
    expect(labels(bySite, 'Jobs')).toContain('Job J-00001');
  });

  it('matches partial words: "Harb" finds the supplier and the wholesale customer’s orders', async () => {
    const orderId = await insertWholesaleOrder(
      get().ctx,
      1,
      'Harbour Trade Co',
      'Bondi townhouse screens',
    );
    await insertWholesaleOrder(get().ctx, 2, 'Harbour Acme Glass', 'Acme order');
    const groups = await search('admin@demo.test', 'Harb');
    expect(labels(groups, 'Suppliers')).toEqual(['Harbour Aluminium']);
    expect(group(groups, 'Suppliers')?.children?.[0].path).toBe('/_demo_/suppliers');
    const orders = group(groups, 'Wholesale orders');
    expect(orders?.children).toEqual([
      expect.objectContaining({
        label: `Order #${orderId} · Bondi townhouse screens`,
        caption: 'Harbour Trade Co · Approved',
        path: `/_demo_/wholesale-orders/${orderId}`,
      }),
    ]);
    expect(labels(await search('admin@demo.test', `#${orderId}`), 'Wholesale orders')).toEqual([
      `Order #${orderId} · Bondi townhouse screens`,
    ]);
    expect(labels(await search('admin@demo.test', 'townhouse'), 'Wholesale orders')).toHaveLength(
      1,
    );
  });

  it("never returns another organisation's records", async () => {
    const acme = await search('admin@acme.test', 'Smith');
    for (const found of acme.filter((hits) => RECORD_GROUPS.includes(hits.label))) {
      for (const hit of found.children ?? []) expect(hit.path).toMatch(/^\/_acme_\//);
    }
    // Acme has quotes (of its own customers) but no jobs, and no customers page to open.
    expect(group(acme, 'Quotes')?.children?.[0].caption).toMatch(/^Smith Family · /);
    expect(group(acme, 'Jobs')).toBeUndefined();
    expect(group(acme, 'Customers')).toBeUndefined();
    expect(group(await search('admin@acme.test', 'Harbour Aluminium'), 'Suppliers')).toBe(
      undefined,
    );
    expect(group(await search('admin@acme.test', 'Harbour Trade'), 'Wholesale orders')).toBe(
      undefined,
    );
    const demo = await search('admin@demo.test', 'Smith Family');
    const ids = (group(demo, 'Customers')?.children ?? []).map((hit) => hit.path);
    expect(ids.every((path) => path?.startsWith('/_demo_/customers/'))).toBe(true);
  });

  it('returns no hits of a type whose page the role may not open', async () => {
    // Fitters open jobs, not customers or quotes; sales do not open suppliers.
    const fitter = await search('fitter@demo.test', 'Smith Homes');
    expect(fitter.map((found) => found.label)).toEqual(['Jobs']);
    const sales = await search('sales@demo.test', 'Harbour');
    expect(group(sales, 'Suppliers')).toBeUndefined();
    expect(group(await search('admin@demo.test', 'Harbour'), 'Suppliers')).toBeDefined();
    expect(await search('dashboard@demo.test', 'Smith Homes')).toEqual([]);
  });

  it('answers 400 for a query over 200 characters, and nothing for punctuation alone', async () => {
    const long = await callAs(
      get().app,
      tokens['admin@demo.test'],
      'GET',
      `/search?search=${'a'.repeat(201)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(await search('admin@demo.test', "'&|!:*")).toEqual([]);
    expect(await search('admin@demo.test', "Smith' | 'x")).toEqual(
      await search('admin@demo.test', 'Smith x'),
    );
  });
});

describe('prefixQuery', () => {
  it('makes every word a prefix and keeps the parts of a word in order', () => {
    expect(prefixQuery('Smith Homes')).toBe("'smith':* & 'homes':*");
    expect(prefixQuery('J-00001')).toBe("('j':* <-> '00001':*)");
    expect(prefixQuery("O'Brien's")).toBe("('o':* <-> 'brien':* <-> 's':*)");
    expect(prefixQuery(" '&|!:* ")).toBeNull();
  });
});
