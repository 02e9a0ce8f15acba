import { devices, expect, test } from '@playwright/test';
import { signInThroughForm } from '../../support/session';
import { OFFICE, clockState, ensureStopped, openClock } from './helpers';

test.describe.configure({ timeout: 120_000 }); // two devices, a dozen steps: a ceiling, not a check

test('a second device meets the tracking conflict: a phone may take over, Stop asks Yes or No', async ({
  browser,
}) => {
  const laptop = await browser.newContext({ permissions: ['geolocation'], geolocation: OFFICE });
  // A phone by its user agent and touch; wide enough that the shell's top bar shows the clock.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 1024, height: 800 },
    permissions: ['geolocation'],
    geolocation: OFFICE,
  });
  try {
    const onLaptop = await laptop.newPage();
    // Two devices, each with its own session: both through the form.
    await signInThroughForm(onLaptop, 'superadmin@demo.test');
    const laptopClock = await openClock(onLaptop);
    await ensureStopped(laptopClock);
    await laptopClock.getByRole('button', { name: 'Start' }).click();
    await expect(clockState(laptopClock)).toHaveText('Working');
    await laptopClock.getByRole('button', { name: 'Break' }).click();
    await onLaptop
      .getByRole('dialog', { name: 'Break reason' })
      .getByRole('button', { name: 'Start break' })
      .click();
    await expect(clockState(laptopClock)).toHaveText('On break');

    const onPhone = await phone.newPage();
    await signInThroughForm(onPhone, 'superadmin@demo.test');
    const phoneClock = await openClock(onPhone);
    await expect(clockState(phoneClock)).toHaveText('On break');
    await phoneClock.getByRole('button', { name: 'Start' }).click();
    const conflict = onPhone.getByRole('dialog', {
      name: 'Location already enabled on Chrome on Linux device',
    });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('This will disable location tracking, are you sure?');
    await conflict.getByRole('button', { name: 'Use this device' }).click();
    await expect(clockState(phoneClock)).toHaveText('Working');

    // The laptop hears of the change through the hub and shows the phone's clock.
    await expect(clockState(laptopClock)).toHaveText('Working');
    await laptopClock.getByRole('button', { name: 'Stop' }).click();
    const stopQuestion = onLaptop.getByRole('dialog', {
      name: /^Location already enabled on .+ device$/,
    });
    await expect(stopQuestion).toContainText('This will disable location tracking, are you sure?');
    await stopQuestion.getByRole('button', { name: 'No' }).click();
    await expect(clockState(laptopClock)).toHaveText('Working');

    await laptopClock.getByRole('button', { name: 'Stop' }).click();
    await stopQuestion.getByRole('button', { name: 'Yes' }).click();
    await expect(clockState(laptopClock)).toHaveText('Inactive');
    await expect(clockState(phoneClock)).toHaveText('Inactive');
  } finally {
    await laptop.close();
    await phone.close();
  }
});
