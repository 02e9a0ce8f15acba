/** The crop stencil's side on screen, in CSS pixels (spec §9). */
export const STENCIL_SIZE = 280;
/** Largest side of the uploaded picture; an avatar is shown at 150 px, so this covers 3× screens. */
export const PROFILE_PICTURE_MAX_SIDE = 512;
/** JPEG quality of the uploaded picture (spec §5: default quality 0.7). */
export const PROFILE_PICTURE_QUALITY = 0.7;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.01;

export interface Size {
  width: number;
  height: number;
}

/** An area of the source image in image pixels, as the cropper reports it. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropRect {
  x: number;
  y: number;
  size: number;
}

/**
 * The square of the source image to upload: the cropper's area (square already, as the stencil
 * is), made exactly square and kept inside the image so no empty band can be drawn.
 */
export function squareOf(area: Area, image: Size): CropRect {
  const size = Math.max(1, Math.min(area.width, area.height, image.width, image.height));
  const clamp = (value: number, limit: number) => Math.min(Math.max(0, value), limit - size);
  return { x: clamp(area.x, image.width), y: clamp(area.y, image.height), size };
}

/** The side of the output picture: the cropped pixels, shrunk to the maximum side. */
export function outputSide(rect: CropRect, maxSide = PROFILE_PICTURE_MAX_SIDE): number {
  return Math.max(1, Math.min(maxSide, Math.round(rect.size)));
}

/** The zoom the slider and the cropper agree on, kept between MIN_ZOOM and MAX_ZOOM. */
export function boundedZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}
