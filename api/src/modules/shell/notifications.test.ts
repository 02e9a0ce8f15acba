import type { AppNotification } from '@platform/shared/contracts';
import { bearer, body, describeCoreApp, login } from '../../testing/create-test-app';

describeCoreApp('notifications', (get) => {
  let admin = '';
  let acme = '';
  beforeAll(async () => {
    admin = await login(get().app, 'admin@demo.test');
    acme = await login(get().app, 'admin@acme.test');
  });
  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    get().app.inject({ method, url, headers: bearer(token) });

  it('answers the popup with the ten newest and the unread count as the total', async () => {
    const response = await call('GET', '/notifications?popup_only=true', admin);
    const envelope = body<AppNotification[]>(response);
    expect(envelope.data).toHaveLength(10);
    expect(envelope.info.pagination_object?.total_records).toBe(10);
    const sent = envelope.data.map((n) => n.sent_at);
    expect([...sent].sort().reverse()).toEqual(sent);
    expect(envelope.data[0]).toEqual(
      expect.objectContaining({
        short_message: 'Quote accepted',
        status_id: 1,
        sent_at_relative: '12 minutes ago',
        path: '/_demo_/quotes',
      }),
    );
  });

  it('pages the inbox with pagination_object and gives the total of all notifications', async () => {
    const paging = encodeURIComponent(JSON.stringify({ page_number: 2, page_size: 5 }));
    const response = await call('GET', `/notifications?pagination_object=${paging}`, admin);
    const envelope = body<AppNotification[]>(response);
    expect(envelope.data).toHaveLength(5);
    expect(envelope.info.pagination_object).toEqual({
      page_number: 2,
      page_size: 5,
      total_records: 14,
    });
    const bad = await call(
      'GET',
      `/notifications?pagination_object=${encodeURIComponent('{"page_size":0}')}`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(body(bad).info.errors).toEqual({
      'pagination_object.page_size': ['Must be 1 or more.'],
    });
  });

  const firstUnread = async () => {
    const list = body<AppNotification[]>(
      await call('GET', '/notifications?popup_only=true', admin),
    ).data;
    return list.find((n) => n.status_id === 1) as AppNotification;
  };

  it('marks a notification read when its details are opened (status 1 → 2)', async () => {
    const unread = await firstUnread();
    const details = await call('GET', `/notifications/${unread.id}/details`, admin);
    expect(details.statusCode).toBe(200);
    expect(body<AppNotification>(details).data).toEqual(
      expect.objectContaining({ id: unread.id, status_id: 2 }),
    );
    const after = body(await call('GET', '/notifications?popup_only=true', admin));
    expect(after.info.pagination_object?.total_records).toBe(9);
  });

  it('marks one read with POST /notifications/{id}/read', async () => {
    const unread = await firstUnread();
    const read = await call('POST', `/notifications/${unread.id}/read`, admin);
    expect(body<AppNotification>(read).data.status_id).toBe(2);
  });

  it("does not show or change another organisation's notification", async () => {
    const theirs = body<AppNotification[]>(
      await call('GET', '/notifications?popup_only=true', acme),
    ).data[0];
    expect((await call('GET', `/notifications/${theirs.id}/details`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${theirs.id}/read`, admin)).statusCode).toBe(404);
    const still = body<AppNotification[]>(await call('GET', '/notifications?popup_only=true', acme))
      .data[0];
    expect(still.status_id).toBe(theirs.status_id);
  });

  it('marks all as read with mark_all_as_read=true, only for the caller', async () => {
    const acmeBefore = body(await call('GET', '/notifications?popup_only=true', acme)).info
      .pagination_object;
    const response = await call('GET', '/notifications?mark_all_as_read=true', admin);
    expect(body<AppNotification[]>(response).data.every((n) => n.status_id === 2)).toBe(true);
    expect(body(response).info.pagination_object?.total_records).toBe(0);
    const acmeAfter = body(await call('GET', '/notifications?popup_only=true', acme)).info
      .pagination_object;
    expect(acmeAfter?.total_records).toBe(acmeBefore?.total_records);
  });

  it('validates ids and needs a session', async () => {
    expect((await call('GET', '/notifications/abc/details', admin)).statusCode).toBe(400);
    expect((await get().app.inject({ method: 'GET', url: '/notifications' })).statusCode).toBe(401);
  });
});
