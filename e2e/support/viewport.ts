import { expect, type Locator, type Page } from '@playwright/test';

/** The widths the product is checked at (ADR 192): a desktop and a phone (390 × 844). */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Text and controls that the window's left edge cuts: partly left of x 0 with no ancestor that
 * clips or scrolls sideways. The page's width does not show them (nothing scrolls to the left of
 * 0), so a right-aligned row wider than a phone hides its start there (ADR 249's pagination).
 */
export async function cutAtLeftEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const control = element.matches('button, a[href], input, select, textarea, [role="button"]');
      if (!ownText && !control) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.left >= -1 || box.right <= 1) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').trim();
      found.push(
        `${element.tagName.toLowerCase()} "${text.slice(0, 40)}" at x ${Math.round(box.left)}`,
      );
    }
    return found.slice(0, 10);
  });
}

/**
 * The page fits the window: it does not scroll sideways, nothing is cut at its left edge, and
 * every control of the top bar lies inside the window (a control pushed out of it cannot be
 * reached on a phone).
 */
export async function expectFitsWindow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect(await cutAtLeftEdge(page), `${where}: cut at the window's left edge`).toEqual([]);
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

/**
 * A table is read without sideways scrolling (issue 35, item 6): it does not scroll inside
 * itself, and no header or body cell's content runs past its cell (a formula over the next
 * column). Returns nothing; fails naming the cells.
 */
export async function expectTableFits(table: Locator, where: string): Promise<void> {
  const found = await table.evaluate((root) => {
    // antd's shadows of fixed columns are pseudo-elements beside their cell: not its content.
    const plain = document.createElement('style');
    plain.textContent = '.ant-table-cell::after { display: none !important; }';
    document.head.append(plain);
    const scrolled = [...root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `table scrolls sideways (${box.scrollWidth} in ${box.clientWidth} px)`);
    const cells = [...root.querySelectorAll<HTMLElement>('thead th, tbody td, tfoot td')].filter(
      (cell) => !cell.closest('[aria-hidden="true"]') && cell.offsetParent !== null,
    );
    const overflowing = cells
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `"${cell.innerText.trim().slice(0, 30)}" overflows its cell`);
    plain.remove();
    return [...scrolled, ...overflowing.slice(0, 5)];
  });
  expect(found, `${where}: the table does not fit`).toEqual([]);
}

/** Every word of the table's column headers sits on one line (no "Descrip-tion"). */
export async function expectHeadersWhole(table: Locator, where: string): Promise<void> {
  await expectWordsWhole(table, 'thead th', `${where}: header`);
}

/** Every word in the `cells` of `root` sits on one line: no name broken letter by letter. */
export async function expectWordsWhole(root: Locator, cells: string, where: string): Promise<void> {
  const broken = await root.evaluate((element, selector) => {
    const result: string[] = [];
    for (const cell of element.querySelectorAll<HTMLElement>(selector)) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) result.push(match[0]);
        }
      }
    }
    return result;
  }, cells);
  expect(broken, `${where} words broken across lines`).toEqual([]);
}

/** The element lies wholly inside the window (not off to the side of a scrolled table). */
export async function expectInsideWindow(target: Locator, where: string): Promise<void> {
  const box = await target.boundingBox();
  const width = target.page().viewportSize()?.width ?? 0;
  expect(box, `${where}: not laid out`).not.toBeNull();
  expect(
    { left: Math.round(box!.x), right: Math.round(box!.x + box!.width) },
    `${where}: outside the window 0..${width}`,
  ).toEqual({
    left: Math.max(0, Math.round(box!.x)),
    right: Math.min(width, Math.round(box!.x + box!.width)),
  });
}
