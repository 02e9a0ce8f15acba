import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Drawer } from 'antd';
import { bus, navigate, RemoteWidget, session, useLocation } from '@platform/shared';
import { sidebarIdOf, withSidebar } from './sidebarAddress';

/** Shows or hides the sidebar by changing only the address's `sidebar` value (not a page change). */
function showInSidebar(multiViewId: number | null): void {
  navigate(withSidebar(window.location.href, multiViewId), { replace: true });
}

/**
 * The right sidebar (view-framework §2.3): a multi-view (mf-views' `multi_view` widget) with a
 * Close button. It is open while the address carries `?sidebar=<multi_view_id>`; `sidebar/open`
 * { multiViewId } and `sidebar/close` on the bus set and clear that value. Signed-in users only:
 * a multi-view is organisation data.
 */
export const RightSidebar = observer(function RightSidebar() {
  const { search } = useLocation();
  const multiViewId = session.isLoggedIn ? sidebarIdOf(search) : null;

  useEffect(() => {
    const subscriptions = [
      bus.subscribe('sidebar/open', (event) => showInSidebar(event.multiViewId)),
      bus.subscribe('sidebar/close', () => showInSidebar(null)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  const close = () => showInSidebar(null);
  return (
    <Drawer
      open={multiViewId !== null}
      placement="right"
      size="min(720px, 100vw)"
      onClose={close}
      closable={false}
      destroyOnHidden
      extra={<Button onClick={close}>Close</Button>}
      data-testid="right-sidebar"
    >
      {multiViewId !== null ? (
        <RemoteWidget
          key={multiViewId}
          remote="mf_views"
          widget="multi_view"
          widgetProps={{ multiViewId }}
        />
      ) : null}
    </Drawer>
  );
});
