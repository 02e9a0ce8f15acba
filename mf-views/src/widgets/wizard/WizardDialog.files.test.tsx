// The wizard's file and photo steps: one file or several, images shrunk before upload, uploads on
// Next, on leaving by a tab and before the sheet closes, and what the user sees when one fails.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { decodeImage, encodeJpeg } from '../../upload/canvasCodec';
import {
  DOCUMENT,
  NOTES,
  PHOTOS,
  choose,
  makeTarget,
  pngFile,
  readNames,
  show,
} from '../../testing/wizard';

// jsdom cannot decode images: the codec is mocked, the shrink rules around it are real.
jest.mock('../../upload/canvasCodec', () => ({ decodeImage: jest.fn(), encodeJpeg: jest.fn() }));
const decode = jest.mocked(decodeImage);
const encode = jest.mocked(encodeJpeg);
const decodedAs = (width: number, height: number) =>
  decode.mockResolvedValue({ source: {} as CanvasImageSource, width, height, release: jest.fn() });

beforeEach(() => {
  decodedAs(800, 600);
  encode.mockResolvedValue(new Blob(['small jpeg'], { type: 'image/jpeg' }));
  resetSession();
  signInForTest();
});

afterEach(() => {
  jest.useRealTimers();
});

/** The upload's answer when the server refuses the file. */
const TOO_LARGE = {
  status: 413,
  body: { data: null, info: { status: 413, message: 'The file is too large.' } },
};

/** Opens the photos-and-notes sheet and chooses one photo on it; returns the target and onClose. */
async function choosePhoto(name: string) {
  const { target } = makeTarget();
  const onClose = show([PHOTOS, NOTES], target);
  await screen.findByRole('dialog');
  choose([pngFile(name)]);
  await screen.findByRole('list', { name: 'Chosen files' });
  return { target, onClose };
}

describe('WizardDialog: file and photo steps', () => {
  it('takes one file on a step that is not multiple', async () => {
    installFakeApi();
    const { target } = makeTarget();
    show([DOCUMENT], target);
    await screen.findByRole('dialog');
    choose([pngFile('a.png'), pngFile('b.png')]);
    expect(await screen.findByText('Can not upload more than one file!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('enforces max_items and images, and needs an image before moving on', async () => {
    installFakeApi();
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose an image.')).toBeInTheDocument();
    choose([pngFile('1.png'), pngFile('2.png'), pngFile('3.png'), pngFile('4.png')]);
    expect(await screen.findByText('Can not upload more than 3 files!')).toBeInTheDocument();
    choose([new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Only images can be chosen.')).toBeInTheDocument();
  });

  it('uploads the chosen files as multipart on Next and stores the file results', async () => {
    const fake = installFakeApi({
      'POST /upload': {
        body: envelope({
          files: [
            {
              filename: 'door.png',
              name: 'door.png',
              path: '1/jobs/x.png',
              publicUrl: 'http://api.test/files/1/jobs/x.png',
              thumbnail: { publicUrl: 'http://api.test/files/1/jobs/x-thumb.png' },
              content_type: 'image/png',
              size: 4,
            },
          ],
        }),
      },
    });
    const { target } = makeTarget();
    show([{ ...PHOTOS, directory: 'jobs' }, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('door.png')]);
    const chosen = await screen.findByRole('list', { name: 'Chosen files' });
    expect(chosen).toHaveTextContent('door.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument(),
    );
    const body = fake.callsTo('POST /upload')[0].body as FormData;
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['door.png']);
    expect(body.get('directory')).toBe('jobs');
    expect(target.valueOf('site_photos')).toEqual([
      {
        filename: 'door.png',
        name: 'door.png',
        publicUrl: 'http://api.test/files/1/jobs/x.png',
        thumbnail: { publicUrl: 'http://api.test/files/1/jobs/x-thumb.png' },
      },
    ]);
  });

  it('shrinks a large photo to a 1000 px JPEG before it goes up, into the organisation folder', async () => {
    decodedAs(4000, 3000);
    const fake = installFakeApi({ 'POST /upload': { body: envelope({ files: [] }) } });
    await choosePhoto('site.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.callsTo('POST /upload')).toHaveLength(1));
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 1000, height: 750 }, 0.7);
    const body = fake.callsTo('POST /upload')[0].body as FormData;
    const sent = body.getAll('files') as File[];
    expect(sent.map((file) => [file.name, file.type])).toEqual([['site.jpg', 'image/jpeg']]);
    // No directory configured: the organisation's folder (the signed-in test user's).
    expect(String(body.get('directory'))).toMatch(/^\d+$/);
  });

  it('says the image editor needs a reload when the browser cannot read the photo, and keeps it', async () => {
    decode.mockRejectedValue(new Error('Images cannot be decoded here.'));
    const fake = installFakeApi({ 'POST /upload': { body: envelope({ files: [] }) } });
    await choosePhoto('site.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Image editor requires a reload. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('site.png');
    expect(fake.callsTo('POST /upload')).toHaveLength(0);
  });

  it("shows the server's message when the upload fails and keeps the files for a retry", async () => {
    const fake = installFakeApi({ 'POST /upload': TOO_LARGE });
    const { target } = await choosePhoto('big.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('big.png');
    expect(target.valueOf('site_photos')).toBeUndefined();

    fake.on('POST /upload', {
      body: envelope({
        files: [
          {
            filename: 'big.png',
            publicUrl: 'http://api.test/files/b.png',
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument(),
    );
    expect(fake.callsTo('POST /upload')).toHaveLength(2);
  });

  const UPLOADED = {
    body: envelope({
      files: [
        {
          filename: 'site.png',
          name: 'site.png',
          publicUrl: 'http://api.test/files/1/s.png',
          thumbnail: { publicUrl: null },
        },
      ],
    }),
  };

  it('uploads the photos chosen on a step the user leaves by its tab, keeping them on the record', async () => {
    const fake = installFakeApi({ 'POST /upload': UPLOADED });
    const { target } = await choosePhoto('site.png');
    fireEvent.click(screen.getByRole('tab', { name: 'Access notes' }));
    await screen.findByRole('textbox', { name: 'Access notes' });
    expect(fake.callsTo('POST /upload')).toHaveLength(1);
    expect(target.valueOf('site_photos')).toEqual([
      {
        filename: 'site.png',
        name: 'site.png',
        publicUrl: 'http://api.test/files/1/s.png',
        thumbnail: { publicUrl: null },
      },
    ]);
  });

  it('uploads the chosen photos before the sheet closes, and stays open when that fails', async () => {
    const fake = installFakeApi({ 'POST /upload': TOO_LARGE });
    const { target, onClose } = await choosePhoto('site.png');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('site.png');

    fake.on('POST /upload', UPLOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(readNames(target.valueOf('site_photos'))).toEqual(['site.png']);
  });

  it('shows "Please choose an image." only as the answer to Next, not on coming back to the step', async () => {
    installFakeApi();
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    expect(screen.queryByText('Please choose an image.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose an image.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Access notes' }));
    await screen.findByRole('textbox', { name: 'Access notes' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('button', { name: /Choose files/ });
    expect(screen.queryByText('Please choose an image.')).toBeNull();
  });
});
