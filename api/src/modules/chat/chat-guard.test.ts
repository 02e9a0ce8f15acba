import { describeEachDatabase } from '../../testing/create-test-app';
import { chatTestClient } from './test-support';
import { CHAT_MESSAGE_MAX_LENGTH } from './text';

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

describeEachDatabase('chat: rooms kept apart, refusals, system messages, XSS', (get) => {
  const chat = chatTestClient(get);
  const { call, messages, send, edit, react, count } = chat;

  it('a member of room A cannot read, post, edit, react, delete or change state in room B', async () => {
    const inB = (await messages('admin@demo.test', chat.sales.roomId)).data[0];
    const stored = await count('chat_messages');
    const reactions = await count('chat_message_reactions');
    for (const who of ['fitter@demo.test', 'admin@acme.test']) {
      expect((await messages(who, chat.sales.roomId)).status).toBe(404);
      expect((await send(who, chat.sales.roomId, { message: 'let me in' })).status).toBe(404);
      const edited = await edit(who, chat.sales.roomId, inB.id, { message: 'edited' });
      expect(edited.status).toBe(404);
      const reacted = await react(who, chat.sales.roomId, inB.id, { reaction: '👍' });
      expect(reacted.status).toBe(404);
      expect(
        (await call(who, 'DELETE', `/chat/${chat.sales.roomId}/messages/${inB.id}`)).status,
      ).toBe(404);
      const state = await call(who, 'POST', `/chat/rooms/${chat.sales.roomId}/state-change`, {
        notifications_active: false,
      });
      expect(state.status).toBe(404);
    }
    // A message of room B addressed through room A is not found either.
    const crossed = await edit('fitter@demo.test', chat.workshop.roomId, inB.id, {
      message: 'edited',
    });
    expect(crossed.status).toBe(404);
    // Replying in room A to a message of room B is refused.
    const crossReply = await send('admin@demo.test', chat.workshop.roomId, {
      message: 'hi',
      reply_message_id: inB.id,
    });
    expect(crossReply.status).toBe(400);
    expect(await count('chat_messages')).toBe(stored);
    expect(await count('chat_message_reactions')).toBe(reactions);
    expect((await messages('admin@demo.test', chat.sales.roomId)).data[0].text).toBe(inB.text);
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
      const answer = await send('admin@demo.test', chat.workshop.roomId, payload);
      expect(answer.status).toBe(400);
      expect(answer.info.errors?.[field]).toEqual([expect.any(String)]);
    }
    // No message at all, or a number instead of text.
    expect((await send('admin@demo.test', chat.workshop.roomId, {})).status).toBe(400);
    expect((await send('admin@demo.test', chat.workshop.roomId, { message: 12 })).status).toBe(400);
    const reaction = await react(
      'admin@demo.test',
      chat.workshop.roomId,
      (await messages('admin@demo.test', chat.workshop.roomId)).data[0].id,
      { reaction: '<b>' },
    );
    expect(reaction.status).toBe(400);
    expect((await messages('admin@demo.test', 'x' as unknown as number)).status).toBe(400);
    expect(await count('chat_messages')).toBe(stored);
  });

  it('sends as the system only for administrators', async () => {
    const denied = await send('sales@demo.test', chat.workshop.roomId, {
      message: 'I am the system',
      config: { send_as_system: true },
    });
    expect(denied.status).toBe(403);
    const allowed = await send('admin@demo.test', chat.workshop.roomId, {
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
      const sent = await send('admin@demo.test', chat.workshop.roomId, { message: payload });
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
});
