export const ACTION_TEXTS = {
  verifying: "Please wait... we're verifying your email",
  emailVerified: 'Email verifed successfully!',
  passwordReset: 'Password successfully reset',
  revertSecondFactor: 'Please login to your account for removing multifactor auth',
} as const;

export const ACTION_MODES = ['resetPassword', 'verifyEmail', 'revertSecondFactorAddition'] as const;
export type KnownActionMode = (typeof ACTION_MODES)[number];

export function isKnownActionMode(mode: string | null): mode is KnownActionMode {
  return (ACTION_MODES as readonly string[]).includes(mode ?? '');
}
