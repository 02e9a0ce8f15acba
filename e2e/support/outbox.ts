import { expect } from '@playwright/test';
import { devTool } from './devTools';

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

async function list(recipient: string): Promise<OutboxEntry[]> {
  const response = await devTool(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const body = (await response.json()) as { data: OutboxEntry[] } | OutboxEntry[];
  return Array.isArray(body) ? body : body.data;
}

/** The newest message to a recipient after `sinceId`, waiting for it to arrive. */
export async function latestMessage(
  recipient: string,
  channel: 'email' | 'sms',
  sinceId = 0,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const entries = (await list(recipient)).filter(
          (entry) => entry.channel === channel && entry.id > sinceId,
        );
        found = entries.sort((a, b) => b.id - a.id)[0];
        return Boolean(found);
      },
      { timeout: 15_000, message: `no ${channel} to ${recipient} in the outbox` },
    )
    .toBe(true);
  return found!;
}

/** The highest outbox id so far, to wait for messages sent after it. */
export async function outboxMark(recipient: string): Promise<number> {
  return Math.max(0, ...(await list(recipient)).map((entry) => entry.id));
}

export function sixDigitCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no six-digit code in: ${text}`);
  return match[1];
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0].replace(/[).,]+$/, '');
}
