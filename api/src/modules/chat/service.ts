import type {
  ChatMessage,
  ChatMessageEvent,
  ChatReaction,
  ChatRoom,
  SimpleChatMessage,
} from '@platform/shared/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { Database } from '../../core/database';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { escapeHtml } from '../../core/html';
import { HttpError } from '../../core/http';
import { CHAT_MESSAGE_EVENT, CHAT_SYSTEM_MESSAGE_TYPE_ID } from './constants';
import type { ChatMessagesTable } from './tables';

/** Most messages one answer holds (the newest ones when there are more). */
export const CHAT_PAGE_SIZE = 100;
/** Who a system message is shown as. */
export const SYSTEM_SENDER_NAME = 'System';
/** The page of the room chat (organisation-relative), where a mention's notification leads. */
export const CHAT_PAGE_PATH = '/team-chat';
/** How much of a message a mention's notification quotes. */
const MENTION_EXCERPT = 160;

/** A message as the service reads it: its table's columns but the organisation. */
export type MessageRow = Omit<Selectable<ChatMessagesTable>, 'organisation_id'>;

const MESSAGE_COLUMNS = [
  'id',
  'room_id',
  'user_id',
  'type_id',
  'text',
  'message_type',
  'reply_message_id',
  'tagged_user_ids',
  'files',
  'created_at',
  'edited_at',
  'deleted_at',
] as const;

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

const NOT_FOUND = 'Chat room not found.';

/**
 * Rooms, messages and reactions. Every read and write is scoped to the caller's organisation
 * and to rooms the caller is a member of; a room the caller is not in answers 404.
 */
