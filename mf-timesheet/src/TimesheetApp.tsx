import type { RemoteAppProps } from '@platform/shared';

/** Root of mf-timesheet: routes owned by this area render here. */
export function TimesheetApp(_props: RemoteAppProps) {
  return <div data-area="mf_timesheet" />;
}
