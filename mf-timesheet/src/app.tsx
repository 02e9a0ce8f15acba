import { createRemoteApp } from '@platform/shared/ui';
import { TimesheetApp } from './TimesheetApp';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf_timesheet',
  version: __PACKAGE_VERSION__,
  build: __BUILD_NUMBER__,
  rootComponent: TimesheetApp,
});
