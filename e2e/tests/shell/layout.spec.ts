import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../../support/session';
import { signInAs } from './helpers';

// Allowing notifications up front keeps the bottom permission prompt out of the way.
test.use({ permissions: ['notifications'] });

test.describe('layout for staff', () => {
  test("the drawer shows the user with '#' id linking to /profile, and the menu navigates", async ({
    page,
  }) => {
    await signInAs(page, 'sales@demo.test');
    const drawer = page.getByTestId('side-drawer');
    const user = drawer.getByTestId('drawer-user');
    await expect(user).toContainText('Sam Sales');
    await expect(user).toContainText(/#\d+/);
    await expect(user.locator('.ant-avatar')).toHaveCSS('width', '150px');

    const menu = drawer.getByTestId('side-menu');
    await menu.getByText('Sales', { exact: true }).click();
    await menu.getByText('Quotes', { exact: true }).click();
    await expect(page).toHaveURL(/\/_demo_\/quotes$/);

    await user.click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the menu toggle switches the drawer to mini mode and back', async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('side-drawer')).toHaveAttribute('data-mini', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-drawer', 'mini');
    await page.getByTestId('menu-toggle').click();
    await expect(page.locator('body')).toHaveAttribute('data-drawer', 'open');
  });

  test('the version button cycles the root font size and says which', async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
    const html = page.locator('html');
    const before = Number.parseInt(await html.evaluate((el) => getComputedStyle(el).fontSize), 10);
    await page.getByTestId('version-button').click();
    const after = before === 20 ? 12 : before + 2;
    await expect(html).toHaveCSS('font-size', `${after}px`);
    await expect(page.getByText(`Font size ${after}`)).toBeVisible();
  });

  test('global search finds a page by keyboard and opens it', async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('Quotes');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list.getByText('Pages', { exact: true })).toBeVisible();
    const option = list.getByRole('option', { name: /^Quotes/ });
    await expect(option).toBeVisible();
    // Group headings are not options: the first ArrowDown lands on the first result.
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const id = await option.getAttribute('id');
    for (
      let step = 0;
      step < 10 && (await box.getAttribute('aria-activedescendant')) !== id;
      step++
    ) {
      await box.press('ArrowDown');
    }
    await box.press('Enter');
    await expect(page).toHaveURL(/\/_demo_\/quotes$/);
  });

  test('global search fits a 390 px wide window and finds a job by its number', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'sales@demo.test');
    const box = page.getByRole('combobox', { name: 'Search' });
    if (!(await box.isVisible())) await page.getByTestId('menu-toggle').click();
    await box.fill('J-00001');
    const list = page.getByRole('listbox', { name: 'Search results' });
    const job = list
      .getByRole('group', { name: 'Jobs' })
      .getByRole('option', { name: /^Job J-00001/ });
    await expect(job).toBeVisible();
    const bounds = await list.boundingBox();
    expect(bounds && bounds.x >= 0 && bounds.x + bounds.width <= 390).toBe(true);
    await job.click();
    await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+/);
  });

  test("global search finds a customer by name and their jobs by site, and opens the customer's record", async ({
    page,
  }) => {
    await signInAs(page, 'admin@demo.test');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('Smith Homes');
    const list = page.getByRole('listbox', { name: 'Search results' });
    const jobs = list.getByRole('group', { name: 'Jobs' });
    await expect(jobs.getByRole('option').first()).toContainText('Smith Homes · 46 King St, Manly');
    const customer = list
      .getByRole('group', { name: 'Customers' })
      .getByRole('option', { name: /^Smith Homes/ });
    await expect(customer).toContainText('Manly · smith.36@customers.test');
    await customer.click();
    await expect(page).toHaveURL(/\/_demo_\/customers\/\d+\/details$/);
    const record = page.getByRole('main');
    await expect(record.getByRole('heading', { name: 'Smith Homes', level: 4 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(record.getByText('smith.36@customers.test').first()).toBeVisible();
  });

  test("the 'Hold on!' prompt shows when the server requires a newer version, and can wait 5 minutes", async ({
    page,
  }) => {
    await signInAs(page, 'sales@demo.test');
    await page.route('**/notifications?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: unknown; info: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, info: { ...body.info, min_version: '99.0.0' } },
      });
    });
    await page.getByTestId('notification-bell').click();
    const prompt = page.getByTestId('version-prompt');
    await expect(prompt.getByText('Hold on!')).toBeVisible();
    await expect(
      prompt.getByText(
        "You're running on an older version of the webpage/app. Please reload the page/update the app before doing anything",
      ),
    ).toBeVisible();
    await expect(prompt.getByText('Required version: 99.0.0')).toBeVisible();
    await expect(prompt.getByText(/^Current version: \d+\.\d+\.\d+/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Remind me in 5 minutes' }).click();
    await expect(prompt).toHaveCount(0);
  });

  test('leaving a page with unsaved changes asks first', async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
    // Start from a settled page: the landing page may still be redirecting to its default tab.
    await page.goto('/_demo_/jobs');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await page.evaluate(() =>
      (
        window as unknown as { __platform: { bus: { publish: (t: string, p: object) => void } } }
      ).__platform.bus.publish('page/dirty', { source: 'e2e-form', dirty: true }),
    );
    const start = page.url();
    await page.getByTestId('side-menu').getByText('Sales', { exact: true }).click();
    await page.getByTestId('side-menu').getByText('Quotes', { exact: true }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Do you really want to leave? You have unsaved changes!' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(start);
    await page.getByTestId('side-menu').getByText('Quotes', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/_demo_\/quotes$/);
  });
});

test.describe('layout for dashboard users', () => {
  test('no drawer and no menu toggle; the logo logs out', async ({ page }) => {
    // It signs out (the server ends the session): a session of its own, through the form.
    await signInThroughForm(page, 'dashboard@demo.test');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('side-drawer')).toHaveCount(0);
    await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
    await expect(page.locator('body')).toHaveAttribute('data-chrome', 'dashboard');
    await page.getByTestId('logo').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure want to logout?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
