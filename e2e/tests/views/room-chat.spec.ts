import { expect, test, type Page } from '@playwright/test';
import { unique } from '../../support/dialogs';
import { greyPng } from '../../support/png';
import { adminAndSalesPages, signInAs } from './helpers';

/** The Team chat page with the Sales room open. */
async function openSalesRoom(page: Page) {
  await page.goto('/_demo_/team-chat');
  const chat = page.getByTestId('room-chat');
  await chat.getByRole('menuitem', { name: 'Sales' }).click();
  await expect(chat.getByText('Two new quote requests came in this morning.')).toBeVisible();
  return chat;
}

test('two users chat in a room live; an XSS payload shows as text', async ({ browser }) => {
  const { admin, sales, dialogs, close } = await adminAndSalesPages(browser);
  try {
    await signInAs(admin, 'admin@demo.test');
    await signInAs(sales, 'sales@demo.test');
    const adminChat = await openSalesRoom(admin);
    const salesChat = await openSalesRoom(sales);

    // Admin sends with Enter; sales sees it without a reload (hub, or the 5 s poll).
    const text = unique('Quote 77 is signed');
    const adminBox = adminChat.getByRole('textbox', { name: 'Write a message' });
    await adminBox.fill(text);
    await adminBox.press('Enter');
    await expect(adminChat.locator('.chat-own').filter({ hasText: text })).toBeVisible();
    const received = salesChat.locator('.chat-message').filter({ hasText: text });
    await expect(received).toBeVisible({ timeout: 15_000 });

    // Sales replies; the reply quotes the message and reaches admin.
    await received.getByRole('button', { name: 'Reply' }).click();
    await expect(salesChat.getByText(`Replying to Ada Administrator: ${text}`)).toBeVisible();
    const reply = unique('Great news');
    const salesBox = salesChat.getByRole('textbox', { name: 'Write a message' });
    await salesBox.fill(reply);
    await salesChat.getByRole('button', { name: 'Send' }).click();
    const replyOnAdmin = adminChat.locator('.chat-message').filter({ hasText: reply });
    await expect(replyOnAdmin).toBeVisible({ timeout: 15_000 });
    await expect(replyOnAdmin.locator('.chat-quote')).toHaveText(`Ada Administrator: ${text}`);

    // Markup is kept as text: nothing runs, no dialog opens, on either side. The payload is
    // unique because the room keeps the messages of earlier runs and of the XSS journey.
    const payload = unique('<img src=x onerror=alert(1)>');
    await adminBox.fill(payload);
    await adminBox.press('Enter');
    await expect(adminBox).toHaveValue('');
    const onAdmin = adminChat.getByTestId('chat-scroll').getByText(payload, { exact: true });
    const onSales = salesChat.getByTestId('chat-scroll').getByText(payload, { exact: true });
    await expect(onAdmin).toBeVisible();
    await expect(onSales).toBeVisible({ timeout: 15_000 });
    // The payload's message holds no element made from it (the room may hold photos of other runs).
    await expect(onAdmin.locator('*')).toHaveCount(0);
    await expect(onSales.locator('*')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  } finally {
    await close();
  }
});

test('a photo attached in a room reaches the other member as a thumbnail', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const salesContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const sales = await salesContext.newPage();
  try {
    await signInAs(admin, 'admin@demo.test');
    await signInAs(sales, 'sales@demo.test');
    const adminChat = await openSalesRoom(admin);
    const salesChat = await openSalesRoom(sales);

    const name = `${unique('site').replace(/\s+/g, '-')}.png`;
    await adminChat.getByRole('button', { name: 'Attach files' }).click();
    const sheet = admin.getByRole('dialog').filter({ hasText: 'Upload files' });
    await sheet.getByTestId('file-picker-input').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: greyPng(40, 30),
    });
    await sheet.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(adminChat.getByRole('list', { name: 'Attached files' })).toContainText(name);
    const text = unique('Photo of the opening');
    await adminChat.getByRole('textbox', { name: 'Write a message' }).fill(text);
    await adminChat.getByRole('button', { name: 'Send' }).click();

    const received = salesChat.locator('.chat-message').filter({ hasText: text });
    await expect(received).toBeVisible({ timeout: 15_000 });
    const thumbnail = received.getByRole('img', { name });
    await expect(thumbnail).toBeVisible();
    const served = await sales.request.get((await thumbnail.getAttribute('src')) ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  } finally {
    await adminContext.close();
    await salesContext.close();
  }
});
