import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Grid, Menu, Switch, Typography } from 'antd';
import {
  api,
  bus,
  CHAT_MESSAGE_EVENT,
  notify,
  realtimeStatus,
  session,
  type ChatEditRequest,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomInfo,
  type ChatSendRequest,
} from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import type { FileResult } from '../../upload/files';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import {
  applyEvent,
  CHAT_POLL_MS,
  isChatEvent,
  lastId,
  mergeMessages,
  roomChatConfig,
  roomInfo,
  TEXTS,
} from './chatModel';
import { useMessageScroll } from './useMessageScroll';
import './chat.css';

const QUIET = { suppressNotificationMessage: true, reuseSeconds: 0 } as const;

/** Room info: the item's, or what its url answers (spec §7.4 "GET the room url"). */
async function loadInfo(url: string | null, fallback: ChatRoomInfo): Promise<ChatRoomInfo> {
  if (url === null) return fallback;
  const { data } = await api.get<unknown>(url, QUIET);
  return roomInfo(data);
}

async function loadRooms(info: ChatRoomInfo): Promise<ChatRoom[]> {
  const ids = info.chat_room_ids ?? [];
  const { data } = await api.get<ChatRoom[]>('/chat/rooms', {
    ...QUIET,
    params: ids.length > 0 ? { chat_room_ids: ids.join(',') } : undefined,
  });
  return Array.isArray(data) ? data : [];
}

/**
 * The room chat (multi-view item type `room_chat`, spec §2.13): the caller's rooms and the
 * messages of the chosen one. New messages come over the realtime hub and, for when it is
 * down, by polling every 5 s for those after the newest one held (last_message_id).
 * item.data: `url` (room info), `chat_room_id`, `chat_room_ids`, `send_as_system`, and
 * `actions` ({ delete, edit, reply, emoji, reaction, tagging, upload }: false switches one off).
 * Files are uploaded through the upload sheet and sent as the message's `files`.
 */
