import { expect, test, type Page } from '@playwright/test';
import { modalOpened } from '../../support/dialogs';
import { greyPng } from '../../support/png';
import { drawSignature, inkedPixels } from '../../support/signature';
import { expectToast, signInAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
});

function customerRead(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/records\/customers\/\d+$/.test(new URL(response.url()).pathname),
  );
}

test('a new customer opens the wizard by itself; its type, photo, notes and a signature are saved with the record', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/_demo_/customers');
  const list = page.locator('[data-list="/records/customers"]');
  await list.getByRole('button', { name: 'New' }).click();

  const wizard = page.locator('.ant-drawer-bottom');
  await expect(wizard.getByText('New customer', { exact: true })).toBeVisible();
  await expect(wizard.getByRole('tab', { name: 'Customer type' })).toBeVisible();

  // Builder asks for its dependent field first.
  await wizard.getByRole('button', { name: 'Builder' }).click();
  const modal = page.locator('.ant-modal');
  await modalOpened(modal);
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('You need to fill in this field.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(wizard.getByRole('button', { name: 'Builder' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await wizard.getByRole('searchbox', { name: 'Search Customer type' }).fill('comm');
  await wizard.getByRole('button', { name: 'Commercial' }).click();
  await expect(wizard.getByRole('tab', { name: /Customer type done/ })).toBeVisible();

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please choose an image.')).toBeVisible();
  await wizard.locator('input[type="file"]').setInputFiles({
    name: `site-${stamp}.png`,
    mimeType: 'image/png',
    buffer: greyPng(4, 4),
  });
  await expect(wizard.getByRole('list', { name: 'Chosen files' })).toContainText(
    `site-${stamp}.png`,
  );
  // Leaving the step by its tab (not Next) still uploads the photo (issue 35, item 7).
  await wizard.getByRole('tab', { name: 'Access notes' }).click();

  const notes = wizard.getByRole('textbox', { name: 'Access notes' });
  await notes.fill(`Loading dock at the rear ${stamp}`);
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(wizard).toBeHidden();

  const form = page.getByRole('form', { name: 'Record form' });
  await form.getByLabel('Name').fill(`Wizard customer ${stamp}`);
  await drawSignature(
    page,
    form.getByRole('img', { name: 'Trade terms signature: Sign in the box' }),
  );
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Customer saved');
  await expect(page).not.toHaveURL(/\/new(\/|$)/);

  // Listened for once the reload has committed: the saved page's own read of the customer, still
  // on its way, is then cancelled and not taken for the reloaded page's (its body is gone).
  await page.reload({ waitUntil: 'commit' });
  const read = customerRead(page);
  const record = (await (await read).json()) as {
    data: {
      type: string;
      notes: string;
      site_photos: Array<{ filename: string }>;
      terms_signature: string;
    };
  };
  expect(record.data.type).toBe('Commercial');
  expect(record.data.notes).toBe(`Loading dock at the rear ${stamp}`);
  expect(record.data.site_photos).toHaveLength(1);
  expect(record.data.site_photos[0].filename).toMatch(/\.png$/);
  expect(record.data.terms_signature).toMatch(/^data:image\/png;base64,/);
  const signature = form.getByRole('img', { name: 'Trade terms signature', exact: true });
  expect(await inkedPixels(signature)).toBeGreaterThan(100);
  await expect(form.getByText(`Loading dock at the rear ${stamp}`)).toBeVisible();
  // The person sees the photo on the saved customer, loaded from the file store.
  const photo = form.getByRole('img', { name: new RegExp(`site-${stamp}`) });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.ant-drawer-bottom')).toHaveCount(0);
});
