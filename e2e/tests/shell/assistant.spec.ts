import { expect, test, type Page } from '@playwright/test';
import { devTool } from '../../support/devTools';
import { signInAs } from './helpers';

/** The hidden top-bar control's series (shell/src/chrome/topbar/DeveloperControls.tsx). */
const DEVELOPER_MODE_CLICKS = 10;

/** What the API answers the demo administrator (the dev-tools session) for a question. */
async function apiReply(query: string): Promise<string> {
  const response = await devTool('/chatbot/query', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

/** The chatbot is a dev-only feature: the e2e environment is not 'development', so switch developer mode on. */
async function openAssistant(page: Page) {
  const control = page.getByTestId('developer-mode-control');
  for (let click = 0; click < DEVELOPER_MODE_CLICKS; click += 1) await control.click();
  await page.getByTestId('assistant-button').click();
  const chat = page.getByRole('dialog', { name: 'Assistant' });
  await expect(chat).toBeVisible();
  return chat;
}

async function ask(page: Page, question: string) {
  const chat = page.getByRole('dialog', { name: 'Assistant' });
  const before = await chat.getByTestId('assistant-reply').count();
  await chat.getByRole('textbox', { name: 'Question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByTestId('assistant-sent').last()).toHaveText(question);
  const reply = chat.getByTestId('assistant-reply').nth(before);
  await expect(reply).toBeVisible();
  return reply;
}

test.describe('assistant chatbot', () => {
  test('answers how many jobs are open with the number the API counts', async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
    await openAssistant(page);
    // Other tests may add jobs meanwhile: ask again until both answers come from the same data.
    await expect(async () => {
      const reply = await ask(page, 'how many jobs are open');
      const shown = /^(\d+) jobs? (?:is|are) open\./.exec((await reply.textContent()) ?? '');
      expect(shown).not.toBeNull();
      const counted = /^(\d+) jobs? (?:is|are) open\./.exec(
        await apiReply('how many jobs are open'),
      );
      expect(shown?.[1]).toBe(counted?.[1]);
    }).toPass({ timeout: 30_000 });
  });

  test('finds a seeded customer and follows the link to its page', async ({ page }) => {
    const answer = await apiReply('find customer Smith');
    const first = /^- (.+): (\/customers\/(\d+))$/m.exec(answer);
    expect(first, answer).not.toBeNull();
    const [, name, path, id] = first as RegExpExecArray;

    await signInAs(page, 'admin@demo.test');
    await openAssistant(page);
    const reply = await ask(page, 'find customer Smith');
    await expect(reply).toContainText(`- ${name}: ${path}`);
    await reply.getByRole('link', { name: path }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${id}(?:/[a-z-]+)?$`));
  });
});
