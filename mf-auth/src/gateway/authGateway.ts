import {
  api,
  landingFields,
  passwordSignInBody,
  SIGN_IN_CALL,
  takeEarlySignIn,
  webDeviceInfo,
  type AuthLoginResult,
  type CalendarOption,
  type CallConfig,
  type DeviceInfo,
  type LoginResponse,
  type OAuthProvider,
  type RouteListResponse,
  type UploadedProfilePicture,
  type User,
} from '@platform/shared';

/** A signed-in user as the login calls return it: the user plus token, routes and menu. */
export type SignedInUser = User & LoginResponse;

export type ActionMode = 'resetPassword' | 'verifyEmail' | 'revertSecondFactorAddition';

export interface ActionCodeInfo {
  mode: ActionMode;
  email: string | null;
}

export interface CalendarChoice {
  calendars: CalendarOption[];
  /** The calendar the user's events go to now, if one is chosen. */
  current: CalendarOption | null;
}

export interface MfaEnrolment {
  /** Masked number the code went to, e.g. '***5678'. */
  phone_hint: string;
}

export type OAuthProviderName = 'google' | 'xero';

/** What a provider's callback page sends on: the provider's answer plus who is linking. */
export interface OAuthCallbackPayload {
  code: string;
  state: string;
  organisation_id?: number;
  user_id?: number;
  /** The popup's session token, so the server can tell whose link this is. */
  token?: string;
}

export interface MfaStatus {
  enrolled: boolean;
  /** Masked enrolled number, e.g. '***0123'. */
  phone_hint: string | null;
}

/**
 * Every server call mf-auth makes. Pages use it through `useGateway()`, so component tests
 * replace it with a fake instead of mocking fetch.
 */
export interface AuthGateway {
  /**
   * A password sign-in. With `intended` given (null for none), the answer carries the landing
   * page's first data (ADR 259).
   */
  login(payload: {
    email: string;
    password: string;
    forceOldLogin: boolean;
    intended?: string | null;
  }): Promise<AuthLoginResult>;
  /** The second step of a sign-in; answers like /auth/login, with the landing data as it does. */
  completePhoneSignIn(payload: {
    session: string;
    code: string;
    intended?: string | null;
  }): Promise<AuthLoginResult>;
  routeList(token: string): Promise<RouteListResponse>;
  refreshUser(token: string): Promise<User>;
  sendPasswordReset(email: string): Promise<void>;
  sendVerification(email: string): Promise<void>;
  checkActionCode(mode: string, oobCode: string): Promise<ActionCodeInfo>;
  resetPassword(oobCode: string, password: string): Promise<void>;
  verifyEmail(oobCode: string): Promise<void>;
  startMfaEnrolment(phone: string): Promise<MfaEnrolment>;
  finishMfaEnrolment(code: string): Promise<void>;
  removeMfa(): Promise<void>;
  googleLinkUrl(): Promise<string>;
  /** The identity provider's sign-in page; it returns to /login with provider, code and state. */
  identitySignInUrl(signal?: AbortSignal): Promise<string>;
  /** An identity-provider sign-in; with `intended` given, its answer carries the landing data too. */
  identitySignIn(payload: {
    code: string;
    state: string;
    intended?: string | null;
  }): Promise<AuthLoginResult>;
  completeOAuthCallback(provider: OAuthProviderName, payload: OAuthCallbackPayload): Promise<void>;
  /** Returns the user's linked accounts after the unlink. */
  unlinkOAuth(payload: {
    providerId: string;
    uid: string;
    userId: number;
  }): Promise<OAuthProvider[]>;
  mfaStatus(): Promise<MfaStatus>;
  calendars(): Promise<CalendarChoice>;
  setDefaultCalendar(calendarId: string): Promise<void>;
  uploadProfilePicture(picture: Blob): Promise<UploadedProfilePicture>;
  removeProfilePicture(): Promise<UploadedProfilePicture>;
}

// Identity calls show the spec's own texts, so the server's message and failures stay quiet
// here and the pages decide what to show (see errors/providerErrors.ts).
const QUIET: CallConfig = { silent: true };
// Identity calls must never be repeated by the call layer: a retried code check burns attempts.
const ONCE: CallConfig = SIGN_IN_CALL;

function device(): DeviceInfo {
  return api.options.getDeviceInfo?.() ?? webDeviceInfo();
}

async function post<T>(path: string, body: unknown, config: CallConfig = ONCE): Promise<T> {
  const { data } = await api.post<T>(path, body, config);
  return data;
}

