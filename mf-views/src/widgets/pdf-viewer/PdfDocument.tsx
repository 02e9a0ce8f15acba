import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { loadPdfJs } from './pdfjs';
import { FAILED_TEXT, nextZoom, ZOOM_MAX, ZOOM_MIN } from './pdfViewer';

type PdfDocumentProxy = Awaited<
  ReturnType<Awaited<ReturnType<typeof loadPdfJs>>['getDocument']>['promise']
>;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: PdfDocumentProxy };

/** One PDF drawn page by page on a canvas with pdfjs: previous/next, 'Page n of m', zoom. */
export function PdfDocument({ bytes }: { bytes: Uint8Array }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [renderFailed, setRenderFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let task: { destroy(): Promise<void> } | null = null;
    setLoad({ state: 'loading' });
    setPage(1);
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // pdfjs takes the buffer over (transfers it to the worker): give it a copy.
        const loading = pdfjs.getDocument({ data: bytes.slice() });
        task = loading;
        return loading.promise;
      })
      .then((opened) => {
        if (opened && !cancelled) setLoad({ state: 'ready', doc: opened });
      })
      .catch(() => {
        if (!cancelled) setLoad({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      // Ends the document and its worker.
      if (task) void task.destroy();
    };
  }, [bytes]);

  const doc = load.state === 'ready' ? load.doc : null;
  useEffect(() => {
    if (!doc || !canvasRef.current) return;
    const canvas = canvasRef.current;
    let task: { promise: Promise<unknown>; cancel(): void } | null = null;
    let cancelled = false;
    setRenderFailed(false);
    doc
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const viewport = pdfPage.getViewport({ scale });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = pdfPage.render({ canvas, viewport });
        return task.promise;
      })
      .catch((error: unknown) => {
        const name = (error as { name?: string } | null)?.name;
        if (!cancelled && name !== 'RenderingCancelledException') setRenderFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, scale]);

  if (load.state === 'failed') return <Alert type="error" showIcon title={FAILED_TEXT} />;
  if (!doc) return <Spin aria-label="Loading pdf" />;
  const pages = doc.numPages;
  return (
    <div data-testid="pdf-document" data-page={page} data-scale={scale}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => setPage((current) => Math.max(1, current - 1))}
        />
        <Typography.Text data-testid="pdf-page-counter">
          Page {page} of {pages}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => setPage((current) => Math.min(pages, current + 1))}
        />
        <Button
          icon={<ZoomOutOutlined />}
          aria-label="Zoom out"
          disabled={scale <= ZOOM_MIN}
          onClick={() => setScale((current) => nextZoom(current, -1))}
        />
        <Typography.Text data-testid="pdf-zoom">{Math.round(scale * 100)}%</Typography.Text>
        <Button
          icon={<ZoomInOutlined />}
          aria-label="Zoom in"
          disabled={scale >= ZOOM_MAX}
          onClick={() => setScale((current) => nextZoom(current, 1))}
        />
      </Space>
      {renderFailed ? <Alert type="error" showIcon title={FAILED_TEXT} /> : null}
      <div style={{ overflow: 'auto', maxHeight: '75vh', border: '1px solid #f0f0f0' }}>
        <canvas ref={canvasRef} aria-label={`Page ${page}`} data-testid="pdf-canvas" />
      </div>
    </div>
  );
}
