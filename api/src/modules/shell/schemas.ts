import { S, type JsonSchema } from '../../core/http';

export const ROUTE_SCHEMA = S.obj({
  id: S.int(),
  path: S.str(),
  page_name: S.str(),
  return_path: S.nstr(),
  menu_item_path: S.nstr(),
  sort: S.int(),
  multi_view_id: S.nint(),
  route_type: S.str(),
  listing_headers: S.arr({}),
  meta: S.obj({ id: S.int(), requires_login: S.bool() }),
  has_tabs: S.bool(),
});

export const MENU_ITEM_SCHEMA = S.obj({
  id: S.int(),
  parent_id: S.nint(),
  route_id: S.nint(),
  name: S.str(),
  icon: S.nstr(),
  path: S.nstr(),
  sort: S.int(),
});

export const NOTIFICATION_SCHEMA = S.obj({
  id: S.int(),
  status_id: S.int(),
  short_message: S.str(),
  message: S.str(),
  sent_at: S.str(),
  sent_at_relative: S.str(),
  path: S.nstr(),
});

export const ROUTE_LIST_PROPERTIES: Record<string, JsonSchema> = {
  routes: S.arr(ROUTE_SCHEMA),
  menu_items: S.arr(MENU_ITEM_SCHEMA),
  notifications: S.arr(NOTIFICATION_SCHEMA),
  notifications_count: S.int(),
  google_auth: S.bool(),
  google_client_id: S.nstr(),
};

export const ROUTE_LIST_SCHEMA = S.obj(ROUTE_LIST_PROPERTIES);

export const OAUTH_PROVIDER_SCHEMA = S.obj({ providerId: S.str(), uid: S.str() });

export const USER_PROPERTIES: Record<string, JsonSchema> = {
  user_id: S.int(),
  id: S.int(),
  name: S.str(),
  organisation_id: S.int(),
  organisation_short_code: S.str(),
  email: S.str(),
  timezone: S.nstr(),
  profile_picture: S.nstr(),
  mobile_app_tracker: S.bool(),
  oauth_providers: S.arr(OAUTH_PROVIDER_SCHEMA),
  is_email_verified: S.bool(),
  firebase_user_id: S.nstr(),
  staff_role_id: S.nint(),
  user_role_ids: S.str(),
  user_type_id: S.int(),
  timesheets_enabled: S.bool(),
  is_super_admin: S.bool(),
};

/** User + token + route list: the `user` of a sign-in answer and the data of /login_token. */
export const SESSION_USER_SCHEMA = S.obj({
  ...USER_PROPERTIES,
  token: S.str(),
  ...ROUTE_LIST_PROPERTIES,
});
