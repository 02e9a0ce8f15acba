import { INFO_SCHEMA, S, type JsonSchema } from '../../core/http';

const failed = { type: 'object', properties: { data: {}, info: INFO_SCHEMA } };

/** Response schemas with the envelope (the shared helper's info keeps pagination_object). */
export function notesReplies(data: JsonSchema): Record<string, JsonSchema> {
  return {
    200: { type: 'object', required: ['data', 'info'], properties: { data, info: INFO_SCHEMA } },
    '4xx': failed,
    '5xx': failed,
  };
}

export const REPLY_SCHEMA = S.obj({
  id: S.int(),
  name: S.str(),
  text: S.str(),
  created_at: S.str(),
  parent_id: S.int(),
  user_id: S.int(),
  avatar: S.nstr(),
});

export const NOTE_SCHEMA = S.obj({
  id: S.int(),
  text: S.str(),
  user_id: S.nint(),
  user_name: S.str(),
  avatar: S.nstr(),
  date: S.str(),
  type_id: S.int(),
  type_name: S.str(),
  can_edit: S.int(),
  deleted_at: S.nstr(),
  updated_at: S.nstr(),
  user_replies: S.arr(REPLY_SCHEMA),
  audit_change_log: S.arr(S.str()),
});

export const TABLE_NAME = S.str({ pattern: '^[a-z_]{2,40}$' });

export const LIST_QUERY = S.obj(
  {
    table: TABLE_NAME,
    /** The record id, or 'new' / -1 for a record not saved yet. */
    id: S.str({ pattern: '^(new|-1|[0-9]{1,9})$' }),
    show_audit: S.bool(),
    pagination_object: S.obj({
      page_number: S.int({ minimum: 1, maximum: 100_000 }),
      page_size: S.int({ minimum: 1, maximum: 100 }),
      total_records: S.int(),
      sort_by: S.str({ maxLength: 64 }),
      sort_direction: S.str({ enum: ['asc', 'desc'] }),
      show_audit: S.bool(),
    }),
  },
  ['table', 'id'],
);

export const DETAILS_PARAMS = S.obj({ id: S.str({ pattern: '^(new|[0-9]{1,9})$' }) }, ['id']);

export const DETAILS_BODY = S.obj(
  { object_data: S.str({ minLength: 2, maxLength: 200_000 }) },
  ['object_data'],
  { additionalProperties: true },
);
