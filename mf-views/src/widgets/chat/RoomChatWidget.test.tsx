import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, realtimeStatus } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import {
  OWN_ID,
  message,
  SEEDED,
  renderChat,
  box,
  sendButton,
  bubble,
  sentBody,
} from './test-support';

describe('RoomChatWidget', () => {
  beforeEach(() => signInForTest({ user_id: OWN_ID, timezone: 'Australia/Sydney' }));
  afterEach(() => {
    cleanup();
    resetSession();
    jest.useRealTimers();
  });

  it('lists the rooms and shows messages: own, system outcomes, unknown type, text never HTML', async () => {
    renderChat();
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Workshop' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sales' })).toBeTruthy();
    expect(bubble(1).className).toContain('chat-own');
    expect(bubble(2).className).not.toContain('chat-own');
    expect(within(bubble(3)).getByText('Ticket completed')).toBeTruthy();
    expect(within(bubble(4)).getByText('Ticket rejected')).toBeTruthy();
    expect(bubble(5).textContent).toBe('INVALID MESSAGE TYPE ID');
    // The markup is shown as its characters; no element is made of it.
    expect(within(bubble(2)).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('chat-scroll').className).toBe('chat-scroll');
  });

  it('opens the configured room and asks only for the configured rooms', async () => {
    const fake = renderChat({ chat_room_id: 20, chat_room_ids: [10, 20] }, [
      ...SEEDED,
      message(30, { room_id: 20, text: 'In sales' }),
    ]);
    expect(await screen.findByText('In sales')).toBeTruthy();
    expect(fake.callsTo('GET /chat/rooms')[0].query.get('chat_room_ids')).toBe('10,20');
    expect(screen.queryByText('Mine')).toBeNull();
  });

  it('keeps Send disabled when empty; Enter sends, Shift+Enter and Ctrl+Enter do not', async () => {
    const fake = renderChat();
    await screen.findByText('Mine');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: 'Line one' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect((box() as HTMLTextAreaElement).value).toBe('Line one\n');
    expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(0);
    fireEvent.change(box(), { target: { value: 'Line one\nLine two' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(1));
    const call = fake.callsTo('POST /chat/:roomId/messages')[0];
    expect(call.path).toBe('/chat/10/messages');
    expect(sentBody(call)).toEqual({
      message: 'Line one\nLine two',
      tags: [],
      previousMessageId: 5,
      reply_message_id: null,
      config: { send_as_system: false, output: false },
      files: [],
    });
    expect(await screen.findByTestId('chat-message-50')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('replies to a message and sends as the system when the room info says so', async () => {
    const fake = renderChat({ send_as_system: true });
    await screen.findByText('Mine');
    fireEvent.click(within(bubble(2)).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to Sam Sales/)).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'Answer' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(1));
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages')[0])).toMatchObject({
      reply_message_id: 2,
      config: { send_as_system: true, output: false },
    });
    await waitFor(() => expect(screen.queryByText(/Replying to/)).toBeNull());
  });

  it('edits and deletes only own messages', async () => {
    const fake = renderChat();
    await screen.findByText('Mine');
    expect(within(bubble(2)).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(bubble(2)).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(bubble(1)).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(bubble(1)).getByRole('textbox', { name: 'Edit' }), {
      target: { value: 'Mine, fixed' },
    });
    fireEvent.click(within(bubble(1)).getByRole('button', { name: 'Save' }));
    expect(await within(bubble(1)).findByText(/\(edited\)/)).toBeTruthy();
    expect(bubble(1).querySelector('.chat-text')?.textContent).toBe('Mine, fixed');
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0])).toEqual({
      message: 'Mine, fixed',
      tags: [],
    });

    fireEvent.click(within(bubble(1)).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /OK|Yes/ }));
    await waitFor(() => expect(screen.queryByTestId('chat-message-1')).toBeNull());
    expect(fake.callsTo('DELETE /chat/:roomId/messages/:messageId')[0].path).toBe(
      '/chat/10/messages/1',
    );
  });

  it('reacts to a message and toggles the room’s notifications', async () => {
    const fake = renderChat();
    await screen.findByText('Mine');
    fireEvent.click(within(bubble(1)).getByRole('button', { name: 'React' }));
    fireEvent.click(await screen.findByRole('button', { name: 'React 👍' }));
    expect(await within(bubble(1)).findByRole('button', { name: '👍 1' })).toBeTruthy();
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId/reaction')[0])).toEqual({
      reaction: '👍',
      remove: false,
      user_id: OWN_ID,
    });
    // Clicking one's own reaction takes it back.
    fireEvent.click(within(bubble(1)).getByRole('button', { name: '👍 1' }));
    await waitFor(() =>
      expect(fake.callsTo('POST /chat/:roomId/messages/:messageId/reaction')).toHaveLength(2),
    );
    expect(
      sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId/reaction')[1]),
    ).toMatchObject({
      remove: true,
    });

    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const state = fake.callsTo('POST /chat/rooms/:roomId/state-change')[0];
    expect(state.path).toBe('/chat/rooms/10/state-change');
    expect(sentBody(state)).toEqual({ notifications_active: false, no_output: true });
  });

  it('switches each action off by item config', async () => {
    renderChat({
      actions: {
        delete: false,
        edit: false,
        reply: false,
        emoji: false,
        reaction: false,
        tagging: false,
        upload: false,
      },
    });
    await screen.findByText('Mine');
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    for (const name of ['Edit', 'Delete', 'Reply', 'React']) {
      expect(within(bubble(1)).queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Emoji' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tag people' })).toBeNull();
  });

  it('tags room members in a message and shows the tags', async () => {
    const fake = renderChat({}, [message(7, { tags: [1] })]);
    expect(
      await within(await screen.findByTestId('chat-message-7')).findByText('@Ada Administrator'),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tag people' }));
    fireEvent.click(await screen.findByTitle('Sam Sales'));
    fireEvent.change(box(), { target: { value: 'Look' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(1));
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages')[0]).tags).toEqual([2]);
  });

  it('shows a room’s messages pushed over the realtime hub, and ignores other rooms’', async () => {
    renderChat();
    await screen.findByText('Mine');
    act(() => {
      bus.publish('realtime/update', {
        event: 'chat.message',
        payload: { room_id: 10, action: 'created', message: message(60, { text: 'Live' }) },
      });
      bus.publish('realtime/update', {
        event: 'chat.message',
        payload: {
          room_id: 20,
          action: 'created',
          message: message(61, { room_id: 20, text: 'Elsewhere' }),
        },
      });
    });
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
    act(() => {
      bus.publish('realtime/update', {
        event: 'chat.message',
        payload: { room_id: 10, action: 'deleted', message: message(60, { text: '' }) },
      });
    });
    expect(screen.queryByTestId('chat-message-60')).toBeNull();
  });

  it('polls every 5 s while the hub is down, for messages after the newest one held (last_message_id)', async () => {
    jest.useFakeTimers();
    const messages = [...SEEDED];
    const fake = renderChat({}, messages);
    await screen.findByText('Mine');
    const polls = () => fake.callsTo('GET /chat/:roomId/messages');
    expect(polls()).toHaveLength(1);
    expect(polls()[0].query.get('last_message_id')).toBeNull();
    messages.push(message(8, { text: 'Polled in' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(polls()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(polls()).toHaveLength(2);
    expect(polls()[1].query.get('last_message_id')).toBe('5');
    expect(await screen.findByText('Polled in')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(polls()[2].query.get('last_message_id')).toBe('8');
  });

  it('does not poll while the hub is up, and catches up once when it comes back', async () => {
    jest.useFakeTimers();
    realtimeStatus.set(true);
    try {
      const messages = [...SEEDED];
      const fake = renderChat({}, messages);
      await screen.findByText('Mine');
      const polls = () => fake.callsTo('GET /chat/:roomId/messages');
      expect(polls()).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(polls()).toHaveLength(1);
      // The hub drops: polling takes over.
      act(() => realtimeStatus.set(false));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(polls()).toHaveLength(2);
      // Back again: one catch-up call at once, then no more polling.
      messages.push(message(9, { text: 'Sent while reconnecting' }));
      act(() => realtimeStatus.set(true));
      expect(await screen.findByText('Sent while reconnecting')).toBeTruthy();
      expect(polls()).toHaveLength(3);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(polls()).toHaveLength(3);
    } finally {
      realtimeStatus.set(false);
    }
  });
});
