import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, submitSignIn } from './helpers';

test('a signed-out visitor of an unknown page signs in first, then sees not-found inside the layout', async ({
  page,
}) => {
  await page.goto('/no/such/page?from=mail');
  await expect(page).toHaveURL(/\/login\?intended=%2Fno%2Fsuch%2Fpage%3Ffrom%3Dmail$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);

  await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/no\/such\/page\?from=mail$/);
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-chrome', 'full');
  await expect(page.getByTestId('side-drawer')).toBeVisible();
});
