import type { ReleaseNote, SearchResult } from '@platform/shared/contracts';
import { bearer, body, describeCoreApp, login } from '../../testing/create-test-app';

describeCoreApp('shell calls', (get) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'sales@demo.test',
      'dashboard@demo.test',
      'admin@acme.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
  });
  const as = (email: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    get().app.inject({ method, url, headers: bearer(tokens[email]), payload });

  it('answers GET /page-info for a route of the organisation', async () => {
    const response = await as('admin@demo.test', '/page-info?route_id=3&main_id=42');
    expect(response.statusCode).toBe(200);
    const envelope = body(response);
    expect(envelope.data).toEqual({
      route_id: 3,
      page_name: 'Job',
      return_path: '/_demo_/jobs',
      menu_item_path: '/_demo_/jobs',
      multi_view_id: 3,
      route_type: 'tabs',
      page_buttons: [],
      record_name: null,
    });
    expect(envelope.info.page_name).toBe('Job');
  });

  it("lets page-info contributors add to a page and hides other organisations' routes", async () => {
    get().ctx.pageInfo.register((page, request) =>
      request.mainId ? { record_name: `Job #${request.mainId}` } : {},
    );
    const named = body<{ record_name: string }>(
      await as('admin@demo.test', '/page-info?route_id=3&main_id=7'),
    );
    expect(named.data.record_name).toBe('Job #7');
    expect(named.info.record_name).toBe('Job #7');
    const foreign = await as('admin@demo.test', '/page-info?route_id=101');
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).info.message).toBe('Error, route does not exist.');
    expect((await as('sales@demo.test', '/page-info?route_id=8')).statusCode).toBe(404);
    expect((await as('admin@demo.test', '/page-info')).statusCode).toBe(400);
  });

  it('groups search results with children, item_class and disabled headings', async () => {
    const response = await as('admin@demo.test', `/search?search=${encodeURIComponent('sa')}`);
    const groups = body<SearchResult[]>(response).data;
    expect(groups.map((group) => group.label)).toEqual(['Pages', 'People']);
    for (const group of groups) {
      expect(group).toEqual(
        expect.objectContaining({
          type_name: 'group',
          disable: true,
          item_class: 'search-group',
        }),
      );
    }
    const people = groups[1].children ?? [];
    expect(people.map((person) => person.label)).toContain('Sam Sales');
    expect(people.every((person) => person.caption?.endsWith('@demo.test'))).toBe(true);
    expect(groups[0].children?.map((page) => page.label)).toContain('Wholesale orders');

    const notifications = body<SearchResult[]>(
      await as('admin@demo.test', '/search?search=Quote%20accepted'),
    ).data;
    expect(
      notifications.find((group) => group.label === 'Notifications')?.children?.[0].label,
    ).toBe('Quote accepted');
    expect(body(await as('admin@demo.test', '/search?search=a')).data).toEqual([]);
    const literal = body<SearchResult[]>(await as('admin@demo.test', '/search?search=%25%25')).data;
    expect(literal).toEqual([]);
  });

  it("searches only the caller's organisation and takes providers from other modules", async () => {
    const acme = body<SearchResult[]>(await as('admin@acme.test', '/search?search=sales')).data;
    const names = acme.flatMap((group) => group.children ?? []).map((result) => result.label);
    expect(names).toContain('Sasha Acme');
    expect(names).not.toContain('Sam Sales');

    get().ctx.search.register({
      group: 'Quotes',
      order: 30,
      search: async (text) => [
        { label: `Quote for ${text}`, type_name: 'quote', path: '/_demo_/quotes/1' },
      ],
    });
    const groups = body<SearchResult[]>(await as('admin@demo.test', '/search?search=zz-top')).data;
    expect(groups.map((group) => group.label)).toEqual(['Quotes']);
  });

  it('lists release notes with items sorted by type and the current release', async () => {
    const notes = body<ReleaseNote[]>(await as('sales@demo.test', '/release_notes')).data;
    expect(notes.map((note) => note.name)).toEqual(['Version 1.2', 'Version 1.1', 'Version 1.0']);
    expect(notes[0].is_current).toBe(true);
    expect(notes[0].release_date).toBe('2026-05-11');
    expect(notes[1].items.map((item) => [item.type_name, item.type_sort])).toEqual([
      ['New feature', 1],
      ['Improvement', 2],
      ['Bug fix', 3],
    ]);
    const alias = body<ReleaseNote[]>(await as('sales@demo.test', '/release-notes')).data;
    expect(alias).toEqual(notes);
  });

  it('keeps one changeable vote per user on a release note, listed for the own organisation only', async () => {
    const up = await as('sales@demo.test', '/release_notes/3/feedback', 'POST', {
      feedback: 1,
      release_note_id: 3,
    });
    expect(body<ReleaseNote>(up).data.positive_feedback).toEqual([2]);
    await as('sales@demo.test', '/release_notes/3/feedback', 'POST', { feedback: 1 });
    const down = await as('sales@demo.test', '/release_notes/3/feedback', 'POST', {
      feedback: -1,
    });
    expect(body<ReleaseNote>(down).data).toEqual(
      expect.objectContaining({ positive_feedback: [], negative_feedback: [2] }),
    );
    await as('admin@acme.test', '/release_notes/3/feedback', 'POST', { feedback: 1 });
    const seenByAcme = body<ReleaseNote[]>(await as('admin@acme.test', '/release_notes')).data[0];
    expect(seenByAcme.positive_feedback).toEqual([11]);
    expect(seenByAcme.negative_feedback).toEqual([]);

    const bad = await as('sales@demo.test', '/release_notes/3/feedback', 'POST', { feedback: 2 });
    expect(bad.statusCode).toBe(400);
    const mismatch = await as('sales@demo.test', '/release_notes/3/feedback', 'POST', {
      feedback: 1,
      release_note_id: 2,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (await as('sales@demo.test', '/release_notes/999/feedback', 'POST', { feedback: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('gives the organisation settings with pay_cycle Monday and a timezone list', async () => {
    const settings = body<{
      pay_cycle: string;
      timezones: string[];
      timesheets_enabled: boolean;
      timezone: string;
    }>(await as('admin@demo.test', '/organisation/settings')).data;
    expect(settings.pay_cycle).toBe('Monday');
    expect(settings.timezone).toBe('Australia/Sydney');
    expect(settings.timezones).toContain('Australia/Perth');
    expect(settings.timesheets_enabled).toBe(true);
    const wall = body<{ timesheets_enabled: boolean }>(
      await as('dashboard@demo.test', '/organisation/settings'),
    ).data;
    expect(wall.timesheets_enabled).toBe(false);
  });

  it('lists the staff of the own organisation with search and paging', async () => {
    const paging = encodeURIComponent(
      JSON.stringify({
        page_number: 1,
        page_size: 3,
        sort_by: 'name_first',
        sort_direction: 'asc',
      }),
    );
    const first = body<Array<{ id: number; name: string }>>(
      await as('admin@demo.test', `/staff/all?pagination_object=${paging}`),
    );
    expect(first.data.map((person) => person.name)).toEqual([
      'Ada Administrator',
      'Fiona Fitter',
      'Leo Legacy',
    ]);
    expect(first.info.pagination_object).toEqual(
      expect.objectContaining({ page_number: 1, page_size: 3, total_records: 9 }),
    );
    const found = body<Array<{ name: string }>>(
      await as('admin@demo.test', '/staff/all?search=max'),
    ).data;
    expect(found.map((person) => person.name)).toEqual(['Max Measurer']);
    const acme = body<Array<{ name: string }>>(await as('admin@acme.test', '/staff/all')).data;
    expect(acme.map((person) => person.name)).toEqual(['Alex Acme', 'Sasha Acme']);
    expect((await as('dashboard@demo.test', '/staff/all')).statusCode).toBe(403);
  });

  it('stores the device token and replaces an old one', async () => {
    const first = await as('sales@demo.test', '/users/device_token', 'POST', {
      device_token: 'old-token',
      device_type: 'android',
      device_model: 'Pixel 8',
    });
    expect(first.statusCode).toBe(200);
    await as('sales@demo.test', '/users/device_token', 'POST', {
      device_token: 'new-token',
      device_type: 'android',
      device_model: 'Pixel 8',
      replace_token: 'old-token',
    });
    const devices = await get()
      .ctx.db.selectFrom('user_devices')
      .select('device_token')
      .where('user_id', '=', 2)
      .execute();
    expect(devices.map((device) => device.device_token)).toEqual(['new-token']);
    expect((await as('sales@demo.test', '/users/device_token', 'POST', {})).statusCode).toBe(400);
  });
});
