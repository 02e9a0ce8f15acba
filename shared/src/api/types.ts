import type { ResponseInfo } from '../contracts';
import type { QueryParams } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of a fetch Response the call layer reads. */
export interface ResponseLike {
  status: number;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** The fetch the call layer uses; `window.fetch` fits. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export interface DeviceInfo {
  device_token: string;
  device_type: string;
  device_model: string;
}

export interface ApiOptions {
  /** Prefix of every relative path, e.g. 'https://api.example.com' ('' means same origin). */
  baseUrl: string;
  /** The client's semver version; compared with info.min_version. */
  clientVersion: string;
  buildNumber: string;
  /** Overrides the device headers (the native app knows its push token and model). */
  getDeviceInfo?: () => DeviceInfo;
  /** Called after a 401 has cleared the session, with the path to return to after login. */
  onUnauthorized?: (intendedPath: string) => void;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Waits between retries; injectable for tests. Defaults to setTimeout. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** Source of the backoff jitter; injectable for tests. */
  random?: () => number;
}

export interface CallConfig {
  /** Sent in the query string (objects JSON-encoded, arrays as repeated keys). */
  params?: QueryParams;
  /** The body of a non-GET call (JSON); for GET it joins the query string. */
  data?: unknown;
  /** Multipart body; wins over `data`. */
  formData?: FormData;
  /** How long this GET's answer may be reused by identical calls, in seconds (default 3; 0 disables). */
  reuseSeconds?: number;
  /** Retries for network failures and 5xx answers (default 3). */
  retries?: number;
  signal?: AbortSignal;
  /** No success notification for this call. */
  suppressNotificationMessage?: boolean;
  /** No notifications at all for this call. */
  silent?: boolean;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  /** 'include' lets a cross-origin answer set a cookie (POST /files/access); omitted otherwise. */
  credentials?: RequestCredentials;
}

export interface ApiResult<T> {
  status: number;
  data: T;
  info: ResponseInfo;
}

export const DEFAULT_REUSE_SECONDS = 3;
export const DEFAULT_RETRIES = 3;
