import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { DESKTOP, expectFitsWindow, PHONE } from '../../support/viewport';
import { openJobs, rowsOf, signInAs } from '../views/helpers';
import { newCustomer, verifyInPortal } from '../wholesale/helpers';

/** Where every main page's screenshot goes, at both widths (not committed: test-results/). */
const PAGES_DIR = path.join(__dirname, '..', '..', 'test-results', 'pages');

/** Accessibility problems of the page that axe rates serious or critical, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => {
        // Contrast findings carry the colours axe measured: what to change, not only where.
        const data = node.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor
          ? ` [${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1]`
          : '';
        return `${violation.id} (${violation.impact}): ${node.target.join(' ')}${colours}`;
      }),
    );
}

/**
 * Screenshot and fit check of the page on show, and its accessibility findings (axe, WCAG 2.1
 * A/AA): issue 35 asks for no serious or critical one, so each fails the test (softly: every
 * page is still checked and pictured), listed with the colours measured.
 */
async function checkPage(page: Page, size: string, name: string): Promise<void> {
  // Let the page settle (fonts, lazy parts, tables loaded) before the picture and the audit.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(PAGES_DIR, `${size}-${name}.png`), fullPage: true });
  const findings = await seriousViolations(page);
  if (findings.length > 0) {
    await test.info().attach(`axe ${size} ${name}`, { body: findings.join('\n') });
  }
  expect.soft(findings, `axe: serious or critical findings on ${name} at ${size}`).toEqual([]);
  await expectFitsWindow(page, `${name} at ${size}`);
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`main pages at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, permissions: ['notifications'] });

    test('fit the window with no serious or critical accessibility finding, each with its screenshot', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await checkPage(page, size, 'login');

      await signInAs(page, 'admin@demo.test');
      // The dashboard, on its default tab (a journey from a stored session opens the tab's address).
      await expect(page).toHaveURL(/\/_demo_\/dashboard(\/[\w-]+)?$/);
      await expect(page.getByTestId('top-bar')).toBeVisible();
      await checkPage(page, size, 'dashboard');

      const list = await openJobs(page);
      await checkPage(page, size, 'jobs-list');
      if (size === 'desktop') {
        // Each column's title is on one line, and each row's status and scheduled time read
        // whole in their inline editors, not cut.
        const cut = await list.evaluate((element) => [
          ...[...element.querySelectorAll<HTMLElement>('thead .ant-table-column-title, thead th')]
            .filter((title) => !title.querySelector('.ant-table-column-title'))
            .filter((title) => {
              // The lines its text is drawn on (text nodes only: the sorter's icons sit apart).
              const tops = new Set<number>();
              const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
              }
              return tops.size > 1;
            })
            .map((title) => `title "${title.textContent}" wraps`),
          ...[...element.querySelectorAll('tbody tr.ant-table-row')].flatMap((row) => {
            const problems: string[] = [];
            const status = row.querySelector<HTMLElement>('.ant-select-content');
            const text = status?.firstChild;
            if (status && text) {
              const range = document.createRange();
              range.selectNodeContents(text);
              if (range.getBoundingClientRect().width > status.clientWidth + 0.5)
                problems.push(`status "${text.textContent}"`);
            }
            for (const input of row.querySelectorAll<HTMLInputElement>('.ant-picker input'))
              if (input.scrollWidth > input.clientWidth) problems.push(`time "${input.value}"`);
            return problems;
          }),
        ]);
        expect(cut, 'inline values cut in the jobs list').toEqual([]);
      }

      await rowsOf(list)
        .first()
        .getByText(/^J-\d{5}$/)
        .click();
      await expect(
        page.getByRole('form', { name: 'Record form' }).getByRole('button', { name: 'Edit' }),
      ).toBeVisible();
      await checkPage(page, size, 'job-record');

      await page.goto('/notifications');
      const inbox = page.getByTestId('notifications-page');
      await expect(inbox).toBeVisible();
      // The page's own font, not the browser's default serif (issue 35).
      expect(await inbox.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^system-ui/,
      );
      await checkPage(page, size, 'notifications');

      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      const customer = await newCustomer(`Pages ${size} Co`);
      await verifyInPortal(page, customer);
      await checkPage(page, size, 'wholesale-portal');
    });
  });
}
