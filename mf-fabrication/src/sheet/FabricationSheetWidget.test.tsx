import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import type { FabricationItem } from '@platform/shared/contracts';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { notificationStore } from '@platform/shared';
import { fabricationPanel } from '@platform/shared/testing';
import { item } from '../testing/fixtures';
import { button, PDF_BYTES, PNG_BYTES } from '../testing/dom';
import { FabricationSheetWidget } from './FabricationSheetWidget';
import { LAYOUT_TOOL_TEXT } from './DiagramArea';

jest.setTimeout(60_000);
beforeEach(() => {
  signInForTest();
  notificationStore.clear();
});
afterEach(() => {
  Modal.destroyAll();
  resetSession();
});

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);
const URL_ITEMS = 'GET /fabrication/jobs/7/items';
const CAPS = { body: envelope({ can_edit: true, can_suggest_cuts: true }) };

const ITEMS: FabricationItem[] = [
  item(),
  item({
    id: 2,
    item_number: 2,
    notes: 'French doors',
    panels: [
      fabricationPanel({ id: 21, midrails: [{ from_bottom: 1000 }], swing: 'Inswing' }),
      fabricationPanel({
        id: 22,
        lock_is_right: false,
        lock_side: 'Left',
        midrails: [{ from_left: 400 }],
      }),
    ],
  }),
];

const show = () =>
  render(
    <FabricationSheetWidget
      params={{ id: '7' }}
      data={{ api_url: '/fabrication/jobs/:id/items' }}
    />,
  );

