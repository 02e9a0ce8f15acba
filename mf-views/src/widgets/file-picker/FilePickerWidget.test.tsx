import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MultiViewItem, RouteRecord } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeApi,
} from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import { renderView } from '../../testing/render';
import { decodeImage, encodeJpeg } from '../../upload/canvasCodec';
import FilePickerWidget from './FilePickerWidget';
import { viewItem } from '../../testing/items';

jest.mock('../../upload/canvasCodec', () => ({ decodeImage: jest.fn(), encodeJpeg: jest.fn() }));

const decode = decodeImage as jest.MockedFunction<typeof decodeImage>;
const encode = encodeJpeg as jest.MockedFunction<typeof encodeJpeg>;

const ROUTE = { id: 42, path: '/_acme_/jobs/:id', page_name: 'Job' } as RouteRecord;
const FILE_BASE = 'http://api.test/files/10/42';

function item(data: Record<string, unknown> = {}): MultiViewItem {
  return viewItem('file_picker', 'Site photos', data, { id: 5, view_id: 9 });
}

/** What POST /upload stores for each posted file (images are their own thumbnail). */
function storedReply(fake: { count: number }) {
  return (request: { body: unknown }) => {
    const file = (request.body as FormData).get('files') as File;
    fake.count += 1;
    const filename = `stored${fake.count}.${file.name.split('.').pop()}`;
    const publicUrl = `${FILE_BASE}/${filename}`;
    const image = file.type.startsWith('image/');
    return {
      body: envelope({
        files: [
          {
            filename,
            name: file.name,
            path: `10/42/${filename}`,
            publicUrl,
            thumbnail: { publicUrl: image ? publicUrl : null },
            content_type: file.type,
            size: file.size,
          },
        ],
      }),
    };
  };
}

function renderPicker(data: Record<string, unknown> = {}): FakeApi {
  const fake = installFakeApi();
  const params = { id: '7' };
  renderView(
    <FilePickerWidget item={item(data)} params={params} scope={new ViewScope({ params })} />,
    {
      route: ROUTE,
    },
  );
  return fake;
}

async function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: 'Upload files' }));
  return screen.findByRole('dialog', { name: 'Upload files' });
}

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('file-picker-input'), { target: { files } });
}

const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

let previews = 0;

