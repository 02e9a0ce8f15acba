import { installFakeApi, envelope } from '@platform/shared/testing';
import {
  isOwnFileUrl,
  readFileResults,
  uploadDirectory,
  uploadErrorMessage,
  uploadFiles,
} from './files';

const API_FILE = 'http://api.test/files/10/42/abc.png';

describe('file results', () => {
  beforeEach(() => installFakeApi());

  it('accepts only http(s) URLs under /files/ of the page or the API', () => {
    expect(isOwnFileUrl(API_FILE)).toBe(true);
    expect(isOwnFileUrl(`${window.location.origin}/files/1/a.pdf`)).toBe(true);
    expect(isOwnFileUrl('/files/1/a.pdf')).toBe(true);
    expect(isOwnFileUrl('javascript:alert(1)')).toBe(false);
    expect(isOwnFileUrl('https://evil.example/files/1/a.png')).toBe(false);
    expect(isOwnFileUrl('http://api.test/records/1')).toBe(false);
    expect(isOwnFileUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isOwnFileUrl(42)).toBe(false);
  });

  it('reads File results, dropping foreign links and keeping names as given', () => {
    const value = [
      { filename: 'abc.png', name: '<b>site</b>.png', thumbnail: { publicUrl: API_FILE } },
      {
        filename: 'q.pdf',
        name: 'Quote.pdf',
        publicUrl: 'http://api.test/files/10/q.pdf',
        thumbnail: { publicUrl: null },
      },
      { filename: 'x.png', thumbnail: { publicUrl: 'javascript:alert(1)' } },
      { filename: 'y.png', publicUrl: 'https://evil.example/files/y.png', thumbnail: {} },
      'not a file',
    ];
    expect(readFileResults(value)).toEqual([
      {
        filename: 'abc.png',
        name: '<b>site</b>.png',
        publicUrl: API_FILE,
        thumbnail: { publicUrl: API_FILE },
      },
      {
        filename: 'q.pdf',
        name: 'Quote.pdf',
        publicUrl: 'http://api.test/files/10/q.pdf',
        thumbnail: { publicUrl: null },
      },
    ]);
    expect(readFileResults(null)).toEqual([]);
  });

  it('builds the directory from the organisation id and the route id', () => {
    expect(uploadDirectory(10, 42)).toBe('10/42');
    expect(uploadDirectory(10, null)).toBe('10');
    expect(uploadDirectory(undefined, undefined)).toBe('');
  });
});

describe('uploadFiles', () => {
  it('posts the files and the directory as multipart and answers the stored files', async () => {
    const fake = installFakeApi({
      'POST /upload': {
        body: envelope({
          files: [
            {
              filename: 'abc.png',
              name: 'site.png',
              path: '10/42/abc.png',
              publicUrl: API_FILE,
              thumbnail: { publicUrl: API_FILE },
              content_type: 'image/png',
              size: 3,
            },
          ],
        }),
      },
    });
    const stored = await uploadFiles(
      [new File(['png'], 'site.png', { type: 'image/png' })],
      '10/42',
    );
    expect(stored).toEqual([
      {
        filename: 'abc.png',
        name: 'site.png',
        publicUrl: API_FILE,
        thumbnail: { publicUrl: API_FILE },
      },
    ]);
    const body = fake.callsTo('POST /upload')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('directory')).toBe('10/42');
    expect((body.getAll('files')[0] as File).name).toBe('site.png');
  });

  it('gives the server message of a failed upload', async () => {
    installFakeApi({
      'POST /upload': {
        status: 415,
        body: { data: null, info: { status: 415, message: 'Only images can be uploaded here.' } },
      },
    });
    const failure = await uploadFiles([new File(['x'], 'a.exe')], '10').catch(
      (error: unknown) => error,
    );
    expect(uploadErrorMessage(failure)).toBe('Only images can be uploaded here.');
  });
});
