import type { ChatMessageType } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import { CHAT_SYSTEM_MESSAGE_TYPE_ID, CHAT_USER_MESSAGE_TYPE_ID } from './constants';

const MINUTE = 60 * 1000;
const ORGANISATION_ID = 1;
/** Demo users (modules/core/seed-data.ts): Ada admin, Sam sales, Fiona fitter. */
const ADMIN = 1;
const SALES = 2;
const FITTER = 4;

interface SeedMessage {
  author: number;
  minutesAgo: number;
  text: string;
  system?: boolean;
  messageType?: ChatMessageType;
  /** Index of the earlier message of the room this one answers. */
  replyTo?: number;
  reactions?: Array<{ user: number; reaction: string }>;
}

interface SeedRoom {
  name: string;
  members: number[];
  messages: SeedMessage[];
}

export const DEMO_CHAT_ROOMS: SeedRoom[] = [
  {
    name: 'Workshop',
    members: [ADMIN, FITTER, SALES],
    messages: [
      { author: ADMIN, minutesAgo: 180, text: 'Morning all. Job 1001 frames are cut.' },
      {
        author: FITTER,
        minutesAgo: 150,
        text: 'Thanks, I will glaze them after lunch.',
        replyTo: 0,
        reactions: [{ user: ADMIN, reaction: '👍' }],
      },
      {
        author: ADMIN,
        minutesAgo: 120,
        text: 'Ticket 1001 glazing',
        system: true,
        messageType: 'Completion',
      },
      { author: SALES, minutesAgo: 60, text: 'Customer asked if they can pick up on Friday.' },
    ],
  },
  {
    name: 'Sales',
    members: [ADMIN, SALES],
    messages: [
      { author: SALES, minutesAgo: 90, text: 'Two new quote requests came in this morning.' },
      { author: ADMIN, minutesAgo: 30, text: 'Great, send them through before 3pm.' },
    ],
  },
];

/** The demo simple chat (key 'team'), shown on the Team chat page. */
export const DEMO_SIMPLE_CHAT_KEY = 'team';
const SIMPLE_MESSAGES = [
  { author: ADMIN, minutesAgo: 240, text: 'Team meeting moved to 4pm.' },
  { author: FITTER, minutesAgo: 200, text: 'OK, I will be back from site by then.' },
];

export async function seedChat(ctx: AppContext): Promise<void> {
  const existing = await ctx.db
    .selectFrom('chat_rooms')
    .select('id')
    .where('organisation_id', '=', ORGANISATION_ID)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const users = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', ORGANISATION_ID)
    .where('id', 'in', [ADMIN, SALES, FITTER])
    .execute();
  if (users.length < 3) return;
  const now = ctx.clock.now().getTime();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  await ctx.db.transaction().execute(async (trx) => {
    for (const spec of DEMO_CHAT_ROOMS) {
      const room = await trx
        .insertInto('chat_rooms')
        .values({ organisation_id: ORGANISATION_ID, name: spec.name, created_at: at(24 * 60) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('chat_room_members')
        .values(
          spec.members.map((userId) => ({
            organisation_id: ORGANISATION_ID,
            room_id: room.id,
            user_id: userId,
          })),
        )
        .execute();
      const ids: number[] = [];
      for (const message of spec.messages) {
        const row = await trx
          .insertInto('chat_messages')
          .values({
            organisation_id: ORGANISATION_ID,
            room_id: room.id,
            user_id: message.author,
            type_id: message.system ? CHAT_SYSTEM_MESSAGE_TYPE_ID : CHAT_USER_MESSAGE_TYPE_ID,
            text: message.text,
            message_type: message.messageType ?? null,
            reply_message_id: message.replyTo === undefined ? null : ids[message.replyTo],
            created_at: at(message.minutesAgo),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        for (const reaction of message.reactions ?? []) {
          await trx
            .insertInto('chat_message_reactions')
            .values({
              organisation_id: ORGANISATION_ID,
              message_id: row.id,
              user_id: reaction.user,
              reaction: reaction.reaction,
            })
            .execute();
        }
      }
    }
    for (const message of SIMPLE_MESSAGES) {
      await trx
        .insertInto('chat_simple_messages')
        .values({
          organisation_id: ORGANISATION_ID,
          chat_key: DEMO_SIMPLE_CHAT_KEY,
          user_id: message.author,
          text: message.text,
          created_at: at(message.minutesAgo),
        })
        .execute();
    }
  });
}
