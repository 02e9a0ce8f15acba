import { makeAutoObservable, observableRef } from 'mobx';
import { bus as pageBus, type EventBus } from '../bus';
import {
  DASHBOARD_USER_TYPE_ID,
  type LoginResponse,
  type MenuItem,
  type RouteListResponse,
  type RouteRecord,
  type User,
} from '../contracts';
import { STORAGE_KEYS } from './keys';
import { sessionStore, storage, type EncodedStorage } from './storage';

/** Root font sizes the version button cycles through (spec: 12 to 20, step 2). */
export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const DEFAULT_FONT_SIZE = 14;

export interface SessionStoreOptions {
  local?: EncodedStorage;
  perTab?: EncodedStorage;
  bus?: EventBus;
}

export interface WholesaleSession {
  token: string;
  customerId: number | null;
}

/** The signed-in user, tokens, routes and menu, persisted through the encoded storage. */
export class SessionStore {
  user: User | null = null;
  token: string | null = null;
  /** A token given in the `token` query parameter; it wins over the session token. */
  overrideToken: string | null = null;
  wholesaleToken: string | null = null;
  wholesaleCustomerId: number | null = null;
  routes: RouteRecord[] = [];
  menuItems: MenuItem[] = [];
  notificationsCount = 0;
  googleAuth = false;
  googleClientId: string | null = null;
  developerMode = false;
  debugMode = false;
  fontSize: number = DEFAULT_FONT_SIZE;

  readonly #local: EncodedStorage;
  readonly #perTab: EncodedStorage;
  readonly #bus: EventBus;

  constructor(options: SessionStoreOptions = {}) {
    this.#local = options.local ?? storage;
    this.#perTab = options.perTab ?? sessionStore;
    this.#bus = options.bus ?? pageBus;
    // The server's answers are replaced whole, never changed in place: observed by reference, not
    // made deeply observable (the routes and menu of a sign-in, a walk of every object in them,
    // and a proxy on every later read of a route).
    makeAutoObservable(this, {
      user: observableRef,
      routes: observableRef,
      menuItems: observableRef,
    });
  }

  get isLoggedIn(): boolean {
    return this.user !== null && Boolean(this.user.user_id);
  }

  get isDashboardUser(): boolean {
    return this.user?.user_type_id === DASHBOARD_USER_TYPE_ID;
  }

  /** Prefix of the server-given routes, e.g. '/_acme_'; empty when nobody is signed in. */
  get orgPrefix(): string {
    const code = this.user?.organisation_short_code;
    return code ? `/_${code}_` : '';
  }

  get roleIds(): number[] {
    return (this.user?.user_role_ids ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number)
      .filter((id) => Number.isFinite(id));
  }

  /** The token sent as the bearer token: the override token wins over the session token. */
  get bearerToken(): string | null {
    return this.overrideToken ?? this.token;
  }

  signIn(result: User & LoginResponse): void {
    const {
      token,
      routes,
      menu_items,
      notifications,
      notifications_count,
      google_auth,
      google_client_id,
      ...user
    } = result;
    this.token = token;
    this.#local.set(STORAGE_KEYS.token, token);
    this.setRoutes({
      routes,
      menu_items,
      notifications,
      notifications_count,
      google_auth,
      google_client_id,
    });
    this.setUser(user);
  }

  setRoutes(list: RouteListResponse): void {
    this.routes = list.routes;
    this.menuItems = list.menu_items;
    this.notificationsCount = list.notifications_count;
    this.googleAuth = list.google_auth;
    this.googleClientId = list.google_client_id;
    this.#local.set(STORAGE_KEYS.routes, list.routes);
    this.#local.set(STORAGE_KEYS.menuItems, list.menu_items);
    this.#local.set(STORAGE_KEYS.notificationsCount, list.notifications_count);
    this.#local.set(STORAGE_KEYS.googleAuth, list.google_auth);
    this.#local.set(STORAGE_KEYS.googleClientId, list.google_client_id);
  }

  setUser(user: User): void {
    const changed = this.user?.user_id !== user.user_id;
    this.user = user;
    this.#local.set(STORAGE_KEYS.user, user);
    if (changed) this.#bus.publish('session/changed', { userId: user.user_id });
  }

  setOverrideToken(token: string | null): void {
    this.overrideToken = token;
    this.#perTab.set(STORAGE_KEYS.overrideToken, token);
  }

