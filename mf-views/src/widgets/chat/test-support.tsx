import { render, screen } from '@testing-library/react';
import { ChatMessage, ChatRoom, MultiViewItem } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, type FakeRequest } from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import RoomChatWidget from './RoomChatWidget';
import { viewItem } from '../../testing/items';
export const OWN_ID = 1;
/** This API's files of organisation 10 (the page's own origin). */
export const FILES = `${window.location.origin}/files/10/chat`;

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    room_id: 10,
    user_id: 2,
    type_id: 1,
    name: 'Sam Sales',
    text: `Message ${id}`,
    timestamp: '2026-03-10T01:00:00.000Z',
    message_type: null,
    color: null,
    content: null,
    files: [],
    tags: [],
    reactions: [],
    reply_message_id: null,
    reply_to: null,
    edited_at: null,
    ...overrides,
  };
}

const ROOMS: ChatRoom[] = [
  {
    roomId: 10,
    name: 'Workshop',
    following: true,
    notifications_active: true,
    members: [
      { id: 1, name: 'Ada Administrator' },
      { id: 2, name: 'Sam Sales' },
    ],
  },
  { roomId: 20, name: 'Sales', following: true, notifications_active: true, members: [] },
];

export const SEEDED = [
  message(1, { user_id: OWN_ID, name: 'Ada Administrator', text: 'Mine' }),
  message(2, { text: '<img src=x onerror=alert(1)>' }),
  message(3, { type_id: 2, name: 'System', text: 'Ticket 7', message_type: 'Completion' }),
  message(4, { type_id: 2, name: 'System', text: 'Ticket 8', message_type: 'Rejection' }),
  message(5, { type_id: 9, text: 'Strange' }),
];

function item(data: Record<string, unknown> = {}): MultiViewItem {
  return viewItem('room_chat', 'Chat', data, { view_id: 9 });
}

export function renderChat(data: Record<string, unknown> = {}, seeded: ChatMessage[] = SEEDED) {
  const fake = installFakeApi({
    'GET /chat/rooms': { body: envelope(ROOMS) },
    'GET /chat/:roomId/messages': (request) => {
      const after = Number(request.query.get('last_message_id') ?? 0);
      const room = Number(request.params.roomId);
      return {
        body: envelope(seeded.filter((entry) => entry.room_id === room && entry.id > after)),
      };
    },
    'POST /chat/:roomId/messages': (request) => {
      const sent = request.body as { message: string; reply_message_id: number | null };
      return {
        body: envelope([
          message(50, {
            user_id: OWN_ID,
            name: 'Ada Administrator',
            text: sent.message,
            reply_message_id: sent.reply_message_id,
          }),
        ]),
      };
    },
    'POST /chat/:roomId/messages/:messageId': (request) =>
      envelopeReply(
        message(Number(request.params.messageId), {
          user_id: OWN_ID,
          text: (request.body as { message: string }).message,
          edited_at: '2026-03-10T02:00:00.000Z',
        }),
      ),
    'DELETE /chat/:roomId/messages/:messageId': (request) =>
      envelopeReply(message(Number(request.params.messageId))),
    'POST /chat/:roomId/messages/:messageId/reaction': (request) =>
      envelopeReply(
        message(Number(request.params.messageId), {
          user_id: OWN_ID,
          text: 'Mine',
          reactions: [{ reaction: '👍', count: 1, user_ids: [OWN_ID] }],
        }),
      ),
    'POST /chat/rooms/:roomId/state-change': {
      body: envelope({ ...ROOMS[0], notifications_active: false }),
    },
  });
  render(
    <AreaProviders>
      <RoomChatWidget item={item(data)} params={{}} scope={new ViewScope({ params: {} })} />
    </AreaProviders>,
  );
  return fake;
}

function envelopeReply(data: ChatMessage) {
  return { body: envelope(data) };
}

export const box = () => screen.getByRole('textbox', { name: 'Write a message' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
export const bubble = (id: number) => screen.getByTestId(`chat-message-${id}`);
export const sentBody = (request: FakeRequest) => request.body as Record<string, unknown>;
