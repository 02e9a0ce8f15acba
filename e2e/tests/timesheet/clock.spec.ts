import { expect, test } from '@playwright/test';
import {
  OFFICE,
  clockButton,
  clockState,
  ensureStopped,
  openClock,
  signInAs,
  todaysRows,
} from './helpers';

test.describe('time clock with location granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: OFFICE });

  test("clocks in, takes lunch, resumes and stops; today's rows show each period with its hours", async ({
    page,
  }) => {
    await signInAs(page, 'measurer@demo.test');
    await expect(clockButton(page)).toBeVisible({ timeout: 20_000 });
    const dialog = await openClock(page);
    await ensureStopped(dialog);
    await expect(clockButton(page)).toHaveText('Inactive');
    await expect(dialog.getByText(/not stored or visible to your employer/)).toBeVisible();
    // Rows of an earlier run today stay in the table; this run adds three.
    await expect(dialog.getByTestId('todays-timesheet').locator('.ant-spin-spinning')).toHaveCount(
      0,
    );
    const before = (await todaysRows(dialog)).length;

    const startSample = page.waitForRequest(
      (request) =>
        request.url().endsWith('/location/store') && request.postDataJSON().type === 'start',
    );
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(clockState(dialog)).toHaveText('Working');
    const sample = await startSample;
    expect(sample.postDataJSON().location).toMatchObject({
      latitude: OFFICE.latitude,
      longitude: OFFICE.longitude,
    });
    const stored = await sample.response();
    expect(stored).not.toBeNull();
    expect((await stored!.json()).data).toEqual({ stored: true });
    await expect(dialog.getByLabel('Time worked')).not.toHaveText('00:00:00');

    await dialog.getByRole('button', { name: 'Break' }).click();
    const reasons = page.getByRole('dialog', { name: 'Break reason' });
    await reasons.getByRole('radio', { name: 'lunch' }).check();
    await reasons.getByRole('button', { name: 'Start break' }).click();
    await expect(clockState(dialog)).toHaveText('On unpaid break');

    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(clockState(dialog)).toHaveText('Working');
    await expect.poll(() => todaysRows(dialog)).toHaveLength(before + 3);

    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(clockState(dialog)).toHaveText('Inactive');
    await expect(dialog.getByLabel('Time worked')).toHaveText('00:00:00');

    await expect
      .poll(async () => (await todaysRows(dialog)).slice(before).map((row) => row[2]))
      .toEqual(['Working', 'Unpaid break (lunch)', 'Working']);
    for (const [start, end, , hours] of (await todaysRows(dialog)).slice(before)) {
      expect(start).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
      expect(end).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
      // Each period lasted seconds: the server's hours, from the stored timestamps, are 0.00.
      expect(hours).toBe('0.00');
    }
  });

  test('shows the same running time after a reload, read from the server', async ({ page }) => {
    await signInAs(page, 'fitter@demo.test');
    const dialog = await openClock(page);
    await ensureStopped(dialog);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(clockState(dialog)).toHaveText('Working');
    // The dialog's own count passes two seconds (no fixed wait); a reloaded page can only know
    // them from the server.
    await expect(dialog.getByLabel('Time worked')).toHaveText(/^00:00:0[2-9]$/);
    await page.reload();
    await expect(clockButton(page)).toHaveText(/^00:00:0[2-9]$/, { timeout: 20_000 });
    await expect(clockButton(page)).toHaveAttribute('data-state', 'working');
    const again = await openClock(page);
    await again.getByRole('button', { name: 'Stop' }).click();
    await expect(clockState(again)).toHaveText('Inactive');
  });

  test("applies a sick day once; a second try says 'Failed to apply sick leave, please try again.' and stays open", async ({
    page,
  }) => {
    await signInAs(page, 'fitter@demo.test');
    const dialog = await openClock(page);
    await dialog.getByRole('button', { name: 'Sick day' }).click();
    const sickDay = page.getByRole('dialog', { name: 'Sick day' });
    await sickDay.getByRole('button', { name: 'Submit' }).click();
    await expect(sickDay).toBeHidden();
    await expect(
      page.getByText(/^Sick leave applied for \d{2}\/\d{2}\/\d{4}$/).first(),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Sick day' }).click();
    await sickDay.getByRole('button', { name: 'Submit' }).click();
    const alert = sickDay.getByRole('alert');
    await expect(alert).toContainText('Failed to apply sick leave, please try again.');
    await expect(alert).toContainText('Sick leave is already applied for');
    await expect(sickDay).toBeVisible();
  });
});

test.describe('time clock with location denied', () => {
  test('still clocks in and tells the user the location was not saved', async ({ page }) => {
    await signInAs(page, 'sales@demo.test');
    const dialog = await openClock(page);
    await ensureStopped(dialog);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(clockState(dialog)).toHaveText('Working');
    await expect(
      page
        .getByText(
          'Location permission is denied: your clock change was saved without your location.',
        )
        .first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(clockState(dialog)).toHaveText('Inactive');
  });
});
