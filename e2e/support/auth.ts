import { expect, type Page } from '@playwright/test';

/** Demo accounts of the seed (api/README.md). */
export const DEMO = {
  admin: { email: 'admin@demo.test', password: 'Demo1234!' },
  fitter: { email: 'fitter@demo.test', password: 'Demo1234!' },
} as const;

/** Signs in through the real /login page and waits until the user has left it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
