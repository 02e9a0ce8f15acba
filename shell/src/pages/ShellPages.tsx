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
  // The tab's title names this page, not the one before it (the test page names its own).
  const title = shown ? shellPageTitle(pathname, developmentPages) : null;
  useEffect(() => {
    if (title) bus.publish('page/title', { pageName: title });
  }, [title]);
  // The same rule that decides whether this part loads at all (onDemand.tsx).
  if (!shown) return null;
  return <Suspense fallback={null}>{shellPage(pathname, developmentPages)}</Suspense>;
});

/** The name of the shell's page at `pathname` for the tab's title; null where it names its own. */
export function shellPageTitle(pathname: string, developmentPages: boolean): string | null {
  if (developmentPages && pathname === DEV_PAGE_PATH) return 'Development';
  if (!ownerOf(pathname)) return 'Page not found';
  if (matchPath(WIDGET_GALLERY_PATH, pathname)) {
    return developmentPages ? 'Widget gallery' : 'Page not found';
  }
  if (matchPath('/notifications', pathname)) return 'Notifications';
  if (matchPath('/notifications/:id/details', pathname)) return 'Notification';
  if (matchPath(REMOTE_LOADS_PATH, pathname)) return 'Remote loads';
  return null;
}

function shellPage(pathname: string, developmentPages: boolean): ReactNode {
  if (developmentPages && pathname === DEV_PAGE_PATH) return <DevPage />;
  if (!ownerOf(pathname)) return <NotFound key={pathname} />;
  if (pathname === '/') return <HomePage />;
  if (matchPath('/logout', pathname)) return <LogoutPage />;
  if (matchPath(WIDGET_GALLERY_PATH, pathname)) {
    return developmentPages ? <WidgetGalleryPage /> : <NotFound key={pathname} />;
  }
  if (matchPath(TEST_PAGE_PATH, pathname)) {
    return developmentPages ? <TestPage /> : <NotFound key={pathname} />;
  }
  if (matchPath('/notifications', pathname)) return <NotificationsPage />;
  if (matchPath(REMOTE_LOADS_PATH, pathname)) return <RemoteLoadsPage />;
  const details = matchPath('/notifications/:id/details', pathname);
  if (details) return <NotificationDetailsPage key={details.id} id={details.id} />;
  return null;
}
