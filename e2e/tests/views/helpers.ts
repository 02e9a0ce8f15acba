import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { collectDialogs } from '../../support/dialogs';
import { signInAs as signInWithSession } from '../../support/session';

export const PASSWORD = 'Demo1234!';

/** Signs in (the user's stored session, or through /login the first time) and leaves /login (ADR 216). */
export async function signInAs(page: Page, email: string): Promise<void> {
  await signInWithSession(page, email, PASSWORD);
}

/** The jobs list of the demo organisation, loaded. */
export async function openJobs(page: Page): Promise<Locator> {
  await page.goto('/_demo_/jobs');
  const list = page.locator('[data-list="/records/jobs"]');
  await expect(rowsOf(list).first()).toBeVisible();
  return list;
}

/** A list's rows: the table's, or on a phone its cards (ADR 217). */
export function rowsOf(list: Locator): Locator {
  return list.locator('tbody tr.ant-table-row, [data-list-card]');
}

/** Types into the list's search box and waits until the list shows the answer to that search. */
export async function search(page: Page, list: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/records/jobs' && url.searchParams.get('search') === text.trim();
  });
  await list.getByRole('searchbox', { name: 'Search' }).fill(text);
  await answered;
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** A notification with this exact text is showing. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Picks an option of an antd select that is open. */
export async function chooseOption(page: Page, label: string): Promise<void> {
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`)
    .click();
}

/** The texts of one column of the list, by header position (0-based, selection and expand columns included). */
export async function columnTexts(list: Locator, index: number): Promise<string[]> {
  return rowsOf(list)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** 'DD/MM/YYYY' → comparable 'YYYYMMDD'. */
export function sortableDay(text: string): string {
  const [day, month, year] = text.trim().split('/');
  return `${year}${month}${day}`;
}

/**
 * An admin's page and a sales user's page, each in its own browser context, with the dialogs both
 * open collected in `dialogs`; `close` closes both contexts.
 */
export async function adminAndSalesPages(browser: Browser) {
  const adminContext = await browser.newContext();
  const salesContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const sales = await salesContext.newPage();
  const dialogs: string[] = [];
  collectDialogs(admin, dialogs);
  collectDialogs(sales, dialogs);
  const close = async () => {
    await adminContext.close();
    await salesContext.close();
  };
  return { admin, sales, dialogs, close };
}
