import { Drawer, Modal, notification, Progress, Switch } from 'antd';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { session, useLocation } from '@platform/shared';
import type { RuntimeConfig } from '../config';
import { isChromeless } from '../routes';
import { startRealtime } from '../realtime/realtime';
import { SideDrawer } from './drawer/SideDrawer';
import { layout, NARROW_QUERY } from './layoutStore';
import { followLiveNotifications } from './notifications/liveNotifications';
import { notifications } from './notifications/notificationsStore';
import { followPageTitle } from './pageTitle';
import { TopBar } from './topbar/TopBar';

export interface ChromeProps {
  config: RuntimeConfig;
}

export type ChromeKind = 'none' | 'dashboard' | 'full';

/** Which chrome a page gets: none on public pages, a logout-only bar for dashboard users, else all of it. */
export function chromeKind(
  pathname: string,
  isLoggedIn: boolean,
  isDashboardUser: boolean,
): ChromeKind {
  if (isChromeless(pathname) || !isLoggedIn) return 'none';
  return isDashboardUser ? 'dashboard' : 'full';
}

/**
 * After the signed-in page's first draw, antd's drawer, progress ring, switch, dialogs and toasts
 * are fetched when idle.
 */
export const PRELOAD_DRAWN_LATER_AFTER_MS = 3000;

/**
 * The shared antd's stand-ins for them carry `preload` (ADR 255); plain antd (in tests, or beside
 * an older shell's facade) has nothing to bring in.
 */
export function preloadDrawnLater(): Promise<unknown> {
  return Promise.all(
    [Drawer, Progress, Switch, Modal, notification].map((part) =>
      (part as { preload?: () => Promise<void> }).preload?.(),
    ),
  );
}

/**
 * Brings in antd's components that no first page draws (ADR 255) once the page is drawn and the
 * main thread idle: opening the side menu on a phone, a line's editor or a confirmation, or the
 * first toast, then waits on nothing.
 */
function usePreloadDrawnLater(): void {
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => void preloadDrawnLater(), { timeout: 2000 });
      } else void preloadDrawnLater();
    }, PRELOAD_DRAWN_LATER_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}

/**
 * Page-long connections of the chrome: realtime hub, live notifications, page title, screen width. (Deep
 * links are followed by the shell's light root, onDemand.tsx, signed in or not.)
 */
function useChromeServices(apiBaseUrl: string): void {
  useEffect(() => startRealtime(apiBaseUrl), [apiBaseUrl]);
  useEffect(() => followLiveNotifications(notifications), []);
  useEffect(() => followPageTitle(), []);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => layout.setNarrow(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
}

/** The layout chrome around signed-in pages: the top bar and, for staff, the left drawer. */
export const Chrome = observer(function Chrome({ config }: ChromeProps) {
  const { pathname } = useLocation();
  const kind = chromeKind(pathname, session.isLoggedIn, session.isDashboardUser);
  useChromeServices(config.apiBaseUrl);
  usePreloadDrawnLater();

  const drawer = kind === 'full' ? layout.drawerState : 'closed';
  useEffect(() => {
    document.body.dataset.chrome = kind;
    document.body.dataset.drawer = drawer;
  }, [kind, drawer]);

  const fontSize = session.fontSize;
  useEffect(() => {
    document.documentElement.style.fontSize = `${fontSize}px`;
  }, [fontSize]);

  if (kind === 'none') return null;
  return (
    <>
      <TopBar
        config={config}
        dashboard={kind === 'dashboard'}
        onToggleMenu={() => layout.toggle()}
      />
      {kind === 'full' ? <SideDrawer layout={layout} /> : null}
    </>
  );
});
