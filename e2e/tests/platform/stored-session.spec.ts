import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../support/env';
import { signInAs, sessionUse } from '../../support/session';
import { revokeOnServer } from '../auth/helpers';

// The e2e helper behind most journeys (ADR 216): a demo user signs in through the form once,
// later journeys start from that stored session, and a session the server ended is replaced.
const EMAIL = 'admin@demo.test';

/** Counts the sign-in calls (POST /auth/login) the page makes. */
function countLogins(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_URL}/auth/login`) seen.count += 1;
  });
  return seen;
}

/** The shell proved the session with the server (POST /route-list answered 200) and shows the chrome. */
async function expectSignedIn(page: Page, routeList: Promise<{ status(): number }>) {
  expect((await routeList).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

function routeListAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url() === `${API_URL}/route-list` && response.request().method() === 'POST',
  );
}

test('a second journey of a user starts from the stored session, without the form', async ({
  browser,
}) => {
  const first = await browser.newContext();
  await signInAs(await first.newPage(), EMAIL);
  await first.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const logins = countLogins(page);
  const stored = sessionUse.stored;
  const routeList = routeListAnswer(page);
  await signInAs(page, EMAIL);
  await expectSignedIn(page, routeList);
  expect(logins.count).toBe(0);
  expect(sessionUse.stored).toBe(stored + 1);
  await context.close();
});

test('a stored session the server ended is replaced by signing in through the form', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signInAs(firstPage, EMAIL);
  const raw = await firstPage.evaluate(() => window.localStorage.getItem('token'));
  await first.close();
  await revokeOnServer(JSON.parse(Buffer.from(raw!, 'base64').toString('utf8')) as string);

  const context = await browser.newContext();
  const page = await context.newPage();
  const logins = countLogins(page);
  await signInAs(page, EMAIL);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  expect(logins.count).toBe(1);

  // The new session is the stored one now.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  const againLogins = countLogins(againPage);
  const routeList = routeListAnswer(againPage);
  await signInAs(againPage, EMAIL);
  await expectSignedIn(againPage, routeList);
  expect(againLogins.count).toBe(0);
  await again.close();
  await context.close();
});
