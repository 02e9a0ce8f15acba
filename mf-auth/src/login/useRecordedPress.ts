import { useEffect, useRef } from 'react';

/**
 * Carries out, once, a press the early sign-in form recorded before the app was there (ADR 172):
 * after the first render, now that there is a form or button to do it. Only what was recorded
 * when the component first rendered counts; the ref keeps React's development double effects
 * from pressing twice.
 */
export function useRecordedPress(recorded: boolean, carryOut: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!recorded || done.current) return;
    done.current = true;
    carryOut();
    // Only the press recorded at the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
