import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Card, Empty, Typography } from 'antd';
import { api, formatUtcDate, notify, session, type SimpleChatMessage } from '@platform/shared';
import type { ViewItemProps, ViewParams } from '../../registry/types';
import { ChatComposer } from './ChatComposer';
import { CHAT_POLL_MS, lastId, TEXTS } from './chatModel';
import { useMessageScroll } from './useMessageScroll';
import './chat.css';

const QUIET = { suppressNotificationMessage: true, reuseSeconds: 0 } as const;
const TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

/** The list's path: item.data.url (route parameters as :name filled in) or /chat/simple/{key}. */
export function simpleChatPath(data: Record<string, unknown> | null, params: ViewParams): string {
  const url = typeof data?.url === 'string' && data.url !== '' ? data.url : null;
  if (url === null) {
    const key = typeof data?.key === 'string' && data.key !== '' ? data.key : 'team';
    return `/chat/simple/${encodeURIComponent(key)}`;
  }
  return url.replace(/:([A-Za-z_]+)/g, (match, name: string) =>
    params[name] === undefined ? match : encodeURIComponent(params[name]),
  );
}

function byId(current: SimpleChatMessage[], incoming: SimpleChatMessage[]) {
  const map = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) map.set(message.id, message);
  return [...map.values()].sort((a, b) => a.id - b.id);
}

/**
 * The simple chat (multi-view item type `chat`, spec §2.13, §7.4): one message list, polled
 * every 5 s for messages after the newest one held; a message is POSTed with previousMessageId
 * and the answer brings every message after it.
 */
export function SimpleChatWidget({ item, params }: ViewItemProps) {
  const path = simpleChatPath(item.data as Record<string, unknown> | null, params);
  const [messages, setMessages] = useState<SimpleChatMessage[]>([]);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const held = useRef<SimpleChatMessage[]>([]);
  held.current = messages;
  const scrollArea = useMessageScroll(messages);
  const ownId = session.user?.user_id ?? null;

  const poll = useCallback(async () => {
    const after = lastId(held.current);
    try {
      const { data } = await api.get<SimpleChatMessage[]>(path, {
        ...QUIET,
        params: after === null ? undefined : { previousMessageId: after },
      });
      setMessages((current) => byId(current, Array.isArray(data) ? data : []));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [path]);

  useEffect(() => {
    setMessages([]);
    held.current = [];
    void poll();
    const timer = setInterval(() => void poll(), CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);

  const send = async (text: string): Promise<boolean> => {
    setSending(true);
    try {
      const { data } = await api.post<SimpleChatMessage[]>(
        path,
        { message: text, previousMessageId: lastId(held.current) },
        QUIET,
      );
      setMessages((current) => byId(current, Array.isArray(data) ? data : []));
      return true;
    } catch {
      notify.error(TEXTS.sendFailed);
      return false;
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={item.name} className="simple-chat" styles={{ body: { padding: 0 } }}>
      {failed ? <Alert type="error" title={TEXTS.loadFailed} banner /> : null}
      <div className="chat-scroll" ref={scrollArea} data-testid="chat-scroll">
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noMessages} />
        ) : (
          messages.map((message) => (
            <div
              key={message.id}
              data-testid={`chat-message-${message.id}`}
              className={`chat-message${message.user_id === ownId ? ' chat-own' : ''}`}
            >
              <div className="chat-meta">
                <Typography.Text strong>{message.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {formatUtcDate(message.timestamp, TIME_FORMAT, session.user?.timezone)}
                </Typography.Text>
              </div>
              <div className="chat-text">{message.text}</div>
            </div>
          ))
        )}
      </div>
      <ChatComposer
        members={[]}
        emoji
        tagging={false}
        upload={false}
        sending={sending}
        onSend={send}
      />
    </Card>
  );
}

export default SimpleChatWidget;
