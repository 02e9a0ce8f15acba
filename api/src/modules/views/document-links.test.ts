import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../core/database';
import {
  bearer,
  body,
  callAs,
  createTestApp,
  describeEachDatabase,
  login,
  type TestApp,
} from '../../testing/create-test-app';
import { DOCUMENT_LINK_EXPIRED, DOCUMENT_LINK_UNKNOWN } from './actions-routes';

/** Every line the API logs in this file, for the check that no token reaches the log. */
let logged = '';
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => {
  logged += chunk.toString('utf8');
});

interface Link {
  download_url: string;
  download_token: string;
}

/** "Generate and download" of a job: the button's call (as `token`'s user). */
async function makeLink(app: FastifyInstance, token: string): Promise<Link> {
  const jobs = body<Array<{ id: number }>>(
    await callAs(app, token, 'GET', '/records/jobs?pagination_object={"page_size":1}'),
  ).data;
  const response = await callAs(app, token, 'GET', `/records/jobs/${jobs[0].id}/pdf`);
  expect(response.statusCode).toBe(200);
  return body<Link>(response).data;
}

/** What the browser does with the link: posts the token as a form to the download URL. */
function open(app: FastifyInstance, link: Link, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: new URL(link.download_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ token: link.download_token }).toString(),
  });
}

describeEachDatabase(
  'views: document links live in the database, once and briefly (ADR 187)',
  (get) => {
    let admin: string;
    let acme: string;

    beforeAll(async () => {
      admin = await login(get().app, 'admin@demo.test');
      acme = await login(get().app, 'admin@acme.test');
    });

    it('keeps only the hash of the token, and the link has no token in its URL', async () => {
      const link = await makeLink(get().app, admin);
      expect(link.download_url).not.toContain(link.download_token);
      expect(new URL(link.download_url).pathname).toBe('/documents');
      const rows = await get().ctx.db.selectFrom('document_links').selectAll().execute();
      expect(rows.map((row) => row.token_hash)).toContain(
        get().ctx.secrets.hashToken(link.download_token),
      );
      expect(JSON.stringify(rows)).not.toContain(link.download_token);
    });

    it('answers the PDF once; the second use is a 404 that says so', async () => {
      const link = await makeLink(get().app, admin);
      const first = await open(get().app, link);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const again = await open(get().app, link);
      expect(again.statusCode).toBe(404);
      expect(body(again).info.message).toBe(DOCUMENT_LINK_UNKNOWN);
    });

    it('accepts the token as JSON too', async () => {
      const link = await makeLink(get().app, admin);
      const response = await get().app.inject({
        method: 'POST',
        url: '/documents',
        payload: { token: link.download_token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    });

    it('an expired link is a 410 that says so, and expired rows are swept', async () => {
      const link = await makeLink(get().app, admin);
      const other = await makeLink(get().app, admin);
      get().clock.advance(5 * 60_000 + 1);
      const late = await open(get().app, link);
      expect(late.statusCode).toBe(410);
      expect(body(late).info.message).toBe(DOCUMENT_LINK_EXPIRED);
      const left = await get()
        .ctx.db.selectFrom('document_links')
        .select('token_hash')
        .where('token_hash', '=', get().ctx.secrets.hashToken(other.download_token))
        .execute();
      expect(left).toEqual([]);
    });

    it('a session of another organisation cannot use it; its own organisation still can', async () => {
      const link = await makeLink(get().app, admin);
      const foreign = await open(get().app, link, bearer(acme));
      expect(foreign.statusCode).toBe(404);
      expect(body(foreign).info.message).toBe(DOCUMENT_LINK_UNKNOWN);
      expect((await open(get().app, link, bearer(admin))).statusCode).toBe(200);
    });

    it('refuses a request without a token with a 400 naming it', async () => {
      const response = await get().app.inject({ method: 'POST', url: '/documents', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(body(response).info)).toContain('token');
    });

    it('never writes a token to the request log, even one put in a path', async () => {
      const link = await makeLink(get().app, admin);
      expect((await open(get().app, link)).statusCode).toBe(200);
      await get().app.inject({ method: 'GET', url: `/documents/${link.download_token}` });
      await get().app.inject({ method: 'GET', url: `/global?token=${link.download_token}` });
      expect(logged).toContain('/documents/[redacted]');
      expect(logged).not.toContain(link.download_token);
    });
  },
  { logger: { stream: logStream, level: 'info' } },
);

/** Two API processes on one PostgreSQL: a link made by one is served by the other. */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('document links across two API processes [postgres]', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await buildApp({
      logger: false,
      config: { mode: 'test', devRoutes: true, uploadDir: a.uploadDir },
      database: openDatabase({
        databaseUrl: a.databaseUrl,
        schema: a.schema,
        poolSize: 3,
      }),
      clock: a.clock,
    });
    await b.ready();
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 120_000);

  it('a link made through process A opens once through process B, then on neither', async () => {
    const admin = await login(a.app, 'admin@demo.test');
    const link = await makeLink(a.app, admin);
    const onB = await open(b, link);
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('application/pdf');
    expect((await open(a.app, link)).statusCode).toBe(404);
    expect((await open(b, link)).statusCode).toBe(404);
  });
});
