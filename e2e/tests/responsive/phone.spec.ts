import { expect, test } from '@playwright/test';
import path from 'node:path';
import {
  expectFitsWindow,
  expectInsideWindow,
  expectWordsWhole,
  PHONE,
} from '../../support/viewport';
import { unique } from '../../support/dialogs';
import { DEMO_PASSWORD } from '../../support/session';
import {
  OFFICE,
  clockButton,
  clockState,
  ensureStopped,
  openClock,
  signInAs,
} from '../timesheet/helpers';
import { expectToast, openJobs, rowsOf } from '../views/helpers';
import { fillWindow, newCustomer, verifyInPortal } from '../wholesale/helpers';

// The 'phone' project (playwright.config.ts) runs this file at 390 × 844: the main journeys of
// fitters, measurers, office staff and trade customers on a phone (issue 35, ADR 192).
test.use({ permissions: ['notifications', 'geolocation'], geolocation: OFFICE });

test.beforeAll(() => {
  expect(test.info().project.use.viewport).toEqual(PHONE);
});

test('signs in, opens the menu over the page and clocks in and out', async ({ page }) => {
  await page.goto('/login');
  await expectFitsWindow(page, 'sign-in');
  // The phone's sign-in itself: through the form (the later journeys start from stored sessions).
  await page.getByLabel('Email').fill('fitter@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expectFitsWindow(page, 'landing page');
  for (const id of [
    'menu-toggle',
    'version-button',
    'notification-bell',
    'developer-mode-control',
  ]) {
    await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  }
  // The bell is drawn in the bar's own white, not in the page's dark text colour.
  const barColor = await page.getByTestId('top-bar').evaluate((bar) => getComputedStyle(bar).color);
  await expect(page.getByTestId('notification-bell').locator('svg')).toHaveCSS('color', barColor);
  // The logo is the product's initials, whole beside the controls: never cut to "S…".
  const logo = page.getByTestId('logo').getByRole('img', { name: 'ScreenWorks' });
  await expect(logo).toHaveText('SW');
  await expect(logo).toBeInViewport({ ratio: 1 });

  // The side menu floats over the page and closes once a page is chosen.
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeInViewport();
  await expect(page.locator('body')).toHaveAttribute('data-drawer', 'closed');
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  await expect(clockButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(clockButton(page)).toBeInViewport({ ratio: 1 });
  const dialog = await openClock(page);
  // Dialogs take the whole phone screen.
  // Measured once the dialog's opening animation (a zoom) has ended: until then it is scaled.
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) =>
          (
            element.closest('.ant-modal-content') ??
            element.querySelector('.ant-modal-content') ??
            element
          ).getBoundingClientRect().width,
      ),
    )
    .toBe(PHONE.width);
  await ensureStopped(dialog);
  await expectFitsWindow(page, 'time clock');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(clockState(dialog)).toHaveText('Working');
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(clockState(dialog)).toHaveText('Inactive');
  await expectFitsWindow(page, 'time clock after a shift');
});

