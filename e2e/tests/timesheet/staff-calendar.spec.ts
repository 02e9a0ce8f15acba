import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/** Picks a time in one of the Details dialog's selects by typing it (the list is long). */
async function pickTime(dialog: Locator, label: string, time: string): Promise<void> {
  const select = dialog.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(time);
  await dialog
    .page()
    .locator('.ant-select-item-option', { hasText: new RegExp(`^${time}$`) })
    .first()
    .click();
}

/** The day the calendar test works on. */
const TODAY = '2026-03-11';

async function openOwnCalendar(page: Page): Promise<Locator> {
  // The staff member page (route /staff/:id) opens on its Calendar tab.
  await page.goto('/_demo_/staff/1');
  const calendar = page.getByTestId('staff-calendar');
  await expect(calendar).toBeVisible({ timeout: 20_000 });
  return calendar;
}

test('creates, edits and deletes an event in the staff work calendar', async ({ page }) => {
  // The browser's clock starts at a Wednesday written here (12:30 in Sydney, 01:30 UTC: the same
  // day in both zones) and runs on from there, so the week shown never depends on the run's day.
  await page.clock.install({ time: new Date(`${TODAY}T01:30:00Z`) });
  await signInAs(page, 'admin@demo.test');
  const calendar = await openOwnCalendar(page);
  const today = TODAY;

  await calendar.getByRole('button', { name: 'New event' }).click();
  const details = page.getByRole('dialog', { name: 'Details' });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Please select a type')).toBeVisible();
  await expect(details.getByText('Please select a day')).toBeVisible();

  await details.getByLabel('Type', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: /^Working$/ }).click();
  const day = details.getByLabel('Day', { exact: true });
  await day.click();
  await day.fill(today);
  await day.press('Enter');
  await pickTime(details, 'Start time', '08:00 PM');
  await pickTime(details, 'End time', '09:00 PM');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();

  const event = calendar.getByTestId('timesheet-event').filter({ hasText: '08:00 PM – 09:00 PM' });
  await expect(event).toHaveCount(1);
  await event.click();
  const info = page.getByRole('dialog', { name: 'Event details' });
  await expect(info).toContainText('Working');
  await expect(info).toContainText('08:00pm');
  await info.getByRole('button', { name: 'Close' }).click();

  await event.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Details' });
  await pickTime(editing, 'End time', '10:30 PM');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  const edited = calendar.getByTestId('timesheet-event').filter({ hasText: '08:00 PM – 10:30 PM' });
  await expect(edited).toHaveCount(1);

  await edited.getByRole('button', { name: 'Event actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete this event?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(calendar.getByTestId('timesheet-event').filter({ hasText: '08:00 PM' })).toHaveCount(
    0,
  );
});
