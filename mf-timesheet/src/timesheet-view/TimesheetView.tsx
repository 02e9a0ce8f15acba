import { Button, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { readWidgetInput, session, type WidgetProps } from '@platform/shared';
import { CalendarToolbar, storeNavigation } from '../calendar/CalendarToolbar';
import { readCalendarSettings } from '../calendar/calendarSettings';
import { useNarrow, useNow } from '../calendar/hooks';
import { occurrencesOf } from '../calendar/occurrences';
import { TimesheetStore } from '../calendar/TimesheetStore';
import { datesBetween, dayjs } from '../calendar/time';
import { useEventDialogs } from '../calendar/useEventDialogs';
import { DayColumns, HourlyRows } from './UserRows';

function rangeTitle(from: string, to: string): string {
  if (from === to) return dayjs(from).format('dddd, D MMMM YYYY');
  return `${dayjs(from).format('D MMM')} – ${dayjs(to).format('D MMM YYYY')}`;
}

/**
 * View B, the data-driven timesheet view: hourly, day or multi-day (viewDays) for the people the
 * server sends; narrow screens see one day. Users, events, timezones and can_create come from
 * the server.
 */
export const TimesheetView = observer(function TimesheetView(props: WidgetProps) {
  const [settings] = useState(() =>
    readCalendarSettings(readWidgetInput(props, { keepEmptyParams: true }), 'timesheet'),
  );
  const [store] = useState(
    () =>
      new TimesheetStore({
        url: settings.url,
        kind: 'timesheet',
        view: settings.defaultView,
        viewDays: settings.viewDays,
        preferredZone: session.user?.timezone,
      }),
  );
  const narrow = useNarrow();
  useEffect(() => {
    store.setNarrow(narrow);
  }, [store, narrow]);
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  const now = useNow();
  const userId = session.user?.user_id ?? 0;
  const dialogs = useEventDialogs(store, settings, userId);

  const { zone, data } = store;
  const shown = store.shown;
  const dates = datesBetween(shown.from, shown.to);
  const occurrences = occurrencesOf(data.events, { ...shown, zone, now, showSchedule: false });
  const view = store.effectiveView;
  const rows = {
    users: data.users,
    dates,
    occurrences,
    zone,
    timeFormat: settings.timeFormat,
    dialogs,
  };

  return (
    <div data-testid="timesheet-view" data-error-status={store.errorStatus ?? undefined}>
      <CalendarToolbar
        title={rangeTitle(shown.from, shown.to)}
        views={narrow ? settings.views.filter((v) => v !== 'multi-day') : settings.views}
        {...storeNavigation(store)}
        extra={
          settings.canCreate &&
          data.can_create && (
            <Button type="primary" onClick={() => dialogs.create('dated')}>
              New event
            </Button>
          )
        }
      />
      <Spin spinning={store.loading}>
        {view === 'hourly' ? <HourlyRows {...rows} /> : <DayColumns {...rows} />}
      </Spin>
      {dialogs.dialogs}
    </div>
  );
});
