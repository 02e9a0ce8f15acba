import { expect, test } from '@playwright/test';
import { chooseOption, expectToast, openJobs, rowsOf, search, signInAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
});

test('saves a title inline and shows the value the server stored', async ({ page }) => {
  const list = await openJobs(page);
  await search(page, list, 'J-00021');
  const row = rowsOf(list).first();
  const title = row.getByRole('textbox', { name: 'title' });
  await title.fill('  Patio door – inline e2e  ');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.locator('[data-inline-state="saving"]')).toBeVisible();
  await expect(row.locator('[data-inline-state="success"]')).toBeVisible();
  // The server trims; the cell shows what was stored.
  await expect(title).toHaveValue('Patio door – inline e2e');
  await expect(row.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.reload();
  const again = page.locator('[data-list="/records/jobs"]');
  await search(page, again, 'J-00021');
  await expect(rowsOf(again).first().getByRole('textbox', { name: 'title' })).toHaveValue(
    'Patio door – inline e2e',
  );
});

test('changes a job status from the list through its workflow, and reverts a refused move with the server message', async ({
  page,
}) => {
  const list = await openJobs(page);
  // J-00022 is in progress: it may be completed, not reopened.
  await search(page, list, 'J-00022');
  const row = rowsOf(list).first();
  const status = row
    .locator('[data-inline-state]')
    .filter({ has: page.getByRole('combobox', { name: 'status' }) });
  const shown = status.locator('.ant-select-content, .ant-select-selection-item').first();
  await expect(shown).toHaveText('In progress');
  await row.getByRole('combobox', { name: 'status' }).click();
  await chooseOption(page, 'Open');
  await expect(status).toHaveAttribute('data-inline-state', 'error');
  await expectToast(page, 'A job cannot go from In progress to Open.');
  await expect(shown).toHaveText('In progress');

  await row.getByRole('combobox', { name: 'status' }).click();
  await chooseOption(page, 'Completed');
  await expect(status).toHaveAttribute('data-inline-state', 'success');
  await expect(shown).toHaveText('Completed');

  await page.reload();
  const again = page.locator('[data-list="/records/jobs"]');
  await search(page, again, 'J-00022');
  await expect(
    rowsOf(again)
      .first()
      .locator('[data-inline-state]')
      .filter({ has: page.getByRole('combobox', { name: 'status' }) })
      .locator('.ant-select-content, .ant-select-selection-item')
      .first(),
  ).toHaveText('Completed');
});
