import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../support/env';
import { firstLink, latestMessage, outboxMark } from '../../support/outbox';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Where a demo user lands after signing in: the organisation's dashboard route, whose page then
 * names the tab it opened in the address. Waiting for the short address raced that rename.
 */
export const DEMO_LANDING = /\/_demo_\/dashboard\/scheduled$/;

/** Fills the /login form (the page must be open) and presses Sign in. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A notification with this exact text is showing. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** The session token the page keeps (local storage values are stored encoded). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('token');
    if (!raw) return null;
    const text = decodeURIComponent(
      Array.from(atob(raw), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(
        '',
      ),
    );
    return JSON.parse(text) as string;
  });
  if (!token) throw new Error('the page holds no session token');
  return token;
}

async function apiPost(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Ends a session on the server only, as an expiry or a revocation elsewhere would. */
export async function revokeOnServer(token: string): Promise<void> {
  const response = await apiPost('/auth/logout', { token }, token);
  expect(response.ok).toBe(true);
}

/** Puts a demo account's password back through the public reset flow, so later specs can sign in. */
export async function restorePassword(email: string, password = DEMO_PASSWORD): Promise<void> {
  const mark = await outboxMark(email);
  expect((await apiPost('/auth/password-reset', { email })).ok).toBe(true);
  const link = new URL(firstLink((await latestMessage(email, 'email', mark)).body));
  const oobCode = link.searchParams.get('oobCode');
  const response = await apiPost('/auth/action/reset-password', { oobCode, password });
  expect(response.ok).toBe(true);
}
