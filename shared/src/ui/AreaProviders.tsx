import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { session } from '@platform/shared';

/** Brand tokens every area uses, so a page assembled from several remotes looks like one product. */
export const PLATFORM_THEME = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#1f5f8b',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
} as const;

/**
 * antd context for one React root: each remote mounts its own root, so each needs its providers.
 * The font size follows the user's choice (the version button cycles it), so antd scales too.
 */
export const AreaProviders = observer(function AreaProviders({
  children,
}: {
  children: ReactNode;
}) {
  return (
    <ConfigProvider
      theme={{ ...PLATFORM_THEME, token: { ...PLATFORM_THEME.token, fontSize: session.fontSize } }}
    >
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
});
