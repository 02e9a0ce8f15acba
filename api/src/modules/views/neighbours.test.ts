import {
  body,
  callAs,
  describeEachDatabase,
  login,
  queryString,
} from '../../testing/create-test-app';

interface Neighbours {
  previous_id: number | null;
  next_id: number | null;
  position: number | null;
}

describeEachDatabase('views: previous and next record of a list query', (get) => {
  let admin: string;
  let acme: string;
  /** The probe jobs by letter; A–E are open, F is scheduled, X is Acme's. */
  const ids: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(get().app, token, method, url, payload);

  const neighbours = async (id: number, query: Record<string, unknown>, token = admin) => {
    const response = await call(
      token,
      'GET',
      `/records/jobs/${id}/neighbours?${queryString(query)}`,
    );
    return { status: response.statusCode, ...body<Neighbours>(response) };
  };

  const create = async (token: string, data: Record<string, unknown>) => {
    const response = await call(token, 'POST', '/records/jobs/new', {
      object_data: JSON.stringify(data),
    });
    expect(response.statusCode).toBe(200);
    return body<{ id: number }>(response).data.id;
  };

  /** The probe jobs, open, by amount descending; equal amounts by id (A before B). */
  const LIST = {
    search: 'Neighbour probe',
    filters: { status: ['open'] },
    pagination_object: { page_number: 1, page_size: 10, sort_by: 'amount', sort_direction: 'desc' },
  };

  beforeAll(async () => {
    const { app } = get();
    [admin, acme] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'admin@acme.test'),
    ]);
    // Created in letter order, so ids rise A → F: A and B tie on amount.
    const amounts: Array<[string, number, string]> = [
      ['A', 300, 'open'],
      ['B', 300, 'open'],
      ['C', 500, 'open'],
      ['D', 100, 'open'],
      ['E', 200, 'open'],
      ['F', 400, 'scheduled'],
    ];
    for (const [letter, amount, status] of amounts) {
      ids[letter] = await create(admin, { title: `Neighbour probe ${letter}`, amount, status });
    }
    ids.X = await create(acme, { title: 'Neighbour probe X', amount: 250, status: 'open' });
  });

  it('follows the list’s search, filters and sort, equal values by id', async () => {
    // Open probes by amount descending: C 500, A 300, B 300, E 200, D 100 (F is scheduled).
    const order = ['C', 'A', 'B', 'E', 'D'].map((letter) => ids[letter]);
    for (const [index, id] of order.entries()) {
      const answer = await neighbours(id, LIST);
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({
        previous_id: order[index - 1] ?? null,
        next_id: order[index + 1] ?? null,
        position: index + 1,
      });
    }
  });

  it('has no previous record on the first and no next record on the last', async () => {
    expect((await neighbours(ids.C, LIST)).data.previous_id).toBeNull();
    expect((await neighbours(ids.D, LIST)).data.next_id).toBeNull();
  });

  it('orders by id, then sorts ascending, when the list asks so', async () => {
    const byId = { ...LIST, pagination_object: { page_number: 1, page_size: 10 } };
    expect((await neighbours(ids.B, byId)).data).toMatchObject({
      previous_id: ids.A,
      next_id: ids.C,
    });
    const ascending = {
      ...LIST,
      pagination_object: { page_number: 1, page_size: 10, sort_by: 'amount' },
    };
    expect((await neighbours(ids.E, ascending)).data).toMatchObject({
      previous_id: ids.D,
      next_id: ids.A,
    });
  });

  it('places no record the query leaves out', async () => {
    expect((await neighbours(ids.F, LIST)).data).toEqual({
      previous_id: null,
      next_id: null,
      position: null,
    });
  });

  it("never shows another organisation's records", async () => {
    // Acme's probe (amount 250) would sit between B and E if organisations were mixed.
    expect((await neighbours(ids.B, LIST)).data.next_id).toBe(ids.E);
    expect((await neighbours(ids.E, LIST)).data.previous_id).toBe(ids.B);
    const other = await neighbours(ids.X, LIST);
    expect(other.status).toBe(404);
    const acmeView = await neighbours(ids.X, LIST, acme);
    expect(acmeView.data).toEqual({ previous_id: null, next_id: null, position: 1 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badSort = await neighbours(ids.A, {
      ...LIST,
      pagination_object: { page_number: 1, page_size: 10, sort_by: 'colour' },
    });
    expect(badSort.status).toBe(400);
    expect(badSort.info.message).toContain('sort_by');
    const badDirection = await neighbours(ids.A, {
      ...LIST,
      pagination_object: { page_number: 1, page_size: 10, sort_by: 'amount', sort_direction: 'up' },
    });
    expect(badDirection.status).toBe(400);
    expect(badDirection.info.message).toContain('sort_direction');
    const badId = await call(admin, 'GET', '/records/jobs/abc/neighbours');
    expect(badId.statusCode).toBe(400);
    expect(body(badId).info.message).toContain('id');
  });
});
