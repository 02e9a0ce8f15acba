import {
  body,
  callAs,
  describeEachDatabase,
  login,
  queryString,
} from '../../testing/create-test-app';

interface Option {
  id: number;
  name: string;
  selected: boolean;
}

describeEachDatabase('views: the paged product choice of a quote', (get) => {
  let admin: string;
  let acme: string;
  let quoteId: number;
  let otherQuoteId: number;
  /** Option ids by name: Option 01 … Option 45 (Option 07 is Mesh special). */
  const optionIds: Record<string, number> = {};
  let otherOptionId: number;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(get().app, token, method, url, payload);

  const products = async (query: Record<string, unknown>, id = quoteId, token = admin) => {
    const response = await call(
      token,
      'GET',
      `/records/quotes/${id}/product-options?${queryString(query)}`,
    );
    return { status: response.statusCode, ...body<Option[]>(response) };
  };

  const save = async (type: string, data: Record<string, unknown>) => {
    const response = await call(admin, 'POST', `/records/${type}/new`, {
      object_data: JSON.stringify(data),
    });
    expect(response.statusCode).toBe(200);
    return body<{ id: number }>(response).data.id;
  };

  const page = (page_number: number, page_size = 20) => ({
    pagination_object: { page_number, page_size },
  });

  beforeAll(async () => {
    [admin, acme] = await Promise.all([
      login(get().app, 'admin@demo.test'),
      login(get().app, 'admin@acme.test'),
    ]);
    const customer = body<Array<{ id: number }>>(
      await call(
        admin,
        'GET',
        '/records/customers?pagination_object={"page_number":1,"page_size":1}',
      ),
    ).data[0];
    quoteId = await save('quotes', { title: 'Paged options', customer_id: customer.id });
    otherQuoteId = await save('quotes', { title: 'Other quote', customer_id: customer.id });
    for (let index = 1; index <= 45; index += 1) {
      const number = String(index).padStart(2, '0');
      optionIds[number] = await save('quote_options', {
        quote_id: quoteId,
        name: `Option ${number}`,
        description: index === 7 ? 'Mesh special' : 'Standard mesh',
        price: 100 + index,
        selected_product: index === 30,
      });
    }
    otherOptionId = await save('quote_options', {
      quote_id: otherQuoteId,
      name: 'Option 99',
      price: 1,
    });
  });

  it('pages the options 20 at a time by name, with the total', async () => {
    const first = await products(page(1));
    expect(first.status).toBe(200);
    expect(first.info.pagination_object?.total_records).toBe(45);
    // Option 30, the chosen one, is on page 2: page 1 holds it too, first.
    expect(first.data.map((option) => option.name)).toEqual([
      'Option 30 · 130.00',
      ...Array.from(
        { length: 20 },
        (_, i) => `Option ${String(i + 1).padStart(2, '0')} · ${(101 + i).toFixed(2)}`,
      ),
    ]);
    expect(first.data[0]).toMatchObject({ id: optionIds['30'], selected: true });
    const third = await products(page(3));
    expect(third.data.map((option) => option.id)).toEqual(
      ['41', '42', '43', '44', '45'].map((number) => optionIds[number]),
    );
    expect(third.data.every((option) => !option.selected)).toBe(true);
  });

  it('searches the name and the description', async () => {
    const byName = await products({ search: 'option 4', ...page(1) });
    expect(byName.data.map((option) => option.id)).toEqual(
      ['40', '41', '42', '43', '44', '45'].map((number) => optionIds[number]),
    );
    expect(byName.info.pagination_object?.total_records).toBe(6);
    const byDescription = await products({ search: 'special', ...page(1) });
    expect(byDescription.data.map((option) => option.id)).toEqual([optionIds['07']]);
  });

  it('chooses one of the quote’s options and clears the others', async () => {
    const chosen = await call(admin, 'POST', `/records/quotes/${quoteId}/select-product`, {
      value: optionIds['12'],
    });
    expect(chosen.statusCode).toBe(200);
    const first = await products(page(1, 100));
    expect(first.data.filter((option) => option.selected).map((option) => option.id)).toEqual([
      optionIds['12'],
    ]);
  });

  it('never shows or chooses another quote’s or organisation’s options', async () => {
    expect((await products(page(1, 100))).data.map((option) => option.id)).not.toContain(
      otherOptionId,
    );
    const foreign = await call(admin, 'POST', `/records/quotes/${quoteId}/select-product`, {
      value: otherOptionId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await products(page(1), quoteId, acme)).status).toBe(404);
    const acmeChoice = await call(acme, 'POST', `/records/quotes/${quoteId}/select-product`, {
      value: optionIds['01'],
    });
    expect(acmeChoice.statusCode).toBe(404);
    const other = await products(page(1), otherQuoteId);
    expect(other.data.map((option) => option.id)).toEqual([otherOptionId]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badValue = await call(admin, 'POST', `/records/quotes/${quoteId}/select-product`, {
      value: 'premium',
    });
    expect(badValue.statusCode).toBe(400);
    expect(body(badValue).info.message).toContain('value');
    // An object whose toString is not a function made Number() throw: a 500 the fuzz found.
    const objectValue = await call(admin, 'POST', `/records/quotes/${quoteId}/select-product`, {
      value: { toString: 1, valueOf: 1 },
    });
    expect(objectValue.statusCode).toBe(400);
    expect(body(objectValue).info.message).toContain('value');
    const badPage = await products({ pagination_object: { page_number: 0, page_size: 20 } });
    expect(badPage.status).toBe(400);
    expect(badPage.info.message).toContain('page_number');
    const badId = await call(admin, 'GET', '/records/quotes/abc/product-options');
    expect(badId.statusCode).toBe(400);
  });
});
