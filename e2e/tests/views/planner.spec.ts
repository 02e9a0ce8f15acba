import { expect, test, type Page } from '@playwright/test';
import { openJobs, rowsOf, search, signInAs } from './helpers';

/** The Monday card of the planner's shown week (its label starts with the day name). */
function mondayEvent(page: Page) {
  return page
    .getByRole('group', { name: /^Monday \d\d\/\d\d\/\d{4}$/ })
    .getByLabel('Event', { exact: true });
}

test.describe('planner page and timeline', () => {
  // Whole journeys: a ceiling for a busy machine, not a speed check.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
  });

  test('a weekly planner event is saved and still there after a reload', async ({ page }) => {
    const text = `Measure at Bondi ${Date.now().toString(36)}`;
    await page.goto('/_demo_/planner');
    const planner = page.getByTestId('weekly-planner');
    await expect(planner.getByRole('group')).toHaveCount(7);
    await expect(mondayEvent(page)).toBeEnabled();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/planner\/weeks\/\d{4}-\d\d-\d\d$/.test(new URL(response.url()).pathname),
    );
    await mondayEvent(page).fill(text);
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('planner-status')).toHaveText('Saved');

    await page.reload();
    await expect(mondayEvent(page)).toHaveValue(text);
    // Another week holds its own events.
    await page.getByRole('button', { name: /Next week/ }).click();
    await expect(mondayEvent(page)).not.toHaveValue(text);
    await page.getByRole('button', { name: /Previous week/ }).click();
    await expect(mondayEvent(page)).toHaveValue(text);
  });

  test('the demo job sheet opens in the PDF viewer: page counter, next page, drawn', async ({
    page,
  }) => {
    await page.goto('/_demo_/planner');
    const viewer = page.getByTestId('pdf-viewer');
    // A ceiling for a busy machine (pdfjs and its worker are large), not a speed check.
    await expect(viewer.getByText('Page 1 of 2')).toBeVisible({ timeout: 45_000 });
    const canvas = viewer.getByTestId('pdf-canvas');
    // pdfjs drew the page: the canvas is A4-shaped and has dark (text) pixels on it.
    const inked = () =>
      canvas.evaluate((element) => {
        const canvasElement = element as HTMLCanvasElement;
        if (canvasElement.width === 0) return 0;
        const context = canvasElement.getContext('2d')!;
        const { data } = context.getImageData(0, 0, canvasElement.width, canvasElement.height);
        let dark = 0;
        for (let index = 0; index < data.length; index += 4) {
          if (data[index + 3] > 0 && data[index] < 100) dark += 1;
        }
        return dark;
      });
    await expect.poll(inked, { timeout: 30_000 }).toBeGreaterThan(100);
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect(viewer.getByText('Page 2 of 2')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect.poll(inked, { timeout: 30_000 }).toBeGreaterThan(100);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByTestId('pdf-zoom')).toHaveText('125%');
    await expect(page.getByText('Failed to load pdf')).toHaveCount(0);
  });

  test("a demo job's Timeline tab shows its seeded events", async ({ page }) => {
    const jobs = await openJobs(page);
    await search(page, jobs, 'J-00001');
    await expect(rowsOf(jobs)).toHaveCount(1);
    await rowsOf(jobs).first().getByText('J-00001', { exact: true }).click();
    await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/timeline$/);
    const items = page.getByTestId('timeline-item');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toContainText('Job created');
    await expect(items.nth(1)).toContainText('Site measured');
    await expect(items.nth(1)).toContainText('Max Measurer');
    await expect(items.nth(3)).toContainText('Quote approved');
    await expect(items.nth(5)).toContainText('Status changed to scheduled');
  });
});
