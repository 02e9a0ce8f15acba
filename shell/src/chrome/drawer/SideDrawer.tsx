import { observer } from 'mobx-react-lite';
import { Button, Drawer, Tooltip } from 'antd';
import { LogoutIcon, SearchIcon } from '../icons';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH, TOP_BAR_HEIGHT, type LayoutStore } from '../layoutStore';
import { GlobalSearch } from '../search/GlobalSearch';
import { useLogout } from '../useLogout';
import { DrawerUser } from './DrawerUser';
import { SideMenu } from './SideMenu';

export interface SideDrawerProps {
  layout: LayoutStore;
}

interface DrawerBodyProps {
  mini: boolean;
  onExpand: () => void;
  onNavigate?: () => void;
}

function DrawerBody({ mini, onExpand, onNavigate }: DrawerBodyProps) {
  const logout = useLogout();
  return (
    <nav
      aria-label="Main menu"
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <DrawerUser mini={mini} />
      <div style={{ padding: mini ? '4px 0' : '4px 16px 8px', textAlign: 'center' }}>
        {mini ? (
          <Tooltip title="Search" placement="right">
            <Button type="text" aria-label="Search" icon={<SearchIcon />} onClick={onExpand} />
          </Tooltip>
        ) : (
          <GlobalSearch onNavigate={onNavigate} />
        )}
      </div>
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SideMenu mini={mini} onNavigate={onNavigate} />
      </div>
      <div style={{ padding: mini ? 8 : 16, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <Button
          block
          type="text"
          danger
          icon={<LogoutIcon />}
          onClick={() => void logout()}
          aria-label="Logout"
        >
          {mini ? null : 'Logout'}
        </Button>
      </div>
    </nav>
  );
}

/**
 * The left drawer (width 260, with a mini mode): user, search, menu and Logout. On a narrow
 * screen it floats over the page and closes after a link is chosen.
 */
export const SideDrawer = observer(function SideDrawer({ layout }: SideDrawerProps) {
  if (layout.narrow) {
    return (
      <Drawer
        open={layout.narrowOpen}
        placement="left"
        size={DRAWER_WIDTH}
        closable={false}
        onClose={() => layout.closeNarrow()}
        styles={{ body: { padding: 0 } }}
        data-testid="side-drawer"
      >
        <DrawerBody
          mini={false}
          onExpand={() => undefined}
          onNavigate={() => layout.closeNarrow()}
        />
      </Drawer>
    );
  }
  const width = layout.mini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH;
  return (
    <aside
      data-testid="side-drawer"
      data-mini={layout.mini}
      style={{
        position: 'fixed',
        top: TOP_BAR_HEIGHT,
        bottom: 0,
        left: 0,
        width,
        zIndex: 90,
        background: '#fff',
        borderRight: '1px solid rgba(5, 5, 5, 0.06)',
        transition: 'width 0.2s',
      }}
    >
      <DrawerBody mini={layout.mini} onExpand={() => layout.expand()} />
    </aside>
  );
});
