import type { OAuthProviderName } from '../gateway/authGateway';

export const CALLBACK_TEXTS = {
  invalidRequest: 'Invalid authentication request.',
  failedCaption: 'Please try again or contact administration.',
  failed: { xero: 'Xero connection failed.', google: 'Google connection failed.' },
  succeeded: { xero: 'Xero connected successfully', google: 'Google account linked successfully' },
} as const satisfies Record<string, unknown>;

/** Seconds the success page counts down before it closes its window. */
export const CALLBACK_CLOSE_SECONDS = 5;

/** What a callback window tells the window that opened it (the profile page polls for it). */
export interface OAuthCallbackMessage {
  source: 'mf_auth';
  type: 'oauth-callback';
  provider: OAuthProviderName;
  status: 'success' | 'failed';
}

export function isOAuthCallbackMessage(value: unknown): value is OAuthCallbackMessage {
  const message = value as Partial<OAuthCallbackMessage> | null;
  return message?.source === 'mf_auth' && message.type === 'oauth-callback';
}

/** Tells the opener (same origin only) how the callback ended; nothing happens without one. */
export function tellOpener(
  provider: OAuthProviderName,
  status: OAuthCallbackMessage['status'],
): void {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return;
  const message: OAuthCallbackMessage = {
    source: 'mf_auth',
    type: 'oauth-callback',
    provider,
    status,
  };
  try {
    opener.postMessage(message, window.location.origin);
  } catch {
    // The opener navigated elsewhere; its polling will time out on its own.
  }
}
