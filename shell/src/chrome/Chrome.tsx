import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Layout, Space, Typography } from 'antd';
import { session, useLocation } from '@platform/shared';
import type { RuntimeConfig } from '../config';
import { isChromeless } from '../routes';

export interface ChromeProps {
  config: RuntimeConfig;
}

/** The layout chrome around signed-in pages: top bar (and, for staff, the drawer). */
export const Chrome = observer(function Chrome({ config }: ChromeProps) {
  const { pathname } = useLocation();
  const chrome = isChromeless(pathname) || !session.isLoggedIn ? 'none' : session.isDashboardUser ? 'dashboard' : 'full';

  useEffect(() => {
    document.body.dataset.chrome = chrome;
  }, [chrome]);

  if (chrome === 'none') return null;
  return (
    <Layout.Header
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 100, height: 56, display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16 }}
    >
      <Typography.Text strong style={{ color: '#fff', flex: 1 }}>
        {config.productName}
      </Typography.Text>
      <Space>
        <Typography.Text style={{ color: '#fff' }}>{session.user?.name}</Typography.Text>
        <Button size="small" href="/logout">
          Logout
        </Button>
      </Space>
    </Layout.Header>
  );
});
