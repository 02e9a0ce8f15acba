import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { action, observable } from 'mobx';
import type { FieldValue } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { decodeImage, encodeJpeg } from '../../upload/canvasCodec';
import { renderView } from '../../testing/render';
import WizardDialog, { type WizardTarget } from './WizardDialog';
import { parseWizardSteps } from './wizardModel';

const PRODUCTS = [
  { id: 'frame', name: 'Aluminium frame', icon_image: '/files/frame.png' },
  { id: 'mesh', name: 'Stainless steel mesh' },
  { id: 'other', name: 'Other' },
];

const SELECT = {
  type: 'select',
  sort: 1,
  title: 'Product type',
  related_fields: ['product_type'],
  data_url: '/options/products',
  can_search: true,
  dependency: { if: 'other', then: ['other_reason'] },
};
const PHOTOS = {
  type: 'file',
  sort: 2,
  title: 'Site photos',
  related_fields: ['site_photos'],
  image_required: true,
  max_items: 3,
};
const DOCUMENT = { type: 'file', sort: 2, title: 'Plan', related_fields: ['plan'] };
const NOTES = { type: 'text', sort: 3, title: 'Access notes', related_fields: ['access_notes'] };

function makeTarget(initial: Record<string, FieldValue> = {}) {
  const values = observable.map<string, FieldValue>(initial, { deep: false });
  const target: WizardTarget = {
    valueOf: (field) => values.get(field),
    setValue: action((field: string, value: FieldValue) => {
      values.set(field, value);
    }),
    labelOf: (field) => (field === 'other_reason' ? 'Other reason' : field),
  };
  return { values, target };
}

function productsRoute(request: FakeRequest) {
  const search = (request.query.get('search') ?? '').toLowerCase();
  return { body: envelope(PRODUCTS.filter((p) => p.name.toLowerCase().includes(search))) };
}

function show(config: unknown[], target: WizardTarget, onClose = jest.fn()) {
  renderView(
    <WizardDialog
      steps={parseWizardSteps(config)}
      target={target}
      title="New job"
      open
      onClose={onClose}
    />,
  );
  return onClose;
}

/** antd gives every dialog title the same id under test, so the modal is found by its class. */
async function findModal(title: string): Promise<HTMLElement> {
  const modal = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal');
    if (!found) throw new Error('no modal');
    return found;
  });
  expect(modal.querySelector('.ant-modal-title')).toHaveTextContent(title);
  return modal;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function readNames(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value.map((file) => (file as { filename: string }).filename) : [];
}

function choose(files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

// jsdom cannot decode images: the codec is mocked, the shrink rules around it are real.
jest.mock('../../upload/canvasCodec', () => ({ decodeImage: jest.fn(), encodeJpeg: jest.fn() }));
const decode = jest.mocked(decodeImage);
const encode = jest.mocked(encodeJpeg);
const decodedAs = (width: number, height: number) =>
  decode.mockResolvedValue({ source: {} as CanvasImageSource, width, height, release: jest.fn() });

const pngFile = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  decodedAs(800, 600);
  encode.mockResolvedValue(new Blob(['small jpeg'], { type: 'image/jpeg' }));
  resetSession();
  signInForTest();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('WizardDialog', () => {
  it('is a titled bottom sheet at most 1200 px wide with Previous and Next, Finish on the last step', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    const onClose = show([SELECT, NOTES], target);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('New job')).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer-bottom')).not.toBeNull();
    const wrapper = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    expect(wrapper?.style.maxWidth).toBe('1200px');
    expect(screen.getByRole('tab', { name: 'Product type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const notes = screen.getByRole('textbox', { name: 'Access notes' });
    fireEvent.change(notes, { target: { value: 'Side gate, dog in yard' } });
    expect(target.valueOf('access_notes')).toBe('Side gate, dog in yard');
    expect(screen.getByRole('tab', { name: /Access notes done/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks an option and advances with a check icon; picking it again clears it', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    const frame = await screen.findByRole('button', { name: /Aluminium frame/ });
    expect(frame.querySelector('img')?.getAttribute('src')).toBe('/files/frame.png');
    fireEvent.click(frame);
    expect(target.valueOf('product_type')).toBe('frame');
    expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Product type done/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const again = await screen.findByRole('button', { name: /Aluminium frame/ });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(target.valueOf('product_type')).toBeNull();
    expect(screen.queryByRole('tab', { name: /Product type done/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Aluminium frame/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('searches the data url 300 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const fake = installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT], target);
    await screen.findByRole('button', { name: /Other/ });
    const search = screen.getByRole('searchbox', { name: 'Search Product type' });
    fireEvent.change(search, { target: { value: 'me' } });
    fireEvent.change(search, { target: { value: 'mes' } });
    act(() => jest.advanceTimersByTime(299));
    expect(fake.callsTo('GET /options/products')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(fake.callsTo('GET /options/products')).toHaveLength(2));
    expect(fake.callsTo('GET /options/products')[1].query.get('search')).toBe('mes');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Other/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Stainless steel mesh/ })).toBeInTheDocument();
  });

  it('filters on the client when client_side_search is set, asking the server once', async () => {
    const fake = installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([{ ...SELECT, client_side_search: true }], target);
    await screen.findByRole('button', { name: /Other/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Product type' }), {
      target: { value: 'ALU' },
    });
    expect(screen.queryByRole('button', { name: /Other/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Aluminium frame/ })).toBeInTheDocument();
    expect(fake.callsTo('GET /options/products')).toHaveLength(1);
  });

  it('asks for dependent fields in a persistent modal before moving on', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    fireEvent.click(await screen.findByRole('button', { name: /Other/ }));
    const modal = await findModal('Product type');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(within(modal).getByText('You need to fill in this field.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Access notes' })).toBeNull();

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Other reason' }), {
      target: { value: 'Security screen' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument(),
    );
    expect(target.valueOf('product_type')).toBe('other');
    expect(target.valueOf('other_reason')).toBe('Security screen');
  });

  it('Cancel in the dependents modal takes the pick back', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    fireEvent.click(await screen.findByRole('button', { name: /Other/ }));
    const modal = await findModal('Product type');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(target.valueOf('product_type')).toBeNull();
    expect(screen.getByRole('button', { name: /Other/ })).toHaveAttribute('aria-pressed', 'false');
  });

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
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('site.png')]);
    await screen.findByRole('list', { name: 'Chosen files' });
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
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('site.png')]);
    await screen.findByRole('list', { name: 'Chosen files' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Image editor requires a reload. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('site.png');
    expect(fake.callsTo('POST /upload')).toHaveLength(0);
  });

  it("shows the server's message when the upload fails and keeps the files for a retry", async () => {
    const fake = installFakeApi({
      'POST /upload': {
        status: 413,
        body: { data: null, info: { status: 413, message: 'The file is too large.' } },
      },
    });
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('big.png')]);
    await screen.findByRole('list', { name: 'Chosen files' });
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
    const { target } = makeTarget();
    show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('site.png')]);
    await screen.findByRole('list', { name: 'Chosen files' });
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
    const fake = installFakeApi({
      'POST /upload': {
        status: 413,
        body: { data: null, info: { status: 413, message: 'The file is too large.' } },
      },
    });
    const { target } = makeTarget();
    const onClose = show([PHOTOS, NOTES], target);
    await screen.findByRole('dialog');
    choose([pngFile('site.png')]);
    await screen.findByRole('list', { name: 'Chosen files' });
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
