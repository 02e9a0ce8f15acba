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
 * The box of the phone's logo: whole or not at all. On a bar too narrow for the initials beside
 * the controls, they wrap past the empty first item onto a second line, which the box hides.
 */
const INITIALS_BOX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  alignItems: 'center',
  minWidth: 0,
  height: 28,
  overflow: 'hidden',
} as const;

/**
 * A product name as a phone's bar shows it: its initials ("ScreenWorks" is "SW", "Acme Screens"
 * "AS"), at most three; a name of four letters or fewer as it is.
 */
export function productInitials(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 4) return trimmed;
  const initials = trimmed.match(/(?<![\p{L}\p{N}])[\p{L}\p{N}]|\p{Lu}(?=\p{Ll})/gu) ?? [];
  return initials.join('').slice(0, 3).toUpperCase() || trimmed.slice(0, 1).toUpperCase();
}

/**
 * The top bar: menu toggle, logo, environment badge (development), clock, version, assistant
 * and notifications. On a phone (ADR 192) it tightens its spacing, the logo shows the product's
 * initials (its name cut to "S…" read as nothing) and the environment badge says "dev", so every
 * control stays inside the window.
 */
export const TopBar = observer(function TopBar({ config, dashboard, onToggleMenu }: TopBarProps) {
  const logout = useLogout();
  const narrow = layout.narrow;
  const logo = narrow ? (
    <Typography.Text
      strong
      role="img"
      aria-label={config.productName}
      title={config.productName}
      style={{ color: 'inherit', whiteSpace: 'nowrap', fontSize: 16 }}
    >
      {productInitials(config.productName)}
    </Typography.Text>
  ) : (
    <Typography.Text strong style={{ ...SHRINKING_TEXT, fontSize: 18 }}>
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
          <span data-testid="logo" style={narrow ? INITIALS_BOX : { display: 'flex', minWidth: 0 }}>
            {narrow ? <span style={{ width: 0, height: INITIALS_BOX.height }} /> : null}
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
