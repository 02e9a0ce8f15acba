import { observer } from 'mobx-react-lite';
import { session } from '@platform/shared';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { MenuIcon } from '../icons';
import { PLATFORM_THEME } from '@platform/shared/ui';
import type { RuntimeConfig } from '../../config';
import { useLogout } from '../useLogout';
import { AssistantButton } from '../assistant/AssistantButton';
import { layout, TOP_BAR_HEIGHT } from '../layoutStore';
import { pageTitle } from '../pageTitle';
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

/** Text that gives way (ellipsis) before the bar's controls do: they must stay on screen. */
const SHRINKING_TEXT = {
  color: 'inherit',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
} as const;

/**
 * The top bar: menu toggle, logo, environment badge (development), clock, version, assistant
 * and notifications. On a phone (ADR 192) it tightens its spacing, the logo text shortens with an
 * ellipsis and the environment badge says "dev", so every control stays inside the window.
 */
export const TopBar = observer(function TopBar({ config, dashboard, onToggleMenu }: TopBarProps) {
  const logout = useLogout();
  const narrow = layout.narrow;
  const logo = (
    <Typography.Text strong style={{ ...SHRINKING_TEXT, fontSize: narrow ? 16 : 18 }}>
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
        gap: narrow ? 4 : 12,
        paddingInline: narrow ? 4 : 12,
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
            style={{ color: 'inherit', flexShrink: 0 }}
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
            style={{ color: 'inherit', flexShrink: 0 }}
          />
          <span data-testid="logo" style={{ display: 'flex', minWidth: 0 }}>
            {logo}
          </span>
        </>
      )}
      {config.environment === 'development' ? (
        // On a phone the badge says "dev": at its full width it pushed the bell out of the
        // window (390 px), with the developer-mode control behind it.
        <Tag
          color="orange"
          data-testid="environment-badge"
          aria-label={narrow ? `Environment: ${config.environment}` : undefined}
          style={{ marginInlineEnd: 0, flexShrink: 0 }}
        >
          {narrow ? 'dev' : config.environment}
        </Tag>
      ) : null}
      {dashboard ? (
        // A wall screen's tab title is never seen: the bar names the tab on show.
        <Typography.Text
          data-testid="page-name"
          style={{ ...SHRINKING_TEXT, flex: 1, fontSize: narrow ? 16 : 18 }}
        >
          {pageTitle.current ?? ''}
        </Typography.Text>
      ) : (
        <div style={{ flex: 1 }} />
      )}
      {dashboard ? null : (
        <Space size={narrow ? 2 : 'small'} align="center" style={{ flexShrink: 0 }}>
          <ClockSlot />
          <VersionButton version={__PACKAGE_VERSION__} />
          <AssistantButton key={session.user?.user_id} environment={config.environment} />
          <NotificationBell />
          <DeveloperControls />
        </Space>
      )}
    </header>
  );
});
