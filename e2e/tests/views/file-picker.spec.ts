import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey grayscale PNG of the given size, larger than the 1000 px the client shrinks to. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x88)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an administrator uploads a photo in the gallery: it is shrunk, shown as a thumbnail and served safely', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/dev/widgets');
  const card = page.locator('[data-gallery-type="file_picker"]');
  await expect(card.getByText('No uploaded files')).toBeVisible({ timeout: 30_000 });

  await card.getByRole('button', { name: 'Upload files' }).click();
  const sheet = page.getByRole('dialog', { name: 'Upload files' });
  await expect(sheet.getByText('No files available')).toBeVisible();
  await sheet.getByTestId('file-picker-input').setInputFiles({
    name: 'site.png',
    mimeType: 'image/png',
    buffer: greyPng(1600, 1200),
  });
  await expect(sheet.getByRole('img', { name: 'site.png' })).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/upload' && response.request().method() === 'POST',
  );
  await sheet.getByRole('button', { name: 'Upload', exact: true }).click();
  expect((await uploaded).status()).toBe(200);

  // Shrunk in the browser: sent as JPEG, so it comes back as site.jpg.
  const thumbnail = card.getByRole('img', { name: 'site.jpg' });
  await expect(thumbnail).toBeVisible();
  const size = await thumbnail.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  expect(size).toEqual({ width: 1000, height: 750 });

  const src = await thumbnail.getAttribute('src');
  if (!src) throw new Error('the thumbnail has no address');
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-type']).toBe('image/jpeg');
});
