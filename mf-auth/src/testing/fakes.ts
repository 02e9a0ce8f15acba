import { ApiError, type AuthLoginResult, type Notifier } from '@platform/shared';
import { loginAnswerForTest, routeForTest } from '@platform/shared/testing';
import type { AuthGateway, SignedInUser } from '../gateway/authGateway';

/** A signed-in demo user as the server returns it after a sign-in. */
export function signedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    ...loginAnswerForTest(
      {
        name: 'Ada Administrator',
        organisation_id: 1,
        organisation_short_code: 'demo',
        email: 'admin@demo.test',
        firebase_user_id: 'demo-uid-1',
      },
      {
        token: 'token-1',
        routes: [
          routeForTest(1, '/dashboard', { page_name: 'Dashboard', sort: 1, multi_view_id: 1 }),
        ],
      },
    ),
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
