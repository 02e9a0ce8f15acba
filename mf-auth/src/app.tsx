import { createRemoteLifecycles } from '@platform/shared';
import { AuthApp } from './AuthApp';

// No antd providers at the root: the sign-in page is drawn with plain controls and every page
// that uses antd brings its providers when it loads (plain/lazyAntd.tsx, ADR 169).
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf_auth',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: AuthApp,
});
