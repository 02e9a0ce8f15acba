import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Modal, Spin } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { api } from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import { PdfDocument } from './PdfDocument';
import { loadPdfJs } from './pdfjs';
import { documentUrl, FAILED_TEXT, MODAL_WIDTH, usesEmbeddedFrame, viewerMode } from './pdfViewer';

/** The bytes of a blob (jsdom's Blob has no arrayBuffer, FileReader works everywhere). */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

type Fetched =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; bytes: Uint8Array; objectUrl: string | null };

/** The document fetched with the session's call headers; in an embedded frame on Safari and Firefox. */
function PdfContent({ url, title }: { url: string | null; title: string }) {
  const [fetched, setFetched] = useState<Fetched>({ state: 'loading' });
  const framed = usesEmbeddedFrame(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  useEffect(() => {
    if (!url) {
      setFetched({ state: 'failed' });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    // pdfjs arrives while the document downloads (its failure shows when the document opens).
    if (!framed) loadPdfJs().catch(() => undefined);
    setFetched({ state: 'loading' });
    api
      .get<Blob>(url, { responseType: 'blob', signal: controller.signal, silent: true })
      .then(async ({ data }) => {
        const bytes = await blobBytes(data);
        if (controller.signal.aborted) return;
        if (framed) {
          objectUrl = URL.createObjectURL(
            new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
          );
        }
        setFetched({ state: 'loaded', bytes, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, framed]);

  if (fetched.state === 'failed') return <Alert type="error" showIcon title={FAILED_TEXT} />;
  if (fetched.state === 'loading') return <Spin aria-label="Loading pdf" />;
  if (fetched.objectUrl) {
    return (
      <iframe
        src={fetched.objectUrl}
        title={title}
        data-testid="pdf-frame"
        style={{ width: '100%', height: '75vh', border: 0 }}
      />
    );
  }
  return <PdfDocument bytes={fetched.bytes} />;
}

/**
 * The PDF viewer (item type `pdf_viewer`, spec §2.17): inline, or a button opening a modal
 * 1000 px wide (maximised on small screens). Data: `url` (read with the session's call headers)
 * or `file.publicUrl` of an upload, `mode` ('inline' | 'modal'), `title`, `label`.
 */
export default function PdfViewerWidget({ item }: ViewItemProps) {
  const data = item.data ?? {};
  const url = documentUrl(data);
  const title = typeof data.title === 'string' && data.title ? data.title : item.name || 'PDF';
  const mode = viewerMode(data);
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const small = screens.md === false;

  if (mode === 'inline') {
    return (
      <section aria-label={title} data-testid="pdf-viewer">
        <PdfContent url={url} title={title} />
      </section>
    );
  }
  const label = typeof data.label === 'string' && data.label ? data.label : 'View PDF';
  return (
    <div data-testid="pdf-viewer">
      <Button icon={<FilePdfOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        width={small ? '100%' : MODAL_WIDTH}
        style={small ? { top: 0, maxWidth: '100%', margin: 0, paddingBottom: 0 } : undefined}
        styles={small ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      >
        {open ? <PdfContent url={url} title={title} /> : null}
      </Modal>
    </div>
  );
}
