import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/env';
import { outboxMark } from '../../support/outbox';
import {
  signInStaff,
  fillWindow,
  newCustomer,
  staffOrder,
  verifyInPortal,
  verifyOrder,
} from './helpers';

const ADDRESS = '12 Harbour Street, Manly NSW 2095';
/** Money as the screens show it (the kernel's formatCurrency). */
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

test('a customer builds a 3-item order through an outage, submits it, and staff approve it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await newCustomer('Offline Trade Co');
  await verifyInPortal(page, customer);

  // Create Order makes a draft and opens it.
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/public\/wholesale\/\d+\/details\?key=/);
  const orderId = Number(/wholesale\/(\d+)\/details/.exec(page.url())![1]);
  await expect(page.getByText('Fetching your order details...')).toBeHidden();
  await expect(page.locator('#order-order_reference')).toHaveValue('Offline Trade Co');

  await page.locator('#order-order_name').fill('Harbour street renovation');
  await page.locator('#order-order_delivery_address').fill(ADDRESS);
  await fillWindow(page, 1, { location: 'Kitchen', height: 1200, width: 900 });
  // The item card draws the item as its sizes are entered.
  await expect(page.getByRole('img', { name: 'Diagram of item 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await fillWindow(page, 2, { location: 'Laundry', height: 900, width: 600 });
  await page.getByRole('button', { name: 'Add Item' }).click();
  await fillWindow(page, 3, { location: 'Bedroom', height: 1500, width: 1200 });
  await expect(page.getByText('Saving successful')).toBeVisible({ timeout: 20_000 });

  // The connection drops mid-edit: the edits stay on the device.
  await context.setOffline(true);
  await page.locator('#item-2-label').fill('Laundry (typed offline)');
  await page.locator('#item-3-panel-1-width').fill('1180');
  await page.locator('#order-notes').fill('Gate code 4321');
  await expect(page.getByText(/^Offline: your changes are kept on this device/)).toBeVisible({
    timeout: 20_000,
  });

  // Reload while the API is still unreachable (the page itself loads again).
  await page.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('#item-2-label')).toHaveValue('Laundry (typed offline)');
  await expect(page.locator('#item-3-panel-1-width')).toHaveValue('1180');
  await expect(page.locator('#order-notes')).toHaveValue('Gate code 4321');
  await expect(page.locator('#order-order_name')).toHaveValue('Harbour street renovation');
  await expect(page.locator('#item-1-label')).toHaveValue('Kitchen');
  // The page said why nothing loaded from the server; the user closes that notice (it stays up
  // for its whole duration, over the page's top-right buttons, Submit Order among them).
  const networkError = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Connection to the server failed. Please check your internet connection.' });
  await expect(networkError).toBeVisible();
  await networkError.getByRole('button', { name: 'Close' }).click();
  await expect(networkError).toHaveCount(0);

  // Back online: every edit reaches the server.
  await page.unroute(`${API_URL}/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await staffOrder(orderId)).order_raw_data, { timeout: 30_000 })
    .toContain('Laundry (typed offline)');
  const saved = JSON.parse((await staffOrder(orderId)).order_raw_data) as {
    details: { order_notes: string };
    items: unknown[];
  };
  expect(saved.items).toHaveLength(3);
  expect(saved.details.order_notes).toBe('Gate code 4321');

  // Submit; the first submit texts the order's verification code.
  const mark = await outboxMark(customer.mobile);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Submitted' })).toBeVisible();
  await expect(page.getByText('Mobile verification required')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await verifyOrder(page, customer, mark);

  // Staff approve it in the management portal.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.goto(`/wholesale/order/${orderId}`);
  await expect(
    staff.getByText('$', { exact: false }).filter({ hasText: 'ex GST' }).first(),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Approve Order' }).click();
  const confirm = staff
    .locator('.ant-modal')
    .filter({ hasText: 'Are you sure you want to approve this order?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Approve' }).click();
  await expect(staff.locator('.ant-tag', { hasText: 'Approved' })).toBeVisible();
  await expect(
    staff.getByText('This order can no longer be modified as it has been accepted.'),
  ).toBeVisible();

  // The order links to its job, which carries the customer, the site and every item.
  const approved = await staffOrder(orderId);
  const jobNumber = `W-${String(orderId).padStart(5, '0')}`;
  await staff.getByRole('link', { name: `Job ${jobNumber}` }).click();
  await expect(staff).toHaveURL(new RegExp(`/jobs/${approved.job_id}/details`));
  const field = (name: string) => staff.locator(`[data-field="${name}"] [data-readonly-value]`);
  await expect(field('number')).toHaveText(jobNumber);
  await expect(field('title')).toHaveText('Harbour street renovation');
  await expect(field('customer_id')).toHaveText('Offline Trade Co');
  await expect(field('site')).toHaveText(ADDRESS);
  await staff.getByRole('tab', { name: 'Items' }).click();
  const rows = staff.locator('[data-list="/records/job_items"] tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  const expected = [
    { location: 'Kitchen', sizes: '1200 × 900 mm' },
    { location: 'Laundry (typed offline)', sizes: '900 × 600 mm' },
    { location: 'Bedroom', sizes: '1500 × 1180 mm' },
  ];
  for (const [index, item] of expected.entries()) {
    const price = approved.pricing.items.find((line) => line.item_number === index + 1)!.price;
    const row = rows.nth(index);
    for (const text of [
      item.location,
      'Crimsafe Regular',
      'Window Screen',
      item.sizes,
      'Pearl White',
      AUD.format(price),
    ])
      await expect(row).toContainText(text);
  }
  // And the job links back to its order.
  await staff.getByRole('tab', { name: 'Details' }).click();
  await staff.getByRole('button', { name: 'Open wholesale order' }).click();
  await expect(staff).toHaveURL(new RegExp(`/wholesale/order/${orderId}$`));
  await staffContext.close();
});
