import { isApiError } from '@platform/shared';

/**
 * What the client does with an identity-provider error code (spec §8). The server reports the
 * provider-style code in `info.code`, with or without the 'auth/' prefix.
 */
export type ProviderErrorOutcome =
  | { kind: 'message'; code: string; text: string }
  /** requires-recent-login: the two-step dialog starts again from the phone number. */
  | { kind: 'reset-two-step'; code: string; text: string }
  /** multi-factor-auth-required: sign-in continues with the phone code. */
  | { kind: 'start-phone-flow'; code: string }
  /** popup-closed-by-user, or a call the user cancelled: nothing is shown. */
  | { kind: 'ignore'; code: string };

export const SECOND_FACTOR_UNSUPPORTED_TEXT = 'Something went wrong!';
export const INVALID_CODE_TEXT = 'Please enter a valid verification code';

/**
 * The formatted texts of the codes the spec lists: the code's words as a title, then what it
 * means for the user. The spec gives the meaning of invalid-action-code only; the others are ours.
 */
export const PROVIDER_ERROR_TEXTS: Record<string, string> = {
  'invalid-credential': 'Invalid credential: the email address or password is incorrect.',
  'too-many-requests':
    'Too many requests: access has been paused after repeated attempts. Please wait a few minutes and try again.',
  'email-already-in-use': 'Email already in use: another account already uses this email address.',
  'missing-code': 'Missing code: please enter the verification code that was sent to your phone.',
  'invalid-verification-code': INVALID_CODE_TEXT,
  'invalid-action-code':
    'Invalid action code: your session has expired or the URL is invalid. Please request a new link.',
  'invalid-phone-number':
    'Invalid phone number: please enter the number in international format, e.g. +61 412 345 678.',
  'requires-recent-login':
    'Requires recent login: please sign in again before changing two-step verification.',
};

/** 'auth/invalid-credential' → 'invalid-credential'. */
export function normaliseProviderCode(code: string): string {
  return code.trim().replace(/^auth\//, '');
}

/** Maps a provider error code to what the user sees or what the flow does next. */
export function describeProviderCode(rawCode: string): ProviderErrorOutcome {
  const code = normaliseProviderCode(rawCode);
  if (code === 'popup-closed-by-user') return { kind: 'ignore', code };
  if (code === 'multi-factor-auth-required') return { kind: 'start-phone-flow', code };
  if (code === 'requires-recent-login') {
    return { kind: 'reset-two-step', code, text: PROVIDER_ERROR_TEXTS[code] };
  }
  const text = PROVIDER_ERROR_TEXTS[code] ?? `Unhandled Error: ${code}`;
  return { kind: 'message', code, text };
}

/** The provider code a failed call carried in its response information, if any. */
export function providerCodeOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const code = (error.info as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * Describes any failure of an identity call: a provider code when the server gave one, else
 * the server's own message (a 429 without a code counts as too-many-requests).
 */
export function describeAuthFailure(error: unknown): ProviderErrorOutcome {
  const code = providerCodeOf(error);
  if (code) return describeProviderCode(code);
  if (isApiError(error)) {
    if (error.cancelled) return { kind: 'ignore', code: 'cancelled' };
    if (error.status === 429) return describeProviderCode('too-many-requests');
    return { kind: 'message', code: error.code ?? `http-${error.status}`, text: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'message', code: 'client', text: message };
}
