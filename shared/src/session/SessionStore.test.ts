import { autorun } from 'mobx';
import { EventBus } from '../bus';
import type { RouteListResponse } from '../contracts';
import { recordBus, routeForTest, TEST_USER } from '../testing';
import { STORAGE_KEYS } from './keys';
import { SessionStore } from './SessionStore';
import { sessionStore, storage } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const ROUTES: RouteListResponse = {
  routes: [
    routeForTest(1, '/_acme_/dashboard', { page_name: 'Dashboard', sort: 1, multi_view_id: 3 }),
  ],
  menu_items: [{ id: 5, parent_id: null, route_id: 1, name: 'Dashboard' }],
  notifications: [],
  notifications_count: 4,
  google_auth: true,
  google_client_id: 'client-1',
};

function signedIn(user: Partial<typeof TEST_USER> = {}) {
  const bus = new EventBus();
  const events = recordBus(bus);
  const store = new SessionStore({ bus });
  store.signIn({ ...TEST_USER, ...user, token: 'tok', ...ROUTES });
  return { store, events, bus };
}

describe('the server’s answers', () => {
  it('keeps the routes, menu and user as given, and tells observers when they are replaced', () => {
    const { store } = signedIn();
    // As given: not copied into observables at sign-in (a walk of every route), not proxied on read.
    expect(store.routes).toBe(ROUTES.routes);
    expect(store.menuItems).toBe(ROUTES.menu_items);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.routes.map((route) => route.path).join()));
    store.setRoutes({
      ...ROUTES,
      routes: [routeForTest(2, '/_acme_/jobs', { page_name: 'Jobs', sort: 1 })],
    });
    stop();
    expect(seen).toEqual(['/_acme_/dashboard', '/_acme_/jobs']);
  });
});

describe('computed values', () => {
  it('knows a signed-in user and a signed-out one', () => {
    expect(new SessionStore().isLoggedIn).toBe(false);
    expect(signedIn().store.isLoggedIn).toBe(true);
  });

  it('marks user_type_id 4 as a dashboard user', () => {
    expect(signedIn({ user_type_id: 4 }).store.isDashboardUser).toBe(true);
    expect(signedIn({ user_type_id: 1 }).store.isDashboardUser).toBe(false);
  });

  it('builds the route prefix from the organisation short code', () => {
    expect(signedIn({ organisation_short_code: 'acme' }).store.orgPrefix).toBe('/_acme_');
    expect(new SessionStore().orgPrefix).toBe('');
  });

  it('reads the role ids from the comma list', () => {
    expect(signedIn({ user_role_ids: '1, 3,12' }).store.roleIds).toEqual([1, 3, 12]);
    expect(signedIn({ user_role_ids: '' }).store.roleIds).toEqual([]);
  });

  it('prefers the override token as the bearer token', () => {
    const { store } = signedIn();
    expect(store.bearerToken).toBe('tok');
    store.setOverrideToken('link-token');
    expect(store.bearerToken).toBe('link-token');
  });
});

describe('sign-in, persistence and hydrate', () => {
  it('keeps user, token, routes and menu, and restores them from storage', () => {
    const { store } = signedIn();
    expect(store.routes).toEqual(ROUTES.routes);
    expect(store.menuItems).toEqual(ROUTES.menu_items);
    expect(store.notificationsCount).toBe(4);
    expect(store.user).not.toHaveProperty('routes');

    const restored = new SessionStore({ bus: new EventBus() });
    restored.hydrate('');
    expect(restored.user?.user_id).toBe(TEST_USER.user_id);
    expect(restored.token).toBe('tok');
    expect(restored.routes).toEqual(ROUTES.routes);
    expect(restored.menuItems).toEqual(ROUTES.menu_items);
    expect(restored.googleClientId).toBe('client-1');
  });

  it('publishes session/changed with the user id', () => {
    const { events } = signedIn({ user_id: 9 });
    expect(events.of('session/changed')).toEqual([{ type: 'session/changed', userId: 9 }]);
  });

  it('keeps a token query parameter as the override token of this tab', () => {
    const store = new SessionStore({ bus: new EventBus() });
    store.hydrate('?token=from-link&tabs=1');
    expect(store.overrideToken).toBe('from-link');
    const again = new SessionStore({ bus: new EventBus() });
    again.hydrate('');
    expect(again.overrideToken).toBe('from-link');
  });

  it('cycles the font size 12, 14, 16, 18, 20 and back', () => {
    const store = new SessionStore({ bus: new EventBus() });
    store.setFontSize(12);
    expect([
      store.cycleFontSize(),
      store.cycleFontSize(),
      store.cycleFontSize(),
      store.cycleFontSize(),
      store.cycleFontSize(),
    ]).toEqual([14, 16, 18, 20, 12]);
  });
});

describe('clear', () => {
  it('clears user, token, routes, the notification permission flag and session storage', () => {
    const { store, events } = signedIn();
    storage.set(STORAGE_KEYS.notificationPermission, true);
    sessionStore.set('anything', 1);
    store.setFontSize(18);
    store.clear();

    expect(store.user).toBeNull();
    expect(store.token).toBeNull();
    expect(store.routes).toEqual([]);
    expect(store.isLoggedIn).toBe(false);
    expect(storage.get(STORAGE_KEYS.user)).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.routes)).toBeNull();
    expect(storage.get(STORAGE_KEYS.notificationPermission)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(events.of('session/changed').at(-1)).toEqual({ type: 'session/changed', userId: null });
    // Display preferences are the browser's, not the user's session.
    expect(storage.get(STORAGE_KEYS.fontSize)).toBe(18);
  });
});
