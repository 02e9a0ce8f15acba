import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { bus, matchPath, useLocation } from '@platform/shared';
import {
  DEV_PAGE_PATH,
  REMOTE_LOADS_PATH,
  TEST_PAGE_PATH,
  WIDGET_GALLERY_PATH,
  ownerOf,
  shellPageShown,
} from '../routes';
import { NotFound } from './NotFound';
import { HomePage } from './HomePage';
import { LogoutPage } from './LogoutPage';

// Pages a signed-in start does not show load when opened, each with the antd components only it
// draws: the test page's form components (ADR 247), the other pages' ~3 KB gzip (ADR 264).
const TestPage = lazy(() => import('./TestPage').then((m) => ({ default: m.TestPage })));
const DevPage = lazy(() => import('./DevPage').then((m) => ({ default: m.DevPage })));
const WidgetGalleryPage = lazy(() =>
  import('./WidgetGalleryPage').then((m) => ({ default: m.WidgetGalleryPage })),
);
const NotificationsPage = lazy(() =>
  import('./notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
const NotificationDetailsPage = lazy(() =>
  import('./notifications/NotificationDetailsPage').then((m) => ({
    default: m.NotificationDetailsPage,
  })),
);
const RemoteLoadsPage = lazy(() =>
  import('../delivery/RemoteLoadsPage').then((m) => ({ default: m.RemoteLoadsPage })),
);

export interface ShellPagesProps {
  /** /dev exists everywhere but production. */
  developmentPages: boolean;
}

/**
 * The shell's own pages: home, logout, notifications, the development page, widget gallery and
 * test page (outside production) and the not-found page.
 */
export const ShellPages = observer(function ShellPages({ developmentPages }: ShellPagesProps) {
  const { pathname } = useLocation();
  const shown = shellPageShown(pathname, developmentPages);
  const page = shown ? shellPageAt(pathname, developmentPages) : null;
  // The tab's title names this page, not the one before it (the test page names its own).
  const title = page?.title ?? null;
  useEffect(() => {
    if (title) bus.publish('page/title', { pageName: title });
  }, [title]);
  // The same rule that decides whether this part loads at all (onDemand.tsx).
  if (!page) return null;
  return <Suspense fallback={null}>{page.content}</Suspense>;
});

interface ShellRoute {
  /** Its path pattern (`matchPath`: the whole path, `:name` for a part). */
  path: string;
  /** The tab's title; null for a page that names its own or only leads elsewhere. */
  title: string | null;
  /** Only where development pages are on (not in production); elsewhere not found. */
  development?: boolean;
  content: (params: Record<string, string>) => ReactNode;
}

/** The shell's pages under the paths it owns, each with its title: one table for both. */
const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', title: null, content: () => <HomePage /> },
  { path: '/logout', title: null, content: () => <LogoutPage /> },
  {
    path: WIDGET_GALLERY_PATH,
    title: 'Widget gallery',
    development: true,
    content: () => <WidgetGalleryPage />,
  },
  { path: TEST_PAGE_PATH, title: null, development: true, content: () => <TestPage /> },
  { path: '/notifications', title: 'Notifications', content: () => <NotificationsPage /> },
  { path: REMOTE_LOADS_PATH, title: 'Remote loads', content: () => <RemoteLoadsPage /> },
  {
    path: '/notifications/:id/details',
    title: 'Notification',
    content: ({ id }) => <NotificationDetailsPage key={id} id={id} />,
  },
];

interface ShellPage {
  title: string | null;
  content: ReactNode;
}

/** The shell's page at `pathname` and its title, or null where the path is an area's. */
export function shellPageAt(pathname: string, developmentPages: boolean): ShellPage | null {
  if (developmentPages && pathname === DEV_PAGE_PATH) {
    return { title: 'Development', content: <DevPage /> };
  }
  const notFound = { title: 'Page not found', content: <NotFound key={pathname} /> };
  if (!ownerOf(pathname)) return notFound;
  for (const route of SHELL_ROUTES) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.development && !developmentPages) return notFound;
    return { title: route.title, content: route.content(params) };
  }
  return null;
}

/** The name of the shell's page at `pathname` for the tab's title; null where it names its own. */
export function shellPageTitle(pathname: string, developmentPages: boolean): string | null {
  return shellPageAt(pathname, developmentPages)?.title ?? null;
}
