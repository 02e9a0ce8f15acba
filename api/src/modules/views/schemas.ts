import { INFO_SCHEMA, S, type JsonSchema } from '../../core/http';

/** info with the list totals (the shared INFO_SCHEMA would drop them). */
export const LIST_INFO_SCHEMA: JsonSchema = {
  ...INFO_SCHEMA,
  properties: {
    ...INFO_SCHEMA.properties,
    totals: { type: 'object', additionalProperties: { type: 'number' } },
  },
};

const failed = { type: 'object', properties: { data: {}, info: INFO_SCHEMA } };

/** Response schemas for several success statuses (a record GET answers 200 or 206). */
export function repliesWith(
  data: JsonSchema,
  statuses: number[] = [200],
  info: JsonSchema = INFO_SCHEMA,
) {
  const schemas: Record<string, JsonSchema> = { '4xx': failed, '5xx': failed };
  for (const status of statuses) {
    schemas[status] = { type: 'object', required: ['data', 'info'], properties: { data, info } };
  }
  return schemas;
}

/** Any JSON object, kept whole by the serialiser. */
export const OPEN_OBJECT: JsonSchema = { type: 'object', additionalProperties: true };

export const RECORD_TYPE_PARAM = S.str({ pattern: '^[a-z_]{2,40}$' });

/** :type and :id of a saved record. */
export const SAVED_RECORD_PARAMS = S.obj(
  { type: RECORD_TYPE_PARAM, id: S.str({ pattern: '^[0-9]{1,12}$' }) },
  ['type', 'id'],
);

/** :id of a record, or 'new'. */
export const RECORD_ID_PARAM = S.str({ pattern: '^(new|[0-9]{1,12})$' });

export const LIST_PAGINATION_SCHEMA: JsonSchema = S.obj({
  page_number: S.int({ minimum: 1, default: 1 }),
  page_size: S.int({ minimum: 1, maximum: 10_000_000, default: 10 }),
  total_records: S.int(),
  sort_by: S.str({ maxLength: 64 }),
  sort_direction: S.str({ enum: ['asc', 'desc'] }),
});

export const OBJECT_DATA_BODY: JsonSchema = S.obj(
  {
    object_data: S.str({ maxLength: 1_000_000 }),
    save_and_new: S.bool(),
    draft: S.bool(),
    prompt_answer: S.str({ maxLength: 2000 }),
    // Ids only: an object in the list (fuzz: { toString, valueOf }) is a 400, not a 500.
    selected_ids: S.arr({ type: ['integer', 'string'] }),
  },
  [],
  { additionalProperties: true },
);

/** Parses object_data, the JSON string every record-changing button sends. */
export function parseObjectData(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') throw new Error('object_data must be a JSON string');
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('object_data must hold an object');
  return parsed as Record<string, unknown>;
}