describe('the fabrication_sheet widget', () => {
  it('draws a diagram per panel of every item with its detail, accessories and panels', async () => {
    installFakeApi({
      [URL_ITEMS]: { body: envelope(ITEMS) },
      'GET /fabrication/capabilities': CAPS,
    });
    const { container } = show();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Diagram of item 1, panel 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Diagram of item 2, panel 2')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-shape="lock"]')).toHaveLength(3);
    expect(screen.getAllByText('Horizontal')).toHaveLength(1);
    expect(screen.getAllByText('Vertical')).toHaveLength(1);
    expect(screen.getAllByText('inswing')).toHaveLength(1);
    expect(screen.getAllByLabelText('on the diagram')).toHaveLength(2);
    expect(screen.getAllByText(LAYOUT_TOOL_TEXT)).toHaveLength(2);
    expect(screen.getByText('French doors')).toBeInTheDocument();
    const colour = screen.getAllByText('Black Satin').find((el) => el.tagName === 'SPAN')!;
    expect(colour).toHaveStyle({ background: '#1f1f1f', color: '#ffffff' });
    expect(container.querySelectorAll('table.fab-signatures')).toHaveLength(1);
  });

  it('shows the spec’s error when the data cannot be fetched, or is not a list', async () => {
    installFakeApi({
      [URL_ITEMS]: {
        status: 500,
        body: { data: null, info: { status: 500, message: 'Database offline' } },
      },
      'GET /fabrication/capabilities': CAPS,
    });
    const first = show();
    expect(await screen.findByText('There was an error fetching the data:')).toBeInTheDocument();
    expect(screen.getByText('Please contact an administrator.')).toBeInTheDocument();
    first.unmount();
    installFakeApi({
      [URL_ITEMS]: { body: envelope({ items: [] }) },
      'GET /fabrication/capabilities': CAPS,
    });
    show();
    expect(
      await screen.findByText('The fabrication data is not a list of items.'),
    ).toBeInTheDocument();
  });

  it('removes an item after confirmation and duplicates one, showing the renumbered list', async () => {
    const fake = installFakeApi({
      [URL_ITEMS]: { body: envelope(ITEMS) },
      'GET /fabrication/capabilities': CAPS,
      'DELETE /fabrication/item/1': { body: envelope([{ ...ITEMS[1], item_number: 1 }]) },
      'POST /fabrication/item/2/duplicate': {
        body: envelope([
          { ...ITEMS[1], item_number: 1 },
          { ...ITEMS[1], id: 9, item_number: 2 },
        ]),
      },
    });
    show();
    await screen.findByText('Item 2');
    fireEvent.click(screen.getAllByText('Remove Item')[0].closest('button')!);
    expect((await screen.findAllByText('Remove item 1?')).length).toBeGreaterThan(0);
    fireEvent.click(document.querySelector('.ant-modal-confirm .ant-btn-dangerous')!);
    await waitFor(() => expect(screen.queryByText('Item 2')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /fabrication/item/1')).toHaveLength(1);
    fireEvent.click(button('Duplicate Item'));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
  });

  it('hides the item actions from someone who may only read', async () => {
    installFakeApi({
      [URL_ITEMS]: { body: envelope(ITEMS) },
      'GET /fabrication/capabilities': {
        body: envelope({ can_edit: false, can_suggest_cuts: false }),
      },
    });
    show();
    await screen.findByText('Item 1');
    expect(screen.queryByText('Remove Item')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload override diagram')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image by its content, and one over 8 MB', async () => {
    const fake = installFakeApi({
      [URL_ITEMS]: { body: envelope([ITEMS[0]]) },
      'GET /fabrication/capabilities': CAPS,
    });
    const { container } = show();
    await screen.findByText('Item 1');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const renamedPdf = new File([PDF_BYTES], 'door.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [renamedPdf] } });
    await waitFor(() => expect(toastTexts()).toContain('Please select a valid image file.'));
    const huge = new File([PNG_BYTES], 'big.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 8 * 1024 * 1024 + 1 });
    const fresh = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(fresh, { target: { files: [huge] } });
    await waitFor(() => expect(toastTexts()).toContain('Image too large. Max 8MB.'));
    expect(fake.calls.filter((call) => call.path === '/upload')).toHaveLength(0);
  });

  it('uploads an override into the item’s folder, shows it instead of the drawing, and goes back', async () => {
    const withOverride = {
      ...ITEMS[0],
      override_diagram: {
        file_id: 4,
        filename: 'door.png',
        publicUrl: 'http://api.test/files/1/fabrication/overrides/1/x.png',
        fileType: 'image/png',
        thumbnail: null,
      },
    };
    const fake = installFakeApi({
      [URL_ITEMS]: { body: envelope([ITEMS[0]]) },
      'GET /fabrication/capabilities': CAPS,
      'POST /upload': {
        body: envelope({
          files: [
            {
              filename: 'x.png',
              name: 'door.png',
              path: '1/fabrication/overrides/1/x.png',
              publicUrl: 'http://api.test/files/1/fabrication/overrides/1/x.png',
              content_type: 'image/png',
            },
          ],
        }),
      },
      'POST /fabrication/item/1/override_diagram': { body: envelope(withOverride) },
      'DELETE /fabrication/item/1/override_diagram': { body: envelope(ITEMS[0]) },
    });
    const { container } = show();
    await screen.findByText('Item 1');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([PNG_BYTES], 'door.png', { type: 'image/png' })] },
    });
    expect(await screen.findByAltText('Override diagram of item 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Diagram of item 1, panel 1')).not.toBeInTheDocument();
    const [upload] = fake.callsTo('POST /upload');
    expect((upload.body as FormData).get('directory')).toBe('fabrication/overrides/1');
    expect(fake.callsTo('POST /fabrication/item/1/override_diagram')[0].body).toMatchObject({
      destination: '1/fabrication/overrides/1/x.png',
      fileType: 'image/png',
    });
    fireEvent.click(button('Use the drawn diagram'));
    expect(await screen.findByLabelText('Diagram of item 1, panel 1')).toBeInTheDocument();
  });

  it('says "Failed to upload override diagram." when the override cannot be set', async () => {
    installFakeApi({
      [URL_ITEMS]: { body: envelope([ITEMS[0]]) },
      'GET /fabrication/capabilities': CAPS,
      'POST /upload': {
        body: envelope({
          files: [
            { filename: 'x', name: 'x.png', path: 'p', publicUrl: 'u', content_type: 'image/png' },
          ],
        }),
      },
      'POST /fabrication/item/1/override_diagram': {
        status: 400,
        body: { data: null, info: { status: 400, message: 'Wrong folder' } },
      },
    });
    const { container } = show();
    await screen.findByText('Item 1');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([PNG_BYTES], 'door.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(toastTexts()).toContain('Failed to upload override diagram.'));
    expect(screen.getByLabelText('Diagram of item 1, panel 1')).toBeInTheDocument();
  });

  it('adds an accessory from the Add Accessory dialog', async () => {
    const added = {
      ...ITEMS[0],
      accessories: [
        ...ITEMS[0].accessories,
        { code: 'KP', name: 'Kick plate', colour: '', size: null, qty: 2, is_on_diagram: false },
      ],
    };
    const fake = installFakeApi({
      [URL_ITEMS]: { body: envelope([ITEMS[0]]) },
      'GET /fabrication/capabilities': CAPS,
      'POST /fabrication/item/1/accessories': { body: envelope(added) },
    });
    show();
    await screen.findByText('Item 1');
    fireEvent.click(button('Add Accessory'));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: ' KP ' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kick plate' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
    expect(await screen.findByText('Kick plate')).toBeInTheDocument();
    expect(fake.callsTo('POST /fabrication/item/1/accessories')[0].body).toMatchObject({
      code: 'KP',
      name: 'Kick plate',
      qty: 2,
    });
  });
});

describe('the frame drawing', () => {
  it('shows "Error loading diagram." when the frame image is not ready within 15 s', async () => {
    jest.useFakeTimers();
    try {
      installFakeApi({
        [URL_ITEMS]: {
          body: envelope([
            { ...ITEMS[0], panels: [fabricationPanel({ frame_diagram_url: '/frame.png' })] },
          ]),
        },
        'GET /fabrication/capabilities': CAPS,
      });
      show();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByAltText('Frame of item 1')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14_800);
      });
      expect(screen.queryByText('Error loading diagram.')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(screen.getByText('Error loading diagram.')).toBeInTheDocument();
      expect(screen.getByText('Please contact an administrator.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
