import { expect, test } from '@playwright/test';
import { drawSignature, inkedPixels } from '../../support/signature';
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
  await drawSignature(page, pad);

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
  const inked = await inkedPixels(reloaded);
  expect(inked).toBeGreaterThan(100);

  // The printout: the signature is on paper, the buttons are not.
  await page.emulateMedia({ media: 'print' });
  await expect(reloaded).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Record form' }).getByRole('button', { name: 'Edit' }),
  ).toBeHidden();
});
