import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

// Settings → Accounting of the demo organisation: the accounting_connect widget of mf-auth.
const ACCOUNTING = '/_demo_/settings/accounting';

test('connect Xero through the consent popup and disconnect it again', async ({ page }) => {
  await page.goto(`/login?intended=${encodeURIComponent(ACCOUNTING)}`);
  await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
  const widget = page.getByTestId('accounting-connect');
  await expect(widget.getByTestId('accounting-state')).toHaveText('Not connected');

  // A refused consent is a failure the user can read, and nothing is connected.
  let popupOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Connect to Xero' }).click();
  let popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup.getByText('Xero connection failed.')).toBeVisible();
  await expect(widget.getByText('Xero connection failed.')).toBeVisible({ timeout: 30_000 });
  await expect(widget.getByText('Please try again or contact administration.')).toBeVisible();
  await popup.close();

  popupOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Connect to Xero' }).click();
  popup = await popupOpened;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(popup.getByText('Xero connected successfully')).toBeVisible();
  await expect(widget.getByTestId('accounting-state')).toHaveText('Connected', { timeout: 30_000 });
  await expect(widget.getByText(/^Connected by Ada Administrator on /)).toBeVisible();

  // The connection belongs to the organisation: it is still there after a reload.
  await page.reload();
  await expect(widget.getByTestId('accounting-state')).toHaveText('Connected');
  await widget.getByRole('button', { name: 'Disconnect Xero' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Xero disconnected');
  await expect(widget.getByTestId('accounting-state')).toHaveText('Not connected');
});
