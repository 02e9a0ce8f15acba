import { expect, test } from '@playwright/test';
import { latestMessage, outboxMark, sixDigitCode } from '../../support/outbox';
import { newCustomer, pick, portalPath } from './helpers';

test('without a key the customer page goes to /login', async ({ page }) => {
  await page.goto('/public/wholesale');
  await expect(page).toHaveURL(/\/login/);
});

test('a link the server does not know shows Unauthorized with the footer', async ({ page }) => {
  await page.goto('/public/wholesale?key=no-such-link-key-0123456789abcdef');
  await expect(page.locator('.ant-result-title')).toHaveText('Unauthorized');
  await expect(
    page.getByText('Something went wrong. Please contact an administrator.'),
  ).toBeVisible();
  await expect(page.getByText(/^© \d{4} ScreenWorks\. All rights reserved\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('Account Verification Required')).toHaveCount(0);
});

test('the code cooldown survives a reload; a verified customer sees their price tables', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer('Pricing Trade Co');
  await page.goto(portalPath(customer));
  const dialog = page.getByRole('dialog', { name: 'Account Verification Required' });
  const mark = await outboxMark(customer.mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = sixDigitCode((await latestMessage(customer.mobile, 'sms', mark)).body);

  await page.reload();
  await expect(dialog.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Please enter an OTP!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Account Verification Required')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Product Pricing' }).click();
  await expect(page.locator('#pricing-applications')).toBeDisabled();
  await pick(page, 'pricing-product', 'Screw Clamp 0.8mm');
  await pick(page, 'pricing-applications', 'Window Screen');
  const table = page.getByRole('region', { name: 'Window Screen' });
  await expect(table.getByRole('columnheader', { name: 'Height (mm)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Width (mm)' })).toBeVisible();
  await expect(table.getByText(/^\$\d/).first()).toBeVisible();
  await expect(page.getByText(/All prices exclude GST\./).first()).toBeVisible();
});
