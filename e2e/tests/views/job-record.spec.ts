import { expect, test } from '@playwright/test';
import { expectToast, openJobs, rowsOf, search, signInAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
});

test('creates a job, edits it, cancels with confirmation, saves, then saves and starts a new one', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const list = await openJobs(page);
  await list.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/new\/details$/);
  // On a new job the Quotes tab is hidden and Materials is disabled.
  await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Materials' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const form = page.getByRole('form', { name: 'Record form' });
  await form.getByLabel('Title').fill(`Screen door ${stamp}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Job saved');
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
  await expect(form).toHaveAttribute('data-editable', 'false');
  await expect(form.getByText(`Screen door ${stamp}`)).toBeVisible();

  // Edit, change, cancel: the change is discarded after confirming.
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Title').fill(`Changed ${stamp}`);
  await form.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'Do you really want to leave? You have unsaved changes!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(form).toHaveAttribute('data-editable', 'false');
  await expect(form.getByText(`Screen door ${stamp}`)).toBeVisible();

  // Edit and save.
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Title').fill(`Security door ${stamp}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Job saved');
  await expect(form).toHaveAttribute('data-editable', 'false');
  await expect(form.getByText(`Security door ${stamp}`)).toBeVisible();

  // Save and new: the job is stored and an empty new job opens.
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Title').fill(`Sliding door ${stamp}`);
  await form.getByRole('button', { name: 'Save and new' }).click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/new\/details$/);
  await expect(page.getByRole('form', { name: 'Record form' }).getByLabel('Title')).toHaveValue('');

  const jobs = await openJobs(page);
  await search(page, jobs, `Sliding door ${stamp}`);
  await expect(rowsOf(jobs)).toHaveCount(1);
});
