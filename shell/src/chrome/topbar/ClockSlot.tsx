import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { RemoteWidget, session } from '@platform/shared';
import { TOP_BAR_HEIGHT } from '../layoutStore';

/** At the latest this long after the top bar mounts, the clock loads even on a busy page. */
export const CLOCK_LOAD_DEADLINE_MS = 2000;

/**
 * False until the main thread is first idle after mounting: the page's own content (the side
 * menu, the dashboard's first widgets) is drawn before the clock's area is loaded and run
 * (ADR 242).
 */
function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), {
      timeout: CLOCK_LOAD_DEADLINE_MS,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/** Where mf-timesheet's clock mounts, only when the server enables timesheets for the user. */
export const ClockSlot = observer(function ClockSlot() {
  const idle = useIdleOnce();
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
      {idle ? <RemoteWidget remote="mf_timesheet" widget="clock" /> : null}
    </div>
  );
});
