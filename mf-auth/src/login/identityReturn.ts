import { sessionStore } from '@platform/shared';

/** Where the login page keeps `intended` while the user is away at the identity provider. */
export const IDENTITY_INTENDED_KEY = 'mf_auth.identity_intended';
/** The identity provider's client id must arrive within this time (spec §9). */
export const IDENTITY_CLIENT_WAIT_MS = 10_000;
export const IDENTITY_TEXTS = {
  clientIdMissing: 'Failed to get Google Client ID. Please contact administration',
  connectionFailed: 'An error occurred connecting to Google',
} as const;

export interface IdentityReturn {
  code: string;
  state: string;
}

/**
 * The identity provider sends the user back to /login?provider=google&code=…&state=…;
 * a cancelled sign-in comes back with an error instead and is ignored.
 */
export function identityReturnOf(search: URLSearchParams): IdentityReturn | null {
  if (search.get('provider') !== 'google') return null;
  const code = search.get('code');
  const state = search.get('state');
  return code && state ? { code, state } : null;
}

/** True when the address is the provider's answer to a sign-in, whether it succeeded or not. */
export function isIdentityAnswer(search: URLSearchParams): boolean {
  return search.get('provider') === 'google' && search.has('state');
}

export function rememberIntended(intended: string | null): void {
  sessionStore.set(IDENTITY_INTENDED_KEY, intended);
}

/** The intended path saved before leaving for the provider; read once. */
export function takeRememberedIntended(): string | null {
  const intended = sessionStore.get<string>(IDENTITY_INTENDED_KEY);
  sessionStore.remove(IDENTITY_INTENDED_KEY);
  return intended;
}
