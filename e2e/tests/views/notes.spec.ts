import { expect, test } from '@playwright/test';
import { unique } from '../../support/dialogs';
import { adminAndSalesPages, openJobs, rowsOf, signInAs } from './helpers';

test('a mention notifies the other user; an XSS payload shows as text', async ({ browser }) => {
  const { admin, sales, dialogs, close } = await adminAndSalesPages(browser);
  try {
    await signInAs(sales, 'sales@demo.test');
    await expect(sales.getByTestId('notification-bell')).toBeVisible();

    await signInAs(admin, 'admin@demo.test');
    const list = await openJobs(admin);
    await rowsOf(list).first().click();
    await expect(admin).toHaveURL(/\/_demo_\/jobs\/\d+\/details$/);
    await admin.getByRole('tab', { name: 'Notes', exact: true }).click();
    await expect(admin).toHaveURL(/\/_demo_\/jobs\/\d+\/note-history$/);
    const widget = admin.getByTestId('notes-widget');
    await expect(widget.getByText('Include Audit')).toBeVisible();

    // Mention Sam Sales from the @ picker with the keyboard (Enter picks, it does not break the
    // line) and save with Ctrl+Enter.
    const text = unique('Please check the gate');
    const editor = widget.getByRole('textbox', { name: 'New note' });
    await editor.click();
    await editor.pressSequentially('@Sam');
    await expect(widget.getByRole('option', { name: 'Sam Sales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await editor.press('Enter');
    await expect(editor).toHaveValue('@Sam Sales ');
    await editor.pressSequentially(text);
    await editor.press('Control+Enter');
    const added = widget.locator('.notes-item').filter({ hasText: text });
    await expect(added).toBeVisible();
    // One line: the name, then the text (no line break where Enter picked the name); the
    // bell below proves Sam was tagged.
    await expect(added).toContainText(`@Sam Sales ${text}`);
    await expect(added.locator('br')).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'Edit' }).first()).toBeVisible();

    // The mentioned user sees it in the bell: live, or at the latest after a reload.
    await expect(async () => {
      const popup = sales.getByTestId('notification-popup');
      if (!(await popup.isVisible())) await sales.getByTestId('notification-bell').click();
      await expect(
        popup.getByText('Ada Administrator mentioned you in a note').first(),
      ).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });

    // An XSS payload is kept as text: nothing runs, no dialog opens.
    const payload = `<img src=x onerror="alert('xss')"><script>alert(2)</script> ${unique('xss')}`;
    await editor.fill(payload);
    await editor.press('Shift+Enter');
    await expect(editor).toHaveValue('');
    await expect(widget.locator('.notes-list').getByText(payload)).toBeVisible();
    await expect(widget.locator('.notes-list img')).toHaveCount(0);
    await expect(widget.locator('.notes-list script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  } finally {
    await close();
  }
});
