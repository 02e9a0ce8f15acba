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
