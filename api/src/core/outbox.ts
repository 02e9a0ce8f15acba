import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@platform/shared/contracts';
import type { AppConfig } from './config';
import type { Db } from './database';
import { maskRecipient } from './mask';
import type { Clock } from './clock';

export interface OutgoingMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * Delivers a message through a real provider. The outbox stores every message first and then
 * hands it to the sender; pass one to `buildApp({ messageSender })` to deliver for real.
 */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The development default: messages stay in the outbox, readable on /dev/outbox. */
export const OUTBOX_ONLY_SENDER: MessageSender = {
  name: 'outbox-only',
  send: async () => undefined,
};

export interface OutboxQuery {
  recipient?: string;
  limit?: number;
  /** Only the messages of this organisation. */
  organisationId?: number;
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly sender: MessageSender = OUTBOX_ONLY_SENDER,
  ) {}

  /**
   * Queues an e-mail. `organisationId` names the organisation the message belongs to; left out,
   * it is the organisation of the user with that address (none for other addresses).
   */
  async sendEmail(
    to: string,
    subject: string,
    text: string,
    organisationId?: number | null,
  ): Promise<number> {
    const recipient = to.trim().toLowerCase();
    const owner =
      organisationId !== undefined
        ? organisationId
        : ((
            await this.db
              .selectFrom('users')
              .select('organisation_id')
              .where('email', '=', recipient)
              .executeTakeFirst()
          )?.organisation_id ?? null);
    return this.queue('email', recipient, subject, text, owner);
  }

  /** Queues a text message of an organisation (the sender knows whose phone it is). */
  sendSms(to: string, text: string, organisationId: number | null): Promise<number> {
    return this.queue('sms', to.replace(/[^\d+]/g, ''), null, text, organisationId);
  }

  async list(query: OutboxQuery = {}): Promise<OutboxMessage[]> {
    let select = this.db
      .selectFrom('outbox_messages')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.limit ?? 100);
    if (query.organisationId !== undefined) {
      select = select.where('organisation_id', '=', query.organisationId);
    }
    if (query.recipient) {
      const recipient = query.recipient.trim().toLowerCase();
      select = select.where('recipient', '=', recipient);
    }
    const rows = await select.execute();
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  }

  private async queue(
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    body: string,
    organisationId: number | null,
  ): Promise<number> {
    const { id } = await this.db
      .insertInto('outbox_messages')
      .values({ channel, recipient, subject, body, organisation_id: organisationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The log names the channel, a masked recipient and the id, never the body: bodies hold codes and links.
    this.log.info(`${channel} to ${maskRecipient(channel, recipient)} queued #${id}`);
    if (this.config.outboxLog) {
      const line = JSON.stringify({
        id,
        channel,
        recipient,
        subject,
        body,
        at: this.clock.now().toISOString(),
      });
      await fs.mkdir(path.dirname(this.config.outboxLog), { recursive: true });
      await fs.appendFile(this.config.outboxLog, `${line}\n`);
    }
    await this.deliver({ id, channel, recipient, subject, body });
    return id;
  }

  private async deliver(message: OutgoingMessage): Promise<void> {
    try {
      await this.sender.send(message);
      await this.db
        .updateTable('outbox_messages')
        .set({
          status: this.sender === OUTBOX_ONLY_SENDER ? 'stored' : 'sent',
          // Once a real provider has it, the stored copy of a code or link is no longer needed.
          ...(this.sender === OUTBOX_ONLY_SENDER ? {} : { body: '' }),
        })
        .where('id', '=', message.id)
        .execute();
    } catch (error) {
      this.log.error(
        { err: error, outboxId: message.id },
        `${this.sender.name} failed to send #${message.id}`,
      );
      await this.db
        .updateTable('outbox_messages')
        .set({ status: 'failed' })
        .where('id', '=', message.id)
        .execute();
    }
  }
}
