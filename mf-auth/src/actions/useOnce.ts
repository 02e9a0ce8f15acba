import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per mount even when React runs effects twice (strict mode): the action
 * codes it spends are single use.
 */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
