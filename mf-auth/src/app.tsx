import { createRemoteApp } from '@platform/shared';
import { AuthApp } from './AuthApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_auth',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: AuthApp,
});
