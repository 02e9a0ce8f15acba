/** Width and height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A decoded image, its natural size, and how to free it. */
export interface DecodedImage extends Size {
  source: CanvasImageSource;
  release: () => void;
}

/** Decodes an image file (EXIF orientation applied), so it can be measured and drawn. */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap !== 'function') throw new Error('Images cannot be decoded here.');
  const bitmap = await createImageBitmap(file);
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    release: () => bitmap.close(),
  };
}

/** Draws an image at the given size and encodes the canvas as JPEG. */
export function encodeJpeg(source: CanvasImageSource, size: Size, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas to draw the image on.'));
  // JPEG has no transparency: transparent pixels of a PNG become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
}