export class ChatService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The caller's membership of the room, or 404 (also for another organisation's room). */
  async membershipOrThrow(user: AuthUser, roomId: number) {
    const row = await this.db
      .selectFrom('chat_room_members as m')
      .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
      .select(['r.id', 'r.name', 'm.notifications_active', 'm.following'])
      .where('r.organisation_id', '=', user.organisation_id)
      .where('m.organisation_id', '=', user.organisation_id)
      .where('r.id', '=', roomId)
      .where('m.user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  async memberIds(organisationId: number, roomId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('chat_room_members')
      .select('user_id')
      .where('organisation_id', '=', organisationId)
      .where('room_id', '=', roomId)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async names(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
  }

  /** The caller's rooms (only those of `ids` when given), with their members. */
  async rooms(user: AuthUser, ids: number[] | null): Promise<ChatRoom[]> {
    let query = this.db
      .selectFrom('chat_room_members as m')
      .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
      .select(['r.id', 'r.name', 'm.notifications_active', 'm.following'])
      .where('r.organisation_id', '=', user.organisation_id)
      .where('m.user_id', '=', user.id)
      .orderBy('r.name')
      .orderBy('r.id');
    if (ids !== null) {
      if (ids.length === 0) return [];
      query = query.where('r.id', 'in', ids);
    }
    const rooms = await query.execute();
    if (rooms.length === 0) return [];
    const members = await this.db
      .selectFrom('chat_room_members')
      .select(['room_id', 'user_id'])
      .where('organisation_id', '=', user.organisation_id)
      .where(
        'room_id',
        'in',
        rooms.map((room) => room.id),
      )
      .orderBy('user_id')
      .execute();
    const names = await this.names(members.map((member) => member.user_id));
    return rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      following: room.following,
      notifications_active: room.notifications_active,
      members: members
        .filter((member) => member.room_id === room.id)
        .map((member) => ({ id: member.user_id, name: names.get(member.user_id) ?? '' })),
    }));
  }

  private messageQuery(organisationId: number, roomId: number) {
    return this.db
      .selectFrom('chat_messages')
      .select(MESSAGE_COLUMNS)
      .where('organisation_id', '=', organisationId)
      .where('room_id', '=', roomId);
  }

  /** A message of a room the caller is in, not deleted, or 404. */
  async messageOrThrow(user: AuthUser, roomId: number, messageId: number): Promise<MessageRow> {
    await this.membershipOrThrow(user, roomId);
    const row = await this.messageQuery(user.organisation_id, roomId)
      .where('id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Message not found.');
    return row;
  }

  /** Whether the room holds the message and it is not deleted. */
  async isLive(organisationId: number, roomId: number, messageId: number): Promise<boolean> {
    const row = await this.messageQuery(organisationId, roomId)
      .where('id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Messages of the room oldest first: the newest page, or every one after `afterId`. */
  async messageRows(organisationId: number, roomId: number, afterId: number | null) {
    let query = this.messageQuery(organisationId, roomId).where('deleted_at', 'is', null);
    if (afterId !== null) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id', 'desc').limit(CHAT_PAGE_SIZE).execute();
    return rows.reverse();
  }

  async present(organisationId: number, rows: MessageRow[]): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [reactions, quoted] = await Promise.all([
      this.db
        .selectFrom('chat_message_reactions')
        .select(['message_id', 'user_id', 'reaction'])
        .where('organisation_id', '=', organisationId)
        .where('message_id', 'in', ids)
        .orderBy('id')
        .execute(),
      this.quotedRows(organisationId, rows),
    ]);
    const names = await this.names([
      ...rows.map((row) => row.user_id),
      ...quoted.map((row) => row.user_id),
    ]);
    const nameOf = (row: { user_id: number; type_id: number }) =>
      row.type_id === CHAT_SYSTEM_MESSAGE_TYPE_ID
        ? SYSTEM_SENDER_NAME
        : (names.get(row.user_id) ?? '');
    return rows.map((row) => {
      const quote = quoted.find((candidate) => candidate.id === row.reply_message_id);
      return {
        id: row.id,
        room_id: row.room_id,
        user_id: row.user_id,
        type_id: row.type_id,
        name: nameOf(row),
        text: row.deleted_at === null ? row.text : '',
        timestamp: iso(row.created_at)!,
        message_type: row.message_type,
        color: null,
        content: null,
        files: row.deleted_at === null ? row.files : [],
        tags: row.tagged_user_ids,
        reactions: groupReactions(reactions.filter((reaction) => reaction.message_id === row.id)),
        reply_message_id: row.reply_message_id,
        reply_to: quote ? { id: quote.id, name: nameOf(quote), text: quote.text } : null,
        edited_at: iso(row.edited_at),
      };
    });
  }

  private async quotedRows(organisationId: number, rows: MessageRow[]) {
    const ids = rows.flatMap((row) =>
      row.reply_message_id === null ? [] : [row.reply_message_id],
    );
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('chat_messages')
      .select(['id', 'user_id', 'type_id', 'text'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** Of the tagged ids, the room's members (tags of anyone else are dropped). */
  async taggable(organisationId: number, roomId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const members = new Set(await this.memberIds(organisationId, roomId));
    return ids.filter((id) => members.has(id));
  }

  /**
   * Tells each tagged member (not the sender, not one who muted the room) through the
   * notifications: a stored notification and a realtime push, like a mention in a note.
   */
  async notifyTagged(
    sender: AuthUser,
    room: { id: number; name: string },
    tagged: number[],
    text: string,
  ): Promise<void> {
    const others = tagged.filter((id) => id !== sender.id);
    if (others.length === 0) return;
    const listening = await this.db
      .selectFrom('chat_room_members')
      .select('user_id')
      .where('organisation_id', '=', sender.organisation_id)
      .where('room_id', '=', room.id)
      .where('user_id', 'in', others)
      .where('notifications_active', '=', true)
      .execute();
    if (listening.length === 0) return;
    const author = (await this.names([sender.id])).get(sender.id) ?? 'Someone';
    const excerpt =
      text.length > MENTION_EXCERPT ? `${text.slice(0, MENTION_EXCERPT - 3)}...` : text;
    for (const { user_id: userId } of listening) {
      await this.ctx.notifications.create({
        organisationId: sender.organisation_id,
        userId,
        shortMessage: `${escapeHtml(author)} mentioned you in ${escapeHtml(room.name)}`,
        message: `${escapeHtml(author)} in ${escapeHtml(room.name)}: ${escapeHtml(excerpt)}`,
        path: CHAT_PAGE_PATH,
      });
    }
  }

  /** Pushes a message's change to the room's members' open sessions, and to no one else. */
  async push(
    organisationId: number,
    action: ChatMessageEvent['action'],
    message: ChatMessage,
  ): Promise<void> {
    const event: ChatMessageEvent = { room_id: message.room_id, action, message };
    for (const userId of await this.memberIds(organisationId, message.room_id)) {
      this.ctx.hub.publishToUser(userId, CHAT_MESSAGE_EVENT, event);
    }
  }

  /** Presents a message's row and pushes it to the room's members as `action`: the message. */
  async announce(
    organisationId: number,
    action: ChatMessageEvent['action'],
    row: MessageRow,
  ): Promise<ChatMessage> {
    const message = await this.presentOne(organisationId, row);
    await this.push(organisationId, action, message);
    return message;
  }

  /** Changes a message of the caller's room, then announces it as `action`: the message. */
  async change(
    user: AuthUser,
    roomId: number,
    messageId: number,
    set: Updateable<Database['chat_messages']>,
    action: ChatMessageEvent['action'],
  ): Promise<ChatMessage> {
    const row = await this.db
      .updateTable('chat_messages')
      .set(set)
      .where('organisation_id', '=', user.organisation_id)
      .where('room_id', '=', roomId)
      .where('id', '=', messageId)
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    return this.announce(user.organisation_id, action, row);
  }

  async presentOne(organisationId: number, row: MessageRow): Promise<ChatMessage> {
    const [message] = await this.present(organisationId, [row]);
    return message;
  }

  returning() {
    return MESSAGE_COLUMNS;
  }

  async simpleMessages(
    organisationId: number,
    key: string,
    afterId: number | null,
  ): Promise<SimpleChatMessage[]> {
    let query = this.db
      .selectFrom('chat_simple_messages')
      .select(['id', 'user_id', 'text', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .where('chat_key', '=', key);
    if (afterId !== null) query = query.where('id', '>', afterId);
    const rows = (await query.orderBy('id', 'desc').limit(CHAT_PAGE_SIZE).execute()).reverse();
    const names = await this.names(rows.map((row) => row.user_id));
    return rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      name: names.get(row.user_id) ?? '',
      text: row.text,
      timestamp: iso(row.created_at)!,
    }));
  }
}

function groupReactions(rows: Array<{ user_id: number; reaction: string }>): ChatReaction[] {
  const grouped = new Map<string, number[]>();
  for (const row of rows)
    grouped.set(row.reaction, [...(grouped.get(row.reaction) ?? []), row.user_id]);
  return [...grouped].map(([reaction, userIds]) => ({
    reaction,
    count: userIds.length,
    user_ids: userIds,
  }));
}
