import { Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TAB_AUTO_SWITCH_MS, TAB_TICK_MS } from '../common/timings';

export interface DashboardTimerProps {
  /** 'current / total'. */
  label: string;
  /** Changes when the tab changes, restarting the countdown. */
  tabKey: string;
  onNext: () => void;
}

/**
 * Wall-display rotation: ticks every second and moves to the next tab after 30 seconds. The
 * circular timer shows 'current / total' and a click moves on at once.
 */
export function DashboardTimer(props: DashboardTimerProps) {
  const { label, tabKey, onNext } = props;
  const [elapsed, setElapsed] = useState(0);
  const [shownFor, setShownFor] = useState(tabKey);
  const onNextRef = useRef(onNext);
  useEffect(() => {
    onNextRef.current = onNext;
  }, [onNext]);

  if (shownFor !== tabKey) {
    setShownFor(tabKey);
    setElapsed(0);
  }

  useEffect(() => {
    const timer = setInterval(() => setElapsed((value) => value + TAB_TICK_MS), TAB_TICK_MS);
    return () => clearInterval(timer);
  }, [tabKey]);

  useEffect(() => {
    if (elapsed >= TAB_AUTO_SWITCH_MS) onNextRef.current();
  }, [elapsed]);

  return (
    <button
      type="button"
      aria-label={`Next tab (${label})`}
      onClick={() => onNext()}
      style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}
      data-dashboard-timer
    >
      <Progress
        type="circle"
        size={56}
        percent={Math.min(100, (elapsed / TAB_AUTO_SWITCH_MS) * 100)}
        format={() => label}
      />
    </button>
  );
}
