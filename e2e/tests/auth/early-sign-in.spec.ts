import { expect, test, type Page } from '@playwright/test';
import { REMOTE_URLS } from '../../support/env';
import { collectPageErrors } from '../../support/platform';
import { DEMO_PASSWORD } from './helpers';

/**
 * The sign-in form the page shows with its HTML, before the shell and mf-auth have loaded
 * (ADR 172). mf-auth's entry is held back here, so the early form is what the user has; when it
 * is let through, the app's form takes over with what was typed and carries out a press.
 */
async function holdSignInApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_URLS.mf_auth}/**/remoteEntry.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const early = (page: Page) => page.locator('#boot-sign-in');

/** The sign-in requests the page sends from now on (the CORS preflights left out). */
function signInPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname === '/auth/login') posts.push(pathname);
  });
  return posts;
}

/** With mf-auth held, types into the early form and presses Sign in there; returns the release. */
async function pressInEarlyForm(page: Page, email: string): Promise<() => void> {
  const release = await holdSignInApp(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return release;
}

test.describe('the early sign-in form', () => {
  test('is on screen before the app, keeps what was typed, and signs in on the press made there', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const release = await holdSignInApp(page);
    await page.goto('/login?intended=%2Fprofile');
    await expect(early(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Nothing left the page: no address with the password in it, and the press is remembered.
    await expect(page).toHaveURL(/\/login\?intended=%2Fprofile$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(early(page)).toHaveCount(0);
    // Its inline script ran under the page's content policy (allowed by its hash), nothing else.
    expect(errors).toEqual([]);
  });

  test('a press there starts loading the chrome before the app has even arrived (ADR 250)', async ({
    page,
  }) => {
    // A data-saving connection: typing fetches nothing ahead, so only the press can start it.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const release = await holdSignInApp(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-chrome-loaded', 'on-press', {
      timeout: 30_000,
    });
    // mf-auth is still held: the early form, with its press remembered, is what the user has.
    await expect(early(page)).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    release();
    await expect(page.getByTestId('side-menu').getByRole('menuitem').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(early(page)).toHaveCount(0);
  });

  test('a press there sends the sign-in before the app has arrived, and the app takes its answer (ADR 264)', async ({
    page,
  }) => {
    const posts = signInPosts(page);
    const answered = page.waitForResponse(
      // The sign-in itself: the typing time also sends a bare OPTIONS there (ADR 268).
      (response) =>
        new URL(response.url()).pathname === '/auth/login' &&
        response.request().method() === 'POST',
    );
    const release = await pressInEarlyForm(page, 'admin@demo.test');
    // Answered while mf-auth is still held: the early form, its press remembered, is on screen.
    expect((await answered).status()).toBe(200);
    await expect(early(page)).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/_demo_\/dashboard/, { timeout: 30_000 });
    await expect(page.getByTestId('side-menu').getByRole('menuitem').first()).toBeVisible();
    await expect(page.locator('[data-multi-view] .ant-table-row').first()).toBeVisible();
    // One sign-in: the app carried the press out with the early request's answer.
    expect(posts).toHaveLength(1);
  });

  test('a malformed e-mail pressed there is sent nowhere: the app shows its message', async ({
    page,
  }) => {
    const posts = signInPosts(page);
    const release = await pressInEarlyForm(page, 'admin@demo');
    release();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible({
      timeout: 30_000,
    });
    expect(posts).toEqual([]);
  });

  test('hands over mid-word: typing goes on in the app’s field where it stopped', async ({
    page,
  }) => {
    const release = await holdSignInApp(page);
    await page.goto('/login');
    await page.getByLabel('Email').click();
    await page.keyboard.type('admin@demo');
    release();
    await expect(early(page)).toHaveCount(0);
    await expect(page.getByTestId('auth-layout')).toBeVisible();
    await page.keyboard.type('.test');
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.test');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('is not shown on the other account pages', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(early(page)).toHaveCount(0);
  });

  test('gives way to the fallback when mf-auth cannot load', async ({ page }) => {
    await page.route(`${REMOTE_URLS.mf_auth}/**/remoteEntry.js`, (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(early(page)).toHaveCount(0);
  });
});
