import { useEffect, useState } from 'react';
import { dayjs, type Dayjs } from './time';

/** The calendars' clock: ongoing events and the now-line move every 60 seconds. */
export const CALENDAR_TICK_MS = 60_000;

export function useNow(tickMs: number = CALENDAR_TICK_MS): Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Screens narrower than this count as mobile and see one day at a time. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useNarrow(query: string = MOBILE_QUERY): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const change = () => setNarrow(list.matches);
    change();
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return narrow;
}
