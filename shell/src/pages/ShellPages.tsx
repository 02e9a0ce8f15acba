import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from '@platform/shared';
import {
  DEV_PAGE_PATH,
  TEST_PAGE_PATH,
  WIDGET_GALLERY_PATH,
  ownerOf,
  shellPageShown,
} from '../routes';
import { NotFound } from './NotFound';
import { HomePage } from './HomePage';
import { LogoutPage } from './LogoutPage';
import { DevPage } from './DevPage';
import { WidgetGalleryPage } from './WidgetGalleryPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { NotificationDetailsPage } from './notifications/NotificationDetailsPage';
import { REMOTE_LOADS_PATH, RemoteLoadsPage } from '../delivery/RemoteLoadsPage';

// The test page draws antd's form components, which the signed-in start does not load (ADR 247).
const TestPage = lazy(() => import('./TestPage').then((m) => ({ default: m.TestPage })));

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
  // The same rule that decides whether this part loads at all (onDemand.tsx).
  if (!shellPageShown(pathname, developmentPages)) return null;
  if (developmentPages && pathname === DEV_PAGE_PATH) return <DevPage />;
  if (!ownerOf(pathname)) return <NotFound key={pathname} />;
  if (pathname === '/') return <HomePage />;
  if (matchPath('/logout', pathname)) return <LogoutPage />;
  if (matchPath(WIDGET_GALLERY_PATH, pathname)) {
    return developmentPages ? <WidgetGalleryPage /> : <NotFound key={pathname} />;
  }
  if (matchPath(TEST_PAGE_PATH, pathname)) {
    return developmentPages ? (
      <Suspense fallback={null}>
        <TestPage />
      </Suspense>
    ) : (
      <NotFound key={pathname} />
    );
  }
  if (matchPath('/notifications', pathname)) return <NotificationsPage />;
  if (matchPath(REMOTE_LOADS_PATH, pathname)) return <RemoteLoadsPage />;
  const details = matchPath('/notifications/:id/details', pathname);
  if (details) return <NotificationDetailsPage key={details.id} id={details.id} />;
  return null;
});
