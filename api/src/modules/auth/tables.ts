import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../core/database';

export interface PhoneCodesTable {
  id: Generated<number>;
  user_id: number;
  /** 'mfa-login' (second step of a sign-in) or 'mfa-enrol' (proving a new phone). */
  purpose: string;
  /** Hash of the sign-in continuation handed to the client (mfa-login only). */
  session_hash: string | null;
  code_hash: string;
  phone: string;
  attempts: Generated<number>;
  device_token: string | null;
  device_type: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ActionCodesTable {
  id: Generated<number>;
  user_id: number;
  /** resetPassword, verifyEmail or revertSecondFactorAddition (the /authActions modes). */
  mode: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OAuthLinksTable {
  id: Generated<number>;
  user_id: number;
  provider_id: string;
  uid: string;
  linked_at: CreatedAt;
}

export interface OAuthRequestsTable {
  id: Generated<number>;
  /** 'google.com' (account and calendar link) or 'xero' (accounting connection). */
  provider: string;
  state_hash: string;
  code_hash: string | null;
  organisation_id: number;
  user_id: number;
  device_token: string | null;
  expires_at: Timestamp;
  approved_at: NullableTimestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OrganisationIntegrationsTable {
  organisation_id: number;
  provider: string;
  connected_by: number;
  connected_at: CreatedAt;
}

export interface UserCalendarsTable {
  id: Generated<number>;
  user_id: number;
  calendar_id: string;
  name: string;
}

/** Failed sign-ins of one account ('account:{email}') or address ('ip:{ip}'). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
}

declare module '../../core/database' {
  interface Database {
    phone_codes: PhoneCodesTable;
    action_codes: ActionCodesTable;
    oauth_links: OAuthLinksTable;
    oauth_requests: OAuthRequestsTable;
    organisation_integrations: OrganisationIntegrationsTable;
    user_calendars: UserCalendarsTable;
    login_failures: LoginFailuresTable;
  }
}
