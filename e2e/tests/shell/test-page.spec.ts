import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

/** The seeded 'New quote' multi-view (api/src/modules/views/seed/pages-jobs.ts). */
const NEW_QUOTE_MULTI_VIEW = 171;

test.describe('/test-page: the chrome on one page', () => {
  test('the floating form buttons appear after scrolling and work; unsaved changes ask first', async ({
    page,
  }) => {
    await signInAs(page, 'sales@demo.test');
    await page.goto('/test-page');
    await expect(page.getByRole('heading', { name: 'Test page' })).toBeVisible();
    const floating = page.locator('#floating-form-buttons');
    await expect(floating).toBeHidden();

    await page.getByLabel('Field 24').fill('changed');
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('data-visible', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(floating).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(floating).toBeVisible();

    await page.getByTestId('side-menu').getByText('Sales', { exact: true }).click();
    await page.getByTestId('side-menu').getByText('Quotes', { exact: true }).click();
    const question = page
      .getByRole('dialog')
      .filter({ hasText: 'Do you really want to leave? You have unsaved changes!' });
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/test-page$/);

    await floating.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Test form saved', { exact: true }).first()).toBeVisible();
    await page.getByTestId('side-menu').getByText('Quotes', { exact: true }).click();
    await expect(page).toHaveURL(/\/_demo_\/quotes$/);
  });

  test('the right sidebar shows a multi-view, lives in the address and closes', async ({
    page,
  }) => {
    await signInAs(page, 'sales@demo.test');
    await page.goto('/test-page');
    await page.getByLabel('Multi-view id').fill(String(NEW_QUOTE_MULTI_VIEW));
    await page.getByRole('button', { name: 'Open in the right sidebar' }).click();
    const sidebar = page.getByRole('dialog').filter({
      has: page.locator(`[data-multi-view="${NEW_QUOTE_MULTI_VIEW}"]`),
    });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText('New quote').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/test-page\\?sidebar=${NEW_QUOTE_MULTI_VIEW}$`));

    await sidebar.getByRole('button', { name: 'Close' }).click();
    await expect(sidebar).toHaveCount(0);
    await expect(page).toHaveURL(/\/test-page$/);

    // A link with ?sidebar= opens it on any page, after a reload too.
    await page.goto(`/_demo_/jobs?sidebar=${NEW_QUOTE_MULTI_VIEW}`);
    await expect(
      page.getByRole('dialog').locator(`[data-multi-view="${NEW_QUOTE_MULTI_VIEW}"]`),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('dialog').locator(`[data-multi-view="${NEW_QUOTE_MULTI_VIEW}"]`),
    ).toBeVisible();
  });
});
