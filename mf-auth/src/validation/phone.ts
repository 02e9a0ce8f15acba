// Kept apart from validation.ts so the sign-in page, which takes no phone number, does not load
// the phone number metadata; only the profile page's two-step dialog imports this.
import { normalisePhone, phoneError } from '@platform/shared/values';

/**
 * Two-step phone number: required and a valid number ('Please enter a valid phone number');
 * numbers without a country code are Australian. Returns the message, or null when valid.
 */
export function validatePhone(phone: string): string | null {
  return phoneError(phone);
}

/** The number as the server and the text-message provider take it: E.164 ('+61412345678'). */
export function phoneForSending(phone: string): string {
  return normalisePhone(phone) ?? phone.trim();
}
