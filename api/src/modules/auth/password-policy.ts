import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * New passwords follow NIST SP 800-63B (ADR 036): at least 8 characters, at most 200, any
 * characters, no composition rules, and not one of the ~49,000 passwords most common in
 * breaches (the list ships with @zxcvbn-ts/language-common, so no network is involved).
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 200 } as const;

export const PASSWORD_MESSAGES = {
  tooShort: `Must be at least ${PASSWORD_POLICY.minLength} characters.`,
  tooCommon: 'This password appears in lists of leaked passwords. Please choose a less common one.',
} as const;

const COMMON = new Set<string>(dictionary['passwords-common'] as string[]);

export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_POLICY.minLength) return PASSWORD_MESSAGES.tooShort;
  if (COMMON.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
