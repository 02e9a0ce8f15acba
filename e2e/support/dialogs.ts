import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Collects every alert, confirm or prompt a page opens, and dismisses it: an XSS payload that
 * ran would open one, so a test expects the list to stay empty.
 */
export function collectDialogs(page: Page, opened: string[] = []): string[] {
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** A text no other test run has written: the label, the time and a random suffix. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Waits until an antd modal has finished its opening zoom: a click during it can land beside the
 * moving button (the button passes Playwright's stability check between two frames of the zoom).
 */
export async function modalOpened(modal: Locator): Promise<void> {
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/ant-zoom-(appear|enter)/);
}
