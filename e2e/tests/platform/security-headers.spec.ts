import { expect, test } from '@playwright/test';
import { REMOTE_URLS } from '../../support/env';

declare global {
  interface Window {
    __violations: string[];
    __inlineRan?: boolean;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

test('the shell page is served with its content policy and every remote runs under it', async ({
  page,
}) => {
  const response = await page.goto('/dev');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  for (const remote of Object.keys(REMOTE_URLS)) {
    await expect(page.getByTestId(`dev-remote-${remote}`)).toHaveAttribute('data-state', 'mounted');
  }
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => window.__violations.join('\n')))
    .toContain('script-src');
  expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
});
