import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

const PICTURE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#1f5f8b"/><circle cx="450" cy="300" r="200" fill="#f5c542"/></svg>',
);

test('upload a cropped profile picture, then remove it', async ({ page }) => {
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, 'sales@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await page
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: PICTURE });
  const dialog = page.getByRole('dialog').filter({ hasText: 'Crop profile picture' });
  const stencil = dialog.getByLabel(/Picture to crop/);
  await expect(stencil).toBeVisible();
  // The dialog zooms in as it opens; measure once it has settled.
  await expect.poll(async () => Math.round((await stencil.boundingBox())?.width ?? 0)).toBe(280);
  const box = (await stencil.boundingBox())!;
  expect(Math.round(box.height)).toBe(280);
  await page.mouse.move(box.x + 140, box.y + 140);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 140);
  await page.mouse.up();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile picture updated successfully!');
  const avatar = page.locator('[data-area="mf_auth"] .ant-avatar img');
  await expect(avatar).toHaveAttribute('src', /\/files\//);
  const stored = await page.request.get((await avatar.getAttribute('src'))!);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  // 600 source pixels lay under the stencil; the upload is shrunk to the 512 px maximum side.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([512, 512]);

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Profile picture removed successfully!');
  await expect(page.locator('[data-area="mf_auth"] .ant-avatar img')).toHaveCount(0);
});
