import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../support/auth';
import { signInAs } from '../../support/session';

/** A 4 × 4 PNG: what a fitter's phone photo of a sketch would be, only smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
);

async function openJob(page: Page, jobNumber: string) {
  await page.goto('/_demo_/fabrication');
  const row = page.locator('.ant-table-row').filter({ hasText: jobNumber });
  await expect(row).toBeVisible();
  await expect(page.getByText('Configuration error')).toHaveCount(0);
  await row.getByText(jobNumber, { exact: true }).click();
  await expect(page).toHaveURL(/\/_demo_\/fabrication\/\d+\/sheets$/);
}

test.describe('fabrication', () => {
  // Whole journeys: a ceiling for a busy machine, not a speed check.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.fitter.email, DEMO.fitter.password);
  });

  test('a fitter opens a job’s sheets: a diagram per panel, an override image, a PDF', async ({
    page,
  }) => {
    await openJob(page, 'J-1042');
    await expect(page.getByText('Item 3', { exact: true })).toBeVisible();
    for (const item of [1, 2, 3]) {
      await expect(
        page.getByRole('img', { name: `Diagram of item ${item}, panel 1` }),
      ).toBeVisible();
    }
    await expect(
      page.getByText('Layout tool is temporarily unavailable. Please upload images above.').first(),
    ).toBeVisible();

    const firstItem = page.locator('.fab-item').first();
    await firstItem.locator('input[type=file]').setInputFiles({
      name: 'sketch.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Override diagram of item 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Diagram of item 1, panel 1' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Override diagram of item 1' })).toBeVisible();
    await firstItem.getByRole('button', { name: 'Use the drawn diagram' }).click();
    await expect(page.getByRole('img', { name: 'Diagram of item 1, panel 1' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fabrication-sheet.pdf');
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(3);
  });

  test('suggested cuts show a canvas per sheet and the panels that cannot be cut', async ({
    page,
  }) => {
    await openJob(page, 'J-1044');
    await page.getByRole('tab', { name: 'Mesh' }).click();
    await expect(page.getByText('Bottom left infill').first()).toBeVisible();
    await page.getByRole('button', { name: 'Get Suggested Cuts' }).click();
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(page.getByText(/waste \d+(\.\d+)?% – \$\d+\.\d\d/).first()).toBeVisible();
    await expect(
      page.getByText('Could not pack the following panels with the given constraints:'),
    ).toBeVisible();
    await expect(page.getByText(/Item 3, panel \d+: 2334 × 1734 mm/)).toBeVisible();
    await page.getByRole('button', { name: 'Hide Results' }).click();
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  test('a note added to the accessories list stays', async ({ page }) => {
    await openJob(page, 'J-1043');
    await page.getByRole('tab', { name: 'Accessories' }).click();
    const list = page.locator('.fab-accessories');
    await expect(list.getByText('Sliding door roller set')).toBeVisible();
    await page.getByRole('button', { name: 'Add Notes' }).click();
    await expect(page.getByText('Please enter some notes before submitting.')).toBeVisible();
    const note = `Track cut to 3000 (${test.info().retry})`;
    await page.getByLabel('Add Notes').fill(`  ${note}  `);
    await page.getByRole('button', { name: 'Add Notes' }).click();
    await expect(page.getByText('Notes added successfully!').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByText(/Fiona Fitter · \d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)/).first(),
    ).toBeVisible();
  });
});
