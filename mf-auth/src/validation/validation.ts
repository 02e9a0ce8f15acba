import { SIGN_IN_EMAIL_PATTERN } from '@platform/shared';

/** Validation messages of the sign-in and account-action forms (spec §5). */
export const VALIDATION_TEXTS = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  forgotEmailRequired: 'Please enter your registered email address',
  bothPasswordsRequired: 'Please enter password and confirm password',
  passwordsDiffer: 'Confirm password does not match',
  passwordTooShort: 'Password must be at least 8 characters',
  codeInvalid: 'Please enter a valid verification code',
} as const;

/** NIST SP 800-63B's minimum (ADR 036; the spec's 6 is raised, the server also refuses leaked passwords). */
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;

// Deliberately loose: the server is the judge of what an address is; this catches typos only. The
// kernel holds it: the shell's early sign-in checks it too (ADR 264).
const EMAIL_PATTERN = SIGN_IN_EMAIL_PATTERN;

/** Sign-in e-mail: required and shaped like an address. Returns the message, or null when valid. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return VALIDATION_TEXTS.emailRequired;
  return EMAIL_PATTERN.test(value) ? null : VALIDATION_TEXTS.emailInvalid;
}

/** Forgot-password e-mail: required with the spec's own text. */
export function validateForgotEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return VALIDATION_TEXTS.forgotEmailRequired;
  return EMAIL_PATTERN.test(value) ? null : VALIDATION_TEXTS.emailInvalid;
}

export function validateSignInPassword(password: string): string | null {
  return password === '' ? VALIDATION_TEXTS.passwordRequired : null;
}

/** Account-action reset: both fields, the same value, at least 8 characters. */
export function validateNewPasswords(password: string, confirmation: string): string | null {
  if (password === '' || confirmation === '') return VALIDATION_TEXTS.bothPasswordsRequired;
  if (password !== confirmation) return VALIDATION_TEXTS.passwordsDiffer;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_TEXTS.passwordTooShort;
  return null;
}

/** A verification code is exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

export function validateCode(code: string): string | null {
  return isCompleteCode(code) ? null : VALIDATION_TEXTS.codeInvalid;
}
