import { EventBus, SessionStore, EncodedStorage } from '@platform/shared';
import { fakeGateway, signedInUser } from '../testing/fakes';
import { completeSignIn } from './completeSignIn';

function memoryStorage(): EncodedStorage {
  const values = new Map<string, string>();
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  } as unknown as Storage;
  return new EncodedStorage({ backend: () => backend, cookiesEnabled: () => true });
}

function environment(intended: string | null, routeList = fakeGateway().routeList) {
  const bus = new EventBus();
  const session = new SessionStore({ local: memoryStorage(), perTab: memoryStorage(), bus });
  const navigate = jest.fn();
  const alert = jest.fn();
  return {
    env: { gateway: { routeList }, intended, session, bus, navigate, alert },
    session,
    navigate,
    alert,
  };
}

describe('completeSignIn', () => {
  it('stores the session, then goes to the intended path', async () => {
    const { env, session, navigate, alert } = environment('/profile');
    await completeSignIn(signedInUser(), env);
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe('token-1');
    expect(session.routes).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/profile', { replace: true });
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes the focus off the sign-in form before the session starts the signed-in page', async () => {
    const { env, session } = environment(null);
    document.body.innerHTML = '<form><button type="submit">Sign in</button></form>';
    const button = document.querySelector('button')!;
    button.focus();
    expect(document.activeElement).toBe(button);
    let focusedAtSignIn: Element | null = button;
    const signIn = session.signIn.bind(session);
    jest.spyOn(session, 'signIn').mockImplementation((user) => {
      focusedAtSignIn = document.activeElement;
      signIn(user);
    });
    await completeSignIn(signedInUser(), env);
    expect(focusedAtSignIn).toBe(document.body);
    expect(session.isLoggedIn).toBe(true);
    document.body.innerHTML = '';
  });

  it('fetches the routes when the sign-in answer has none, then lands on the dashboard', async () => {
    const {
      routes,
      menu_items,
      notifications,
      notifications_count,
      google_auth,
      google_client_id,
      ...bare
    } = signedInUser();
    const routeList = jest.fn(async (_token: string) => ({
      routes,
      menu_items,
      notifications,
      notifications_count,
      google_auth,
      google_client_id,
    }));
    const { env, session, navigate } = environment(null, routeList);
    await completeSignIn(bare as never, env);
    expect(routeList).toHaveBeenCalledWith('token-1');
    expect(session.routes).toEqual(routes);
    expect(navigate).toHaveBeenCalledWith('/_demo_/dashboard', { replace: true });
  });

  it("alerts 'No timezone found, an error occurred.' and goes to the root", async () => {
    const { env, navigate, alert } = environment('/_demo_/dashboard');
    await completeSignIn(signedInUser({ timezone: null }), env);
    expect(alert).toHaveBeenCalledWith('No timezone found, an error occurred.');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it("alerts 'Error, route does not exist.' for an unknown intended route", async () => {
    const { env, navigate, alert } = environment('/_demo_/nowhere');
    await completeSignIn(signedInUser(), env);
    expect(alert).toHaveBeenCalledWith('Error, route does not exist.');
    expect(navigate).toHaveBeenCalledWith('/_demo_/dashboard', { replace: true });
  });

  it('announces the sign-in on the bus', async () => {
    const { env } = environment(null);
    const seen: unknown[] = [];
    env.bus.subscribe('auth/signed-in', (event) => seen.push(event));
    await completeSignIn(signedInUser(), env);
    expect(seen).toEqual([{ type: 'auth/signed-in', userId: 1, landing: '/_demo_/dashboard' }]);
  });

  it('hands the landing data of the sign-in’s answer on with the announcement, for that page only', async () => {
    const landing = {
      path: '/_demo_/dashboard',
      query: { route_id: 1, tabs_route_id: 1 },
      data: { page_info: null },
    };
    const { env } = environment(null);
    const seen: unknown[] = [];
    env.bus.subscribe('auth/signed-in', (event) => seen.push(event));
    await completeSignIn(signedInUser(), { ...env, landing });
    // The answer was for another page than the one gone to: not handed on.
    await completeSignIn(signedInUser(), { ...env, landing: { ...landing, path: '/_demo_/jobs' } });
    expect(seen).toEqual([
      { type: 'auth/signed-in', userId: 1, landing: '/_demo_/dashboard', landingData: landing },
      { type: 'auth/signed-in', userId: 1, landing: '/_demo_/dashboard' },
    ]);
  });
});
