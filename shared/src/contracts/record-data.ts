// Record values as views receive and send them. The API server imports the same types.

/** A value a record field may hold, as JSON carries it. */
export type FieldValue =
  string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** A record as forms and lists receive it: field name → value. */
export type RecordData = Record<string, FieldValue>;
