import { useEffect, useState } from 'react';
import { api, bus, isCancelled, type ActivityRow, type ActivityTimeframe } from '@platform/shared';

export interface ActivitiesState {
  rows: ActivityRow[];
  loading: boolean;
  /** HTTP status of the last failed load; 0 when the server could not be reached. */
  errorStatus: number | null;
}

/** The activity rows of a timeframe, reloaded whenever the clock changes on this page. */
export function useActivities(timeframe: ActivityTimeframe): ActivitiesState {
  const [state, setState] = useState<ActivitiesState>({
    rows: [],
    loading: true,
    errorStatus: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const subscription = bus.subscribe('timesheet/clock-changed', () => setVersion((v) => v + 1));
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    api
      .get<ActivityRow[]>('/timelog/activities', {
        params: { timeframe },
        signal: controller.signal,
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      })
      .then(({ data }) => setState({ rows: data, loading: false, errorStatus: null }))
      .catch((error: unknown) => {
        if (isCancelled(error)) return;
        const status = (error as { status?: number }).status ?? 0;
        setState((previous) => ({ ...previous, loading: false, errorStatus: status }));
      });
    return () => controller.abort();
  }, [timeframe, version]);

  return state;
}
