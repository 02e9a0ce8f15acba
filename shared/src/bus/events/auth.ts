import type { SignInLanding } from '../../contracts/view-pages';

/** Events owned by mf-auth. Add members to this union; never reuse another area's type names. */
export type AuthEvents =
  /**
   * A sign-in request is on its way (credentials, a phone code or an identity provider's answer):
   * the signed-in start may begin loading its code before the answer (ADR 250).
   */
  | { type: 'auth/signing-in' }
  /**
   * A user signed in on this page and is being taken to `landing`; `landingData` is that page's
   * first data when the sign-in's answer carried it (ADR 259).
   */
  | { type: 'auth/signed-in'; userId: number; landing: string; landingData?: SignInLanding }
  /** An external account (identity/calendar or accounting) was linked or unlinked. */
  | { type: 'auth/account-linked'; provider: 'google' | 'xero'; linked: boolean }
  /** The signed-in user's profile picture changed; null when it was removed. */
  | { type: 'auth/profile-picture-changed'; profilePicture: string | null };
