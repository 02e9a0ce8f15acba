import type { MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Avatar, Typography } from 'antd';
import { navigate, PLATFORM_TOKENS, session } from '@platform/shared';

/** Spec: the drawer's avatar is 150 px. */
export const AVATAR_SIZE = 150;
const MINI_AVATAR_SIZE = 40;
/** antd's size of an avatar's text at a custom size. */
const INITIALS_FONT_SIZE = 18;

export interface DrawerUserProps {
  mini: boolean;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in user at the top of the drawer: avatar, name and '#' id, linking to /profile. */
export const DrawerUser = observer(function DrawerUser({ mini }: DrawerUserProps) {
  const user = session.user;
  if (!user) return null;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigate('/profile');
  };
  return (
    <a
      href="/profile"
      onClick={open}
      data-testid="drawer-user"
      title={mini ? `${user.name} #${user.user_id}` : undefined}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        padding: mini ? '12px 0' : '20px 16px 12px',
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Avatar
        size={mini ? MINI_AVATAR_SIZE : AVATAR_SIZE}
        src={user.profile_picture || undefined}
        alt={user.name}
        // The initials as the avatar's icon, not its text: antd measures text to scale it, a
        // layout of the whole page in the middle of a signed-in start; two letters always fit
        // (ADR 244).
        icon={<span style={{ fontSize: INITIALS_FONT_SIZE }}>{initials(user.name)}</span>}
        // White initials need a dark ground (antd's default grey fails contrast).
        style={{ backgroundColor: PLATFORM_TOKENS.colorPrimary, flexShrink: 0 }}
      />
      {mini ? null : (
        <div style={{ textAlign: 'center', lineHeight: 1.3 }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {user.name}
          </Typography.Text>
          <Typography.Text type="secondary">#{user.user_id}</Typography.Text>
        </div>
      )}
    </a>
  );
});
