import type { SimpleChatMessage } from '@platform/shared/contracts';
import { describeEachDatabase } from '../../testing/create-test-app';
import { chatTestClient } from './test-support';

describeEachDatabase('chat: simple chat', (get) => {
  const { call, count } = chatTestClient(get);

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
});