export function RoomChatWidget({ item }: ViewItemProps) {
  const config = roomChatConfig(item.data);
  const phone = Grid.useBreakpoint().xs === true;
  const [info, setInfo] = useState<ChatRoomInfo | null>(null);
  const [rooms, setRooms] = useState<ChatRoom[] | null>(null);
  const [roomId, setRoomId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const held = useRef<ChatMessage[]>([]);
  held.current = messages;
  const scrollArea = useMessageScroll(messages);
  const ownId = session.user?.user_id ?? null;
  const configUrl = config.url;
  const configInfo = JSON.stringify(config.info);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const loaded = await loadInfo(configUrl, JSON.parse(configInfo) as ChatRoomInfo);
        const list = await loadRooms(loaded);
        if (!live) return;
        setInfo(loaded);
        setRooms(list);
        const wanted = list.find((room) => room.roomId === loaded.chat_room_id) ?? list[0];
        setRoomId(wanted?.roomId ?? null);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [configUrl, configInfo]);

  const fetchNewer = useCallback(async (room: number, after: number | null) => {
    const { data } = await api.get<ChatMessage[]>(`/chat/${room}/messages`, {
      ...QUIET,
      params: after === null ? undefined : { last_message_id: after },
    });
    return Array.isArray(data) ? data : [];
  }, []);

  useEffect(() => {
    if (roomId === null) return;
    let live = true;
    setMessages([]);
    setReplyTo(null);
    const poll = async () => {
      try {
        const newer = await fetchNewer(roomId, lastId(held.current));
        if (live) setMessages((current) => mergeMessages(current, newer));
        if (live) setFailed(false);
      } catch {
        if (live) setFailed(true);
      }
    };
    void poll();
    // New messages come over the hub; the 5 s poll stands in only while the hub is down, and
    // one catch-up call runs when it comes back (messages sent meanwhile were not pushed).
    const timer = setInterval(() => {
      if (!realtimeStatus.connected) void poll();
    }, CHAT_POLL_MS);
    const subscription = bus.subscribe('realtime/update', ({ event, payload }) => {
      if (event !== CHAT_MESSAGE_EVENT || !isChatEvent(payload) || payload.room_id !== roomId)
        return;
      setMessages((current) => applyEvent(current, payload));
    });
    const reconnected = bus.subscribe('realtime/status', ({ connected }) => {
      if (connected) void poll();
    });
    return () => {
      live = false;
      clearInterval(timer);
      subscription.unsubscribe();
      reconnected.unsubscribe();
    };
  }, [roomId, fetchNewer]);

  const room = rooms?.find((candidate) => candidate.roomId === roomId) ?? null;
  const members = room?.members ?? [];
  const base = `/chat/${roomId ?? 0}/messages`;

  const send = async (text: string, tags: number[], files: FileResult[]): Promise<boolean> => {
    if (roomId === null) return false;
    setSending(true);
    const request: ChatSendRequest = {
      message: text,
      tags,
      previousMessageId: lastId(held.current),
      reply_message_id: replyTo?.id ?? null,
      config: { send_as_system: info?.send_as_system === true, output: false },
      // File results hold only filename, name, publicUrl and thumbnail: what the API accepts.
      files,
    };
    try {
      const { data } = await api.post<ChatMessage[]>(base, request, QUIET);
      setMessages((current) => mergeMessages(current, Array.isArray(data) ? data : []));
      setReplyTo(null);
      return true;
    } catch {
      notify.error(TEXTS.sendFailed);
      return false;
    } finally {
      setSending(false);
    }
  };

  const replace = (message: ChatMessage) =>
    setMessages((current) => mergeMessages(current, [message]));

  const handlers = {
    onEdit: async (message: ChatMessage, text: string, removed: string[], added: FileResult[]) => {
      const request: ChatEditRequest = {
        message: text,
        tags: message.tags,
        ...(removed.length > 0 ? { deleted_file_ids: removed } : {}),
        ...(added.length > 0 ? { files: added } : {}),
      };
      try {
        const { data } = await api.post<ChatMessage>(`${base}/${message.id}`, request);
        replace(data);
        return true;
      } catch {
        return false;
      }
    },
    onDelete: (message: ChatMessage) => {
      void api
        .delete<ChatMessage>(`${base}/${message.id}`)
        .then(() =>
          setMessages((current) => current.filter((candidate) => candidate.id !== message.id)),
        );
    },
    onReply: (message: ChatMessage) => setReplyTo(message),
    onReact: (message: ChatMessage, reaction: string, remove: boolean) => {
      void api
        .post<ChatMessage>(
          `${base}/${message.id}/reaction`,
          { reaction, remove, user_id: ownId },
          QUIET,
        )
        .then(({ data }) => replace(data));
    },
  };

  const toggleNotifications = async (active: boolean) => {
    if (roomId === null) return;
    const { data } = await api.post<ChatRoom>(
      `/chat/rooms/${roomId}/state-change`,
      { notifications_active: active, no_output: true },
      QUIET,
    );
    setRooms((current) =>
      (current ?? []).map((candidate) => (candidate.roomId === data.roomId ? data : candidate)),
    );
  };

  if (rooms !== null && rooms.length === 0) {
    return (
      <Card title={item.name}>
        <Empty description={TEXTS.noRooms} />
      </Card>
    );
  }

  return (
    <Card
      title={item.name}
      className="room-chat"
      data-testid="room-chat"
      styles={{ body: { padding: 0 } }}
    >
      {failed ? <Alert type="error" title={TEXTS.loadFailed} banner /> : null}
      <div className="room-chat-layout">
        <nav className="room-chat-rooms" aria-label={TEXTS.rooms}>
          {/* On a phone the rooms are a row above the conversation, which keeps the width. */}
          <Menu
            mode={phone ? 'horizontal' : 'inline'}
            selectedKeys={roomId === null ? [] : [String(roomId)]}
            onClick={({ key }) => setRoomId(Number(key))}
            items={(rooms ?? []).map((candidate) => ({
              key: String(candidate.roomId),
              label: candidate.name,
            }))}
          />
        </nav>
        <section className="room-chat-main">
          {room ? (
            <div className="room-chat-header">
              <Typography.Text strong>{room.name}</Typography.Text>
              <label className="room-chat-toggle">
                <Switch
                  size="small"
                  aria-label={TEXTS.notifications}
                  checked={room.notifications_active}
                  onChange={(checked) => void toggleNotifications(checked)}
                />{' '}
                {TEXTS.notifications}
              </label>
            </div>
          ) : null}
          <div className="chat-scroll" ref={scrollArea} data-testid="chat-scroll">
            {messages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noMessages} />
            ) : (
              messages.map((message) => (
                <ChatMessageItem
                  key={message.id}
                  message={message}
                  ownId={ownId}
                  members={members}
                  actions={config.actions}
                  {...handlers}
                />
              ))
            )}
          </div>
          {replyTo ? (
            <div className="chat-replying">
              {TEXTS.replyingTo} {replyTo.name}: {replyTo.text}{' '}
              <Button size="small" type="link" onClick={() => setReplyTo(null)}>
                {TEXTS.cancel}
              </Button>
            </div>
          ) : null}
          {room ? (
            <ChatComposer
              key={room.roomId}
              members={members}
              emoji={config.actions.emoji}
              tagging={config.actions.tagging}
              upload={config.actions.upload}
              sending={sending}
              onSend={send}
            />
          ) : null}
        </section>
      </div>
    </Card>
  );
}

export default RoomChatWidget;
