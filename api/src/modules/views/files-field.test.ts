import {
  bearer,
  body,
  describeEachDatabase,
  login,
  type TestApp,
} from '../../testing/create-test-app';
import { multipart, PNG } from '../../testing/multipart';
import { FILES_MAX, FILES_MESSAGE } from './files-value';

type Row = Record<string, unknown> & { id: number };
interface Stored {
  filename: string;
  name: string;
  path: string;
  publicUrl: string;
  thumbnail: { publicUrl: string | null };
}

describeEachDatabase('files fields of records', (get) => {
  let token = '';
  let photo: {
    filename: string;
    name: string;
    publicUrl: string;
    thumbnail: { publicUrl: string | null };
  };

  const app = (): TestApp['app'] => get().app;
  const save = (id: number | 'new', data: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: `/records/jobs/${id}`,
      headers: bearer(token),
      payload: { object_data: JSON.stringify(data) },
    });
  const read = async (id: number) =>
    body<Row>(
      await app().inject({ method: 'GET', url: `/records/jobs/${id}`, headers: bearer(token) }),
    ).data;

  beforeAll(async () => {
    token = await login(app(), 'admin@demo.test');
    const form = multipart([
      { name: 'files', filename: 'door.png', contentType: 'image/png', content: PNG },
      { name: 'directory', value: '1/9' },
    ]);
    const uploaded = await app().inject({
      method: 'POST',
      url: '/upload',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    const [file] = body<{ files: Stored[] }>(uploaded).data.files;
    photo = {
      filename: file.filename,
      name: file.name,
      publicUrl: file.publicUrl,
      thumbnail: file.thumbnail,
    };
  });

  it('stores uploaded files with the record and reads them back', async () => {
    const created = await save('new', { title: 'Photographed door', photos: [photo] });
    expect(created.statusCode).toBe(200);
    const job = body<Row>(created).data;
    expect((await read(job.id)).photos).toEqual([photo]);
    const cleared = await save(job.id, { photos: [] });
    expect(body<Row>(cleared).data.photos).toEqual([]);
  });

  const foreignOrganisation = () => ({
    ...photo,
    publicUrl: photo.publicUrl.replace(/\/files\/\d+\//, '/files/999/'),
  });
  it.each<[string, () => unknown, string]>([
    ['a javascript: link', () => [{ ...photo, publicUrl: 'javascript:alert(1)' }], FILES_MESSAGE],
    [
      'a thumbnail on another host',
      () => [{ ...photo, thumbnail: { publicUrl: 'https://evil.example/files/1/a.png' } }],
      FILES_MESSAGE,
    ],
    ['another organisation’s file', () => [foreignOrganisation()], FILES_MESSAGE],
    [
      'a path that climbs out of the files folder',
      () => [{ ...photo, publicUrl: photo.publicUrl.replace(photo.filename, '../../etc/passwd') }],
      FILES_MESSAGE,
    ],
    ['a single object instead of a list', () => photo, FILES_MESSAGE],
    ['an entry without a filename', () => [{ ...photo, filename: '' }], FILES_MESSAGE],
    ['extra keys', () => [{ ...photo, onclick: 'alert(1)' }], FILES_MESSAGE],
    [
      'too many files',
      () => Array.from({ length: FILES_MAX + 1 }, () => photo),
      `At most ${FILES_MAX} files can be attached.`,
    ],
  ])(
    'refuses %s with a clear 400 naming the field and stores nothing',
    async (_name, value, message) => {
      const job = body<Row>(await save('new', { title: 'Door', photos: [photo] })).data;
      const refused = await save(job.id, { title: 'Changed', photos: value() });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).info.message).toBe(`photos: ${message}`);
      expect(body(refused).info.errors).toEqual({ photos: [message] });
      const after = await read(job.id);
      expect(after.title).toBe('Door');
      expect(after.photos).toEqual([photo]);
    },
  );

  it('refuses a bad inline edit of the field too', async () => {
    const job = body<Row>(await save('new', { title: 'Door', photos: [photo] })).data;
    const refused = await app().inject({
      method: 'POST',
      url: `/records/jobs/${job.id}/inline`,
      headers: bearer(token),
      payload: { field: 'photos', value: [foreignOrganisation()] },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).info.message).toBe(`photos: ${FILES_MESSAGE}`);
    expect((await read(job.id)).photos).toEqual([photo]);
  });
});
