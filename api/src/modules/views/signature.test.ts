import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { SIGNATURE_MAX_CHARS, SIGNATURE_MESSAGE } from './records-routes';

/** A 1 × 1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Row = Record<string, unknown> & { id: number };

describeEachDatabase('signature fields of records', (get) => {
  const save = async (id: number | 'new', data: Record<string, unknown>) => {
    const { app } = get();
    const token = await login(app, 'admin@demo.test');
    return app.inject({
      method: 'POST',
      url: `/records/jobs/${id}`,
      headers: bearer(token),
      payload: { object_data: JSON.stringify(data) },
    });
  };

  it('stores a drawn PNG signature with the record and reads it back', async () => {
    const created = await save('new', { title: 'Signed door', customer_signature: PNG });
    expect(created.statusCode).toBe(200);
    const job = body<Row>(created).data;
    const { app } = get();
    const token = await login(app, 'admin@demo.test');
    const read = await app.inject({
      method: 'GET',
      url: `/records/jobs/${job.id}`,
      headers: bearer(token),
    });
    expect(body<Row>(read).data.customer_signature).toBe(PNG);
    // Clearing the pad clears the field.
    const cleared = await save(job.id, { customer_signature: null });
    expect(body<Row>(cleared).data.customer_signature ?? null).toBeNull();
  });

  it.each([
    ['an SVG (it could carry script)', 'data:image/svg+xml;base64,PHN2Zy8+', SIGNATURE_MESSAGE],
    ['a link', 'https://example.com/sig.png', SIGNATURE_MESSAGE],
    [
      'text under a PNG label',
      `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
      SIGNATURE_MESSAGE,
    ],
    ['broken base64', 'data:image/png;base64,iVBOR<script>', SIGNATURE_MESSAGE],
    [
      'an image too large',
      `${PNG}${'A'.repeat(SIGNATURE_MAX_CHARS)}`,
      'This signature image is too large.',
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, value, message) => {
    const before = await save('new', { title: 'Unsigned door' });
    const job = body<Row>(before).data;
    const refused = await save(job.id, { title: 'Changed', customer_signature: value });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).info.message).toBe(`customer_signature: ${message}`);
    const { app } = get();
    const token = await login(app, 'admin@demo.test');
    const read = body<Row>(
      await app.inject({ method: 'GET', url: `/records/jobs/${job.id}`, headers: bearer(token) }),
    ).data;
    expect(read.title).toBe('Unsigned door');
    expect(read.customer_signature ?? null).toBeNull();
  });
});
