/** The crop stencil's side on screen, in CSS pixels (spec §9). */
export const STENCIL_SIZE = 280;
/** Largest side of the uploaded picture; an avatar is shown at 150 px, so this covers 3× screens. */
export const PROFILE_PICTURE_MAX_SIDE = 512;
/** JPEG quality of the uploaded picture (spec §5: default quality 0.7). */
export const PROFILE_PICTURE_QUALITY = 0.7;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

/** Where the image sits under the stencil: its top-left corner in stencil pixels, and its scale. */
export interface CropView {
  offsetX: number;
  offsetY: number;
  /** Stencil pixels per image pixel. */
  scale: number;
}

export interface CropRect {
  x: number;
  y: number;
  size: number;
}

/** The scale at which the image just covers the stencil (zoom 1). */
export function coverScale(image: Size, stencil = STENCIL_SIZE): number {
  return Math.max(stencil / image.width, stencil / image.height);
}

/** Keeps the image covering the whole stencil: no empty band may show. */
export function clampView(view: CropView, image: Size, stencil = STENCIL_SIZE): CropView {
  const width = image.width * view.scale;
  const height = image.height * view.scale;
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  return {
    scale: view.scale,
    offsetX: clamp(view.offsetX, stencil - width),
    offsetY: clamp(view.offsetY, stencil - height),
  };
}

/** The starting view: zoom 1, image centred. */
export function initialView(image: Size, stencil = STENCIL_SIZE): CropView {
  const scale = coverScale(image, stencil);
  return {
    scale,
    offsetX: (stencil - image.width * scale) / 2,
    offsetY: (stencil - image.height * scale) / 2,
  };
}

/** Changes the zoom keeping the stencil's centre on the same image point. */
export function zoomTo(
  view: CropView,
  zoom: number,
  image: Size,
  stencil = STENCIL_SIZE,
): CropView {
  const bounded = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const scale = coverScale(image, stencil) * bounded;
  const centre = stencil / 2;
  const imageX = (centre - view.offsetX) / view.scale;
  const imageY = (centre - view.offsetY) / view.scale;
  return clampView(
    { scale, offsetX: centre - imageX * scale, offsetY: centre - imageY * scale },
    image,
    stencil,
  );
}

export function zoomOf(view: CropView, image: Size, stencil = STENCIL_SIZE): number {
  return view.scale / coverScale(image, stencil);
}

/** Moves the image by a drag of (dx, dy) stencil pixels. */
export function panBy(
  view: CropView,
  dx: number,
  dy: number,
  image: Size,
  stencil = STENCIL_SIZE,
): CropView {
  return clampView(
    { ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy },
    image,
    stencil,
  );
}

/** The square of the source image under the stencil, in image pixels. */
export function cropRect(view: CropView, stencil = STENCIL_SIZE): CropRect {
  // 0 - value rather than -value: an untouched axis reads 0, not -0.
  return {
    x: 0 - view.offsetX / view.scale,
    y: 0 - view.offsetY / view.scale,
    size: stencil / view.scale,
  };
}

/** The side of the output picture: the cropped pixels, shrunk to the maximum side. */
export function outputSide(rect: CropRect, maxSide = PROFILE_PICTURE_MAX_SIDE): number {
  return Math.max(1, Math.min(maxSide, Math.round(rect.size)));
}
