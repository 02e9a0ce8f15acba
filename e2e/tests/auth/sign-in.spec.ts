import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/env';
import { DEMO_LANDING, DEMO_PASSWORD, expectToast, pageToken, submitSignIn } from './helpers';

test.describe('sign-in', () => {
  test('signs in and lands on the dashboard route of the organisation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    await expect(page.getByRole('tab', { name: 'Scheduled', selected: true })).toBeVisible();
  });

  test('the dashboard comes in one frame with the rows that fill the window, the rest right after (ADRs 244, 263)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // What each change of the page's content brought, from the press on: skeletons drawn in the
    // views area, and the first frame that holds the list's rows, measured as it is painted.
    await page.addInitScript(() => {
      const seen = { pressed: false, skeletons: 0, firstRows: null as null | object };
      Object.assign(window, { __firstFrame: seen });
      document.addEventListener('submit', () => (seen.pressed = true), true);
      document.addEventListener('click', () => (seen.pressed = true), true);
      new MutationObserver(() => {
        const area = document.querySelector('[data-area="mf_views"]');
        if (!seen.pressed || !area) return;
        seen.skeletons += area.querySelectorAll('[data-skeleton]').length;
        const body = area.querySelector('[data-list] .ant-table-tbody');
        const rows = body?.querySelectorAll('tr.ant-table-row').length ?? 0;
        if (seen.firstRows || rows === 0) return;
        seen.firstRows = {
          rows,
          header: Boolean(area.querySelector('h4')),
          tabs: area.querySelectorAll('[role="tab"]').length,
          bottom: body!.getBoundingClientRect().bottom,
          windowHeight: window.innerHeight,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    const rows = page.locator('[data-list] tr.ant-table-row');
    await expect(rows).toHaveCount(25);

    const seen = await page.evaluate(
      () => (window as unknown as { __firstFrame: unknown }).__firstFrame,
    );
    // The page's data came with the sign-in's answer: no skeleton stood in for it.
    expect(seen).toMatchObject({ skeletons: 0 });
    const first = (seen as { firstRows: { rows: number; bottom: number; windowHeight: number } })
      .firstRows;
    // Page header, tabs and rows arrive together; the rows reach below the window's bottom, and
    // are fewer than the page's 25 (each opened on its details, about five fill 900 px).
    expect(first).toMatchObject({ header: true, tabs: 4 });
    expect(first.bottom).toBeGreaterThanOrEqual(first.windowHeight);
    expect(first.rows).toBeLessThan(25);
  });

  test('a stored session that ended while away says Session timed out and asks to sign in again', async ({
    context,
    page,
    request,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    const token = await pageToken(page);
    await page.close();
    // The session ends on the server (as it would after the idle limit) while no tab is open.
    const ended = await request.post(`${API_URL}/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);

    const later = await context.newPage();
    await later.goto('/_demo_/dashboard');
    await expectToast(later, 'Session timed out');
    await expect(later).toHaveURL(/\/login\?intended=%2F_demo_%2Fdashboard$/);
  });

  test('a wrong password is refused with the invalid-credential text, which goes with the next attempt', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@demo.test', 'not-the-password');
    await expectToast(page, 'Invalid credential: the email address or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    // The right password next: the refusal does not follow the user onto the dashboard.
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    // Looked at once, on arrival: the refusal would otherwise have stayed its 10 s.
    expect(await page.getByText('Invalid credential', { exact: false }).count()).toBe(0);
  });

  test('a protected page sends a visitor to /login with the intended path, and back after sign-in', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?intended=%2Fprofile$/);
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  });

  test('a signed-in user visiting /login goes to /', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout asks first, then clears the session and goes to /login', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO_LANDING);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure want to logout?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?intended=%2Fprofile$/);
  });
});
