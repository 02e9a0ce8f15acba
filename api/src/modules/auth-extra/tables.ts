import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/database';

/**
 * One sign-in at the stand-in identity provider: the person names their Google account
 * (an e-mail address), proves it with a code sent there, and is sent back to /login with a
 * one-time approval code that POST /auth/check-oauth-linked-account exchanges for a session.
 */
export interface IdentitySignInsTable {
  id: Generated<number>;
  state_hash: string;
  /** 'email' (asking for the account), 'code' (code sent), 'approved', 'used'. */
  step: string;
  email: string | null;
  /** The linked user the e-mail belongs to; null when no linked account matches. */
  user_id: number | null;
  /** Hash of the e-mailed six-digit code, salted with the state. */
  email_code_hash: string | null;
  attempts: Generated<number>;
  /** Hash of the approval code handed back to the client. */
  approval_hash: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

declare module '../../core/database' {
  interface Database {
    identity_sign_ins: IdentitySignInsTable;
  }
}
