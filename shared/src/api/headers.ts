import type { SessionStore } from '../session';
import { sessionStore, storage, STORAGE_KEYS } from '../session';
import type { ApiOptions, DeviceInfo } from './types';

const WHOLESALE_PATH = '/public/wholesale';

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The random id of this browser session, created on first use and kept in sessionStorage. */
export function browserSessionId(): string {
  const existing = sessionStore.get<string>(STORAGE_KEYS.sessionId);
  if (existing) return existing;
  const created = randomId();
  sessionStore.set(STORAGE_KEYS.sessionId, created);
  return created;
}

/** A short device description from the user agent, e.g. 'Chrome on Windows'. */
export function deviceModelFromUserAgent(userAgent: string): string {
  const browsers: Array<[RegExp, string]> = [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: Array<[RegExp, string]> = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The device headers of a web browser: a stable random device token kept in localStorage,
 * type 'web' and the model from the user agent.
 */
export function webDeviceInfo(): DeviceInfo {
  let token = storage.get<string>(STORAGE_KEYS.deviceToken);
  if (!token) {
    token = randomId();
    storage.set(STORAGE_KEYS.deviceToken, token);
  }
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    device_token: token,
    device_type: 'web',
    device_model: deviceModelFromUserAgent(userAgent),
  };
}

export function isPublicWholesalePath(pathname: string): boolean {
  return pathname.startsWith(WHOLESALE_PATH);
}

/** '1' when the token is longer than 32 characters (an identity-provider token), else '0'. */
export function loginType(token: string | null): '1' | '0' {
  return token !== null && token.length > 32 ? '1' : '0';
}

export interface PageLocation {
  pathname: string;
  search: string;
}

/** The headers every call carries (spec §7). Unknown values are left out. */
export function platformHeaders(
  options: ApiOptions,
  session: SessionStore,
  page: PageLocation,
): Record<string, string> {
  // A token link's token is the session's override token (read once when the page opened);
  // a token still in the address is not read again (it could be stale: ADR 141).
  const staffToken = session.bearerToken;
  const device = options.getDeviceInfo?.() ?? webDeviceInfo();
  const headers: Record<string, string> = {
    'Client-Version': `${options.clientVersion}+${options.buildNumber}`,
    'x-session-id': browserSessionId(),
    'x-session-url': `${page.pathname}${page.search}`,
    'x-device-token': device.device_token,
    'x-device-type': device.device_type,
    'x-device-model': device.device_model,
  };
  let bearer = staffToken;
  if (isPublicWholesalePath(page.pathname) && session.wholesaleToken) {
    headers['x-wholesale-token'] = session.wholesaleToken;
    bearer = staffToken ?? session.wholesaleToken;
  }
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  headers['x-login-type'] = loginType(bearer);
  const user = session.user;
  if (user) {
    headers['x-user-id'] = String(user.user_id);
    headers['x-organisation-id'] = String(user.organisation_id);
  }
  if (session.wholesaleCustomerId !== null) {
    headers['x-customer-id'] = String(session.wholesaleCustomerId);
  }
  return headers;
}
