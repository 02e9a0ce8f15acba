import { expect, test, type Page } from '@playwright/test';
import { collectDialogs } from '../../support/dialogs';
import { devTool } from '../../support/devTools';
import { ACTIVE_CONTENT_SELECTOR, XSS_PAYLOADS } from '../../support/xss-payloads';
import { signInAs } from './helpers';

interface Envelope<T> {
  data: T;
}

interface StoredNote {
  text: string;
  user_replies: Array<{ text: string }>;
}

async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await devTool(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** How many active elements the stored HTML holds once parsed (inertly, in a template). */
async function activeInStored(page: Page, html: string[]): Promise<number> {
  return page.evaluate(
    ({ notes, selector }) =>
      notes.reduce((count, note) => {
        const template = document.createElement('template');
        template.innerHTML = note;
        return count + template.content.querySelectorAll(selector).length;
      }, 0),
    { notes: html, selector: ACTIVE_CONTENT_SELECTOR },
  );
}

test(`${XSS_PAYLOADS.length} XSS payloads written as notes and replies are stored inert and never run`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const job = await apiPost<{ id: number }>('/records/jobs/new', {
    object_data: JSON.stringify({ title: `XSS ${Date.now().toString(36)}` }),
  });
  /** 200, or 400 'The note is empty.' when nothing readable is left once sanitised. */
  const note = async (request: Record<string, unknown>): Promise<{ id: number } | null> => {
    const response = await devTool('/note/history/new/details', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        object_data: JSON.stringify({ table_name: 'jobs', table_id: job.id, ...request }),
      }),
    });
    const answer = (await response.json()) as Envelope<{ id: number }> & {
      info?: { message?: string };
    };
    if (response.status === 400 && answer.info?.message === 'The note is empty.') return null;
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer.data;
  };
  const first = await note({ type: 'add', note: 'Thread for replies' });
  if (!first) throw new Error('the thread note was not stored');
  let kept = 0;
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    // Every fifth payload goes in as a reply, the others as notes.
    // A readable label keeps every note: whatever survives of the payload is stored and shown.
    const text = `Payload ${index + 1}: ${payload}`;
    const saved = await note(
      index % 5 === 0
        ? { type: 'reply', note: text, parent_id: first.id }
        : { type: 'add', note: text },
    );
    if (saved) kept += 1;
  }
  expect(kept).toBe(XSS_PAYLOADS.length);
  // What the server stored and serves: notes and their replies.
  const query = new URLSearchParams({
    table: 'jobs',
    id: String(job.id),
    show_audit: 'false',
    pagination_object: JSON.stringify({ page_number: 1, page_size: 100 }),
  });
  const listed = await devTool(`/notes?${query.toString()}`);
  expect(listed.status).toBe(200);
  const notes = ((await listed.json()) as Envelope<StoredNote[]>).data;
  const stored = notes.flatMap((item) => [
    item.text,
    ...item.user_replies.map((reply) => reply.text),
  ]);
  expect(stored).toHaveLength(kept + 1);

  const dialogs = collectDialogs(page);
  await signInAs(page, 'admin@demo.test');
  expect(await activeInStored(page, stored)).toBe(0);

  await page.goto(`/_demo_/jobs/${job.id}/note-history`);
  const widget = page.getByTestId('notes-widget');
  const counter = widget.getByTestId('notes-counter');
  await expect(counter).toBeVisible({ timeout: 30_000 });
  // Page back to the first note: every payload is on the page.
  const previous = widget.getByRole('button', { name: 'View Previous Notes' });
  while (await previous.isEnabled()) {
    const before = await counter.textContent();
    await previous.click();
    await expect(counter).not.toHaveText(before ?? '');
  }
  await expect(counter).toHaveText(/^(\d+) of \1$/);
  // Sweep the pointer over the list and focus through it: hover and focus handlers would fire.
  const box = await widget.boundingBox();
  if (box) {
    for (let y = box.y; y < box.y + box.height; y += 40) {
      await page.mouse.move(box.x + box.width / 2, y);
    }
  }
  for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');

  await expect(widget.locator('.notes-list')).toContainText('Thread for replies');
  await expect(widget.locator('.notes-list')).toContainText(`Payload ${XSS_PAYLOADS.length}:`);
  expect(await widget.locator(ACTIVE_CONTENT_SELECTOR).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/** The demo Workshop room, where the XSS journeys write. */
async function workshopRoom(): Promise<number> {
  const rooms = await devTool('/chat/rooms');
  expect(rooms.status).toBe(200);
  const workshop = (
    (await rooms.json()) as Envelope<Array<{ roomId: number; name: string }>>
  ).data.find((room) => room.name === 'Workshop');
  if (!workshop) throw new Error('the demo Workshop room is missing');
  return workshop.roomId;
}

interface StoredFile {
  filename: string;
  name: string;
  publicUrl: string;
  thumbnail: { publicUrl: string | null };
}

test(`${XSS_PAYLOADS.length} XSS payloads as names of files sent in chat show as link text and never run`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const roomId = await workshopRoom();
  const stamp = Date.now().toString(36);
  const stored: StoredFile[] = [];
  // Ten files an upload, one message each: the names are the payloads themselves.
  for (let start = 0; start < XSS_PAYLOADS.length; start += 10) {
    const form = new FormData();
    form.append('directory', 'chat');
    for (const payload of XSS_PAYLOADS.slice(start, start + 10)) {
      form.append('files', new Blob([`note ${stamp}`], { type: 'text/plain' }), `${payload}.txt`);
    }
    const response = await devTool('/upload', { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(200);
    const files = ((await response.json()) as Envelope<{ files: StoredFile[] }>).data.files;
    stored.push(...files);
    await apiPost(`/chat/${roomId}/messages`, {
      message: `Files ${stamp} ${start / 10 + 1}`,
      files: files.map(({ filename, name, publicUrl, thumbnail }) => ({
        filename,
        name,
        publicUrl,
        thumbnail,
      })),
    });
  }
  expect(stored).toHaveLength(XSS_PAYLOADS.length);

  const dialogs = collectDialogs(page);
  await signInAs(page, 'sales@demo.test');
  await page.goto('/_demo_/team-chat');
  const chat = page.getByTestId('room-chat');
  await chat.getByRole('menuitem', { name: 'Workshop' }).click();
  const lastMessage = `Files ${stamp} ${Math.ceil(XSS_PAYLOADS.length / 10)}`;
  await expect(chat.getByText(lastMessage, { exact: true })).toBeVisible({ timeout: 30_000 });
  // Every stored name is the text of a link to its file, as it was stored.
  const links = await chat
    .locator('.chat-files a')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent ?? '', anchor.getAttribute('href') ?? '']),
    );
  for (const file of stored) expect(links).toContainEqual([file.name, file.publicUrl]);
  expect(await chat.locator(ACTIVE_CONTENT_SELECTOR).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test(`${XSS_PAYLOADS.length} XSS payloads sent as chat messages show as text in the room and never run`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const roomId = await workshopRoom();
  const stamp = Date.now().toString(36);
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await apiPost(`/chat/${roomId}/messages`, {
      message: `Payload ${stamp} ${index + 1}: ${payload}`,
    });
  }

  const dialogs = collectDialogs(page);
  await signInAs(page, 'sales@demo.test');
  await page.goto('/_demo_/team-chat');
  const chat = page.getByTestId('room-chat');
  await chat.getByRole('menuitem', { name: 'Workshop' }).click();
  const last = `Payload ${stamp} ${XSS_PAYLOADS.length}: ${XSS_PAYLOADS[XSS_PAYLOADS.length - 1]}`;
  await expect(chat.getByText(last, { exact: true })).toBeVisible({ timeout: 30_000 });
  // Every payload is on the page, as the text that was typed.
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await expect(
      chat.getByText(`Payload ${stamp} ${index + 1}: ${payload}`, { exact: true }),
    ).toHaveCount(1);
  }
  const box = await chat.boundingBox();
  if (box) {
    for (let y = box.y; y < box.y + box.height; y += 40) {
      await page.mouse.move(box.x + box.width / 2, y);
    }
  }
  expect(await chat.locator(ACTIVE_CONTENT_SELECTOR).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("XSS payloads in customer names come back in the assistant's replies as text and never run", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  // Five names a search (the assistant lists at most five customers a question).
  const batches = Math.ceil(XSS_PAYLOADS.length / 5);
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await apiPost('/records/customers/new', {
      object_data: JSON.stringify({ name: `Xss${stamp}b${Math.floor(index / 5)}x ${payload}` }),
    });
  }

  const dialogs = collectDialogs(page);
  await signInAs(page, 'admin@demo.test');
  // The chatbot is a developer feature: developer mode is ten clicks on the hidden control.
  const control = page.getByTestId('developer-mode-control');
  for (let click = 0; click < 10; click += 1) await control.click();
  await page.getByTestId('assistant-button').click();
  const assistant = page.getByRole('dialog', { name: 'Assistant' });
  await expect(assistant).toBeVisible();
  for (let batch = 0; batch < batches; batch += 1) {
    const replies = assistant.getByTestId('assistant-reply');
    const before = await replies.count();
    await assistant
      .getByRole('textbox', { name: 'Question' })
      .fill(`find customer Xss${stamp}b${batch}x`);
    await assistant.getByRole('button', { name: 'Send' }).click();
    const reply = replies.nth(before);
    const expected = XSS_PAYLOADS.slice(batch * 5, batch * 5 + 5);
    await expect(reply).toContainText(`${expected.length} customer`);
    for (const payload of expected) await expect(reply).toContainText(payload);
  }
  expect(await assistant.locator(ACTIVE_CONTENT_SELECTOR).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
