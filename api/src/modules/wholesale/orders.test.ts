import type { WholesaleOrderDetails, WholesaleOrderRow } from '@platform/shared/contracts';
import { sql } from 'kysely';
import { bearer, body, describeEachDatabase } from '../../testing/create-test-app';
import { lastCode, orderBody, ordersApi, windowIds, windowItem } from './test-support';

describeEachDatabase('wholesale orders: status workflow', (get) => {
  const { session, inject, saveAsCustomer, items, create, details } = ordersApi(get);

  const save = (id: number, statusId: number, h = session.headers, count = 1) =>
    saveAsCustomer(id, orderBody(items(count), statusId), h);
  const staffSave = (id: number, statusId: number, name = 'Edited by staff') =>
    inject(
      'POST',
      `/wholesale/order/${id}/details`,
      bearer(session.staff),
      orderBody(items(2), statusId, name),
    );

  /** The customer enters the last code sent to their mobile for order `id`. */
  async function verify(id: number) {
    const otp = await lastCode(get().ctx, session.customer.mobile);
    return inject('POST', '/wholesale-customers/verify-order-otp', session.headers, {
      order_id: id,
      otp,
    });
  }

  async function submitAndVerify(id: number) {
    expect((await save(id, 1)).statusCode).toBe(200);
    expect((await verify(id)).statusCode).toBe(200);
  }

  it('creates a draft, autosaves it and lists it for the customer without prices', async () => {
    const { id, order_status } = await create();
    expect(order_status).toBe(6);
    expect((await save(id, 6, session.headers, 3)).statusCode).toBe(200);
    const list = await inject('GET', '/wholesale-customers/orders', session.headers);
    const rows = body<WholesaleOrderRow[]>(list).data;
    expect(rows[0]).toMatchObject({
      id,
      status_name: 'Draft',
      order_status: 6,
      is_verified: false,
      total_price: null,
    });
    const own = body<WholesaleOrderDetails>(
      await inject('GET', `/wholesale-customers/order/${id}/details`, session.headers),
    ).data;
    expect(own.pricing).toBeNull();
    expect(JSON.parse(own.order_raw_data).items).toHaveLength(3);
  });

  it('an ordinary staff save never approves: only Approve does, with its checks and the job', async () => {
    const { id } = await create();
    expect((await save(id, 1)).statusCode).toBe(200);
    const unverified = await staffSave(id, 3);
    expect(unverified.statusCode).toBe(409);
    expect(body(unverified).info.message).toBe(
      'An order is approved with Approve, which checks the verification and the prices and creates the job.',
    );
    await verify(id);
    // Verified or not, the save is refused and changes nothing.
    expect((await staffSave(id, 3)).statusCode).toBe(409);
    const order = await details(id);
    expect(order.status_name).toBe('Submitted');
    const jobs = await get()
      .ctx.db.selectFrom('wholesale_jobs')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('a retried create with the same client_ref makes one order', async () => {
    const first = await create(6, { client_ref: 'retry-1' });
    const second = await create(6, { client_ref: 'retry-1' });
    expect(second.id).toBe(first.id);
  });

  it('submitting texts a verification code; staff see prices; approval needs the verification', async () => {
    const { id } = await create();
    const submitted = await save(id, 1);
    expect(
      body<{ verification_sent: boolean; order_status: number }>(submitted).data,
    ).toMatchObject({
      order_status: 1,
      verification_sent: true,
    });
    let order = await details(id);
    expect(order).toMatchObject({
      status_name: 'Submitted',
      is_verified: false,
      can_approve: false,
      can_void: false,
    });
    expect(order.order_date).not.toBeNull();
    expect(order.pricing?.total_price).toBeGreaterThan(0);
    expect(order.pricing?.items[0].lines[0].item).toContain('Window Screen');
    const refused = await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff));
    expect(refused.statusCode).toBe(409);

    expect((await verify(id)).statusCode).toBe(200);
    order = await details(id);
    expect(order).toMatchObject({ is_verified: true, can_approve: true });

    const approved = await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff));
    expect(approved.statusCode).toBe(200);
    const { job_id } = body<{ job_id: number }>(approved).data;
    const link = await get()
      .ctx.db.selectFrom('wholesale_jobs')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    // The view framework's records table is part of the API, so the job is one of its 'jobs'.
    expect(link.record_id).toBe(job_id);
    const record = await sql<{
      record_type: string;
      data: { title: string; wholesale_order_id: number };
    }>`select record_type, data from records where id = ${job_id}`.execute(get().ctx.db);
    expect(record.rows[0]).toMatchObject({
      record_type: 'jobs',
      data: { title: 'Smith residence', wholesale_order_id: id },
    });
    order = await details(id);
    expect(order).toMatchObject({
      status_name: 'Approved',
      order_status: 3,
      can_void: true,
      can_approve: false,
      job_id,
    });
    expect(
      (await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff))).statusCode,
    ).toBe(409);
  });

  it('the job of an approved order carries its customer, delivery address and every item, and links back', async () => {
    const { id } = await create();
    const saveBody = orderBody(
      [
        windowItem(1, windowIds(session.options), 1200, 900),
        windowItem(2, windowIds(session.options), 900, 600),
      ],
      1,
      'Harbour street renovation',
    );
    saveBody.details.order_delivery_address = '12 Harbour Street, Manly NSW 2095';
    const raw = JSON.parse(saveBody.order_raw_data) as { details: object };
    raw.details = saveBody.details;
    saveBody.order_raw_data = JSON.stringify(raw);
    const data = JSON.parse(saveBody.order_data) as { details: object };
    data.details = saveBody.details;
    saveBody.order_data = JSON.stringify(data);
    const saved = await saveAsCustomer(id, saveBody);
    expect(saved.statusCode).toBe(200);
    await verify(id);
    const pricing = (await details(id)).pricing!;
    const approved = await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff));
    const { job_id } = body<{ job_id: number }>(approved).data;

    const job = body<Record<string, unknown>>(
      await inject('GET', `/records/jobs/${job_id}`, bearer(session.staff)),
    ).data;
    expect(job).toMatchObject({
      number: `W-${String(id).padStart(5, '0')}`,
      title: 'Harbour street renovation',
      customer_name: session.customer.full_name,
      site: '12 Harbour Street, Manly NSW 2095',
      contact_phone: '0400000000',
      quantity: 2,
      amount: pricing.total_price,
      wholesale_order_id: id,
      is_wholesale: true,
    });
    // The job's Customer is a customers record of the wholesale customer, with the address as a site.
    const customer = body<{ name: string; sites: string[] }>(
      await inject('GET', `/records/customers/${String(job.customer_id)}`, bearer(session.staff)),
    ).data;
    expect(customer).toMatchObject({
      name: session.customer.full_name,
      sites: ['12 Harbour Street, Manly NSW 2095'],
    });
    const items = body<Array<Record<string, unknown>>>(
      await inject('GET', `/records/job_items?job_id=${job_id}`, bearer(session.staff)),
    ).data;
    expect(
      items
        .map(({ item_number, location, product, application, colour, sizes, price }) => ({
          item_number,
          location,
          product,
          application,
          colour,
          sizes,
          price,
        }))
        .sort((a, b) => Number(a.item_number) - Number(b.item_number)),
    ).toEqual([
      {
        item_number: 1,
        location: 'Window 1',
        product: 'Crimsafe Regular',
        application: 'Window Screen',
        colour: 'Pearl White',
        sizes: '1200 × 900 mm',
        price: pricing.items[0].price,
      },
      {
        item_number: 2,
        location: 'Window 2',
        product: 'Crimsafe Regular',
        application: 'Window Screen',
        colour: 'Pearl White',
        sizes: '900 × 600 mm',
        price: pricing.items[1].price,
      },
    ]);
    expect((await details(id)).job_id).toBe(job_id);
  });

  it('staff void an approved order; nobody can change it afterwards', async () => {
    const { id } = await create();
    await submitAndVerify(id);
    expect(
      (await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff))).statusCode,
    ).toBe(200);
    expect((await save(id, 6)).statusCode).toBe(409);
    const voided = await staffSave(id, 7);
    expect(voided.statusCode).toBe(200);
    expect((await details(id)).status_name).toBe('Void');
    expect((await staffSave(id, 7)).statusCode).toBe(409);
    expect((await staffSave(id, 8)).statusCode).toBe(409);
  });

  it('edit for customer: staff send changes, the customer accepts and the order is submitted again', async () => {
    const { id } = await create();
    await submitAndVerify(id);
    const sent = await staffSave(id, 8, 'Edited by staff');
    expect(sent.statusCode).toBe(200);
    let order = await details(id);
    expect(order).toMatchObject({
      status_name: 'Pending Customer Review',
      order_name: 'Edited by staff',
    });
    expect(JSON.parse(order.order_raw_data).items).toHaveLength(2);
    // Accepting keeps the staff's version whatever the customer's client sends.
    const accepted = await save(id, 1, session.headers, 1);
    expect(accepted.statusCode).toBe(200);
    order = await details(id);
    expect(order).toMatchObject({
      status_name: 'Submitted',
      order_name: 'Edited by staff',
      is_verified: true,
    });
    expect(JSON.parse(order.order_raw_data).items).toHaveLength(2);
  });

  it('pending customer review: "make additional changes" returns the order to Draft', async () => {
    const { id } = await create();
    await submitAndVerify(id);
    await staffSave(id, 8);
    expect((await save(id, 6)).statusCode).toBe(200);
    expect((await details(id)).status_name).toBe('Draft');
  });

  it('the customer cancels a submitted order back to Draft and may delete a draft', async () => {
    const { id } = await create();
    expect((await save(id, 1)).statusCode).toBe(200);
    expect(
      (await inject('DELETE', `/wholesale-customers/order/${id}`, session.headers)).statusCode,
    ).toBe(409);
    expect((await save(id, 6)).statusCode).toBe(200);
    expect((await details(id)).status_name).toBe('Draft');
    expect(
      (await inject('DELETE', `/wholesale-customers/order/${id}`, session.headers)).statusCode,
    ).toBe(200);
    expect(
      (await inject('GET', `/wholesale/order/${id}/details`, bearer(session.staff))).statusCode,
    ).toBe(404);
  });

  it('an edit after the mobile verification needs a new one; a cancel alone does not', async () => {
    const { id } = await create();
    await submitAndVerify(id);
    expect((await save(id, 6)).statusCode).toBe(200);
    expect((await save(id, 1)).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ is_verified: true, can_approve: true });

    expect((await save(id, 6)).statusCode).toBe(200);
    expect((await save(id, 6, session.headers, 2)).statusCode).toBe(200);
    get().clock.advance(61_000); // past the resend cooldown of the first code
    const resubmitted = await save(id, 1, session.headers, 2);
    expect(body<{ verification_sent: boolean }>(resubmitted).data.verification_sent).toBe(true);
    expect(await details(id)).toMatchObject({ is_verified: false, can_approve: false });
    expect(
      (await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff))).statusCode,
    ).toBe(409);
  });

  it('refuses illegal transitions with a clear message', async () => {
    const { id } = await create();
    const approveByCustomer = await save(id, 3);
    expect(approveByCustomer.statusCode).toBe(409);
    expect(body(approveByCustomer).info.message).toBe('An order cannot go from Draft to Approved.');
    expect((await staffSave(id, 8)).statusCode).toBe(409);
    expect((await save(id, 8)).statusCode).toBe(409);
    expect((await staffSave(id, 7)).statusCode).toBe(409);
    expect(
      (await inject('PATCH', `/wholesale/order/${id}/convert`, bearer(session.staff))).statusCode,
    ).toBe(409);
    const createApproved = await inject(
      'POST',
      '/wholesale-customers/order/new/details',
      session.headers,
      {
        ...orderBody(items(), 3),
        key: session.key,
        diagram_image: null,
      },
    );
    expect(createApproved.statusCode).toBe(409);
    expect(body(createApproved).info.message).toBe('An order cannot go from New to Approved.');
  });

  it('a late draft autosave never moves a submitted order back to Draft', async () => {
    const { id } = await create();
    expect((await save(id, 1)).statusCode).toBe(200);
    const late = await saveAsCustomer(id, { ...orderBody(items(), 6), is_draft_save: true });
    expect(late.statusCode).toBe(409);
    expect((await details(id)).status_name).toBe('Submitted');
  });
});
