import { expect, test, type Page } from '@playwright/test';
import { latestMessage, outboxMark, sixDigitCode } from '../../support/outbox';
import { DEMO_PASSWORD, expectToast, submitSignIn } from './helpers';

const EMAIL = 'fitter@demo.test';
// Typed in national form; the number is sent and stored in E.164.
const PHONE = '0400 555 101';
const PHONE_RECIPIENT = '+61400555101';

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test('enrol two-step verification, sign in with the phone code, then remove it', async ({
  page,
}) => {
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Two-step verification' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  let mark = await outboxMark(PHONE_RECIPIENT);
  await dialog.getByLabel('Phone number').fill('0400 555');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await dialog.getByLabel('Phone number').fill(PHONE);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const enrolCode = sixDigitCode((await latestMessage(PHONE_RECIPIENT, 'sms', mark)).body);
  await typeCode(page, enrolCode);
  await expectToast(page, 'Two-Factor Authentication enrolled successfully! please login again.');
  await expect(page).toHaveURL(/\/login/);

  mark = await outboxMark(PHONE_RECIPIENT);
  await page.goto('/login?intended=%2Fprofile');
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('Enter the six-digit code we sent to ***5101.')).toBeVisible();
  const signInCode = sixDigitCode((await latestMessage(PHONE_RECIPIENT, 'sms', mark)).body);
  const wrong = signInCode === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByText('Please enter a valid verification code')).toBeVisible();
  await typeCode(page, signInCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByText(/A code is sent to \*\*\*5101/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove two-step verification' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'disable Two-Factor Authentication' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Two-Factor Authentication unenrolled successfully! please login again.');
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/login');
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
});