  setWholesaleSession(session: WholesaleSession | null): void {
    this.wholesaleToken = session?.token ?? null;
    this.wholesaleCustomerId = session?.customerId ?? null;
    this.#local.set(STORAGE_KEYS.wholesaleToken, this.wholesaleToken);
    this.#local.set(STORAGE_KEYS.wholesaleCustomerId, this.wholesaleCustomerId);
  }

  setNotificationsCount(count: number): void {
    this.notificationsCount = count;
    this.#local.set(STORAGE_KEYS.notificationsCount, count);
  }

  setFontSize(size: number): void {
    this.fontSize = size;
    this.#local.set(STORAGE_KEYS.fontSize, size);
  }

  /** Moves to the next root font size (12, 14, 16, 18, 20, then 12 again) and returns it. */
  cycleFontSize(): number {
    const index = FONT_SIZES.indexOf(this.fontSize as (typeof FONT_SIZES)[number]);
    const next = FONT_SIZES[(index + 1) % FONT_SIZES.length];
    this.setFontSize(next);
    return next;
  }

  setDeveloperMode(on: boolean): void {
    this.developerMode = on;
    this.#local.set(STORAGE_KEYS.developerMode, on);
  }

  setDebugMode(on: boolean): void {
    this.debugMode = on;
    this.#local.set(STORAGE_KEYS.debugMode, on);
  }

  /**
   * Forgets the signed-in user: user, tokens, routes, menu, the notification permission flag and
   * the whole session storage. Display preferences and a wholesale customer session stay.
   */
  clear(): void {
    const hadUser = this.user !== null;
    this.user = null;
    this.token = null;
    this.overrideToken = null;
    this.routes = [];
    this.menuItems = [];
    this.notificationsCount = 0;
    this.googleAuth = false;
    this.googleClientId = null;
    for (const key of [
      STORAGE_KEYS.user,
      STORAGE_KEYS.token,
      STORAGE_KEYS.routes,
      STORAGE_KEYS.menuItems,
      STORAGE_KEYS.notificationsCount,
      STORAGE_KEYS.googleAuth,
      STORAGE_KEYS.googleClientId,
      STORAGE_KEYS.notificationPermission,
    ]) {
      this.#local.remove(key);
    }
    this.#perTab.clear();
    if (hadUser) this.#bus.publish('session/changed', { userId: null });
  }

  /**
   * Restores the session from storage at start-up. A `token` query parameter in `search` is
   * kept as the override token for this tab.
   */
  hydrate(search: string = typeof location === 'undefined' ? '' : location.search): void {
    const local = this.#local;
    this.user = local.get<User>(STORAGE_KEYS.user);
    this.token = local.get<string>(STORAGE_KEYS.token);
    this.routes = local.get<RouteRecord[]>(STORAGE_KEYS.routes) ?? [];
    this.menuItems = local.get<MenuItem[]>(STORAGE_KEYS.menuItems) ?? [];
    this.notificationsCount = local.get<number>(STORAGE_KEYS.notificationsCount) ?? 0;
    this.googleAuth = local.get<boolean>(STORAGE_KEYS.googleAuth) ?? false;
    this.googleClientId = local.get<string>(STORAGE_KEYS.googleClientId);
    this.wholesaleToken = local.get<string>(STORAGE_KEYS.wholesaleToken);
    this.wholesaleCustomerId = local.get<number>(STORAGE_KEYS.wholesaleCustomerId);
    this.developerMode = local.get<boolean>(STORAGE_KEYS.developerMode) ?? false;
    this.debugMode = local.get<boolean>(STORAGE_KEYS.debugMode) ?? false;
    this.fontSize = local.get<number>(STORAGE_KEYS.fontSize) ?? DEFAULT_FONT_SIZE;
    const queryToken = new URLSearchParams(search).get('token');
    if (queryToken) this.setOverrideToken(queryToken);
    else this.overrideToken = this.#perTab.get<string>(STORAGE_KEYS.overrideToken);
  }
}

const GLOBAL_KEY = '__PLATFORM_SESSION__';

/**
 * The page's session. Kept on globalThis, like the bus, so a remote that bundled its own copy
 * of the kernel still sees the shell's session.
 */
export const session: SessionStore =
  ((globalThis as Record<string, unknown>)[GLOBAL_KEY] as SessionStore | undefined) ??
  (((globalThis as Record<string, unknown>)[GLOBAL_KEY] = new SessionStore()) as SessionStore);
