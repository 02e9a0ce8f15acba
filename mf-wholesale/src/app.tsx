import { createRemoteApp } from '@platform/shared/ui';
import { WholesaleApp } from './WholesaleApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_wholesale',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: WholesaleApp,
});
