import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../../support/auth';

/**
 * Picks an option of the antd select labelled `label` and waits until the select shows it: on a
 * busy machine a click can land while the dropdown is still opening, so the pick is retried.
 */
async function choose(page: Page, label: string, option: string, search?: string) {
  const select = page.getByLabel(label, { exact: true });
  const field = page.locator('.ant-select').filter({ has: select });
  await expect(select).toBeEnabled();
  await expect(async () => {
    await select.click();
    if (search) await select.fill(search);
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 5000 });
    await expect(field.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

const retailTotal = (page: Page) => page.getByLabel('Retail total');
const lineRows = (page: Page) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: /^Delete / }) });

test.describe('costing', () => {
  // Whole journeys of a dozen steps each: a ceiling for a busy machine, not a speed check.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
  });

  test('an estimator prices a product, adds a line with a preset, saves and clones it', async ({
    page,
  }) => {
    await page.goto('/_demo_/costing');
    const link = page.getByRole('link', { name: 'Crimsafe Regular – Sliding Door' });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toMatch(/^\/_demo_\/costing\/product\/\d+\/\d+$/);
    await link.click();
    await expect(
      page.getByRole('heading', { name: 'Crimsafe Regular – Sliding Door' }),
    ).toBeVisible();
    // Five seeded lines; a retry of this journey finds the line its first try saved.
    await expect.poll(() => lineRows(page).count()).toBeGreaterThanOrEqual(5);
    const lines = await lineRows(page).count();

    // The test size drives every price at once.
    const atDefault = await retailTotal(page).textContent();
    await page.getByLabel('Test height').fill('2700');
    await expect(retailTotal(page)).not.toHaveText(atDefault!);
    await page.getByLabel('Test height').fill('2100');
    await expect(retailTotal(page)).toHaveText(atDefault!);

    // A new line: supplier, product, pricing type and a preset formula.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect(drawer.getByText('New cost line')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose(page, 'Supplier', 'Workshop labour');
    await choose(page, 'Product', 'LAB-H – Fabrication labour (hour)', 'LAB');
    await choose(page, 'Pricing type', 'Retail Only');
    await drawer.getByRole('button', { name: '2', exact: true }).click();
    await expect(drawer.getByLabel('Quantity formula')).toHaveValue('2');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(lineRows(page)).toHaveCount(lines + 1);
    await expect(retailTotal(page)).not.toHaveText(atDefault!);
    const withLabour = await retailTotal(page).textContent();

    await expect(drawer).toBeHidden();
    await page
      .getByRole('region', { name: 'Costing' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(page.getByText('Saving successful').first()).toBeVisible();
    await page.reload();
    await expect(lineRows(page)).toHaveCount(lines + 1);
    await expect(retailTotal(page)).toHaveText(withLabour!);

    const formulas = await lineRows(page).locator('td:nth-child(6)').allTextContents();
    expect(formulas.at(-1)).toBe('2');

    // Clone the prices to two other applications of the product.
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const dialog = page
      .locator('.ant-modal:visible')
      .filter({ hasText: 'Clone prices to applications' });
    await expect(dialog.getByRole('button', { name: 'Clone' })).toBeDisabled();
    const choices = dialog.locator('.ant-checkbox-wrapper');
    const chosen = [(await choices.nth(0).textContent())!, (await choices.nth(1).textContent())!];
    expect(chosen).not.toContain('Sliding Door');
    await choices.nth(0).click();
    await choices.nth(1).click();
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await expect(
      page.locator('.ant-modal-confirm-title', {
        hasText: 'Are you sure you want to replace all existing prices on selected applications?',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    for (const application of chosen) {
      await page.goto('/_demo_/costing');
      await page
        .getByRole('link', { name: `Crimsafe Regular – ${application}`, exact: true })
        .click();
      await expect(
        page.getByRole('heading', { name: `Crimsafe Regular – ${application}` }),
      ).toBeVisible();
      await expect(lineRows(page)).toHaveCount(lines + 1);
      await expect(lineRows(page).locator('td:nth-child(6)')).toHaveText(formulas);
    }
  });

  test('an administrator edits a salary of each type', async ({ page }) => {
    // Demo staff ids: 2 Sam (flat commission), 7 Tom (computed table), 9 Leo (custom table), 3 Max (measurer).
    await page.goto('/_demo_/staff/2/salary');
    await expect(page.getByText('Salary of Sam Sales')).toBeVisible();
    await page.getByLabel('Flat commission %').fill('15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saving successful').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Flat commission %')).toHaveValue('15');

    await page.goto('/_demo_/staff/7/salary');
    await expect(page.getByLabel('Computed commission table')).toContainText('$40,000.00');
    await page.getByLabel('Allowance', { exact: true }).fill('7000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saving successful').first()).toBeVisible();

    await page.goto('/_demo_/staff/9/salary');
    await page.getByLabel('Profit bracket 2').fill('90000');
    await expect(page.getByText('Must be less than next bracket ($80,000)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('Profit bracket 2').fill('50000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saving successful').first()).toBeVisible();

    await page.goto('/_demo_/staff/3/salary');
    await expect(page.getByLabel('Measurer base', { exact: true })).toHaveValue('62000');
    await page.getByLabel('Measurer fixed amount').fill('55');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saving successful').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Measurer fixed amount')).toHaveValue('55');
  });
});
