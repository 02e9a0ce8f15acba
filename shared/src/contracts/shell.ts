import type { SignInLanding } from './view-pages';

/** The signed-in user as the session keeps it. */
export interface OAuthProvider {
  providerId: string;
  uid: string;
}

export interface User {
  user_id: number;
  id: number;
  name: string;
  organisation_id: number;
  organisation_short_code: string;
  email: string;
  token?: string;
  timezone: string | null;
  profile_picture: string | null;
  mobile_app_tracker: boolean;
  oauth_providers: OAuthProvider[];
  is_email_verified: boolean;
  firebase_user_id: string | null;
  staff_role_id: number | null;
  /** Comma-separated role ids, e.g. "1,3". */
  user_role_ids: string;
  /** 4 means dashboard user. */
  user_type_id: number;
  /** Whether the server enables the time clock for this user. */
  timesheets_enabled?: boolean;
  is_super_admin?: boolean;
}

export const DASHBOARD_USER_TYPE_ID = 4;

/** A route supplied by the server after login. */
export interface RouteRecord {
  id: number;
  path: string;
  page_name: string;
  return_path: string | null;
  menu_item_path: string | null;
  /** Only routes with sort above 0 appear in the menu. */
  sort: number;
  multi_view_id: number | null;
  /** 'page' | 'tabs' | 'list' | 'form' … decides the page layout in mf-views. */
  route_type: string;
  listing_headers?: unknown[];
  meta?: { id?: number; requires_login?: boolean };
  has_tabs?: boolean;
}

export interface MenuItem {
  id: number;
  parent_id: number | null;
  route_id: number | null;
  name: string;
  icon?: string | null;
  path?: string | null;
  sort?: number;
}

export interface RouteTab {
  id: number;
  name: string;
  path: string;
  icon: string | null;
  /** The string 'True' when enabled. */
  enabled: string;
  default: boolean;
  multi_view_id: number | null;
  page_name: string;
  default_tab: boolean;
  /** 3 hides, 2 disables the tab on a new item. */
  state_on_new_id: number | null;
}

export interface AppNotification {
  id: number;
  /** 1 unread, 2 read. */
  status_id: 1 | 2;
  short_message: string;
  message: string;
  sent_at: string;
  sent_at_relative: string;
  path: string | null;
}

/** Answer of POST /route-list (and part of the login answer). */
export interface RouteListResponse {
  routes: RouteRecord[];
  menu_items: MenuItem[];
  notifications: AppNotification[];
  notifications_count: number;
  google_auth: boolean;
  google_client_id: string | null;
}

export interface LoginResponse extends RouteListResponse {
  token: string;
}

/** Answer of POST /auth/login. */
export interface AuthLoginResult {
  register_firebase: boolean;
  user: (User & LoginResponse) | null;
  firebase_force_migrate: boolean;
  firebase_server_side: boolean;
  /** Set when a second factor is required: the phone code was sent to this masked number. */
  mfa_required?: { session: string; phone_hint: string };
  /** Set when the e-mail address is not verified yet. */
  email_unverified?: boolean;
  /** Set when the password must be migrated (legacy account). */
  password_migration?: { forced: boolean };
  /** The landing page's first data, when the sign-in asked for it (ADR 259). */
  landing?: SignInLanding | null;
}

export interface ReleaseNoteItem {
  title: string;
  description: string;
  type_name: string;
  type_sort: number;
}

export interface ReleaseNote {
  id: number;
  name: string;
  is_current: boolean;
  release_date: string;
  items: ReleaseNoteItem[];
  positive_feedback: number[];
  negative_feedback: number[];
}

export interface SearchResult {
  label: string;
  caption?: string;
  type_name: string;
  path: string | null;
  children?: SearchResult[];
  item_class?: string;
  disable?: boolean;
}

export interface CalendarOption {
  calendar_id: string;
  name: string;
  /** The user's current default calendar (GET /user_calendar marks one). */
  is_default?: boolean;
}

export interface UploadedProfilePicture {
  profile_picture: string;
  old_picture_directory: string | null;
  old_picture_thumb_directory: string | null;
}

/** Development outbox entry (e-mail or text message). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/**
 * Provider-style codes the API puts in `info.code` (api/README.md, "Error codes"), so the
 * client can show the spec's texts for identity errors.
 */
export type IdentityErrorCode =
  | 'invalid-credential'
  | 'too-many-requests'
  | 'invalid-verification-code'
  | 'invalid-action-code'
  | 'email-already-in-use'
  | 'missing-code'
  | 'invalid-phone-number'
  | 'requires-recent-login'
  | 'multi-factor-auth-required'
  | 'email-not-verified'
  | 'password-migration'
  | 'user-not-found'
  | 'unauthenticated'
  | 'forbidden';

/** One frame of the realtime hub at /global. */
export interface HubMessage<T = unknown> {
  event: string;
  payload: T;
}

/** Hub events the API sends. */
export const HUB_EVENTS = {
  connected: 'hub.connected',
  notificationCreated: 'notification.created',
  oauthLinked: 'oauth.linked',
  integrationConnected: 'integration.connected',
} as const;

/** Close code of a hub socket whose session was revoked (mirrors HTTP 401). */
export const HUB_CLOSE_UNAUTHORISED = 4401;

/** One stored file in the answer of POST /upload (`data.files`). */
export interface UploadedFile {
  /** Stored name (random). */
  filename: string;
  /** The name it was uploaded with. */
  name: string;
  /** Path under the file service, also usable in DELETE /upload?destinations[]=. */
  path: string;
  publicUrl: string;
  /** Images are their own thumbnail; other files have publicUrl null. */
  thumbnail: { publicUrl: string | null };
  content_type: string;
  size: number;
}

/** Answer of GET /organisation/settings. */
export interface OrganisationSettings {
  organisation_id: number;
  name: string;
  short_code: string;
  /** Weekday name, default 'Monday'. */
  pay_cycle: string;
  timezone: string;
  timezones: string[];
  /** Whether the clock is shown for the calling user. */
  timesheets_enabled: boolean;
}

/** One row of GET /staff/all (mentions). */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  staff_role_id: number | null;
}
