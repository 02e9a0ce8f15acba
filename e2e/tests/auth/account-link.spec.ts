import { expect, test } from '@playwright/test';
import { latestMessage, outboxMark, sixDigitCode } from '../../support/outbox';
import { DEMO_LANDING, DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

const EMAIL = 'superadmin@demo.test';

test('link the Google account in a popup, sign in with it, then unlink it', async ({ page }) => {
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByText('Link your Google account to choose the calendar')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link Google account' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(popup.getByText('Google account linked successfully')).toBeVisible();
  await expectToast(page, 'Google linked successfully');

  // Linking also brings the account's calendars: the first one became the default.
  await expect(page.getByRole('textbox', { name: 'Default calendar' })).toHaveValue(EMAIL);
  await page.getByRole('combobox', { name: 'Replace Default Calendar' }).click();
  await page.getByTitle('Jobs').click();
  await page.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('textbox', { name: 'Default calendar' })).toHaveValue('Jobs');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Google account').fill(EMAIL);
  const mark = await outboxMark(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = sixDigitCode((await latestMessage(EMAIL, 'email', mark)).body);
  await page.getByLabel('Code').fill(code);
  // Back on the platform, the identity sign-in's answer carries the landing page's first data
  // (ADR 259): the page draws it without asking GET /landing-data.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/landing-data') asked.push(pathname);
  });
  const identitySignIn = page.waitForRequest((request) =>
    request.url().endsWith('/auth/check-oauth-linked-account'),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await identitySignIn).postDataJSON()).toMatchObject({ with_landing: true });
  await expect(page).toHaveURL(DEMO_LANDING);
  await expect(page.locator('[data-multi-view] [data-item-type]').first()).toBeVisible();
  expect(asked).toEqual([]);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Account unlinked successfully');
  await expect(page.getByRole('button', { name: 'Link Google account' })).toBeVisible();
});

test('closing the consent popup without answering reports the link as failed', async ({ page }) => {
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link Google account' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup.getByText('Google connection failed.')).toBeVisible();
  await expectToast(page, 'Google link failed or cancelled');
});
