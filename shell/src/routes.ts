import { matchPath } from '@platform/shared';

/** Which area owns a path. 'shell' pages are the shell's own; null means nobody (not found). */
export type AreaName =
  | 'mf_auth'
  | 'mf_views'
  | 'mf_timesheet'
  | 'mf_quoting'
  | 'mf_fabrication'
  | 'mf_wholesale'
  | 'shell';

interface Ownership {
  pattern: string;
  area: AreaName;
  /** True when no login is needed. */
  isPublic: boolean;
}

/** The chrome test page (development only, signed in): see pages/TestPage. */
export const TEST_PAGE_PATH = '/test-page';

/** The widget gallery (development only, administrators): see pages/WidgetGalleryPage. */
export const WIDGET_GALLERY_PATH = '/dev/widgets';

/** How the remotes load (shell-owned, signed in; the API answers administrators only). */
export const REMOTE_LOADS_PATH = '/admin/remotes';

export const ROUTE_OWNERSHIP: Ownership[] = [
  { pattern: '/login', area: 'mf_auth', isPublic: true },
  { pattern: '/forgot-password', area: 'mf_auth', isPublic: true },
  { pattern: '/reset-password', area: 'mf_auth', isPublic: true },
  { pattern: '/register', area: 'mf_auth', isPublic: true },
  { pattern: '/verify-email', area: 'mf_auth', isPublic: true },
  { pattern: '/authActions', area: 'mf_auth', isPublic: true },
  { pattern: '/xero/authenticate', area: 'mf_auth', isPublic: true },
  { pattern: '/auth/google/authenticate', area: 'mf_auth', isPublic: true },
  { pattern: '/privacy', area: 'mf_auth', isPublic: true },
  { pattern: '/profile', area: 'mf_auth', isPublic: false },
  { pattern: '/public/wholesale', area: 'mf_wholesale', isPublic: true },
  { pattern: '/public/wholesale/:id/details', area: 'mf_wholesale', isPublic: true },
  { pattern: '/wholesale/order/:id', area: 'mf_wholesale', isPublic: false },
  { pattern: '/', area: 'shell', isPublic: false },
  { pattern: '/notifications', area: 'shell', isPublic: false },
  { pattern: '/notifications/:id/details', area: 'shell', isPublic: false },
  { pattern: '/logout', area: 'shell', isPublic: false },
  { pattern: WIDGET_GALLERY_PATH, area: 'shell', isPublic: false },
  { pattern: TEST_PAGE_PATH, area: 'shell', isPublic: false },
  /** How the remotes load (administrators; delivery/RemoteLoadsPage). */
  { pattern: REMOTE_LOADS_PATH, area: 'shell', isPublic: false },
];

/**
 * The development page (every remote mounted side by side, no data): outside production only,
 * open without signing in and shown without the layout.
 */
export const DEV_PAGE_PATH = '/dev';

/** Server-supplied routes are prefixed with the organisation short code: /_{org}_/… */
const ORG_PREFIX = /^\/_([A-Za-z0-9-]+)_(\/|$)/;

export function orgCodeOf(pathname: string): string | null {
  return ORG_PREFIX.exec(pathname)?.[1] ?? null;
}

export function ownerOf(pathname: string): Ownership | null {
  if (orgCodeOf(pathname)) return { pattern: '/_{org}_/*', area: 'mf_views', isPublic: false };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_OWNERSHIP.find((entry) => matchPath(entry.pattern, path)) ?? null;
}

/** Whether the shell draws a page of its own at this path (else an area does, or nothing). */
export function shellPageShown(pathname: string, developmentPages: boolean): boolean {
  if (developmentPages && pathname === DEV_PAGE_PATH) return true;
  const owner = ownerOf(pathname);
  return !owner || owner.area === 'shell';
}

export function isActiveFor(area: AreaName) {
  return (location: Location) => ownerOf(location.pathname)?.area === area;
}

/** Pages shown without the layout chrome (top bar and drawer). */
export function isChromeless(pathname: string): boolean {
  if (pathname === DEV_PAGE_PATH) return true;
  const owner = ownerOf(pathname);
  // A path nobody owns shows the not-found page inside the layout (signed-out visitors sign in first).
  return owner ? owner.isPublic && owner.area !== 'shell' : false;
}
