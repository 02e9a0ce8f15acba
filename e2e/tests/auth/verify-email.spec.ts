import { expect, test } from '@playwright/test';
import { firstLink, latestMessage, outboxMark } from '../../support/outbox';
import { DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

const EMAIL = 'unverified@demo.test';

test('an unverified address is asked to verify, resends the link, verifies and signs in', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please verify your email!' });
  await expect(dialog).toBeVisible();
  const mark = await outboxMark(EMAIL);
  await dialog.getByRole('button', { name: 'Resend Link' }).click();
  await expectToast(page, 'Verification email send successfully!');
  await expect(page).toHaveURL(/\/login$/);

  const link = firstLink((await latestMessage(EMAIL, 'email', mark)).body);
  expect(new URL(link).searchParams.get('mode')).toBe('verifyEmail');
  await page.goto(link);
  await expectToast(page, 'Email verifed successfully!');
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
});
