import { observer } from 'mobx-react-lite';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { MenuIcon } from '../icons';
import { PLATFORM_THEME } from '@platform/shared/ui';
import type { RuntimeConfig } from '../../config';
import { useLogout } from '../useLogout';
import { TOP_BAR_HEIGHT } from '../layoutStore';
import { NotificationBell } from '../notifications/NotificationBell';
import { ClockSlot } from './ClockSlot';
import { DeveloperControls } from './DeveloperControls';
import { VersionButton } from './VersionButton';

export interface TopBarProps {
  config: RuntimeConfig;
  /** Dashboard users get a logout-only header: no menu toggle, and the logo logs out. */
  dashboard: boolean;
  onToggleMenu: () => void;
}

/** The top bar: menu toggle, logo, environment badge (development), clock, version and notifications. */
export const TopBar = observer(function TopBar({ config, dashboard, onToggleMenu }: TopBarProps) {
  const logout = useLogout();
  const logo = (
    <Typography.Text strong style={{ color: 'inherit', fontSize: 18, whiteSpace: 'nowrap' }}>
      {config.productName}
    </Typography.Text>
  );
  return (
    <header
      data-testid="top-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: TOP_BAR_HEIGHT,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 12,
        background: PLATFORM_THEME.token.colorPrimary,
        color: '#fff',
      }}
    >
      {dashboard ? (
        <Tooltip title="Logout">
          <Button
            type="text"
            onClick={() => void logout()}
            data-testid="logo"
            aria-label="Logout"
            style={{ color: 'inherit' }}
          >
            {logo}
          </Button>
        </Tooltip>
      ) : (
        <>
          <Button
            type="text"
            aria-label="Toggle menu"
            data-testid="menu-toggle"
            icon={<MenuIcon />}
            onClick={onToggleMenu}
            style={{ color: 'inherit' }}
          />
          <span data-testid="logo">{logo}</span>
        </>
      )}
      {config.environment === 'development' ? (
        <Tag color="orange" data-testid="environment-badge" style={{ marginInlineEnd: 0 }}>
          {config.environment}
        </Tag>
      ) : null}
      <div style={{ flex: 1 }} />
      {dashboard ? null : (
        <Space size="small" align="center">
          <ClockSlot />
          <VersionButton version={__PACKAGE_VERSION__} />
          <NotificationBell />
          <DeveloperControls />
        </Space>
      )}
    </header>
  );
});
