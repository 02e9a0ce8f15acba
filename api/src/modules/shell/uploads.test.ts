import fs from 'node:fs';
import path from 'node:path';
import {
  bearer,
  body,
  callAs,
  CORE_MODULES,
  describeCoreApp,
  describeEachDatabase,
  login,
  type TestApp,
  type TestAppOptions,
} from '../../testing/create-test-app';
import { startTestS3, testS3Storage, type TestS3 } from '../../testing/s3-server';
import { filePart, multipart, type Part, PDF, PNG } from '../../testing/multipart';
import { FILE_CONTENT_POLICY } from '../../core/security-headers';

interface Stored {
  filename: string;
  name: string;
  path: string;
  publicUrl: string;
  thumbnail: { publicUrl: string | null };
  content_type: string;
}

let s3: TestS3;
/** The bucket's store is filled in once the S3 server runs (before the suite's apps are built). */
const inBucket: TestAppOptions = { modules: CORE_MODULES };
beforeAll(async () => {
  s3 = await startTestS3();
  inBucket.fileStorage = testS3Storage(s3, 'uploads-test');
});
afterAll(() => s3?.close());

/** The file routes, the same for files on UPLOAD_DIR and in an S3-compatible bucket (ADR 199). */
function filesSuite(get: () => TestApp) {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['sales@demo.test', 'admin@acme.test', 'dashboard@demo.test']) {
      tokens[email] = await login(get().app, email);
    }
  });
  const upload = (email: string | null, parts: Part[], url = '/upload') => {
    const form = multipart(parts);
    const headers = email ? { ...form.headers, ...bearer(tokens[email]) } : form.headers;
    return get().app.inject({ method: 'POST', url, headers, payload: form.payload });
  };
  /** A JSON call as a signed-in user. */
  const callAsUser = (
    email: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callAs(get().app, tokens[email], method, url, payload);
  const pathOf = (publicUrl: string) => new URL(publicUrl).pathname;
  /** A file read the way the call layer reads it: with a bearer token (sales by default). */
  const serve = (publicUrl: string, email = 'sales@demo.test') =>
    get().app.inject({ method: 'GET', url: pathOf(publicUrl), headers: bearer(tokens[email]) });

  it('stores an allowed file and serves it back with its own content type', async () => {
    const response = await upload('sales@demo.test', [
      filePart('Quote 12.pdf', 'application/pdf', PDF),
      { name: 'directory', value: '1/23' },
    ]);
    expect(response.statusCode).toBe(200);
    const [file] = body<{ files: Stored[] }>(response).data.files;
    expect(file).toEqual(
      expect.objectContaining({
        name: 'Quote 12.pdf',
        content_type: 'application/pdf',
        thumbnail: { publicUrl: null },
        path: expect.stringMatching(/^1\/23\/[A-Za-z0-9_-]{22}\.pdf$/),
      }),
    );
    expect(file.publicUrl.endsWith(`/files/${file.path}`)).toBe(true);
    const served = await serve(file.publicUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('gives images a thumbnail and keeps uploads inside the own organisation folder', async () => {
    const response = await upload('admin@acme.test', [
      filePart('site.png', 'image/png', PNG),
      { name: 'directory', value: '1/../../etc' },
    ]);
    const [file] = body<{ files: Stored[] }>(response).data.files;
    expect(file.path.startsWith('2/')).toBe(true);
    expect(file.path).not.toContain('..');
    expect(file.thumbnail.publicUrl).toBe(file.publicUrl);
  });

  it('refuses types outside the list, renamed files and files over 8 MB', async () => {
    const exe = await upload('sales@demo.test', [
      filePart('tool.exe', 'application/octet-stream', Buffer.from('MZ')),
    ]);
    expect(exe.statusCode).toBe(415);
    expect(body(exe).info.message).toBe(
      'Only images, pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip and rar files can be uploaded.',
    );
    const disguised = await upload('sales@demo.test', [
      filePart('photo.png', 'image/png', Buffer.from('<html><script>')),
    ]);
    expect(disguised.statusCode).toBe(415);
    const huge = await upload('sales@demo.test', [
      filePart('big.txt', 'text/plain', Buffer.alloc(8 * 1024 * 1024 + 1, 97)),
    ]);
    expect(huge.statusCode).toBe(413);
    expect(body(huge).info.message).toBe('The file is too large. The limit is 8 MB.');
    const none = await upload('sales@demo.test', [{ name: 'directory', value: '1/2' }]);
    expect(none.statusCode).toBe(400);
    // Files stream to a temporary folder; nothing refused stays behind.
    const incoming = path.join(get().uploadDir, '.incoming');
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
  });

  it('serves only images and PDF inline; anything else downloads, never sniffed', async () => {
    const [text, image] = body<{ files: Stored[] }>(
      await upload('sales@demo.test', [
        filePart('page.txt', 'text/plain', Buffer.from('<html><script>alert(1)</script>')),
        filePart('door front.png', 'image/png', PNG),
      ]),
    ).data.files;
    const servedText = await serve(text.publicUrl);
    expect(servedText.headers['content-type']).toBe('text/plain');
    expect(servedText.headers['content-disposition']).toBe("attachment; filename*=UTF-8''page.txt");
    expect(servedText.headers['x-content-type-options']).toBe('nosniff');
    const servedImage = await serve(image.publicUrl);
    expect(servedImage.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''door%20front.png",
    );
    expect(servedImage.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets no page frame a file and runs no script in one (issue 36)', async () => {
    const files = body<{ files: Stored[] }>(
      await upload('sales@demo.test', [
        filePart('page.txt', 'text/plain', Buffer.from('<html><script>alert(1)</script>')),
        filePart('door.png', 'image/png', PNG),
        filePart('quote.pdf', 'application/pdf', PDF),
      ]),
    ).data.files;
    for (const file of files) {
      const served = await serve(file.publicUrl);
      expect([file.name, served.statusCode]).toEqual([file.name, 200]);
      expect([file.name, served.headers['x-frame-options']]).toEqual([file.name, 'DENY']);
      expect([file.name, served.headers['content-security-policy']]).toEqual([
        file.name,
        FILE_CONTENT_POLICY,
      ]);
    }
    // The policy: nothing frames it, no script runs (script-src falls back to 'none').
    expect(FILE_CONTENT_POLICY).toContain("frame-ancestors 'none'");
    expect(FILE_CONTENT_POLICY).toContain("default-src 'none'");
    expect(FILE_CONTENT_POLICY).not.toMatch(/script-src|unsafe-eval/);
  });

  it('serves a file only to its organisation, by bearer token or the file-access cookie', async () => {
    const [file] = body<{ files: Stored[] }>(
      await upload('sales@demo.test', [filePart('site.png', 'image/png', PNG)]),
    ).data.files;
    const url = pathOf(file.publicUrl);
    const withCookie = (cookie: string) =>
      get().app.inject({ method: 'GET', url, headers: { cookie } });

    const stranger = await get().app.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(401);
    expect(body(stranger).info.message).toBe('Sign in to see this file.');
    expect((await serve(file.publicUrl, 'admin@acme.test')).statusCode).toBe(404);
    expect((await serve(file.publicUrl, 'dashboard@demo.test')).statusCode).toBe(200);

    // <img> sends no token: a session asks for the cookie once, with its bearer token.
    expect((await get().app.inject({ method: 'POST', url: '/files/access' })).statusCode).toBe(401);
    const token = await login(get().app, 'sales@demo.test');
    const granted = await callAs(get().app, token, 'POST', '/files/access');
    expect(granted.statusCode).toBe(200);
    const setCookie = String(granted.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^files_session=\d+\.[\w-]{43}; Path=\/files; Max-Age=604800; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0];
    const key = cookie.slice('files_session='.length);
    expect(key).not.toContain(token);
    expect((await withCookie(`theme=dark; ${cookie}`)).statusCode).toBe(200);

    // The key is no bearer token, cannot be forged, and opens nothing of another organisation.
    const asBearer = await callAs(get().app, key, 'POST', '/files/access');
    expect(asBearer.statusCode).toBe(401);
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await withCookie(`files_session=${forged}`)).statusCode).toBe(401);
    const acme = await callAsUser('admin@acme.test', 'POST', '/files/access');
    expect((await withCookie(String(acme.headers['set-cookie']).split(';')[0])).statusCode).toBe(
      404,
    );

    // Signing out voids the key; DELETE removes the cookie.
    await get().app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect((await withCookie(cookie)).statusCode).toBe(401);
    const removed = await get().app.inject({ method: 'DELETE', url: '/files/access' });
    expect(String(removed.headers['set-cookie'])).toMatch(
      /^files_session=; Path=\/files; Max-Age=0;/,
    );
  });

  it('deletes files of the own organisation only', async () => {
    const [file] = body<{ files: Stored[] }>(
      await upload('sales@demo.test', [filePart('notes.txt', 'text/plain', Buffer.from('hi'))]),
    ).data.files;
    const query = `destinations[]=${encodeURIComponent(file.publicUrl)}`;
    const foreign = await callAsUser('admin@acme.test', 'DELETE', `/upload?${query}`);
    expect(foreign.statusCode).toBe(404);
    expect((await serve(file.publicUrl)).statusCode).toBe(200);
    const own = await callAsUser('sales@demo.test', 'DELETE', `/upload?${query}`);
    expect(body(own).data).toEqual({ deleted: [file.path] });
    expect((await serve(file.publicUrl)).statusCode).toBe(404);
    expect((await callAsUser('sales@demo.test', 'DELETE', '/upload')).statusCode).toBe(400);
  });

  it('keeps strangers and dashboard users from uploading', async () => {
    const part = filePart('a.txt', 'text/plain', Buffer.from('x'));
    expect((await upload(null, [part])).statusCode).toBe(401);
    expect((await upload('dashboard@demo.test', [part])).statusCode).toBe(403);
    expect((await callAsUser('sales@demo.test', 'GET', '/files/../../etc/passwd')).statusCode).toBe(
      404,
    );
  });

  it('replaces and removes the profile picture, handing back the old one', async () => {
    const first = await upload(
      'sales@demo.test',
      [{ name: 'type', value: 'update' }, filePart('me.png', 'image/png', PNG)],
      '/users/profile-picture',
    );
    expect(first.statusCode).toBe(200);
    const firstUrl = body<{ profile_picture: string }>(first).data.profile_picture;
    expect(body(first).data).toEqual({
      profile_picture: firstUrl,
      old_picture_directory: null,
      old_picture_thumb_directory: null,
    });

    const second = await upload(
      'sales@demo.test',
      [{ name: 'type', value: 'update' }, filePart('me2.png', 'image/png', PNG)],
      '/users/profile-picture',
    );
    expect(body(second).data).toEqual(expect.objectContaining({ old_picture_directory: firstUrl }));
    expect((await serve(firstUrl)).statusCode).toBe(404);

    const notImage = await upload(
      'sales@demo.test',
      [{ name: 'type', value: 'update' }, filePart('cv.pdf', 'application/pdf', PDF)],
      '/users/profile-picture',
    );
    expect(notImage.statusCode).toBe(415);

    const removed = await callAsUser('sales@demo.test', 'POST', '/users/profile-picture', {
      type: 'delete',
    });
    expect(body(removed).data).toEqual(expect.objectContaining({ profile_picture: '' }));
    expect(body(removed).info.message).toBe('Profile picture removed successfully!');
    const user = await get().app.inject({
      method: 'POST',
      url: '/login_token',
      payload: { token: tokens['sales@demo.test'] },
    });
    expect(body<{ profile_picture: string | null }>(user).data.profile_picture).toBeNull();
  });

  it('answers a byte range with 206 and the same headers, and a range past the end with 416', async () => {
    const content = Buffer.concat([PDF, Buffer.from('0123456789')]);
    const [file] = body<{ files: Stored[] }>(
      await upload('sales@demo.test', [filePart('ranged.pdf', 'application/pdf', content)]),
    ).data.files;
    const ranged = (range: string) =>
      get().app.inject({
        method: 'GET',
        url: pathOf(file.publicUrl),
        headers: { ...bearer(tokens['sales@demo.test']), range },
      });
    const whole = await serve(file.publicUrl);
    expect(whole.headers['content-length']).toBe(String(content.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=3600');

    const middle = await ranged('bytes=2-5');
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(content.subarray(2, 6))).toBe(true);
    expect(middle.headers['content-range']).toBe(`bytes 2-5/${content.length}`);
    expect(middle.headers['content-length']).toBe('4');
    expect(middle.headers['content-type']).toBe('application/pdf');
    expect(middle.headers['cache-control']).toBe('private, max-age=3600');
    expect(middle.headers['x-frame-options']).toBe('DENY');
    expect(middle.headers['content-security-policy']).toBe(FILE_CONTENT_POLICY);

    const tail = await ranged('bytes=-3');
    expect(tail.statusCode).toBe(206);
    expect(tail.payload).toBe('789');
    const open = await ranged(`bytes=${content.length - 2}-`);
    expect(open.payload).toBe('89');

    const past = await ranged(`bytes=${content.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(body(past).info.message).toBe('The requested range is outside the file.');
  });
}

describeCoreApp('files', filesSuite);

describeEachDatabase('files in an S3 bucket', filesSuite, inBucket);
