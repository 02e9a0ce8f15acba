import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, pageToken, revokeOnServer, submitSignIn } from './helpers';

test('a 401 mid-session goes to /login and the next sign-in returns to the intended page', async ({
  page,
}) => {
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, 'sales@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await revokeOnServer(await pageToken(page));
  // Any call now answers 401; reopening the page makes its calls again.
  await page.reload();

  await expect(page).toHaveURL(/\/login\?intended=%2Fprofile$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await submitSignIn(page, 'sales@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
});