describe('FilePickerWidget', () => {
  beforeEach(() => {
    signInForTest({ organisation_id: 10 });
    decode.mockReset();
    encode.mockReset();
    previews = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('says when there are no uploaded files, and the sheet has none chosen yet', async () => {
    renderPicker();
    expect(screen.getByText('No uploaded files')).toBeTruthy();
    const sheet = await openSheet();
    expect(within(sheet).getByText('Upload files')).toBeTruthy();
    expect(within(sheet).getByText('No files available')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Select files...' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });

  it('lists chosen files with thumbnails for images, and removes one before upload', async () => {
    renderPicker();
    const sheet = await openSheet();
    choose([png('door.png'), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' })]);
    expect(within(sheet).getByRole('img', { name: 'door.png' }).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    expect(within(sheet).getByText('quote.pdf')).toBeTruthy();
    expect(within(sheet).queryByRole('img', { name: 'quote.pdf' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Remove door.png' }));
    expect(within(sheet).queryByText('door.png')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(sheet).getByText('quote.pdf')).toBeTruthy();
  });

  it('shrinks a large image to JPEG before posting it with the directory, then shows it', async () => {
    const fake = renderPicker();
    const counter = { count: 0 };
    fake.on('POST /upload', storedReply(counter));
    decode.mockResolvedValue({
      source: {} as CanvasImageSource,
      width: 4000,
      height: 3000,
      release: jest.fn(),
    });
    encode.mockResolvedValue(new Blob(['small jpeg'], { type: 'image/jpeg' }));
    const sheet = await openSheet();
    choose([png('site.png')]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));

    const thumbnail = await screen.findByRole('img', { name: 'site.jpg' });
    expect(thumbnail.getAttribute('src')).toBe(`${FILE_BASE}/stored1.jpg`);
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 1000, height: 750 }, 0.7);
    const body = fake.callsTo('POST /upload')[0].body as FormData;
    expect(body.get('directory')).toBe('10/42');
    const sent = body.getAll('files') as File[];
    expect(sent.map((file) => [file.name, file.type, file.size])).toEqual([
      ['site.jpg', 'image/jpeg', 'small jpeg'.length],
    ]);
    expect(screen.queryByText('No uploaded files')).toBeNull();
  });

  it('shows the server message on failure and keeps the chosen files for a retry', async () => {
    const fake = renderPicker();
    fake.on('POST /upload', {
      status: 415,
      body: {
        data: null,
        info: { status: 415, message: 'Only images, pdf, doc and txt files can be uploaded.' },
      },
    });
    const sheet = await openSheet();
    choose([new File(['hi'], 'notes.txt', { type: 'text/plain' })]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));

    expect(
      await within(sheet).findByText('Only images, pdf, doc and txt files can be uploaded.'),
    ).toBeTruthy();
    expect(within(sheet).getByText('notes.txt')).toBeTruthy();
    expect(screen.getByText('No uploaded files')).toBeTruthy();

    const counter = { count: 0 };
    fake.on('POST /upload', storedReply(counter));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    const link = await screen.findByRole('link', { name: 'notes.txt' });
    expect(link.getAttribute('href')).toBe(`${FILE_BASE}/stored1.txt`);
    expect(decode).not.toHaveBeenCalled();
  });

  it('keeps files already stored when a later one fails', async () => {
    const fake = renderPicker();
    const counter = { count: 0 };
    const store = storedReply(counter);
    fake.on('POST /upload', (request) =>
      ((request.body as FormData).get('files') as File).name === 'b.txt'
        ? { status: 413, body: { data: null, info: { status: 413, message: 'Too large.' } } }
        : store(request),
    );
    const sheet = await openSheet();
    choose([
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
    ]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    expect(await within(sheet).findByText('Too large.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a.txt' })).toBeTruthy();
    expect(within(sheet).queryByText('a.txt')).toBeNull();
    expect(within(sheet).getByText('b.txt')).toBeTruthy();
  });

  it('asks for a reload when the image cannot be prepared, and uploads nothing', async () => {
    const fake = renderPicker();
    decode.mockRejectedValue(new Error('Images cannot be decoded here.'));
    const sheet = await openSheet();
    choose([png('broken.png')]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    expect(
      await within(sheet).findByText('Image editor requires a reload. Please try again.'),
    ).toBeTruthy();
    expect(fake.callsTo('POST /upload')).toHaveLength(0);
    expect(within(sheet).getByText('broken.png')).toBeTruthy();
  });

  it('shows stored files as thumbnails or name links, never as HTML, and drops foreign links', () => {
    renderPicker({
      value: [
        { filename: 'a.png', name: 'front.png', thumbnail: { publicUrl: `${FILE_BASE}/a.png` } },
        {
          filename: 'q.pdf',
          name: '<img src=x onerror=alert(1)>.pdf',
          publicUrl: `${FILE_BASE}/q.pdf`,
          thumbnail: { publicUrl: null },
        },
        { filename: 'e.png', name: 'evil', thumbnail: { publicUrl: 'javascript:alert(1)' } },
      ],
    });
    expect(screen.getByRole('img', { name: 'front.png' }).getAttribute('src')).toBe(
      `${FILE_BASE}/a.png`,
    );
    const link = screen.getByRole('link', { name: '<img src=x onerror=alert(1)>.pdf' });
    expect(link.getAttribute('href')).toBe(`${FILE_BASE}/q.pdf`);
    expect(link.querySelector('img')).toBeNull();
    expect(screen.queryByText('evil')).toBeNull();
  });

  it('shows an error for a file the server no longer has', () => {
    renderPicker({
      value: [
        { filename: 'a.png', name: 'gone.png', thumbnail: { publicUrl: `${FILE_BASE}/a.png` } },
      ],
    });
    fireEvent.error(screen.getByRole('img', { name: 'gone.png' }));
    expect(screen.getByText('gone.png could not be found.')).toBeTruthy();
  });

  it('clears the files only after the clear-image warning is confirmed', async () => {
    renderPicker({
      value: [
        { filename: 'a.png', name: 'front.png', thumbnail: { publicUrl: `${FILE_BASE}/a.png` } },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('Warning: this will clear all current image data. Are you sure?'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'front.png' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(screen.getByText('No uploaded files')).toBeTruthy());
  });
});
