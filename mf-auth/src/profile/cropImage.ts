import {
  outputSide,
  PROFILE_PICTURE_MAX_SIDE,
  PROFILE_PICTURE_QUALITY,
  type CropRect,
} from './cropGeometry';

/** Reads an image file into an element that can be drawn on a canvas. */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file could not be read as an image.'));
    };
    image.src = url;
  });
}

/**
 * The square `rect` of the image (image pixels) as a JPEG, shrunk so its side is at most the
 * maximum side. The background is white because JPEG has no transparency.
 */
export function cropToJpeg(
  image: CanvasImageSource,
  rect: CropRect,
  maxSide = PROFILE_PICTURE_MAX_SIDE,
  quality = PROFILE_PICTURE_QUALITY,
): Promise<Blob> {
  const side = outputSide(rect, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop images.'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
}
