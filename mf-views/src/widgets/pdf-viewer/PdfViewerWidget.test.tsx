import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { installFakeApi, resetSession, screenWidth, signInForTest } from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';

import { renderView } from '../../testing/render';
import PdfViewerWidget from './PdfViewerWidget';
import { nextZoom, usesEmbeddedFrame } from './pdfViewer';
import { viewItem } from '../../testing/items';

// pdfjs is replaced at the module boundary: a fake document of three pages records what is drawn.
const drawn: Array<{ page: number; scale: number }> = [];
const getDocument = jest.fn();
jest.mock('./pdfjs', () => ({
  loadPdfJs: () => Promise.resolve({ getDocument }),
}));

function fakeDocument(pages: number) {
  return {
    numPages: pages,
    getPage: (page: number) =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({
          width: 595 * scale,
          height: 842 * scale,
        }),
        render: ({ viewport }: { viewport: { width: number } }) => {
          drawn.push({ page, scale: viewport.width / 595 });
          return { promise: Promise.resolve(), cancel: () => undefined };
        },
      }),
  };
}

const PDF_BYTES = '%PDF-1.4 fake';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

function item(data: Record<string, unknown>): MultiViewItem {
  return viewItem('pdf_viewer', 'Job sheet', data);
}

const show = (data: Record<string, unknown>) =>
  renderView(
    <PdfViewerWidget item={item(data)} params={{}} scope={new ViewScope({ params: {} })} />,
  );

let userAgent: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signInForTest();
  drawn.length = 0;
  getDocument.mockReset();
  getDocument.mockImplementation(() => ({
    promise: Promise.resolve(fakeDocument(3)),
    destroy: () => Promise.resolve(),
  }));
  userAgent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => userAgent.mockRestore());

describe('PdfViewerWidget', () => {
  it("reads the document with the session's headers and shows 'Page 1 of 3', drawing page 1", async () => {
    const fake = installFakeApi({ 'GET /planner/documents/job-sheet': { body: PDF_BYTES } });
    show({ mode: 'inline', url: '/planner/documents/job-sheet' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const call = fake.callsTo('GET /planner/documents/job-sheet')[0];
    expect(call.headers.Authorization).toBe('Bearer test-token');
    const sent = getDocument.mock.calls[0][0] as { data: Uint8Array };
    expect(String.fromCharCode(...sent.data)).toBe(PDF_BYTES);
    await waitFor(() => expect(drawn).toEqual([{ page: 1, scale: 1 }]));
  });

  it('moves between pages with previous and next, disabled at either end', async () => {
    installFakeApi({ 'GET /doc.pdf': { body: PDF_BYTES } });
    show({ url: '/doc.pdf' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const drawnPage = (page: number) => waitFor(() => expect(drawn.at(-1)?.page).toBe(page));
    await drawnPage(1);
    next();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await drawnPage(2);
    next();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await drawnPage(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await drawnPage(2);
    expect(drawn.map((entry) => entry.page)).toEqual([1, 2, 3, 2]);
  });

  it('zooms in and out by 25 %, within 50 % and 300 %', async () => {
    installFakeApi({ 'GET /doc.pdf': { body: PDF_BYTES } });
    show({ url: '/doc.pdf' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('125%');
    await waitFor(() => expect(drawn.at(-1)).toEqual({ page: 1, scale: 1.25 }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.5, -1)).toBe(0.5);
  });

  it("shows 'Failed to load pdf' when the document cannot be fetched", async () => {
    installFakeApi({
      'GET /doc.pdf': { status: 404, body: { data: null, info: { status: 404, message: 'Nope' } } },
    });
    show({ url: '/doc.pdf' });
    expect(await screen.findByText('Failed to load pdf')).toBeInTheDocument();
    expect(getDocument).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load pdf' when pdfjs cannot read it, and without a url", async () => {
    installFakeApi({ 'GET /doc.pdf': { body: 'not a pdf' } });
    getDocument.mockImplementation(() => ({
      promise: Promise.reject(new Error('Invalid PDF structure.')),
      destroy: () => Promise.resolve(),
    }));
    const { unmount } = show({ url: '/doc.pdf' });
    expect(await screen.findByText('Failed to load pdf')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    unmount();
    show({ mode: 'inline' });
    expect(await screen.findByText('Failed to load pdf')).toBeInTheDocument();
  });

  it('opens as a 1000 px modal from a button in modal mode', async () => {
    const media = screenWidth(1280);
    installFakeApi({ 'GET /doc.pdf': { body: PDF_BYTES } });
    show({ mode: 'modal', url: '/doc.pdf', label: 'Open job sheet', title: 'Job sheet J-1' });
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Open job sheet/ }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Job sheet J-1');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    media.mockRestore();
  });

  it('maximises the modal on a small screen', async () => {
    const media = screenWidth(390);
    installFakeApi({ 'GET /doc.pdf': { body: PDF_BYTES } });
    show({ mode: 'modal', url: '/doc.pdf' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /View PDF/ }));
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('100%');
    expect(modal.style.top).toBe('0px');
    media.mockRestore();
  });

  it.each([
    ['Firefox', FIREFOX],
    ['Safari', SAFARI],
  ])('uses an embedded frame on %s, not pdfjs', async (_name, agent) => {
    userAgent.mockReturnValue(agent);
    const created = jest.fn(() => 'blob:pdf-1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    installFakeApi({ 'GET /doc.pdf': { body: PDF_BYTES } });
    show({ url: '/doc.pdf', title: 'Job sheet' });
    const frame = await screen.findByTitle('Job sheet');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:pdf-1');
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('tells Safari and Firefox from Chrome, Edge and Android browsers', () => {
    expect(usesEmbeddedFrame(FIREFOX)).toBe(true);
    expect(usesEmbeddedFrame(SAFARI)).toBe(true);
    expect(usesEmbeddedFrame(CHROME)).toBe(false);
    expect(usesEmbeddedFrame(`${CHROME} Edg/131.0.0.0`)).toBe(false);
    expect(
      usesEmbeddedFrame(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
