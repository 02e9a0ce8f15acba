import { sql } from 'kysely';
import type { RouteListResponse } from '@platform/shared/contracts';
import { bearer, body, describeCoreApp, login } from '../../testing/create-test-app';

describeCoreApp('route list: cached per organisation until its routes or menu change', (get) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(get().app, 'admin@demo.test');
  });
  const routeList = async (token = admin) => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/route-list',
      payload: {},
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return body<RouteListResponse>(response).data;
  };
  const pageNames = async (token = admin) =>
    (await routeList(token)).routes.map((route) => route.page_name);
  const menuNames = async () => (await routeList()).menu_items.map((item) => item.name);
  /** Changes a table without the version triggers: only a cache would hide such a change. */
  const withoutTriggers = async (table: string, statement: string) => {
    await get()
      .ctx.db.connection()
      .execute(async (connection) => {
        await sql.raw(`alter table ${table} disable trigger user`).execute(connection);
        try {
          await sql.raw(statement).execute(connection);
        } finally {
          await sql.raw(`alter table ${table} enable trigger user`).execute(connection);
        }
      });
  };

  it('answers from memory while nothing changed', async () => {
    const before = await pageNames();
    await withoutTriggers(
      'routes',
      `insert into routes (organisation_id, path, page_name) values (1, '/unseen', 'Unseen')`,
    );
    expect(await pageNames()).toEqual(before);
    await sql`delete from routes where path = '/unseen'`.execute(get().ctx.db);
    expect(await pageNames()).toEqual(before);
  });

  it('shows a route added, renamed or removed by any writer at the next call', async () => {
    const db = get().ctx.db;
    await sql`insert into routes (organisation_id, path, page_name) values (1, '/cached', 'Cached page')`.execute(
      db,
    );
    expect(await pageNames()).toContain('Cached page');
    await sql`update routes set page_name = 'Renamed page' where path = '/cached'`.execute(db);
    const renamed = await pageNames();
    expect(renamed).toContain('Renamed page');
    expect(renamed).not.toContain('Cached page');
    await sql`delete from routes where path = '/cached'`.execute(db);
    expect(await pageNames()).not.toContain('Renamed page');
  });

  it('shows a renamed menu item at the next call', async () => {
    const db = get().ctx.db;
    const [first] = await menuNames();
    await sql`update menu_items set name = 'Renamed heading'
                where organisation_id = 1 and name = ${first}`.execute(db);
    expect(await menuNames()).toContain('Renamed heading');
    await sql`update menu_items set name = ${first}
                where organisation_id = 1 and name = 'Renamed heading'`.execute(db);
    expect(await menuNames()).toContain(first);
  });

  it('keeps organisations and roles apart', async () => {
    const acme = await login(get().app, 'admin@acme.test');
    const sales = await login(get().app, 'sales@demo.test');
    await sql`insert into routes (organisation_id, path, page_name, role_ids)
                values (1, '/admins-only', 'Admins only', '1')`.execute(get().ctx.db);
    expect(await pageNames()).toContain('Admins only');
    expect(await pageNames(sales)).not.toContain('Admins only');
    expect(await pageNames(acme)).not.toContain('Admins only');
    await sql`delete from routes where path = '/admins-only'`.execute(get().ctx.db);
  });
});
