import { createRemoteApp } from '@platform/shared/ui';
import { ViewsApp } from './ViewsApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_views',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: ViewsApp,
});