function calendarChoice(data: unknown): CalendarChoice {
  const calendars: CalendarOption[] = Array.isArray(data)
    ? (data as CalendarOption[])
    : ((data as { calendars?: CalendarOption[] } | null)?.calendars ?? []);
  const flagged = calendars.find((calendar) => (calendar as { is_default?: boolean }).is_default);
  const named = (data as { default?: CalendarOption | null } | null)?.default ?? null;
  return { calendars, current: named ?? flagged ?? null };
}

/** The gateway over the kernel's call layer. */
export const httpAuthGateway: AuthGateway = {
  login: (payload) => {
    const body = passwordSignInBody(payload);
    // Pressed in the page's early form, the shell sent this very sign-in already (ADR 264).
    return takeEarlySignIn<AuthLoginResult>(body) ?? post<AuthLoginResult>('/auth/login', body);
  },
  completePhoneSignIn: ({ session, code, intended }) => {
    const { device_token, device_type } = device();
    return post<AuthLoginResult>('/firebase-login-session', {
      session,
      code,
      device_token,
      device_type,
      ...landingFields(intended),
    });
  },
  routeList: (token) => post<RouteListResponse>('/route-list', { token }, QUIET),
  refreshUser: async (token) => {
    const {
      routes: _routes,
      menu_items: _menu,
      notifications: _list,
      notifications_count: _count,
      ...rest
    } = await post<SignedInUser>('/login_token', { token }, QUIET);
    const { google_auth: _googleAuth, google_client_id: _clientId, token: _token, ...user } = rest;
    return user;
  },
  sendPasswordReset: (email) => post<void>('/auth/password-reset', { email }),
  sendVerification: (email) => post<void>('/auth/send-verification', { email }),
  checkActionCode: (mode, oobCode) => post<ActionCodeInfo>('/auth/action/check', { mode, oobCode }),
  resetPassword: (oobCode, password) =>
    post<void>('/auth/action/reset-password', { oobCode, password }),
  verifyEmail: (oobCode) => post<void>('/auth/action/verify-email', { oobCode }),
  startMfaEnrolment: (phone) => post<MfaEnrolment>('/auth/mfa/enrol/start', { phone }),
  finishMfaEnrolment: (code) => post<void>('/auth/mfa/enrol/finish', { code }),
  removeMfa: () => post<void>('/auth/mfa/remove', {}),
  googleLinkUrl: async () => {
    const { data } = await api.get<{ url: string }>('/auth/google/link-url', {
      ...QUIET,
      reuseSeconds: 0,
    });
    return data.url;
  },
  identitySignInUrl: async (signal) => {
    const { data } = await api.get<{ url: string }>('/auth/google/sign-in-url', {
      ...ONCE,
      reuseSeconds: 0,
      signal,
    });
    return data.url;
  },
  identitySignIn: ({ code, state, intended }) => {
    const { device_token, device_type } = device();
    return post<AuthLoginResult>('/auth/check-oauth-linked-account', {
      code,
      state,
      provider_id: 'google.com',
      device_token,
      device_type,
      ...landingFields(intended),
    });
  },
  completeOAuthCallback: (provider, payload) => {
    const path = provider === 'google' ? '/auth/google/authenticate' : '/xero/authenticate';
    return post<void>(path, { ...payload, device_token: device().device_token });
  },
  unlinkOAuth: async ({ providerId, uid, userId }) => {
    const data = await post<{ oauth_providers: OAuthProvider[] }>('/auth/unlink-from-oauth', {
      providerId,
      uid,
      user_id: userId,
      device_token: device().device_token,
    });
    return data.oauth_providers;
  },
  mfaStatus: async () => {
    const { data } = await api.get<MfaStatus>('/auth/mfa/status', { ...QUIET, reuseSeconds: 0 });
    return data;
  },
  calendars: async () => {
    const { data } = await api.get<unknown>('/user_calendar', { ...QUIET, reuseSeconds: 0 });
    return calendarChoice(data);
  },
  setDefaultCalendar: (calendarId) =>
    post<void>('/user_calendar/default', { calendar_id: calendarId }),
  uploadProfilePicture: async (picture) => {
    const formData = new FormData();
    formData.append('files', picture, 'profile-picture.jpg');
    formData.append('type', 'update');
    const { data } = await api.post<UploadedProfilePicture>('/users/profile-picture', undefined, {
      ...ONCE,
      formData,
    });
    return data;
  },
  removeProfilePicture: () =>
    post<UploadedProfilePicture>('/users/profile-picture', { type: 'delete' }),
};
