import { session } from '@platform/shared';
import { envelope, installFakeApi, resetSession, TEST_USER } from '@platform/shared/testing';
import { keepFileAccess } from './fileAccess';

const SIGNED_IN = {
  ...TEST_USER,
  token: 'session-1',
  routes: [],
  menu_items: [],
  notifications: [],
  notifications_count: 0,
  google_auth: false,
  google_client_id: null,
};

const ROUTES = {
  'POST /files/access': { body: envelope({}) },
  'DELETE /files/access': { body: envelope({}) },
};

let stop: () => void = () => undefined;
beforeEach(() => resetSession());
afterEach(() => stop());

/** The file-access calls made so far, as 'METHOD bearer credentials'. */
function calls(fake: ReturnType<typeof installFakeApi>) {
  return fake.calls
    .filter((call) => call.path === '/files/access')
    .map((call) => `${call.method} ${call.headers.Authorization ?? '-'} ${call.credentials}`);
}

describe('the file-access cookie follows the session', () => {
  it('asks for nothing while nobody is signed in (the sign-in page makes no call)', () => {
    const fake = installFakeApi(ROUTES);
    stop = keepFileAccess();
    expect(calls(fake)).toEqual([]);
  });

  it('asks with the bearer token, cross-origin credentials, for a stored session and each new token', async () => {
    const fake = installFakeApi(ROUTES);
    session.signIn(SIGNED_IN);
    stop = keepFileAccess();
    session.signIn({ ...SIGNED_IN, token: 'session-2' });
    await Promise.resolve();
    expect(calls(fake)).toEqual(['POST Bearer session-1 include', 'POST Bearer session-2 include']);
  });

  it('removes the cookie on sign-out', () => {
    const fake = installFakeApi(ROUTES);
    session.signIn(SIGNED_IN);
    stop = keepFileAccess();
    session.clear();
    expect(calls(fake)).toEqual(['POST Bearer session-1 include', 'DELETE - include']);
  });

  it('keeps the session and says nothing when the server cannot be reached', async () => {
    const fake = installFakeApi({ 'POST /files/access': { networkError: true } });
    session.signIn(SIGNED_IN);
    stop = keepFileAccess();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls.length).toBeGreaterThan(0);
    expect(session.isLoggedIn).toBe(true);
  });
});
