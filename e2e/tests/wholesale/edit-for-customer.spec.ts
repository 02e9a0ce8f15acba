import { expect, test } from '@playwright/test';
import {
  newCustomer,
  orderPath,
  portalToken,
  signInStaff,
  submittedOrder,
  verifyInPortal,
} from './helpers';

test('staff edit an order for the customer, who accepts the changes and resubmits', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer('Review Trade Co');
  await verifyInPortal(page, customer);
  const orderId = await submittedOrder(customer, {
    name: 'Deck enclosure',
    token: await portalToken(page),
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.goto(`/wholesale/order/${orderId}`);
  const name = staff.locator('#order-order_name');
  await expect(name).toHaveValue('Deck enclosure');
  await expect(name).toBeDisabled();
  await staff.getByRole('button', { name: 'Edit for Customer' }).click();
  await expect(name).toBeEnabled();
  await name.fill('Deck enclosure (revised by staff)');
  await staff.getByRole('button', { name: 'Send Edit to Customer' }).click();
  await staff
    .locator('.ant-modal')
    .filter({ hasText: 'Send your changes to the customer for review?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(staff.locator('.ant-tag', { hasText: 'Pending Customer Review' })).toBeVisible();
  await staffContext.close();

  await page.goto(orderPath(customer, orderId));
  await expect(page.locator('#order-order_name')).toHaveValue('Deck enclosure (revised by staff)');
  await expect(page.getByRole('button', { name: 'Make additional changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept changes and resubmit' }).click();
  await page
    .locator('.ant-modal')
    .filter({ hasText: 'Do you want to accept the changes and resubmit the order?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.locator('.ant-tag', { hasText: 'Submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
});
