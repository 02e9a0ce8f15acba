import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO } from '../../support/auth';
import { signInAs } from '../../support/session';
import { API_URL } from '../../support/env';

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

/** The API's answer to a call of the demo administrator. */
async function call<T>(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${API_URL}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return json.data;
}

/**
 * Saves 200 lines on the Stainless Steel 316 – Sliding Door costing (no other test reads it):
 * the seeded window screen's four lines over and over; returns its screen's path and the lines.
 */
async function costingOf200Lines() {
  const login = await call<{ user: { token: string } }>('POST', '/auth/login', null, {
    email: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  const token = login.user.token;
  type Named = { id: number; name: string };
  const products = await call<Named[]>('GET', '/products', token);
  const product = products.find((row) => row.name === 'Stainless Steel 316')!;
  const applications = await call<Named[]>('GET', `/applications?product_id=${product.id}`, token);
  const id = (name: string) => applications.find((row) => row.name === name)!.id;
  const source = await call<{ product_items: { code: string }[] }>(
    'GET',
    `/costing/product/${product.id}/${id('Window Screen')}`,
    token,
  );
  const target = `/costing/product/${product.id}/${id('Sliding Door')}`;
  const lines = Array.from({ length: 200 }, (_, index) => {
    const line = source.product_items[index % source.product_items.length];
    return { ...line, id: -1 - index };
  });
  await call('POST', target, token, {
    object_data: { ...source, id: 0, notes: 'e2e: 200 lines', product_items: lines },
  });
  return { path: `/_demo_${target}`, lines };
}

test.describe('costing', () => {
  // Whole journeys of a dozen steps each: a ceiling for a busy machine, not a speed check.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin.email, DEMO.admin.password);
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
    // Not the hinged door: its seeded prices are checked by hand in the test below.
    const choices = dialog.locator('.ant-checkbox-wrapper').filter({ hasNotText: /^Hinged Door$/ });
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

  test('the seeded hinged door at 2100 × 900 is priced by the letter of the spec and explained to GST', async ({
    page,
  }) => {
    await page.goto('/_demo_/costing');
    await page.getByRole('link', { name: 'Crimsafe Regular – Hinged Door', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Crimsafe Regular – Hinged Door' }),
    ).toBeVisible();
    await page.getByLabel('Test width').fill('900');
    // Worked out by hand in shared/src/pricing/seeded-door.test.ts: frame 59.30 + mesh 180.00
    // (0.7565 of a sheet at rounding 0 %: the full sheet) + stakes 6.80 + screws 10.08 +
    // labour 97.50 = 353.68; + 45 % = 512.84; + 5 % = 538.49; × 1.1 = 592.34.
    await expect(retailTotal(page)).toHaveText('$353.68');
    await expect(page.getByLabel('retail inc_gst', { exact: true })).toHaveText('$592.34');
    // The lock's rule has no price: its own costing's 26.00; + closer 48.00; × 1.1.
    await expect(page.getByLabel('retail accessories', { exact: true })).toHaveText(
      '$81.40 inc GST',
    );
    await expect(page.getByLabel('retail inc_gst incomplete')).toHaveCount(0);

    await page.locator('[aria-label="Why retail inc gst"]').first().click();
    const chain = page.getByRole('list', { name: 'Why retail inc gst', exact: true });
    await expect(chain).toBeVisible();
    const cost = chain.locator('summary', { hasText: 'Cost: 59.30 + 180.00' });
    await expect(cost).toHaveText('Cost: 59.30 + 180.00 + 6.80 + 10.08 + 97.50 = 353.68');
    await cost.click();
    const mesh = chain.locator('summary', { hasText: 'SS316-09' });
    await mesh.click();
    const meshSteps = chain.getByRole('list', { name: /^SS316-09 .* steps$/ });
    // From the formula to the line's cost, every step with the numbers that give its result.
    await expect(meshSteps).toContainText(
      'Item quantity: {mesh_height}*{mesh_width} with mesh_height 2075, mesh_width 875 = 1815625',
    );
    await expect(meshSteps).toContainText('Quantity: 1815625 ÷ 2400000 (item volume) = ≈ 0.7565');
    await expect(meshSteps).toContainText('Buffer: 0.7565 × 1 (buffer 0 %) = 0.7565');
    await expect(meshSteps).toContainText(
      'Rounding: 0.7565: below one item, and its cost is at or above 0 % of the item price: the full price is charged = 1',
    );
    await expect(meshSteps).toContainText('Cost: 1 × 180.00 = 180.00');
    for (const step of [
      'Margin: 353.68 × 45 %, rounded up to the cent = 159.16',
      'Price: 353.68 + 159.16 = 512.84',
      'Premium: 512.84 × 5 %, rounded up to the cent = 25.65',
      'With premium: 512.84 + 25.65 = 538.49',
      'Inc GST: 538.49 × 1.1, rounded up to the cent = 592.34',
    ]) {
      await expect(chain.locator(':scope > li', { hasText: step })).toHaveCount(1);
    }
  });

  test('a costing of 200 lines draws the rows in view, the others as the page scrolls to them', async ({
    page,
  }) => {
    const { path, lines } = await costingOf200Lines();
    await page.goto(path);
    const table = page.locator('.ant-table').filter({ has: page.getByLabel('Retail total') });
    // Rows counted as assistive technology counts them: the header is row 1, line n is n + 1.
    // 200 lines load and price slowly on a busy machine: a ceiling, not a speed check.
    await expect(table.locator('table')).toHaveAttribute('aria-rowcount', '202', {
      timeout: 60_000,
    });
    const lineAt = (index: number) => table.locator(`tr[aria-rowindex="${index + 2}"]`);
    await expect(lineRows(page).first()).toHaveAttribute('aria-rowindex', '2');
    await expect(lineRows(page).first()).toContainText(lines[0].code);
    // A screenful and a few more rows in the DOM, not 200.
    expect(await lineRows(page).count()).toBeLessThan(40);
    await expect(lineAt(199)).toHaveCount(0);
    const atTop = await retailTotal(page).textContent();

    // To the total row at the table's foot: the last lines are drawn there, in their place.
    await retailTotal(page).scrollIntoViewIfNeeded();
    await expect(lineAt(199)).toBeVisible();
    await expect(lineAt(199)).toContainText(lines[199].code);
    await expect(lineRows(page).last()).toHaveAttribute('aria-rowindex', '201');
    await expect(lineAt(0)).toHaveCount(0);
    await expect(retailTotal(page)).toHaveText(atTop!);

    // A size change reprices every line: the total changes and the rows in view follow it
    // (the frame, by its perimeter; the last line is labour at a fixed 0.75 h).
    expect(lines[196].code).toBe(lines[0].code);
    const frame = lineAt(196).getByRole('button', { name: /^Why retail of / });
    const before = await frame.textContent();
    await page.getByLabel('Test height').fill('2400');
    await expect(retailTotal(page)).not.toHaveText(atTop!);
    await retailTotal(page).scrollIntoViewIfNeeded();
    await expect(frame).not.toHaveText(before!);

    // The table's structure with its spacer rows and row counts (the Why links' names, "Why
    // retail of …" over a figure, are another matter: axe's label-content-name-mismatch).
    const findings = await new AxeBuilder({ page })
      .include('table[aria-rowcount]')
      .withRules([
        'aria-allowed-attr',
        'aria-valid-attr-value',
        'aria-hidden-focus',
        'aria-required-parent',
        'aria-required-children',
        'td-headers-attr',
        'th-has-data-cells',
      ])
      .analyze();
    expect(
      findings.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.help}`),
    ).toEqual([]);
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