test('a list, a record form and its notes', async ({ page }) => {
  await signInAs(page, 'sales@demo.test');
  const list = await openJobs(page);
  await expectFitsWindow(page, 'jobs list');
  // Past the left edge nothing scrolls to it, and the page's width does not show it: the
  // pagination's parts wrap inside the window, on the narrowest phones in use (320 px) too.
  for (const width of [PHONE.width, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFitsWindow(page, `jobs list at ${width}`);
    await expectInsideWindow(list.locator('.ant-pagination-total-text'), `the count at ${width}`);
    await expectInsideWindow(list.locator('.ant-pagination-next'), `next page at ${width}`);
  }
  await page.setViewportSize(PHONE);
  // Each job reads as a card, every field with its label inside the window (ADR 217).
  const card = rowsOf(list).first();
  const amount = card.locator('dt', { hasText: /^Amount$/ }).locator('+ dd');
  await expect(amount).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expectInsideWindow(amount, 'the first job’s amount');
  await expectInsideWindow(
    card.locator('dt', { hasText: /^Status$/ }).locator('+ dd'),
    'the first job’s status',
  );
  await rowsOf(list)
    .first()
    .getByText(/^J-\d{5}$/)
    .click();
  await expect(page).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
  const form = page.getByRole('form', { name: 'Record form' });
  await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectFitsWindow(page, 'job record');
  await form.getByRole('button', { name: 'Edit' }).click();
  const title = form.getByLabel('Title');
  const text = unique('Door on the phone');
  await title.fill(text);
  await expectFitsWindow(page, 'job record in edit');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Job saved');
  await expect(form.getByText(text)).toBeVisible();

  await page.getByRole('tab', { name: 'Notes', exact: true }).click();
  const widget = page.getByTestId('notes-widget');
  const editor = widget.getByRole('textbox', { name: 'New note' });
  const note = unique('Measured on site');
  await editor.fill(note);
  await editor.press('Control+Enter');
  await expect(widget.locator('.notes-item').filter({ hasText: note })).toBeVisible();
  await expectFitsWindow(page, 'job notes');
});

test('chats in a room', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/_demo_/team-chat');
  const chat = page.getByTestId('room-chat');
  await chat.getByRole('menuitem', { name: 'Sales' }).click();
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  const text = unique('On my way');
  await box.fill(text);
  await box.press('Enter');
  await expect(chat.locator('.chat-own').filter({ hasText: text })).toBeInViewport();
  // The rooms are a row above the conversation, which takes the card's width; its Send button
  // is inside the window on the narrowest phones too (WCAG 1.4.10: 320 px without scrolling).
  for (const width of [PHONE.width, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFitsWindow(page, `team chat at ${width}`);
    await expectInsideWindow(chat.getByRole('button', { name: 'Send' }), `Send at ${width}`);
    const [card, conversation] = await Promise.all([
      chat.boundingBox(),
      chat.getByTestId('chat-scroll').boundingBox(),
    ]);
    expect(conversation!.width, `the conversation's width at ${width}`).toBeGreaterThan(
      card!.width * 0.9,
    );
  }
  await page.setViewportSize(PHONE);
});

test('a trade customer starts a wholesale order', async ({ page }) => {
  const customer = await newCustomer('Phone Trade Co');
  await verifyInPortal(page, customer);
  await expectFitsWindow(page, 'wholesale portal');
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/public\/wholesale\/\d+\/details\?key=/);
  await expect(page.getByText('Fetching your order details...')).toBeHidden();
  await page.locator('#order-order_name').fill('Phone order');
  await fillWindow(page, 1, { location: 'Kitchen', height: 1200, width: 900 });
  await expect(page.getByRole('img', { name: 'Diagram of item 1' })).toBeVisible();
  await expectFitsWindow(page, 'wholesale order');
});

test('the costing screen of a door', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/_demo_/costing');
  await page.getByRole('link', { name: 'Crimsafe Regular – Hinged Door', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crimsafe Regular – Hinged Door' })).toBeVisible();
  await expect(page.getByLabel('Retail total')).toBeVisible();
  await page.getByRole('button', { name: 'Add size' }).click();
  await page.getByLabel('What-if height 1').fill('2400');
  await page.getByLabel('What-if width 1').fill('900');
  await expect(page.getByRole('table', { name: 'What-if prices' })).toContainText('2400 × 900');
  await page.screenshot({
    path: path.join(__dirname, '..', '..', 'test-results', 'pages', 'phone-costing.png'),
    fullPage: true,
  });
  await expectFitsWindow(page, 'costing');
  for (const label of [
    'Test height',
    'Test width',
    'Retail total',
    'Wholesale total',
    'retail inc_gst',
    'wholesale inc_gst',
    'What-if width 1',
  ]) {
    await expectInsideWindow(page.getByLabel(label, { exact: true }), label);
  }
  // The figures' names read whole ("With premium", "Accessories"), not a letter a line.
  await expectWordsWhole(
    page.locator('[aria-label="Retail and wholesale figures"]'),
    'tbody td:first-child',
    'totals',
  );
});
