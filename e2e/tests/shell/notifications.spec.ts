import { expect, test } from '@playwright/test';
import { badgeCount, sendNotification, signInAs, unique } from './helpers';

test.use({ permissions: ['notifications'] });

test.describe('notifications', () => {
  test('reads one from the bell, opens the inbox and marks all as read', async ({ page }) => {
    const email = 'measurer@demo.test';
    const first = unique('Job assigned');
    const second = unique('Quote accepted');
    const detail = unique('a new job');
    await sendNotification(
      email,
      first,
      `<p>You have <b>${detail}</b><img src=x onerror="window.__hacked=1"></p>`,
    );
    const secondId = await sendNotification(email, second);
    // The HTML sanitiser loads with the first server HTML drawn, not with the start (ADR 252).
    const sanitiser: string[] = [];
    page.on('request', (request) => {
      if (/\/sanitize-html\.[0-9a-f]+\.js$/.test(request.url())) sanitiser.push(request.url());
    });
    await signInAs(page, email);
    await expect(page.getByTestId('clock-slot').getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sanitiser).toEqual([]);

    await page.getByTestId('notification-bell').click();
    const popup = page.getByTestId('notification-popup');
    await expect(popup.getByText(second)).toBeVisible();
    expect(sanitiser).toHaveLength(1);
    await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(2);
    const before = await badgeCount(page);

    await popup.getByText(second).click();
    await expect(page).toHaveURL(new RegExp(`/notifications/${secondId}/details$`));
    await expect(page.getByTestId('notification-details').getByText(second).first()).toBeVisible();
    // The tab's title names the page, not the dashboard the user came from.
    await expect(page).toHaveTitle(/ \| Notification$/);
    await expect.poll(() => badgeCount(page)).toBe(before - 1);

    // The popup animates open; click Show All once it is really open.
    await expect(async () => {
      if (!(await popup.isVisible())) await page.getByTestId('notification-bell').click();
      await popup.getByRole('button', { name: 'Show All' }).click({ timeout: 2000 });
      await expect(page).toHaveURL(/\/notifications$/, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page).toHaveTitle(/ \| Notifications$/);
    const inbox = page.getByTestId('notifications-page');
    const bold = inbox.getByText(detail);
    await expect(bold).toBeVisible();
    expect(await bold.evaluate((element) => element.tagName)).toBe('B');
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();

    await inbox.getByRole('button', { name: 'Mark all as read' }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to mark all notifications as read?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => badgeCount(page)).toBe(0);
    await expect(inbox.locator('[data-status="unread"]')).toHaveCount(0);
  });

  test('read items can be hidden from the popup', async ({ page }) => {
    const email = 'fitter@demo.test';
    const text = unique('Hide me');
    await sendNotification(email, text);
    await signInAs(page, email);
    await page.getByTestId('notification-bell').click();
    const popup = page.getByTestId('notification-popup');
    await popup.getByText(text).click();
    await expect(page).toHaveURL(/\/notifications\/\d+\/details$/);
    await page.getByTestId('notification-bell').click();
    await expect(popup.getByText(text)).toBeVisible();
    await popup.getByRole('switch', { name: 'Hide read' }).click();
    await expect(popup.getByText(text)).toHaveCount(0);
  });

  test('a new notification arrives live while the user is on another page', async ({ page }) => {
    const email = 'admin@demo.test';
    const hub = page.waitForEvent('websocket', (socket) => socket.url().includes('/global?'));
    await signInAs(page, email);
    const socket = await hub;
    // Move inside the app (no reload), so the same hub connection stays open.
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-popup').getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByTestId('notifications-page')).toBeVisible();
    expect(socket.isClosed()).toBe(false);

    const before = await badgeCount(page);
    const text = unique('Live update');
    await sendNotification(email, text);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await expect.poll(() => badgeCount(page)).toBe(before + 1);
    // The toast opens below the top bar: the bell it announces stays in reach while it shows.
    const bar = (await page.getByTestId('top-bar').boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-popup').getByText(text)).toBeVisible();
  });
});
