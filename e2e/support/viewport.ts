import { expect, type Page } from '@playwright/test';

/** The widths the product is checked at (ADR 192): a desktop and a phone (390 × 844). */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The page fits the window: it does not scroll sideways, and every control of the top bar lies
 * inside the window (a control pushed out of it cannot be reached on a phone).
 */
export async function expectFitsWindow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const bar = page.getByTestId('top-bar');
  if ((await bar.count()) === 0) return;
  const outside = await bar.evaluate((header, width) => {
    const controls = header.querySelectorAll<HTMLElement>('button, a, [role="button"]');
    return [...controls]
      .filter((control) => control.offsetParent !== null)
      .map((control) => {
        const box = control.getBoundingClientRect();
        return { name: control.getAttribute('aria-label') ?? control.textContent, box };
      })
      .filter(({ box }) => box.left < 0 || box.right > width)
      .map(({ name, box }) => `${name} at x ${Math.round(box.left)}–${Math.round(box.right)}`);
  }, innerWidth);
  expect(outside, `${where}: top-bar controls outside 0..${innerWidth}`).toEqual([]);
}
