/** Zoom steps of the PDF viewer. */
export const ZOOM_STEP = 0.25;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const MODAL_WIDTH = 1000;
export const FAILED_TEXT = 'Failed to load pdf';

export type PdfViewerMode = 'modal' | 'inline';

export function viewerMode(data: Record<string, unknown>): PdfViewerMode {
  return data.mode === 'modal' ? 'modal' : 'inline';
}

/** The next zoom level in a direction, within the limits, rounded to the step. */
export function nextZoom(scale: number, direction: 1 | -1): number {
  const next = Math.round((scale + direction * ZOOM_STEP) / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/**
 * Safari and Firefox show PDFs in an embedded frame (spec §2.17): Firefox by its token, Safari
 * as a WebKit browser that is not Chrome, Chromium, Edge, Opera or an Android browser.
 */
export function usesEmbeddedFrame(userAgent: string): boolean {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return true;
  return (
    /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|OPR\/|Android/.test(userAgent)
  );
}

/** Where the document comes from: the item's `url`, or the `publicUrl` of a file-store upload. */
export function documentUrl(data: Record<string, unknown>): string | null {
  if (typeof data.url === 'string' && data.url.trim() !== '') return data.url;
  const file = data.file as { publicUrl?: unknown } | undefined;
  if (file && typeof file.publicUrl === 'string' && file.publicUrl !== '') return file.publicUrl;
  return null;
}
