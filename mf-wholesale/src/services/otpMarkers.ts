import { storage } from '@platform/shared';
import { WHOLESALE_LIMITS } from '@platform/shared/wholesale';

/** When a code was last sent, kept locally so the resend cooldown survives a reload. */
export interface SendMarker {
  sentAt: number;
}

const CODE_VALID_MS = 5 * 60_000;

/** A short, stable fingerprint of a link key, so the key itself is not a storage key. */
export function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

function keyFor(scope: OtpScope): string {
  return scope.kind === 'link'
    ? `wholesale_otp_sent:${fingerprint(scope.key)}`
    : `wholesale_order_otp_sent:${scope.orderId}`;
}

/** A portal sign-in code (per link) or an order's verification code (per order id). */
export type OtpScope = { kind: 'link'; key: string } | { kind: 'order'; orderId: number };

export function markSent(scope: OtpScope, now: number = Date.now()): void {
  storage.set(keyFor(scope), { sentAt: now } satisfies SendMarker);
}

export function clearSent(scope: OtpScope): void {
  storage.remove(keyFor(scope));
}

export function readSent(scope: OtpScope): SendMarker | null {
  const marker = storage.get<SendMarker>(keyFor(scope));
  return marker && typeof marker.sentAt === 'number' ? marker : null;
}

/** Whole seconds left of the 60 s resend cooldown (0 when a code may be sent). */
export function cooldownLeft(marker: SendMarker | null, now: number = Date.now()): number {
  if (!marker) return 0;
  const left = marker.sentAt + WHOLESALE_LIMITS.otpResendCooldownSeconds * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** A code sent less than five minutes ago may still be entered. */
export function codeMayBeValid(marker: SendMarker | null, now: number = Date.now()): boolean {
  return marker !== null && now - marker.sentAt < CODE_VALID_MS;
}
