import { ApiError, type AuthLoginResult, type Notifier } from '@platform/shared';
import type { AuthGateway, SignedInUser } from '../gateway/authGateway';

/** A signed-in demo user as the server returns it after a sign-in. */
export function signedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    user_id: 1,
    id: 1,
    name: 'Ada Administrator',
    organisation_id: 1,
    organisation_short_code: 'demo',
    email: 'admin@demo.test',
    timezone: 'Australia/Sydney',
    profile_picture: null,
    mobile_app_tracker: false,
    oauth_providers: [],
    is_email_verified: true,
    firebase_user_id: 'demo-uid-1',
    staff_role_id: 1,
    user_role_ids: '1',
    user_type_id: 1,
    token: 'token-1',
    routes: [
      {
        id: 1,
        path: '/dashboard',
        page_name: 'Dashboard',
        return_path: null,
        menu_item_path: null,
        sort: 1,
        multi_view_id: 1,
        route_type: 'page',
      },
    ],
    menu_items: [],
    notifications: [],
    notifications_count: 0,
    google_auth: false,
    google_client_id: null,
    ...overrides,
  };
}

export function loginResult(overrides: Partial<AuthLoginResult> = {}): AuthLoginResult {
  return {
    register_firebase: false,
    user: null,
    firebase_force_migrate: false,
    firebase_server_side: true,
    ...overrides,
  };
}

/** A failed call as the kernel's call layer reports it, with the provider code in info.code. */
export function providerError(code: string, status = 400, message = 'Rejected'): ApiError {
  return new ApiError(message, { status, info: { status, message, code } as never });
}

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K];
};

/** Every gateway call as a jest mock that fails unless the test says otherwise. */
export function fakeGateway(overrides: Partial<AuthGateway> = {}): Mocked<AuthGateway> {
  const unexpected = (name: string) =>
    jest.fn(() => Promise.reject(new Error(`Unexpected call to ${name}`))) as jest.Mock;
  const names: (keyof AuthGateway)[] = [
    'login',
    'completePhoneSignIn',
    'routeList',
    'refreshUser',
    'sendPasswordReset',
    'sendVerification',
    'checkActionCode',
    'resetPassword',
    'verifyEmail',
    'startMfaEnrolment',
    'finishMfaEnrolment',
    'removeMfa',
    'googleLinkUrl',
    'identitySignInUrl',
    'identitySignIn',
    'completeOAuthCallback',
    'unlinkOAuth',
    'mfaStatus',
    'calendars',
    'setDefaultCalendar',
    'uploadProfilePicture',
    'removeProfilePicture',
  ];
  const gateway = Object.fromEntries(
    names.map((name) => {
      const override = overrides[name] as ((...args: never[]) => unknown) | undefined;
      return [name, override ? jest.fn(override) : unexpected(name)];
    }),
  );
  return gateway as unknown as Mocked<AuthGateway>;
}

export function fakeNotifier(): { [K in keyof Notifier]: jest.Mock } {
  return { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() };
}
