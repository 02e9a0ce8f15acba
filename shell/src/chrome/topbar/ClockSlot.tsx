import { observer } from 'mobx-react-lite';
import { RemoteWidget, session } from '@platform/shared';

/** Where mf-timesheet's clock mounts, only when the server enables timesheets for the user. */
export const ClockSlot = observer(function ClockSlot() {
  if (!session.user?.timesheets_enabled) return null;
  return (
    <div data-testid="clock-slot" style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <RemoteWidget remote="mf_timesheet" widget="clock" />
    </div>
  );
});
