import { observer } from 'mobx-react-lite';
import { Button, Drawer } from 'antd';
import { RemoteWidget, session, useLocation } from '@platform/shared';
import { showInSidebar, sidebarIdOf } from './sidebarAddress';

/**
 * The right sidebar (view-framework §2.3): a multi-view (mf-views' `multi_view` widget) with a
 * Close button. It is open while the address carries `?sidebar=<multi_view_id>`; the bus's
 * `sidebar/open` and `sidebar/close` set and clear that value (`followSidebarEvents`, from the
 * shell's start). Signed-in users only: a multi-view is organisation data.
 */
export const RightSidebar = observer(function RightSidebar() {
  const { search } = useLocation();
  const multiViewId = session.isLoggedIn ? sidebarIdOf(search) : null;

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
