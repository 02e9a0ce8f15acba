import { expect, test } from '@playwright/test';
import { expectToast, openJobs, signInAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
});

test('a customer signs a job on the pad; the signature is saved, comes back after reload and is on the printout', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const list = await openJobs(page);
  await list.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('form', { name: 'Record form' });
  await form.getByLabel('Title').fill(`Signed door ${stamp}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Job saved');
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
  await expect(form.getByText('No signature')).toBeVisible();

  await form.getByRole('button', { name: 'Edit' }).click();
  const pad = form.getByRole('img', { name: 'Customer signature: Sign in the box' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  // A signature: two strokes across the pad.
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [130, 120],
    [180, 50],
    [240, 110],
  ]) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 20 });
  }
  await page.mouse.up();
  await page.mouse.move(box.x + 280, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 90, { steps: 30 });
  await page.mouse.up();

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Job saved');
  await expect(form).toHaveAttribute('data-editable', 'false');
  const signature = form.getByRole('img', { name: 'Customer signature', exact: true });
  await expect(signature).toBeVisible();
  expect(await signature.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  await page.reload();
  const reloaded = page
    .getByRole('form', { name: 'Record form' })
    .getByRole('img', { name: 'Customer signature', exact: true });
  await expect(reloaded).toBeVisible();
  // The image really holds ink: drawn into a canvas, some pixels are dark.
  const inked = await reloaded.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index] > 0) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);

  // The printout: the signature is on paper, the buttons are not.
  await page.emulateMedia({ media: 'print' });
  await expect(reloaded).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Record form' }).getByRole('button', { name: 'Edit' }),
  ).toBeHidden();
});
