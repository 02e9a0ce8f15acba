import { expect, test } from '@playwright/test';
import { signInStaff, newCustomer, submittedOrder } from './helpers';

test('staff void an approved order', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await newCustomer('Void Trade Co');
  const orderId = await submittedOrder(customer, { name: 'Cancelled carport', approve: true });

  await signInStaff(page);
  await page.goto(`/wholesale/order/${orderId}`);
  await expect(page.locator('.ant-tag', { hasText: 'Approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Void Order' }).click();
  await page
    .locator('.ant-modal')
    .filter({ hasText: 'Are you sure you want to void this order?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.locator('.ant-tag', { hasText: 'Void' })).toBeVisible();
  await expect(
    page.getByText('This order can no longer be modified as it has been accepted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void Order' })).toHaveCount(0);
});
