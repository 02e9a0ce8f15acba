import { decodeImage, encodeJpeg } from './canvasCodec';
import {
  isShrinkable,
  JPEG_QUALITY,
  jpegName,
  MAX_IMAGE_SIDE,
  shrinkForUpload,
  targetSize,
} from './shrink';

jest.mock('./canvasCodec', () => ({ decodeImage: jest.fn(), encodeJpeg: jest.fn() }));

const decode = decodeImage as jest.MockedFunction<typeof decodeImage>;
const encode = encodeJpeg as jest.MockedFunction<typeof encodeJpeg>;

function decoded(width: number, height: number) {
  const release = jest.fn();
  decode.mockResolvedValueOnce({ source: {} as CanvasImageSource, width, height, release });
  return release;
}

describe('targetSize', () => {
  it('keeps an image that already fits', () => {
    expect(targetSize({ width: 1000, height: 640 })).toEqual({ width: 1000, height: 640 });
    expect(targetSize({ width: 20, height: 30 })).toEqual({ width: 20, height: 30 });
  });

  it('scales the longest side to 1000 keeping the aspect ratio', () => {
    expect(MAX_IMAGE_SIDE).toBe(1000);
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 1000, height: 750 });
    expect(targetSize({ width: 1500, height: 6000 })).toEqual({ width: 250, height: 1000 });
    expect(targetSize({ width: 1001, height: 1001 })).toEqual({ width: 1000, height: 1000 });
  });

  it('never shrinks a side below one pixel', () => {
    expect(targetSize({ width: 100000, height: 10 })).toEqual({ width: 1000, height: 1 });
  });

  it('never grows and never exceeds the maximum for any size', () => {
    for (let width = 1; width <= 5000; width += 487) {
      for (let height = 1; height <= 5000; height += 613) {
        const size = targetSize({ width, height });
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1000);
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.height).toBeLessThanOrEqual(height);
      }
    }
  });
});

describe('shrinkForUpload', () => {
  beforeEach(() => {
    decode.mockReset();
    encode.mockReset();
  });

  it('encodes a large image as JPEG at quality 0.7 and the smaller size', async () => {
    const release = decoded(3000, 2000);
    encode.mockResolvedValueOnce(new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const photo = new File(['png bytes'], 'site photo.png', { type: 'image/png' });
    const shrunk = await shrinkForUpload(photo);
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 1000, height: 667 }, 0.7);
    expect(JPEG_QUALITY).toBe(0.7);
    expect(shrunk.name).toBe('site photo.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.size).toBe('jpeg bytes'.length);
    expect(release).toHaveBeenCalled();
  });

  it('sends an image that already fits unchanged', async () => {
    const release = decoded(800, 600);
    const photo = new File(['png bytes'], 'small.png', { type: 'image/png' });
    expect(await shrinkForUpload(photo)).toBe(photo);
    expect(encode).not.toHaveBeenCalled();
    expect(release).toHaveBeenCalled();
  });

  it('leaves documents and GIFs untouched without decoding them', async () => {
    const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
    const gif = new File(['GIF8'], 'spinner.gif', { type: 'image/gif' });
    expect(await shrinkForUpload(pdf)).toBe(pdf);
    expect(await shrinkForUpload(gif)).toBe(gif);
    expect(decode).not.toHaveBeenCalled();
  });

  it('rejects when the image cannot be encoded, and still frees it', async () => {
    const release = decoded(2000, 2000);
    encode.mockRejectedValueOnce(new Error('no canvas'));
    await expect(shrinkForUpload(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'no canvas',
    );
    expect(release).toHaveBeenCalled();
  });
});

describe('names and types', () => {
  it('knows which files it re-encodes', () => {
    expect(isShrinkable(new Blob([], { type: 'image/JPEG' }))).toBe(true);
    expect(isShrinkable(new Blob([], { type: 'image/webp' }))).toBe(true);
    expect(isShrinkable(new Blob([], { type: 'image/svg+xml' }))).toBe(false);
    expect(isShrinkable(new Blob([], { type: 'text/plain' }))).toBe(false);
  });

  it('gives the JPEG a .jpg name', () => {
    expect(jpegName('IMG_1.HEIC.png')).toBe('IMG_1.HEIC.jpg');
    expect(jpegName('noextension')).toBe('noextension.jpg');
    expect(jpegName('.png')).toBe('.png.jpg');
  });
});
