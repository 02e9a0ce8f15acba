import type { AddressInfo } from 'node:net';
import type { ChatMessage, ChatRoom } from '@platform/shared/contracts';
import type { TestApp } from '../../testing/create-test-app';
import { countRows, DEMO_STAFF_AND_ACME_ADMIN, signedInCaller } from '../../testing/test-caller';
import { connect } from '../../testing/hub-socket';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * The chat API as the chat tests call it, each demo user by email. Registers a beforeAll (call it
 * in the suite's body) that signs the users in, finds the seeded Workshop and Sales rooms and
 * opens a port for hub sockets.
 */
export function chatTestClient(get: () => TestApp) {
  const { tokens, call } = signedInCaller(get, DEMO_STAFF_AND_ACME_ADMIN);
  const chat = {
    tokens,
    /** The seeded rooms: Workshop (admin, sales, fitter) and Sales (admin, sales). */
    workshop: undefined as unknown as ChatRoom,
    sales: undefined as unknown as ChatRoom,
    base: '',

    call: <T>(who: string, method: Method, url: string, payload?: unknown) =>
      call<T>(who, method, url, payload),
    messages: (who: string, roomId: number, lastId?: number) =>
      chat.call<ChatMessage[]>(
        who,
        'GET',
        `/chat/${roomId}/messages${lastId === undefined ? '' : `?last_message_id=${lastId}`}`,
      ),
    send: (who: string, roomId: number, payload: Record<string, unknown>) =>
      chat.call<ChatMessage[]>(who, 'POST', `/chat/${roomId}/messages`, payload),
    edit: (who: string, roomId: number, id: number, payload: Record<string, unknown>) =>
      chat.call<ChatMessage>(who, 'POST', `/chat/${roomId}/messages/${id}`, payload),
    react: (who: string, roomId: number, id: number, payload: Record<string, unknown>) =>
      chat.call<ChatMessage>(who, 'POST', `/chat/${roomId}/messages/${id}/reaction`, payload),
    /** Rows of a chat table, to check that a refused call stored nothing. */
    count: (table: 'chat_messages' | 'chat_message_reactions' | 'chat_simple_messages') =>
      countRows(get, table),
    /** A hub socket of the user, under its own session id. */
    connect: (who: string, sessionId: string) =>
      connect(chat.base, `sessionId=${sessionId}&token=${tokens[who]}`),
  };

  beforeAll(async () => {
    const rooms = await chat.call<ChatRoom[]>('admin@demo.test', 'GET', '/chat/rooms');
    chat.workshop = rooms.data.find((room) => room.name === 'Workshop')!;
    chat.sales = rooms.data.find((room) => room.name === 'Sales')!;
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    chat.base = `ws://127.0.0.1:${(get().app.server.address() as AddressInfo).port}`;
  });

  return chat;
}
