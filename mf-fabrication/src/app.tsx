import { createRemoteApp } from '@platform/shared/ui';
import { FabricationApp } from './FabricationApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_fabrication',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: FabricationApp,
});
