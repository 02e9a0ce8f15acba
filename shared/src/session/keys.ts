/** Keys the kernel uses in localStorage (`storage`) and sessionStorage (`sessionStore`). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  routes: 'routes',
  menuItems: 'menu_items',
  notificationsCount: 'notifications_count',
  googleAuth: 'google_auth',
  googleClientId: 'google_client_id',
  notificationPermission: 'notification_permission',
  wholesaleToken: 'wholesale_token',
  wholesaleCustomerId: 'wholesale_customer_id',
  developerMode: 'developer_mode',
  debugMode: 'debug_mode',
  fontSize: 'font_size',
  deviceToken: 'device_token',
  /** The areas whose widgets this device drew, the most recent first (ADR 277). */
  widgetAreas: 'widget_areas',
  /** sessionStorage: the token given in the `token` query parameter. */
  overrideToken: 'override_token',
  /** sessionStorage: the random id sent as x-session-id. */
  sessionId: 'session_id',
} as const;
