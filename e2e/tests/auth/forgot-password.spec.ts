import { expect, test } from '@playwright/test';
import { firstLink, latestMessage, outboxMark } from '../../support/outbox';
import { DEMO_PASSWORD, expectToast, restorePassword, submitSignIn } from './helpers';

const EMAIL = 'measurer@demo.test';
const NEW_PASSWORD = 'Fresh-Pass-42';

test.afterAll(async () => {
  await restorePassword(EMAIL);
});

test('forgot password, reset through the e-mailed link, then sign in with the new password', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your registered email address')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const mark = await outboxMark(EMAIL);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Password reset link successfully send to your email address');

  const link = firstLink((await latestMessage(EMAIL, 'email', mark)).body);
  expect(new URL(link).pathname).toBe('/authActions');
  await page.goto(link);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Confirm password does not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectToast(page, 'Password successfully reset');
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expectToast(page, 'Invalid credential: the email address or password is incorrect.');
  await submitSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // The link is single use.
  await page.goto(link);
  await expect(page.getByText(/session has expired or the URL is invalid/)).toBeVisible();
});
