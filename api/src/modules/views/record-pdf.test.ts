import { PDFDocument } from 'pdf-lib';
import { body, callAs, describeEachDatabase, login } from '../../testing/create-test-app';
import { pdfText } from '../../testing/pdf-text';

describeEachDatabase('views: a record’s generated PDF', (get) => {
  let admin: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(get().app, admin, method, url, payload);

  /** Generate and download: the button's call, then the link it opens. */
  const download = async (type: string, id: number) => {
    const link = body<{ download_url: string; download_token: string }>(
      await call('GET', `/records/${type}/${id}/pdf`),
    ).data;
    return get().app.inject({
      method: 'POST',
      url: new URL(link.download_url).pathname,
      payload: { token: link.download_token },
    });
  };

  beforeAll(async () => {
    admin = await login(get().app, 'admin@demo.test');
  });

  it('is a PDF file with the record’s title and fields', async () => {
    const created = await call('POST', '/records/jobs/new', {
      object_data: JSON.stringify({
        title: 'Front security door',
        site: '12 Harbour Street, Manly',
        amount: 1850.5,
        urgent: true,
        notes: 'Gate code 4411 — call first',
      }),
    });
    const job = body<{ id: number; number: string }>(created).data;
    const response = await download('jobs', job.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="job-${job.number.toLowerCase()}-front-security-door.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Job ${job.number} · Front security door`);
    const [page] = pdfText(bytes);
    expect(page).toContain(`Job ${job.number} · Front security door`);
    expect(page).toContain('Site');
    expect(page).toContain('12 Harbour Street, Manly');
    expect(page).toContain('Amount');
    expect(page).toContain('$1,850.50');
    expect(page).toContain('Urgent');
    expect(page).toContain('Yes');
    expect(page).toContain('Gate code 4411 — call first');
    expect(page).toContain('Page 1 of 1');
  });

  it('shows values as the screen does: names for ids and codes, money with cents, times in the organisation’s zone', async () => {
    await get()
      .ctx.db.updateTable('organisations')
      .set({ timezone: 'Australia/Sydney' })
      .where('id', '=', 1)
      .execute();
    const customer = body<Array<{ id: number; name: string }>>(
      await call('GET', '/records/customers?pagination_object={"page_number":1,"page_size":1}'),
    ).data[0];
    const created = await call('POST', '/records/jobs/new', {
      object_data: JSON.stringify({
        title: 'Sliding door',
        customer_id: customer.id,
        status: 'scheduled',
        type: 'install',
        priority: 'high',
        amount: 377.5,
        due_date: '2026-11-10',
        scheduled_at: '2026-11-08T21:00:00.000Z',
      }),
    });
    const job = body<{ id: number }>(created).data;
    // A job starts open or scheduled; its status moves by its workflow (ADR 196).
    await call('POST', `/records/jobs/${job.id}/status`, { status: 'in_progress' });
    const [page] = pdfText((await download('jobs', job.id)).rawPayload);
    expect(page).toMatch(/Customer\s+/);
    expect(page).toContain(customer.name);
    expect(page).not.toContain('Customer id');
    // 21:00 UTC on 8 November is 8 am on the 9th in Sydney (daylight time, UTC+11).
    expect(page).toMatch(/Scheduled\s+09\/11\/2026 08:00am/);
    expect(page).not.toContain('2026-11-08T21:00:00.000Z');
    expect(page).toMatch(/Due date\s+10\/11\/2026/);
    expect(page).toMatch(/Amount\s+\$377\.50/);
    expect(page).toMatch(/Status\s+In progress/);
    expect(page).toMatch(/Type\s+Install/);
    expect(page).toMatch(/Priority\s+High/);
    expect(page).not.toMatch(/in_progress|\binstall\b|\bhigh\b/);
  });

  it('breaks a long table over pages, repeating its header, and keeps every row', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      id: `line-${index + 1}`,
      name: `Panel ${String(index + 1).padStart(3, '0')}`,
      quantity: index + 1,
    }));
    const customer = body<Array<{ id: number }>>(
      await call('GET', '/records/customers?pagination_object={"page_number":1,"page_size":1}'),
    ).data[0];
    const created = await call('POST', '/records/quotes/new', {
      object_data: JSON.stringify({ title: 'Whole house', customer_id: customer.id, lines }),
    });
    expect(created.statusCode).toBe(200);
    const quote = body<{ id: number; number: string }>(created).data;
    const response = await download('quotes', quote.id);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const pages = pdfText(bytes);
    expect(pages).toHaveLength(pageCount);
    expect(pages[0]).toContain(`Quote ${quote.number}`);
    expect(pages[0]).toContain('Lines');
    const text = pages.join('\n');
    for (const line of lines) expect(text).toContain(line.name);
    expect(text).not.toContain('line-1');
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pageCount}`);
      if (index > 0) expect(page).toMatch(/Name\s*Quantity/);
    });
    // Rows stay in order across the breaks.
    const positions = lines.map((line) => text.indexOf(line.name));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('is refused once its link has expired', async () => {
    const job = body<Array<{ id: number }>>(
      await call('GET', '/records/jobs?pagination_object={"page_number":1,"page_size":1}'),
    ).data[0];
    const link = body<{ download_url: string; download_token: string }>(
      await call('GET', `/records/jobs/${job.id}/pdf`),
    ).data;
    get().clock.advance(6 * 60_000);
    const response = await get().app.inject({
      method: 'POST',
      url: new URL(link.download_url).pathname,
      payload: { token: link.download_token },
    });
    expect(response.statusCode).toBe(410);
    expect(body(response).info.message).toBe(
      'This document link has expired. Use Generate and download again.',
    );
  });
});
