import { expect, test } from '@playwright/test';
import { greyPng } from '../../support/png';
import { signInAs } from './helpers';

test('an administrator uploads a photo in the gallery: it is shrunk, shown as a thumbnail and served safely', async ({
  page,
  request,
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
  // The thumbnail drew through the session's file-access cookie; without one the file is refused.
  expect((await request.get(src)).status()).toBe(401);
});
