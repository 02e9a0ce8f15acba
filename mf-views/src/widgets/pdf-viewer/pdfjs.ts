/**
 * The one place pdfjs-dist is loaded: a chunk of its own, fetched when a PDF viewer first needs
 * it. The worker is an asset of its own (webpack turns `new URL(…, import.meta.url)` into an
 * emitted file), started by pdfjs only when a document is opened; from another origin pdfjs wraps
 * it in a same-origin blob that imports it.
 */
export type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(
        'pdfjs-dist/build/pdf.worker.min.mjs',
        import.meta.url,
      ).href;
      return pdfjs;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
