import { expect, type Page } from '@playwright/test';
import { devTool } from '../../support/devTools';
import { signInAs as signInWithSession } from '../../support/session';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Signs in (the user's stored session, or through /login the first time, ADR 216) and waits for
 * the landing page with the chrome.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await signInWithSession(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

/** Makes the API create a notification for a user, pushed live to their open sessions. */
export async function sendNotification(
  email: string,
  shortMessage: string,
  message = shortMessage,
): Promise<number> {
  const response = await devTool('/dev/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, short_message: shortMessage, message }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The number on the bell's badge (0 when none shows). */
export async function badgeCount(page: Page): Promise<number> {
  // Read in one step: a count-then-read could find the badge gone in between (it leaves when the
  // count reaches 0) and then wait for it until the poll times out.
  return page.getByTestId('notification-bell').evaluate((bell) => {
    const badge = bell.querySelector('.ant-scroll-number');
    return badge ? Number(badge.getAttribute('title') ?? 0) : 0;
  });
}

/** A text no other test run uses. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
