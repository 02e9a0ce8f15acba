/** Events owned by mf-views. Add members to this union; never reuse another area's type names. */
export type ViewsEvents =
  /** A record was created or changed through a form or a button; lists on that url refetch. */
  | { type: 'views/record-saved'; url: string; id: string | number }
  /** A record was deleted; lists on that url refetch. */
  | { type: 'views/record-deleted'; url: string; id: string | number }
  /** A server-driven view could not be rendered as configured (unknown type, missing path…). */
  | { type: 'views/config-error'; source: string; message: string };
