import { createRemoteApp } from '@platform/shared/ui';
import { QuotingApp } from './QuotingApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_quoting',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: QuotingApp,
});
