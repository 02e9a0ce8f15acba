import type { ChatMessage, ChatMessageEvent, ChatRoomInfo } from '@platform/shared';

/** Spec §9: chats poll every 5 s; the message area is 70vh high. */
export const CHAT_POLL_MS = 5000;

export const TEXTS = {
  invalidType: 'INVALID MESSAGE TYPE ID',
  completed: 'Ticket completed',
  rejected: 'Ticket rejected',
  system: 'System',
  send: 'Send',
  placeholder: 'Write a message',
  rooms: 'Rooms',
  noRooms: 'You are not in any chat room.',
  noMessages: 'No messages yet.',
  notifications: 'Notifications',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this message?',
  reply: 'Reply',
  replyingTo: 'Replying to',
  react: 'React',
  emoji: 'Emoji',
  tag: 'Tag people',
  attach: 'Attach files',
  files: 'Attached files',
  edited: '(edited)',
  loadFailed: 'The chat could not be loaded.',
  sendFailed: 'The message could not be sent.',
} as const;

/** Reactions and emoji offered by the picker. */
export const EMOJI = ['👍', '❤️', '😂', '🎉', '✅', '👀'] as const;

/** The actions an item can switch off, each true unless `item.data.actions` says false. */
export interface ChatActions {
  delete: boolean;
  edit: boolean;
  reply: boolean;
  emoji: boolean;
  reaction: boolean;
  tagging: boolean;
  /** Attaching files to a message (the upload sheet). */
  upload: boolean;
}

export interface RoomChatConfig {
  /** Where room info comes from (chat_room_id, chat_room_ids, send_as_system), when set. */
  url: string | null;
  info: ChatRoomInfo;
  actions: ChatActions;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function positiveIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
}

/** Room info from an item's data or from the room url's answer. */
export function roomInfo(value: unknown): ChatRoomInfo {
  const data = record(value);
  const id = Number(data.chat_room_id);
  return {
    chat_room_id: Number.isInteger(id) && id > 0 ? id : null,
    chat_room_ids: positiveIds(data.chat_room_ids),
    send_as_system: data.send_as_system === true,
  };
}

export function chatActions(value: unknown): ChatActions {
  const actions = record(value);
  const on = (name: keyof ChatActions) => actions[name] !== false;
  return {
    delete: on('delete'),
    edit: on('edit'),
    reply: on('reply'),
    emoji: on('emoji'),
    reaction: on('reaction'),
    tagging: on('tagging'),
    upload: on('upload'),
  };
}

export function roomChatConfig(data: unknown): RoomChatConfig {
  const source = record(data);
  return {
    url: typeof source.url === 'string' && source.url !== '' ? source.url : null,
    info: roomInfo(source),
    actions: chatActions(source.actions),
  };
}

/** The known messages with the incoming ones added or replaced, in id order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The messages after a hub event: a deleted one leaves, a new or changed one is merged. */
export function applyEvent(current: ChatMessage[], event: ChatMessageEvent): ChatMessage[] {
  if (event.action === 'deleted')
    return current.filter((message) => message.id !== event.message.id);
  return mergeMessages(current, [event.message]);
}

export function lastId(messages: Array<{ id: number }>): number | null {
  return messages.length === 0 ? null : Math.max(...messages.map((message) => message.id));
}

export function isChatEvent(value: unknown): value is ChatMessageEvent {
  const event = value as Partial<ChatMessageEvent> | null;
  return (
    typeof event?.room_id === 'number' &&
    typeof event.message?.id === 'number' &&
    (event.action === 'created' || event.action === 'updated' || event.action === 'deleted')
  );
}

/** Enter sends; Shift+Enter and Ctrl+Enter make a new line (spec §5). */
export function keyIntent(key: string, shift: boolean, ctrl: boolean): 'send' | 'newline' | null {
  if (key !== 'Enter') return null;
  if (shift || ctrl) return 'newline';
  return 'send';
}
