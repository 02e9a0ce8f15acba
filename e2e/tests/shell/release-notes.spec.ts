import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test.use({ permissions: ['notifications'] });

test('votes on a release note, and the vote can be changed and is kept', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.getByTestId('side-menu').getByText('Release notes', { exact: true }).click();
  await expect(page).toHaveURL(/\/_demo_\/release-notes$/);
  const current = page.locator('[data-current="true"]').first();
  await expect(current.getByText('Current', { exact: true })).toBeVisible();

  const helpful = current.getByRole('button', { name: 'Helpful', exact: true });
  const notHelpful = current.getByRole('button', { name: 'Not helpful' });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(
    page.locator('[data-current="true"]').first().getByRole('button', { name: 'Not helpful' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
