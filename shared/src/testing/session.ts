import { api } from '../api';
import type { LoginResponse, User } from '../contracts';
import { notificationStore } from '../notify';
import { session, sessionStore, storage } from '../session';

/** A signed-in staff member for tests. */
export const TEST_USER: User = {
  user_id: 1,
  id: 1,
  name: 'Test User',
  organisation_id: 10,
  organisation_short_code: 'acme',
  email: 'test.user@example.com',
  timezone: 'Australia/Sydney',
  profile_picture: null,
  mobile_app_tracker: false,
  oauth_providers: [],
  is_email_verified: true,
  firebase_user_id: null,
  staff_role_id: 1,
  user_role_ids: '1',
  user_type_id: 1,
};

/** A login answer for tests: the test user, with what the test changes. */
export function loginAnswerForTest(
  user: Partial<User> = {},
  login: Partial<LoginResponse> = {},
): User & LoginResponse {
  return {
    ...TEST_USER,
    ...user,
    token: 'test-token',
    routes: [],
    menu_items: [],
    notifications: [],
    notifications_count: 0,
    google_auth: false,
    google_client_id: null,
    ...login,
  };
}

/** Signs the page's session in, as a login answer would. */
export function signInForTest(
  user: Partial<User> = {},
  login: Partial<LoginResponse> = {},
): User & LoginResponse {
  const result = loginAnswerForTest(user, login);
  session.signIn(result);
  return result;
}

/** Signs out and empties storage, the reuse cache and the notifications, between tests. */
export function resetSession(): void {
  session.clear();
  session.setOverrideToken(null);
  session.setWholesaleSession(null);
  session.setDeveloperMode(false);
  session.setDebugMode(false);
  storage.clear();
  sessionStore.clear();
  api.clearCache();
  notificationStore.clear();
}
