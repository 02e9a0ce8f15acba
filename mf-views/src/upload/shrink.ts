import { decodeImage, encodeJpeg, type Size } from './canvasCodec';

export type { Size };

/** Spec §5: uploaded images are shrunk to a longest side of 1000 px, as JPEG at quality 0.7. */
export const MAX_IMAGE_SIDE = 1000;
export const JPEG_QUALITY = 0.7;

/**
 * The size an image is stored at: its own when it already fits, else scaled so the longest side
 * is `maxSide`, keeping the aspect ratio (each side at least 1 px).
 */
export function targetSize(size: Size, maxSide: number = MAX_IMAGE_SIDE): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

// GIF is left alone: drawing it on a canvas would keep only its first frame.
const SHRINKABLE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether a chosen file is an image this client re-encodes before upload. */
export function isShrinkable(file: Blob): boolean {
  return SHRINKABLE_TYPES.has(file.type.toLowerCase());
}

/** 'site photo.png' → 'site photo.jpg': the server checks that the extension fits the content. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'image'}.jpg`;
}

/**
 * What the user is told when shrinkForUpload rejects: the browser could not decode or encode the
 * image, which a reload usually cures. The upload sheet and the wizard's file step both say it.
 */
export const IMAGE_FAILED_MESSAGE = 'Image editor requires a reload. Please try again.';

/**
 * The file to upload for a chosen file: a large image is scaled down and encoded as JPEG
 * (quality 0.7); an image that already fits and any other file are sent unchanged. Rejects
 * when the browser cannot decode or encode the image.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (!isShrinkable(file)) return file;
  const image = await decodeImage(file);
  try {
    const size = targetSize(image);
    if (size.width === image.width && size.height === image.height) return file;
    const blob = await encodeJpeg(image.source, size, JPEG_QUALITY);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    image.release();
  }
}
