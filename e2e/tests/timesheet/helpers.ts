import { expect, type Locator, type Page } from '@playwright/test';
import { signInAs as signInWithSession } from '../../support/session';

export const PASSWORD = 'Demo1234!';

/** The demo office (the seeded geofence 'Factory'). */
export const OFFICE = { latitude: -33.8688, longitude: 151.2093, accuracy: 10 };

/** Signs in (the user's stored session, or through /login the first time) and leaves /login (ADR 216). */
export async function signInAs(page: Page, email: string): Promise<void> {
  await signInWithSession(page, email, PASSWORD);
}

/** The clock's top-bar button: it shows once the state is read, 2 s after load. */
export function clockButton(page: Page): Locator {
  return page.getByTestId('clock-button');
}

/** Opens the clock dialog and returns it. */
export async function openClock(page: Page): Promise<Locator> {
  await clockButton(page).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Time clock' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function clockState(dialog: Locator): Locator {
  return dialog.getByTestId('clock-state');
}

/** The rows of today's timesheet as [start, end, activity, hours]. */
export async function todaysRows(dialog: Locator): Promise<string[][]> {
  const rows = dialog.getByTestId('todays-timesheet').locator('tbody tr.ant-table-row');
  const count = await rows.count();
  const result: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    result.push(await rows.nth(index).locator('td').allInnerTexts());
  }
  return result;
}

/**
 * Stops the clock if an earlier run left it going (against a long-running server the database
 * is not fresh), answering Yes when another device tracks.
 */
export async function ensureStopped(dialog: Locator): Promise<void> {
  const state = clockState(dialog);
  await expect(state).not.toBeEmpty();
  if ((await state.innerText()) === 'Inactive') return;
  await dialog.getByRole('button', { name: 'Stop' }).click();
  const question = dialog.page().getByRole('dialog', { name: /^Location already enabled on/ });
  const asked = await question.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (asked) await question.getByRole('button', { name: 'Yes' }).click();
  await expect(state).toHaveText('Inactive');
}
