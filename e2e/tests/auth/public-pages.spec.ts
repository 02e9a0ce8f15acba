import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

const MIGRATION = "You're password needs to be updated. Please reset your password.";

test('the privacy page addresses no children under 13 and answers complaints within 30 days', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByText(/not addressed to children under 13/)).toBeVisible();
  await expect(page.getByText(/within 30 days/)).toBeVisible();
});

test('a link to undo an added second factor asks to sign in first', async ({ page }) => {
  await page.goto('/authActions?mode=revertSecondFactorAddition&oobCode=e2e-code');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expectToast(page, 'Please login to your account for removing multifactor auth');
});

test('a legacy account whose update may wait signs in with Do it later', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'legacy-optional@demo.test', DEMO_PASSWORD);
  const prompt = page.getByRole('dialog', { name: 'Update your password' });
  await expect(prompt.getByText(MIGRATION)).toBeVisible();
  await prompt.getByRole('button', { name: 'Do it later' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(prompt).toHaveCount(0);
});

test('a legacy account that must update cannot wait: Change Password sends the reset link', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, 'legacy@demo.test', DEMO_PASSWORD);
  const prompt = page.getByRole('dialog', { name: 'Update your password' });
  await expect(prompt.getByText(MIGRATION)).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Do it later' })).toBeDisabled();
  await prompt.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password reset link successfully send to your email address');
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
