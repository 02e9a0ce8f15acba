import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type MultiViewItem, type SimpleChatMessage } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import SimpleChatWidget, { simpleChatPath } from './SimpleChatWidget';
import { viewItem } from '../../testing/items';

function message(id: number, overrides: Partial<SimpleChatMessage> = {}): SimpleChatMessage {
  return {
    id,
    user_id: 2,
    name: 'Sam Sales',
    text: `Message ${id}`,
    timestamp: '2026-03-10T01:00:00.000Z',
    ...overrides,
  };
}

function item(data: Record<string, unknown>): MultiViewItem {
  return viewItem('chat', 'Team chat', data, { view_id: 9 });
}

function renderChat(
  messages: SimpleChatMessage[],
  data: Record<string, unknown> = { key: 'team' },
) {
  const fake = installFakeApi({
    'GET /chat/simple/:key': (request) => {
      const after = Number(request.query.get('previousMessageId') ?? 0);
      return { body: envelope(messages.filter((entry) => entry.id > after)) };
    },
    'POST /chat/simple/:key': (request) => {
      const sent = request.body as { message: string; previousMessageId: number | null };
      messages.push(message(100, { user_id: 1, name: 'Ada Administrator', text: sent.message }));
      return {
        body: envelope(messages.filter((entry) => entry.id > (sent.previousMessageId ?? 0))),
      };
    },
  });
  render(
    <AreaProviders>
      <SimpleChatWidget
        item={item(data)}
        params={{ id: '7' }}
        scope={new ViewScope({ params: {} })}
      />
    </AreaProviders>,
  );
  return fake;
}

describe('SimpleChatWidget', () => {
  beforeEach(() => signInForTest({ user_id: 1, timezone: 'Australia/Sydney' }));
  afterEach(() => {
    cleanup();
    resetSession();
    jest.useRealTimers();
  });

  it('reads the configured path, the key or the route parameters', () => {
    expect(simpleChatPath({ key: 'team' }, {})).toBe('/chat/simple/team');
    expect(simpleChatPath(null, {})).toBe('/chat/simple/team');
    expect(simpleChatPath({ url: '/chat/simple/job-:id' }, { id: '7' })).toBe('/chat/simple/job-7');
  });

  it('shows the list as text, own messages as own', async () => {
    renderChat([
      message(1, { text: '<b onclick=alert(1)>bold</b>' }),
      message(2, { user_id: 1, text: 'Mine' }),
    ]);
    expect(await screen.findByText('<b onclick=alert(1)>bold</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByTestId('chat-message-2').className).toContain('chat-own');
    expect(screen.getByTestId('chat-message-1').className).not.toContain('chat-own');
  });

  it('posts with previousMessageId and shows every message the answer brings', async () => {
    const messages = [message(1)];
    const fake = renderChat(messages);
    await screen.findByText('Message 1');
    messages.push(message(2, { text: 'Arrived meanwhile' }));
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Hello team' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByTestId('chat-message-100')).toBeTruthy();
    expect(screen.getByText('Arrived meanwhile')).toBeTruthy();
    expect(fake.callsTo('POST /chat/simple/:key')[0].body).toEqual({
      message: 'Hello team',
      previousMessageId: 1,
    });
  });

  it('polls every 5 s with the newest id held', async () => {
    jest.useFakeTimers();
    const messages = [message(1)];
    const fake = renderChat(messages);
    await screen.findByText('Message 1');
    messages.push(message(3, { text: 'Later' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    await waitFor(() => expect(screen.getByText('Later')).toBeTruthy());
    const polls = fake.callsTo('GET /chat/simple/:key');
    expect(polls.map((call) => call.query.get('previousMessageId'))).toEqual([null, '1']);
  });
});
