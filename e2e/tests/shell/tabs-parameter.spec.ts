import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a link with ?tabs= opens that tab of a record, and the address then names the open tab', async ({
  page,
}) => {
  await signInAs(page, 'sales@demo.test');
  await page.goto('/_demo_/jobs');
  const firstRow = page.locator('[data-list="/records/jobs"] tbody tr.ant-table-row').first();
  await firstRow.click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
  const jobPath = new URL(page.url()).pathname.replace(/\/details$/, '');

  await page.goto(`${jobPath}?tabs=materials`);
  await expect(page).toHaveURL(new RegExp(`${jobPath}/materials$`));
  await expect(page.getByRole('tab', { name: 'Materials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}/quotes$`));
});
