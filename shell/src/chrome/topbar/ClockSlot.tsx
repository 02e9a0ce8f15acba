import { observer } from 'mobx-react-lite';
import { RemoteWidget, session } from '@platform/shared';
import { TOP_BAR_HEIGHT } from '../layoutStore';

/** Where mf-timesheet's clock mounts, only when the server enables timesheets for the user. */
export const ClockSlot = observer(function ClockSlot() {
  if (!session.user?.timesheets_enabled) return null;
  return (
    <div
      data-testid="clock-slot"
      // The widget (or its failure notice) must stay inside the bar, never over the page.
      style={{
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        maxWidth: 360,
        maxHeight: TOP_BAR_HEIGHT,
        overflow: 'hidden',
      }}
    >
      <RemoteWidget remote="mf_timesheet" widget="clock" />
    </div>
  );
});
