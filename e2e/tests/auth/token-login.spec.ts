import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/env';
import { DEMO_PASSWORD, revokeOnServer, submitSignIn } from './helpers';

/** A session token of the demo sales user, made through the API as another device would. */
async function salesToken(): Promise<string> {
  const response = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'sales@demo.test',
      password: DEMO_PASSWORD,
      device_token: 'e2e-token-link',
      device_type: 'web',
    }),
  });
  const body = (await response.json()) as { data?: { user?: { token?: string } } };
  const token = body.data?.user?.token;
  if (!response.ok || !token) throw new Error(`sign-in for a token link: ${response.status}`);
  return token;
}

test('a token link signs in and leaves the address without its token', async ({ page }) => {
  const token = await salesToken();
  await page.goto(`/profile?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  // The session carries on without the link: a reload stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
});

test('a token link to a page answers its first data with the sign-in, asked for no more (ADR 259)', async ({
  page,
}) => {
  const token = await salesToken();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/landing-data' || pathname.startsWith('/page-info')) asked.push(pathname);
  });
  const tokenSignIn = page.waitForRequest((request) => request.url().endsWith('/login_token'));
  await page.goto(`/_demo_/jobs?token=${encodeURIComponent(token)}`);
  expect((await tokenSignIn).postDataJSON()).toMatchObject({
    with_landing: true,
    intended: '/_demo_/jobs',
  });
  await expect(page).toHaveURL(/\/_demo_\/jobs$/);
  await expect(
    page.locator('[data-list="/records/jobs"] tbody tr.ant-table-row').first(),
  ).toContainText(/J-\d{5}/);
  expect(asked).toEqual([]);
});

test('a stale token link asks to sign in once, then the intended page opens and stays open', async ({
  page,
}) => {
  const token = await salesToken();
  await revokeOnServer(token);
  await page.goto(`/profile?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/login\?intended=%2Fprofile$/);
  await submitSignIn(page, 'sales@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  // No loop: the stale token is gone, so the page's calls and a reload keep the new session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});
