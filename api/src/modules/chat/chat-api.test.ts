import type { AddressInfo } from 'node:net';
import type {
  ChatFile,
  ChatMessage,
  ChatMessageEvent,
  ChatRoom,
  SimpleChatMessage,
} from '@platform/shared/contracts';
import * as contracts from '@platform/shared/contracts';
import {
  bearer,
  body,
  describeEachDatabase,
  login,
  TEST_START,
} from '../../testing/create-test-app';
import { connect } from '../../testing/hub-socket';
import { multipart, PDF, PNG } from '../../testing/multipart';
import { FILES_MESSAGE } from '../views/files-value';
import * as constants from './constants';
import { CHAT_MESSAGE_MAX_LENGTH } from './text';

type Method = 'GET' | 'POST' | 'DELETE';

/** Markup a browser would run if it were ever parsed as HTML. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '&lt;img src=x onerror=alert(1)&gt;',
];

describeEachDatabase('chat: rooms, messages, replies, reactions, membership, realtime', (get) => {
  const tokens: Record<string, string> = {};
  let workshop: ChatRoom;
  let sales: ChatRoom;
  let base = '';

  const call = async <T>(who: string, method: Method, url: string, payload?: unknown) => {
    const response = await get().app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, ...body<T>(response) };
  };
  const messages = (who: string, roomId: number, lastId?: number) =>
    call<ChatMessage[]>(
      who,
      'GET',
      `/chat/${roomId}/messages${lastId === undefined ? '' : `?last_message_id=${lastId}`}`,
    );
  const send = (who: string, roomId: number, payload: Record<string, unknown>) =>
    call<ChatMessage[]>(who, 'POST', `/chat/${roomId}/messages`, payload);
  const count = async (
    table: 'chat_messages' | 'chat_message_reactions' | 'chat_simple_messages',
  ) =>
    Number(
      (
        await get()
          .ctx.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    for (const email of [
      'admin@demo.test',
      'sales@demo.test',
      'fitter@demo.test',
      'measurer@demo.test',
      'dashboard@demo.test',
      'admin@acme.test',
    ]) {
      tokens[email] = await login(get().app, email);
    }
    const rooms = await call<ChatRoom[]>('admin@demo.test', 'GET', '/chat/rooms');
    workshop = rooms.data.find((room) => room.name === 'Workshop')!;
    sales = rooms.data.find((room) => room.name === 'Sales')!;
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(get().app.server.address() as AddressInfo).port}`;
  });

  it('keeps the API copy of the contract values equal to the kernel', () => {
    expect(constants.CHAT_USER_MESSAGE_TYPE_ID).toBe(contracts.CHAT_USER_MESSAGE_TYPE_ID);
    expect(constants.CHAT_SYSTEM_MESSAGE_TYPE_ID).toBe(contracts.CHAT_SYSTEM_MESSAGE_TYPE_ID);
    expect(constants.CHAT_MESSAGE_EVENT).toBe(contracts.CHAT_MESSAGE_EVENT);
  });

  it('lists only the caller’s rooms, with members, filtered by chat_room_ids', async () => {
    const admin = await call<ChatRoom[]>('admin@demo.test', 'GET', '/chat/rooms');
    expect(admin.data.map((room) => room.name)).toEqual(['Sales', 'Workshop']);
    expect(workshop.members.map((member) => member.name)).toEqual([
      'Ada Administrator',
      'Sam Sales',
      'Fiona Fitter',
    ]);
    expect(workshop).toMatchObject({ following: true, notifications_active: true });
    const fitter = await call<ChatRoom[]>('fitter@demo.test', 'GET', '/chat/rooms');
    expect(fitter.data.map((room) => room.name)).toEqual(['Workshop']);
    const filtered = await call<ChatRoom[]>(
      'admin@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${sales.roomId}`,
    );
    expect(filtered.data.map((room) => room.roomId)).toEqual([sales.roomId]);
    // Asking for a room one is not in gives nothing, not the room.
    const asked = await call<ChatRoom[]>(
      'fitter@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${sales.roomId}`,
    );
    expect(asked.data).toEqual([]);
    expect((await call<ChatRoom[]>('admin@acme.test', 'GET', '/chat/rooms')).data).toEqual([]);
    expect((await call('dashboard@demo.test', 'GET', '/chat/rooms')).status).toBe(403);
  });

  it('lists the seeded messages oldest first: reply quote, reaction, system completion', async () => {
    const answer = await messages('fitter@demo.test', workshop.roomId);
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
    const before = await messages('sales@demo.test', sales.roomId);
    const lastSeen = before.data[before.data.length - 1].id;
    get().clock.advance(60_000);
    const sent = await send('sales@demo.test', sales.roomId, {
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

    const reply = await send('admin@demo.test', sales.roomId, {
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

    const newer = await messages('sales@demo.test', sales.roomId, lastSeen);
    expect(newer.data.map((message) => message.id)).toEqual([created.id, reply.data[1].id]);
    expect((await messages('sales@demo.test', sales.roomId, reply.data[1].id)).data).toEqual([]);

    get().clock.advance(60_000);
    const edited = await call<ChatMessage>(
      'sales@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}`,
      { message: 'Quote 77 is signed', tags: [] },
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ text: 'Quote 77 is signed', tags: [] });
    expect(edited.data.edited_at).toBe(
      new Date(new Date(TEST_START).getTime() + 120_000).toISOString(),
    );
    const notMine = await call(
      'admin@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}`,
      {
        message: 'hijack',
      },
    );
    expect(notMine.status).toBe(403);

    const reacted = await call<ChatMessage>(
      'admin@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}/reaction`,
      { reaction: '🎉', user_id: 1 },
    );
    expect(reacted.data.reactions).toEqual([{ reaction: '🎉', count: 1, user_ids: [1] }]);
    // Reacting twice is one reaction; removing takes it away.
    await call('admin@demo.test', 'POST', `/chat/${sales.roomId}/messages/${created.id}/reaction`, {
      reaction: '🎉',
    });
    const both = await call<ChatMessage>(
      'sales@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}/reaction`,
      { reaction: '🎉' },
    );
    expect(both.data.reactions).toEqual([{ reaction: '🎉', count: 2, user_ids: [1, 2] }]);
    const removed = await call<ChatMessage>(
      'admin@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}/reaction`,
      { reaction: '🎉', remove: true },
    );
    expect(removed.data.reactions).toEqual([{ reaction: '🎉', count: 1, user_ids: [2] }]);
    const forOther = await call(
      'admin@demo.test',
      'POST',
      `/chat/${sales.roomId}/messages/${created.id}/reaction`,
      { reaction: '🎉', user_id: 2 },
    );
    expect(forOther.status).toBe(403);

    expect(
      (await call('admin@demo.test', 'DELETE', `/chat/${sales.roomId}/messages/${created.id}`))
        .status,
    ).toBe(403);
    const deleted = await call(
      'sales@demo.test',
      'DELETE',
      `/chat/${sales.roomId}/messages/${created.id}`,
    );
    expect(deleted.status).toBe(200);
    const after = await messages('sales@demo.test', sales.roomId, lastSeen);
    expect(after.data.map((message) => message.id)).toEqual([reply.data[1].id]);
    // The reply stays, without a quote of the deleted message.
    expect(after.data[0].reply_to).toBeNull();
    expect(
      (await call('sales@demo.test', 'DELETE', `/chat/${sales.roomId}/messages/${created.id}`))
        .status,
    ).toBe(404);
  });

  it('a member of room A cannot read, post, edit, react, delete or change state in room B', async () => {
    const inB = (await messages('admin@demo.test', sales.roomId)).data[0];
    const stored = await count('chat_messages');
    const reactions = await count('chat_message_reactions');
    for (const who of ['fitter@demo.test', 'admin@acme.test']) {
      expect((await messages(who, sales.roomId)).status).toBe(404);
      expect((await send(who, sales.roomId, { message: 'let me in' })).status).toBe(404);
      const edit = await call(who, 'POST', `/chat/${sales.roomId}/messages/${inB.id}`, {
        message: 'edited',
      });
      expect(edit.status).toBe(404);
      const react = await call(who, 'POST', `/chat/${sales.roomId}/messages/${inB.id}/reaction`, {
        reaction: '👍',
      });
      expect(react.status).toBe(404);
      expect((await call(who, 'DELETE', `/chat/${sales.roomId}/messages/${inB.id}`)).status).toBe(
        404,
      );
      const state = await call(who, 'POST', `/chat/rooms/${sales.roomId}/state-change`, {
        notifications_active: false,
      });
      expect(state.status).toBe(404);
    }
    // A message of room B addressed through room A is not found either.
    const crossed = await call(
      'fitter@demo.test',
      'POST',
      `/chat/${workshop.roomId}/messages/${inB.id}`,
      {
        message: 'edited',
      },
    );
    expect(crossed.status).toBe(404);
    // Replying in room A to a message of room B is refused.
    const crossReply = await send('admin@demo.test', workshop.roomId, {
      message: 'hi',
      reply_message_id: inB.id,
    });
    expect(crossReply.status).toBe(400);
    expect(await count('chat_messages')).toBe(stored);
    expect(await count('chat_message_reactions')).toBe(reactions);
    expect((await messages('admin@demo.test', sales.roomId)).data[0].text).toBe(inB.text);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const stored = await count('chat_messages');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ message: '   ' }, 'message'],
      [{ message: '' }, 'message'],
      [{ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'message'],
      [{ message: 'bell\u0007' }, 'message'],
      [{ message: 'nul\u0000' }, 'message'],
      [{ message: 'ok', tags: ['one'] }, 'tags'],
      [{ message: 'ok', tags: Array.from({ length: 51 }, (_, index) => index + 1) }, 'tags'],
      [{ message: 'ok', reply_message_id: -3 }, 'reply_message_id'],
      [{ message: 'ok', reply_message_id: 99_999 }, 'reply_message_id'],
      [{ message: 'ok', previousMessageId: 'x' }, 'previousMessageId'],
      [{ message: 'ok', message_type: 'Completion' }, 'message_type'],
      [{ message: 'ok', message_type: 'Other', config: { send_as_system: true } }, 'message_type'],
    ];
    for (const [payload, field] of cases) {
      const answer = await send('admin@demo.test', workshop.roomId, payload);
      expect(answer.status).toBe(400);
      expect(answer.info.errors?.[field]).toEqual([expect.any(String)]);
    }
    // No message at all, or a number instead of text.
    expect((await send('admin@demo.test', workshop.roomId, {})).status).toBe(400);
    expect((await send('admin@demo.test', workshop.roomId, { message: 12 })).status).toBe(400);
    const reaction = await call(
      'admin@demo.test',
      'POST',
      `/chat/${workshop.roomId}/messages/${(await messages('admin@demo.test', workshop.roomId)).data[0].id}/reaction`,
      { reaction: '<b>' },
    );
    expect(reaction.status).toBe(400);
    expect((await messages('admin@demo.test', 'x' as unknown as number)).status).toBe(400);
    expect(await count('chat_messages')).toBe(stored);
  });

  it('sends as the system only for administrators', async () => {
    const denied = await send('sales@demo.test', workshop.roomId, {
      message: 'I am the system',
      config: { send_as_system: true },
    });
    expect(denied.status).toBe(403);
    const allowed = await send('admin@demo.test', workshop.roomId, {
      message: 'Ticket 1002 rejected: glass chipped',
      message_type: 'Rejection',
      config: { send_as_system: true, output: true },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.info.message).toBe('Message sent');
    expect(allowed.data[0]).toMatchObject({
      type_id: 2,
      name: 'System',
      message_type: 'Rejection',
    });
  });

  it('stores XSS payloads as the inert plain text they are', async () => {
    for (const payload of XSS_PAYLOADS) {
      const sent = await send('admin@demo.test', workshop.roomId, { message: payload });
      expect(sent.status).toBe(200);
      const row = await get()
        .ctx.db.selectFrom('chat_messages')
        .select('text')
        .where('id', '=', sent.data[0].id)
        .executeTakeFirstOrThrow();
      // Exactly the characters typed: the API never makes HTML of them, the widgets show text.
      expect(row.text).toBe(payload.trim());
      expect(sent.data[0].text).toBe(payload.trim());
    }
  });

  it('toggles notifications per room and member', async () => {
    const off = await call<ChatRoom>(
      'sales@demo.test',
      'POST',
      `/chat/rooms/${workshop.roomId}/state-change`,
      {
        notifications_active: false,
      },
    );
    expect(off.status).toBe(200);
    expect(off.info.message).toBe('Notifications turned off');
    expect(off.data).toMatchObject({ roomId: workshop.roomId, notifications_active: false });
    const admin = await call<ChatRoom[]>(
      'admin@demo.test',
      'GET',
      `/chat/rooms?chat_room_ids=${workshop.roomId}`,
    );
    expect(admin.data[0].notifications_active).toBe(true);
    const on = await call<ChatRoom>(
      'sales@demo.test',
      'POST',
      `/chat/rooms/${workshop.roomId}/state-change`,
      {
        notifications_active: true,
        no_output: true,
      },
    );
    expect(on.info.message).toBeUndefined();
    expect(on.data.notifications_active).toBe(true);
  });

  it('notifies the tagged members: not the sender, not anyone outside the room, not one who muted it', async () => {
    const idOf = (name: string) => workshop.members.find((member) => member.name === name)!.id;
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
    await call('fitter@demo.test', 'POST', `/chat/rooms/${workshop.roomId}/state-change`, {
      notifications_active: false,
      no_output: true,
    });
    try {
      const sent = await send('admin@demo.test', workshop.roomId, {
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
      await call('fitter@demo.test', 'POST', `/chat/rooms/${workshop.roomId}/state-change`, {
        notifications_active: true,
        no_output: true,
      });
    }
  });

  it('pushes a room’s messages to its members’ sockets and to no one else', async () => {
    const fitter = connect(base, `sessionId=chat-fitter&token=${tokens['fitter@demo.test']}`);
    const member = connect(base, `sessionId=chat-sales&token=${tokens['sales@demo.test']}`);
    await fitter.next('hub.connected');
    await member.next('hub.connected');

    const inB = await send('admin@demo.test', sales.roomId, { message: 'Sales only' });
    const frame = await member.next('chat.message');
    expect(frame.payload as unknown as ChatMessageEvent).toMatchObject({
      room_id: sales.roomId,
      action: 'created',
      message: { id: inB.data[0].id, text: 'Sales only' },
    });
    // Frames of one socket arrive in order: the fitter's first chat frame is room A's message,
    // so room B's never reached the fitter.
    const inA = await send('admin@demo.test', workshop.roomId, { message: 'Everyone' });
    const fitterFrame = await fitter.next('chat.message');
    expect((fitterFrame.payload as unknown as ChatMessageEvent).message.id).toBe(inA.data[0].id);
    expect(fitter.frames.filter((candidate) => candidate.event === 'chat.message')).toEqual([]);
    expect(
      ((await member.next('chat.message')).payload as unknown as ChatMessageEvent).message.id,
    ).toBe(inA.data[0].id);

    await call('admin@demo.test', 'DELETE', `/chat/${sales.roomId}/messages/${inB.data[0].id}`);
    const removal = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(removal).toMatchObject({ action: 'deleted', message: { id: inB.data[0].id } });
    fitter.socket.close();
    member.socket.close();
  });

  it('simple chat: lists a key’s messages, posts with previousMessageId, per organisation', async () => {
    const seeded = await call<SimpleChatMessage[]>('admin@demo.test', 'GET', '/chat/simple/team');
    expect(seeded.data.map((message) => message.name)).toEqual([
      'Ada Administrator',
      'Fiona Fitter',
    ]);
    const lastSeen = seeded.data[1].id;
    await call('fitter@demo.test', 'POST', '/chat/simple/team', { message: 'On my way' });
    const posted = await call<SimpleChatMessage[]>('admin@demo.test', 'POST', '/chat/simple/team', {
      message: '<img src=x onerror=alert(1)>',
      previousMessageId: lastSeen,
    });
    expect(posted.status).toBe(200);
    expect(posted.data.map((message) => message.text)).toEqual([
      'On my way',
      '<img src=x onerror=alert(1)>',
    ]);
    const newer = await call<SimpleChatMessage[]>(
      'measurer@demo.test',
      'GET',
      `/chat/simple/team?previousMessageId=${posted.data[0].id}`,
    );
    expect(newer.data.map((message) => message.name)).toEqual(['Ada Administrator']);
    expect(
      (await call<SimpleChatMessage[]>('admin@acme.test', 'GET', '/chat/simple/team')).data,
    ).toEqual([]);
    const stored = await count('chat_simple_messages');
    expect(
      (await call('admin@demo.test', 'POST', '/chat/simple/team', { message: ' ' })).status,
    ).toBe(400);
    expect(
      (await call('admin@demo.test', 'POST', '/chat/simple/Bad Key', { message: 'x' })).status,
    ).toBe(400);
    expect(await count('chat_simple_messages')).toBe(stored);
  });

  /** Uploads one file as `who` (POST /upload) and answers it as a File result. */
  const upload = async (who: string, filename: string, contentType: string, content: Buffer) => {
    const form = multipart([
      { name: 'files', filename, contentType, content },
      { name: 'directory', value: 'chat' },
    ]);
    const response = await get().app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...form.headers, ...bearer(tokens[who]) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const [file] = body<{ files: Array<ChatFile & { path: string }> }>(response).data.files;
    const result: ChatFile = {
      filename: file.filename,
      name: file.name,
      publicUrl: file.publicUrl,
      thumbnail: file.thumbnail,
    };
    return result;
  };
  const edit = (who: string, roomId: number, id: number, payload: Record<string, unknown>) =>
    call<ChatMessage>(who, 'POST', `/chat/${roomId}/messages/${id}`, payload);

  it('sends files with a message and files-only messages, stored and read back', async () => {
    const photo = await upload('sales@demo.test', 'door.png', 'image/png', PNG);
    const quote = await upload('sales@demo.test', 'quote.pdf', 'application/pdf', PDF);
    expect(photo.thumbnail.publicUrl).toBe(photo.publicUrl);
    expect(quote.thumbnail.publicUrl).toBeNull();

    const sent = await send('sales@demo.test', sales.roomId, {
      message: 'Door photo and quote',
      files: [photo, quote],
    });
    expect(sent.status).toBe(200);
    expect(sent.data[0]).toMatchObject({ text: 'Door photo and quote', files: [photo, quote] });

    // A message may be files only: empty text is allowed when it carries a file.
    const filesOnly = await send('sales@demo.test', sales.roomId, {
      message: '  ',
      files: [photo],
    });
    expect(filesOnly.status).toBe(200);
    expect(filesOnly.data[0]).toMatchObject({ text: '', files: [photo] });
    // ...but not with an empty list of files.
    const empty = await send('sales@demo.test', sales.roomId, { message: '', files: [] });
    expect(empty.status).toBe(400);
    expect(empty.info.errors).toEqual({ message: ['The message is empty.'] });

    const listed = await messages('admin@demo.test', sales.roomId, sent.data[0].id - 1);
    expect(listed.data.map((message) => message.files)).toEqual([[photo, quote], [photo]]);
    // A message without files still has an empty list.
    const plain = await send('sales@demo.test', sales.roomId, { message: 'No files' });
    expect(plain.data[0].files).toEqual([]);
  });

  it('edits files: deleted_file_ids (filenames) removes, files adds; only the sender', async () => {
    const first = await upload('sales@demo.test', 'one.png', 'image/png', PNG);
    const second = await upload('sales@demo.test', 'two.pdf', 'application/pdf', PDF);
    const third = await upload('sales@demo.test', 'three.png', 'image/png', PNG);
    const created = (
      await send('sales@demo.test', sales.roomId, { message: 'Two files', files: [first, second] })
    ).data[0];

    get().clock.advance(60_000);
    const edited = await edit('sales@demo.test', sales.roomId, created.id, {
      message: 'Swapped one',
      deleted_file_ids: [first.filename],
      files: [third],
    });
    expect(edited.status).toBe(200);
    expect(edited.data.files).toEqual([second, third]);
    expect(edited.data.text).toBe('Swapped one');
    const stored = (await messages('admin@demo.test', sales.roomId, created.id - 1)).data[0];
    expect(stored.files).toEqual([second, third]);

    // Removing every file leaves a message that needs text again.
    const noText = await edit('sales@demo.test', sales.roomId, created.id, {
      message: '',
      deleted_file_ids: [second.filename, third.filename],
    });
    expect(noText.status).toBe(400);
    expect(noText.info.errors).toEqual({ message: ['The message is empty.'] });
    // Keeping a file, the text may go.
    const onlyFile = await edit('sales@demo.test', sales.roomId, created.id, {
      message: '',
      deleted_file_ids: [second.filename],
    });
    expect(onlyFile.data).toMatchObject({ text: '', files: [third] });

    // A filename that is not on the message, or not a list of names: 400, nothing changed.
    for (const deleted of [['not-attached.png'], first.filename, [3]]) {
      const refused = await edit('sales@demo.test', sales.roomId, created.id, {
        message: 'x',
        deleted_file_ids: deleted,
      });
      expect(refused.status).toBe(400);
      expect(refused.info.errors?.deleted_file_ids).toEqual([expect.any(String)]);
    }
    // Only the sender edits files.
    const notMine = await edit('admin@demo.test', sales.roomId, created.id, {
      message: 'hijack',
      deleted_file_ids: [third.filename],
    });
    expect(notMine.status).toBe(403);
    const after = (await messages('sales@demo.test', sales.roomId, created.id - 1)).data[0];
    expect(after).toMatchObject({ text: '', files: [third] });
  });

  it('refuses files that are not the caller’s organisation’s uploads, naming the field', async () => {
    const photo = await upload('admin@demo.test', 'photo.png', 'image/png', PNG);
    const acme = await upload('admin@acme.test', 'acme.png', 'image/png', PNG);
    const created = (
      await send('admin@demo.test', workshop.roomId, { message: 'Has a photo', files: [photo] })
    ).data[0];
    const stored = await count('chat_messages');
    const bad: Array<[string, unknown]> = [
      ['another host', [{ ...photo, publicUrl: 'https://evil.example/files/1/chat/a.png' }]],
      ['a javascript: URL', [{ ...photo, publicUrl: 'javascript:alert(1)' }]],
      ['a javascript: thumbnail', [{ ...photo, thumbnail: { publicUrl: 'javascript:alert(1)' } }]],
      ['another organisation’s upload', [acme]],
      [
        'another organisation’s path',
        [{ ...photo, publicUrl: photo.publicUrl!.replace(/\/files\/\d+\//, '/files/999/') }],
      ],
      ['extra keys', [{ ...photo, onclick: 'alert(1)' }]],
      ['a single object', photo],
      ['more than 50 files', Array.from({ length: 51 }, () => photo)],
    ];
    for (const [name, files] of bad) {
      const sent = await send('admin@demo.test', workshop.roomId, { message: name, files });
      expect({ name, status: sent.status }).toEqual({ name, status: 400 });
      expect(sent.info.errors).toEqual({ files: [expect.any(String)] });
      const edited = await edit('admin@demo.test', workshop.roomId, created.id, {
        message: name,
        files,
      });
      expect({ name, status: edited.status }).toEqual({ name, status: 400 });
      expect(edited.info.errors).toEqual({ files: [expect.any(String)] });
    }
    const javascript = await send('admin@demo.test', workshop.roomId, {
      message: '',
      files: [{ ...photo, publicUrl: 'javascript:alert(1)' }],
    });
    expect(javascript.info.errors).toEqual({ files: [FILES_MESSAGE] });
    expect(await count('chat_messages')).toBe(stored);
    const after = (await messages('admin@demo.test', workshop.roomId, created.id - 1)).data[0];
    expect(after).toMatchObject({ text: 'Has a photo', files: [photo], edited_at: null });
  });

  it('pushes a message’s files over the hub', async () => {
    const photo = await upload('admin@demo.test', 'pushed.png', 'image/png', PNG);
    const member = connect(base, `sessionId=chat-files&token=${tokens['sales@demo.test']}`);
    await member.next('hub.connected');
    const sent = await send('admin@demo.test', sales.roomId, { message: '', files: [photo] });
    const frame = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(frame).toMatchObject({
      action: 'created',
      message: { id: sent.data[0].id, text: '', files: [photo] },
    });
    await edit('admin@demo.test', sales.roomId, sent.data[0].id, {
      message: 'Caption',
      deleted_file_ids: [photo.filename],
      files: [],
    });
    const update = (await member.next('chat.message')).payload as unknown as ChatMessageEvent;
    expect(update).toMatchObject({ action: 'updated', message: { text: 'Caption', files: [] } });
    member.socket.close();
  });
});
