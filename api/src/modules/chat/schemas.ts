import { S } from '../../core/http';

export const REACTION_SCHEMA = S.obj({
  reaction: S.str(),
  count: S.int(),
  user_ids: S.arr(S.int()),
});

export const MESSAGE_SCHEMA = S.obj({
  id: S.int(),
  room_id: S.int(),
  user_id: S.int(),
  type_id: S.int(),
  name: S.str(),
  text: S.str(),
  timestamp: S.str(),
  message_type: S.nstr(),
  color: S.nstr(),
  content: S.nstr(),
  files: S.arr(S.any()),
  tags: S.arr(S.int()),
  reactions: S.arr(REACTION_SCHEMA),
  reply_message_id: S.nint(),
  reply_to: { type: ['object', 'null'], properties: { id: S.int(), name: S.str(), text: S.str() } },
  edited_at: S.nstr(),
});

export const ROOM_SCHEMA = S.obj({
  roomId: S.int(),
  name: S.str(),
  following: S.bool(),
  notifications_active: S.bool(),
  members: S.arr(S.obj({ id: S.int(), name: S.str() })),
});

export const SIMPLE_MESSAGE_SCHEMA = S.obj({
  id: S.int(),
  user_id: S.int(),
  name: S.str(),
  text: S.str(),
  timestamp: S.str(),
});

const ID = { type: 'string', pattern: '^[0-9]{1,9}$' };

export const ROOM_PARAMS = S.obj({ roomId: ID }, ['roomId']);
export const MESSAGE_PARAMS = S.obj({ roomId: ID, messageId: ID }, ['roomId', 'messageId']);
export const SIMPLE_PARAMS = S.obj({ key: S.str({ pattern: '^[a-z0-9_-]{1,40}$' }) }, ['key']);

/** A comma list of room ids, or nothing for every room of the caller. */
export const ROOMS_QUERY = S.obj({
  chat_room_ids: S.str({ pattern: '^([0-9]{1,9}(,[0-9]{1,9}){0,99})?$' }),
});
export const MESSAGES_QUERY = S.obj({ last_message_id: ID });
export const SIMPLE_QUERY = S.obj({ previousMessageId: ID });

// Bodies are bounded here; their fields are checked in the handlers for clear messages.
const BODY = { type: 'object', maxProperties: 20 };
const MESSAGE_FIELD = { type: 'string', maxLength: 20_000 };
// Checked in the handler (files-value), which answers the clearer "at most 50 files".
const FILES_FIELD = { type: ['array', 'null'], maxItems: 200 };

export const SEND_BODY = {
  ...BODY,
  properties: {
    message: MESSAGE_FIELD,
    tags: { type: ['array', 'null'], maxItems: 200 },
    previousMessageId: S.any(),
    reply_message_id: S.any(),
    message_type: S.any(),
    config: { type: ['object', 'null'] },
    files: FILES_FIELD,
  },
  required: ['message'],
};
export const EDIT_BODY = {
  ...BODY,
  properties: {
    message: MESSAGE_FIELD,
    tags: { type: ['array', 'null'], maxItems: 200 },
    deleted_file_ids: FILES_FIELD,
    files: FILES_FIELD,
  },
  required: ['message'],
};
export const REACTION_BODY = {
  ...BODY,
  properties: { reaction: { type: 'string', maxLength: 64 }, remove: S.bool(), user_id: S.any() },
  required: ['reaction'],
};
export const STATE_BODY = {
  ...BODY,
  properties: { notifications_active: S.bool(), no_output: S.bool() },
  required: ['notifications_active'],
};
export const SIMPLE_BODY = {
  ...BODY,
  properties: { message: MESSAGE_FIELD, previousMessageId: S.any() },
  required: ['message'],
};
