/** Paging information sent with list calls and returned in info.pagination_object. */
export interface PagingInfo {
  page_number: number;
  page_size: number;
  total_records?: number;
  sort_by?: string;
  sort_direction?: 'asc' | 'desc';
}

/** Per-field error messages of a rejected payload. */
export type FieldErrors = Record<string, string[]>;

/** The information block of every API response. */
export interface ResponseInfo {
  status: number;
  message?: string;
  caption?: string;
  errors?: FieldErrors;
  version?: string;
  min_version?: string;
  record_name?: string;
  next_url?: string;
  pagination_object?: PagingInfo;
  page_name?: string;
  page_buttons?: unknown[];
  suppressNotificationMessage?: boolean;
  /** Machine-readable error code, e.g. the identity-provider style codes of the auth calls. */
  code?: string;
  /** 'failed' marks an error even on a 2xx status. */
  response?: 'success' | 'failed';
}

/** The JSON body of every API response: payload plus information. */
export interface ApiEnvelope<T> {
  data: T;
  info: ResponseInfo;
}

/** Client-wide constants of the spec. */
export const DATE_FORMAT = 'DD/MM/YYYY hh:mma';
export const DEFAULT_PAGE_SIZE = 10;
export const FIELD_STATE = { VISIBLE: '1', DISABLED: '2', HIDDEN: '3' } as const;
export type FieldState = (typeof FIELD_STATE)[keyof typeof FIELD_STATE];
