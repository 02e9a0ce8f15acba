import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  bus,
  realtimeStatus,
  type ChatMessage,
  type ChatRoom,
  type MultiViewItem,
} from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import RoomChatWidget from './RoomChatWidget';

const OWN_ID = 1;
/** This API's files of organisation 10 (the page's own origin). */
const FILES = `${window.location.origin}/files/10/chat`;

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
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

const SEEDED = [
  message(1, { user_id: OWN_ID, name: 'Ada Administrator', text: 'Mine' }),
  message(2, { text: '<img src=x onerror=alert(1)>' }),
  message(3, { type_id: 2, name: 'System', text: 'Ticket 7', message_type: 'Completion' }),
  message(4, { type_id: 2, name: 'System', text: 'Ticket 8', message_type: 'Rejection' }),
  message(5, { type_id: 9, text: 'Strange' }),
];

function item(data: Record<string, unknown> = {}): MultiViewItem {
  return {
    id: 1,
    view_id: 9,
    item_type_name: 'room_chat',
    size: 12,
    sort: 0,
    new_line: false,
    name: 'Chat',
    data,
    config: {},
  } as MultiViewItem;
}

function renderChat(data: Record<string, unknown> = {}, seeded: ChatMessage[] = SEEDED) {
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

const box = () => screen.getByRole('textbox', { name: 'Write a message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const bubble = (id: number) => screen.getByTestId(`chat-message-${id}`);
const sentBody = (request: FakeRequest) => request.body as Record<string, unknown>;

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

  it('offers attaching files unless the upload action is off', async () => {
    renderChat();
    await screen.findByText('Mine');
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    cleanup();
    renderChat({ actions: { upload: false } });
    await screen.findByText('Mine');
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    // The other actions stay on.
    expect(screen.getByRole('button', { name: 'Emoji' })).toBeTruthy();
  });

  it('attaches uploaded files as chips and sends them with the message, or alone', async () => {
    signInForTest({ user_id: OWN_ID, organisation_id: 10, timezone: 'Australia/Sydney' });
    const fake = renderChat();
    let stored = 0;
    fake.on('POST /upload', (request) => {
      const file = (request.body as FormData).get('files') as File;
      stored += 1;
      const filename = `stored${stored}.pdf`;
      return {
        body: envelope({
          files: [
            {
              filename,
              name: file.name,
              path: `10/chat/${filename}`,
              publicUrl: `${FILES}/${filename}`,
              thumbnail: { publicUrl: null },
              content_type: file.type,
              size: file.size,
            },
          ],
        }),
      };
    });
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    // The upload sheet (its title is not its accessible name under the test id generator).
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Upload files')).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-picker-input'), {
      target: {
        files: [
          new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }),
          new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    const chips = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(2));
    const upload = fake.callsTo('POST /upload')[0].body as FormData;
    expect(upload.get('directory')).toBe('10/chat');
    // A chip can be taken off before sending.
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove plan.pdf' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    // Files alone make a message: Send is enabled with an empty box.
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(box(), { target: { value: 'See the quote' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fake.callsTo('POST /chat/:roomId/messages')).toHaveLength(1));
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages')[0])).toMatchObject({
      message: 'See the quote',
      files: [
        {
          filename: 'stored1.pdf',
          name: 'quote.pdf',
          publicUrl: `${FILES}/stored1.pdf`,
          thumbnail: { publicUrl: null },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
    expect(sendButton().disabled).toBe(true);
  });

  it('shows a message’s files: images as linked thumbnails, others as named links, names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.png';
    renderChat({}, [
      message(8, {
        user_id: OWN_ID,
        text: '',
        files: [
          {
            filename: 'a.png',
            name: 'door.png',
            publicUrl: `${FILES}/a.png`,
            thumbnail: { publicUrl: `${FILES}/a.png` },
          },
          {
            filename: 'b.png',
            name: hostile,
            publicUrl: `${FILES}/b.png`,
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'c.pdf',
            name: 'evil.pdf',
            publicUrl: 'javascript:alert(1)',
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'd.pdf',
            name: 'elsewhere.pdf',
            publicUrl: 'https://evil.example/files/10/chat/d.pdf',
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    const bubble8 = await screen.findByTestId('chat-message-8');
    const thumb = within(bubble8).getByRole('img', { name: 'door.png' });
    expect(thumb.getAttribute('src')).toBe(`${FILES}/a.png`);
    expect(thumb.closest('a')?.getAttribute('href')).toBe(`${FILES}/a.png`);
    // The hostile name is a link's text, not markup: one img only (the thumbnail).
    const named = within(bubble8).getByRole('link', { name: hostile });
    expect(named.getAttribute('href')).toBe(`${FILES}/b.png`);
    expect(named.textContent).toBe(hostile);
    expect(bubble8.querySelectorAll('img')).toHaveLength(1);
    // Files that are not this API's are neither linked nor shown.
    expect(within(bubble8).queryByText('evil.pdf')).toBeNull();
    expect(within(bubble8).queryByText('elsewhere.pdf')).toBeNull();
    expect([...bubble8.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      `${FILES}/a.png`,
      `${FILES}/b.png`,
    ]);
  });

  it('removes a file of an own message in an edit (deleted_file_ids by filename)', async () => {
    const fake = renderChat({}, [
      message(9, {
        user_id: OWN_ID,
        text: 'Two files',
        files: [
          {
            filename: 'a.pdf',
            name: 'first.pdf',
            publicUrl: `${FILES}/a.pdf`,
            thumbnail: { publicUrl: null },
          },
          {
            filename: 'b.pdf',
            name: 'second.pdf',
            publicUrl: `${FILES}/b.pdf`,
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    const bubble9 = await screen.findByTestId('chat-message-9');
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Remove first.pdf' }));
    expect(within(bubble9).queryByRole('button', { name: 'Remove first.pdf' })).toBeNull();
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsTo('POST /chat/:roomId/messages/:messageId')).toHaveLength(1),
    );
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0])).toEqual({
      message: 'Two files',
      tags: [],
      deleted_file_ids: ['a.pdf'],
    });
  });

  it('adds a file to an own message in an edit, beside the files it keeps', async () => {
    signInForTest({ user_id: OWN_ID, organisation_id: 10, timezone: 'Australia/Sydney' });
    const fake = renderChat({}, [
      message(9, {
        user_id: OWN_ID,
        text: 'One file',
        files: [
          {
            filename: 'a.pdf',
            name: 'first.pdf',
            publicUrl: `${FILES}/a.pdf`,
            thumbnail: { publicUrl: null },
          },
        ],
      }),
    ]);
    fake.on('POST /upload', () => ({
      body: envelope({
        files: [
          {
            filename: 'c.pdf',
            name: 'added.pdf',
            path: '10/chat/c.pdf',
            publicUrl: `${FILES}/c.pdf`,
            thumbnail: { publicUrl: null },
            content_type: 'application/pdf',
            size: 8,
          },
        ],
      }),
    }));
    const bubble9 = await screen.findByTestId('chat-message-9');
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Attach files' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByTestId('file-picker-input'), {
      target: { files: [new File(['%PDF-1.4'], 'added.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Upload' }));
    const chips = within(bubble9).getByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(bubble9).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.callsTo('POST /chat/:roomId/messages/:messageId')).toHaveLength(1),
    );
    expect(sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0])).toMatchObject({
      message: 'One file',
      files: [{ filename: 'c.pdf', name: 'added.pdf', publicUrl: `${FILES}/c.pdf` }],
    });
    expect(
      sentBody(fake.callsTo('POST /chat/:roomId/messages/:messageId')[0]).deleted_file_ids,
    ).toBeUndefined();
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
