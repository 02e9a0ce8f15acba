import type { ChatMessageEvent, ChatRoom } from '@platform/shared/contracts';
import * as contracts from '@platform/shared/contracts';
import { describeEachDatabase, TEST_START } from '../../testing/create-test-app';
import * as constants from './constants';
import { chatTestClient } from './test-support';

describeEachDatabase('chat: rooms, messages, replies, reactions, membership, realtime', (get) => {
  const chat = chatTestClient(get);
  const { call, messages, send, edit, react } = chat;

  it('keeps the API copy of the contract values equal to the kernel', () => {
    expect(constants.CHAT_USER_MESSAGE_TYPE_ID).toBe(contracts.CHAT_USER_MESSAGE_TYPE_ID);
    expect(constants.CHAT_SYSTEM_MESSAGE_TYPE_ID).toBe(contracts.CHAT_SYSTEM_MESSAGE_TYPE_ID);
    expect(constants.CHAT_MESSAGE_EVENT).toBe(contracts.CHAT_MESSAGE_EVENT);
  });

  it('lists only the caller’s rooms, with members, filtered by chat_room_ids', async () => {
    const admin = await call<ChatRoom[]>('admin@demo.test', 'GET', '/chat/rooms');
    expect(admin.data.map((room) => room.name)).toEqual(['Sales', 'Workshop']);
    expect(chat.workshop.members.map((member) => member.name)).toEqual([
      'Ada Administrator',
      'Sam Sales',
      'Fiona Fitter',
    ]);
    expect(chat.workshop).toMatchObject({ following: true, notifications_active: true });
    const fitter = await call<ChatRoom[]>('fitter@demo.test', 'GET', '/chat/rooms');
    expect(fitter.data.map((room) => room.name)).toEqual(['Workshop']);
    const filtered = await call<ChatRoom[]>(
      'admin@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${chat.sales.roomId}`,
    );
    expect(filtered.data.map((room) => room.roomId)).toEqual([chat.sales.roomId]);
    // Asking for a room one is not in gives nothing, not the room.
    const asked = await call<ChatRoom[]>(
      'fitter@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${chat.sales.roomId}`,
    );
    expect(asked.data).toEqual([]);
    expect((await call<ChatRoom[]>('admin@acme.test', 'GET', '/chat/rooms')).data).toEqual([]);
    expect((await call('dashboard@demo.test', 'GET', '/chat/rooms')).status).toBe(403);
  });

  it('lists the seeded messages oldest first: reply quote, reaction, system completion', async () => {
    const answer = await messages('fitter@demo.test', chat.workshop.roomId);
    expect(answer.status).toBe(200);
    const [first, reply, system, last] = answer.data;
    expect(answer.data).toHaveLength(4);
    expect(first).toMatchObject({ name: 'Ada Administrator', type_id: 1, user_id: 1 });
    expect(reply.reply_to).toEqual({ id: first.id, name: 'Ada Administrator', text: first.text });
    expect(reply.reactions).toEqual([{ reaction: '👍', count: 1, user_ids: [1] }]);
    expect(system).toMatchObject({ type_id: 2, name: 'System', message_type: 'Completion' });
    expect(last.name).toBe('Sam Sales');
    // Seeded relative to the injected clock.
    expect(new Date(last.timestamp).getTime()).toBe(new Date(TEST_START).getTime() - 60 * 60_000);
  });

  it('creates, replies, edits, reacts and deletes; last_message_id gives only newer ones', async () => {
    const before = await messages('sales@demo.test', chat.sales.roomId);
    const lastSeen = before.data[before.data.length - 1].id;
    get().clock.advance(60_000);
    const sent = await send('sales@demo.test', chat.sales.roomId, {
      message: '  Quote 77 is signed\r\nDeposit next week  ',
      tags: [1, 4, 999],
      previousMessageId: lastSeen,
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toHaveLength(1);
    const created = sent.data[0];
    // Trimmed, line breaks kept as \n; the fitter is not in the room, so only Ada stays tagged.
    expect(created).toMatchObject({
      text: 'Quote 77 is signed\nDeposit next week',
      tags: [1],
      user_id: 2,
      type_id: 1,
      timestamp: new Date(new Date(TEST_START).getTime() + 60_000).toISOString(),
      edited_at: null,
    });

    const reply = await send('admin@demo.test', chat.sales.roomId, {
      message: 'Well done',
      reply_message_id: created.id,
      previousMessageId: lastSeen,
    });
    // The answer catches the sender up: Sam's message and the reply.
    expect(reply.data.map((message) => message.text)).toEqual([created.text, 'Well done']);
    expect(reply.data[1].reply_to).toEqual({
      id: created.id,
      name: 'Sam Sales',
      text: created.text,
    });

    const newer = await messages('sales@demo.test', chat.sales.roomId, lastSeen);
    expect(newer.data.map((message) => message.id)).toEqual([created.id, reply.data[1].id]);
    expect((await messages('sales@demo.test', chat.sales.roomId, reply.data[1].id)).data).toEqual(
      [],
    );

    get().clock.advance(60_000);
    const edited = await edit('sales@demo.test', chat.sales.roomId, created.id, {
      message: 'Quote 77 is signed',
      tags: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ text: 'Quote 77 is signed', tags: [] });
    expect(edited.data.edited_at).toBe(
      new Date(new Date(TEST_START).getTime() + 120_000).toISOString(),
    );
    const notMine = await edit('admin@demo.test', chat.sales.roomId, created.id, {
      message: 'hijack',
    });
    expect(notMine.status).toBe(403);

    const reacted = await react('admin@demo.test', chat.sales.roomId, created.id, {
      reaction: '🎉',
      user_id: 1,
    });
    expect(reacted.data.reactions).toEqual([{ reaction: '🎉', count: 1, user_ids: [1] }]);
    // Reacting twice is one reaction; removing takes it away.
    await react('admin@demo.test', chat.sales.roomId, created.id, { reaction: '🎉' });
    const both = await react('sales@demo.test', chat.sales.roomId, created.id, { reaction: '🎉' });
    expect(both.data.reactions).toEqual([{ reaction: '🎉', count: 2, user_ids: [1, 2] }]);
    const removed = await react('admin@demo.test', chat.sales.roomId, created.id, {
      reaction: '🎉',
      remove: true,
    });
    expect(removed.data.reactions).toEqual([{ reaction: '🎉', count: 1, user_ids: [2] }]);
    const forOther = await react('admin@demo.test', chat.sales.roomId, created.id, {
      reaction: '🎉',
      user_id: 2,
    });
    expect(forOther.status).toBe(403);

    expect(
      (await call('admin@demo.test', 'DELETE', `/chat/${chat.sales.roomId}/messages/${created.id}`))
        .status,
    ).toBe(403);
    const deleted = await call(
      'sales@demo.test',
      'DELETE',
      `/chat/${chat.sales.roomId}/messages/${created.id}`,
    );
    expect(deleted.status).toBe(200);
    const after = await messages('sales@demo.test', chat.sales.roomId, lastSeen);
    expect(after.data.map((message) => message.id)).toEqual([reply.data[1].id]);
    // The reply stays, without a quote of the deleted message.
    expect(after.data[0].reply_to).toBeNull();
    expect(
      (await call('sales@demo.test', 'DELETE', `/chat/${chat.sales.roomId}/messages/${created.id}`))
        .status,
    ).toBe(404);
  });

  it('toggles notifications per room and member', async () => {
    const off = await call<ChatRoom>(
      'sales@demo.test',
      'POST',
      `/chat/rooms/${chat.workshop.roomId}/state-change`,
      {
        notifications_active: false,
      },
    );
    expect(off.status).toBe(200);
    expect(off.info.message).toBe('Notifications turned off');
    expect(off.data).toMatchObject({ roomId: chat.workshop.roomId, notifications_active: false });
    const admin = await call<ChatRoom[]>(
      'admin@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${chat.workshop.roomId}`,
    );
    expect(admin.data[0].notifications_active).toBe(true);
    const on = await call<ChatRoom>(
      'sales@demo.test',
      'POST',
      `/chat/rooms/${chat.workshop.roomId}/state-change`,
      {
        notifications_active: true,
        no_output: true,
      },
    );
    expect(on.info.message).toBeUndefined();
    expect(on.data.notifications_active).toBe(true);
  });

  it('notifies the tagged members: not the sender, not anyone outside the room, not one who muted it', async () => {
    const idOf = (name: string) => chat.workshop.members.find((member) => member.name === name)!.id;
    const [admin, salesId, fitter] = [
      idOf('Ada Administrator'),
      idOf('Sam Sales'),
      idOf('Fiona Fitter'),
    ];
    const mentions = async (userId: number) =>
      get()
        .ctx.db.selectFrom('notifications')
        .select(['short_message', 'message', 'path'])
        .where('user_id', '=', userId)
        .where('short_message', 'like', '% mentioned you in Workshop')
        .execute();
    const before = {
      admin: (await mentions(admin)).length,
      sales: (await mentions(salesId)).length,
      fitter: (await mentions(fitter)).length,
    };
    await call('fitter@demo.test', 'POST', `/chat/rooms/${chat.workshop.roomId}/state-change`, {
      notifications_active: false,
      no_output: true,
    });
    try {
      const sent = await send('admin@demo.test', chat.workshop.roomId, {
        message: 'Can you check the <b>mesh</b> order?',
        tags: [salesId, fitter, admin],
      });
      expect(sent.status).toBe(200);
      const forSales = await mentions(salesId);
      expect(forSales).toHaveLength(before.sales + 1);
      expect(forSales[forSales.length - 1]).toEqual({
        short_message: 'Ada Administrator mentioned you in Workshop',
        message: 'Ada Administrator in Workshop: Can you check the &lt;b&gt;mesh&lt;/b&gt; order?',
        path: '/team-chat',
      });
      // The fitter muted the room; the sender tagged themself.
      expect(await mentions(fitter)).toHaveLength(before.fitter);
      expect(await mentions(admin)).toHaveLength(before.admin);
    } finally {
      await call('fitter@demo.test', 'POST', `/chat/rooms/${chat.workshop.roomId}/state-change`, {
        notifications_active: true,
        no_output: true,
      });
    }
  });

  it('pushes a room’s messages to its members’ sockets and to no one else', async () => {
    const fitter = chat.connect('fitter@demo.test', 'chat-fitter');
    const member = chat.connect('sales@demo.test', 'chat-sales');
    await fitter.next('hub.connected');
    await member.next('hub.connected');

    const inB = await send('admin@demo.test', chat.sales.roomId, { message: 'Sales only' });
    const frame = await member.next('chat.message');
    expect(frame.payload as unknown as ChatMessageEvent).toMatchObject({
      room_id: chat.sales.roomId,
      action: 'created',
      message: { id: inB.data[0].id, text: 'Sales only' },
    });
    // Frames of one socket arrive in order: the fitter's first chat frame is room A's message,
    // so room B's never reached the fitter.
    const inA = await send('admin@demo.test', chat.workshop.roomId, { message: 'Everyone' });
    const fitterFrame = await fitter.next('chat.message');
    expect((fitterFrame.payload as unknown as ChatMessageEvent).message.id).toBe(inA.data[0].id);
    expect(fitter.frames.filter((candidate) => candidate.event === 'chat.message')).toEqual([]);
    expect(
      ((await member.next('chat.message')).payload as unknown as ChatMessageEvent).message.id,
    ).toBe(inA.data[0].id);

    await call(
      'admin@demo.test',
      'DELETE',
      `/chat/${chat.sales.roomId}/messages/${inB.data[0].id}`,
    );
    const removal = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(removal).toMatchObject({ action: 'deleted', message: { id: inB.data[0].id } });
    fitter.socket.close();
    member.socket.close();
  });
});
